// Whether the table is coloured. First the command line (--color / --no-color), then the
// environment (NO_COLOR, FORCE_COLOR), then whether stdout is a terminal. --json is never
// coloured, whatever this says.
/** FORCE_COLOR as Node reads it: `''`, `1`, `2`, `3`, `true` turn colour on, `0` and
 *  `false` off; any other value (or none) leaves the choice to what follows. */
function forceColor(value) {
    if (value === undefined)
        return undefined;
    if (['', '1', '2', '3', 'true'].includes(value))
        return true;
    if (['0', 'false'].includes(value))
        return false;
    return undefined;
}
/** The environment's answer, before any flag: NO_COLOR counts when set and not empty
 *  (no-color.org), and wins when FORCE_COLOR says otherwise (when the two disagree, no
 *  colour is the side that cannot litter a log); then FORCE_COLOR; otherwise colour when
 *  stdout is a terminal that is not TERM=dumb. */
export function colorFromEnv(env, stdoutIsTTY) {
    if ((env['NO_COLOR'] ?? '') !== '')
        return false;
    return forceColor(env['FORCE_COLOR']) ?? (stdoutIsTTY && env['TERM'] !== 'dumb');
}
/** The flag, when given, over the environment's answer. */
export function useColor(flag, fromEnv) {
    return flag ?? fromEnv;
}

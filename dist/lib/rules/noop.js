// D20: calls that do nothing are one action. A shell line that does nothing (empty, `true`,
// `:`, literal `echo`/`printf`), or that runs first a program a call of this episode could
// not find, or a call of a tool the host could not find in this episode, is a no-op; no-ops in a row share the fingerprint `noop:`, capped by
// `limits.noop`. The row is kept by AgentState (lib/window.ts): an allowed no-op extends
// it, any other allowed call ends it, and a call whose result shows its program could not
// be found joins it once that result is in.
/** The one fingerprint of every no-op. */
export const NOOP_ID = 'noop:';
/** How a tool the host could not find is kept among the missing programs (no command
 *  word holds a NUL). */
export const missingToolKey = (tool) => `\u0000${tool}`;
/** Whether the call does nothing, as far as the guard can tell before it runs: it does
 *  nothing by its words, or runs a program (or calls a tool) found missing in this episode. */
export function isNoop(state, print) {
    return print.noop || (!print.change && (state.isMissing(print.program) || state.isMissing(missingToolKey(print.tool))));
}
function noopPrint(cap) {
    return { id: NOOP_ID, kind: 'noop', head: NOOP_ID, length: NOOP_ID.length, cap };
}
export const noopRule = {
    name: 'noop',
    scope: 'call',
    hit(s) {
        const { print, state } = s;
        if (!s.check || !isNoop(state, print))
            return undefined;
        const cap = s.config.limits.get('noop') ?? null;
        const next = state.noopsInARow + 1;
        if (cap === null || next < cap)
            return undefined;
        const fingerprint = noopPrint(cap);
        if (print.noop)
            return { fingerprint, next, cap, counted: 'noop' };
        if (state.isMissing(print.program))
            return { fingerprint, next, cap, counted: 'noop', missing: print.program };
        return { fingerprint, next, cap, counted: 'noop', missingTool: print.tool };
    },
};

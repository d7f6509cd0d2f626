export type Env = Readonly<Record<string, string | undefined>>;
/** The environment's answer, before any flag: NO_COLOR counts when set and not empty
 *  (no-color.org), and wins when FORCE_COLOR says otherwise (when the two disagree, no
 *  colour is the side that cannot litter a log); then FORCE_COLOR; otherwise colour when
 *  stdout is a terminal that is not TERM=dumb. */
export declare function colorFromEnv(env: Env, stdoutIsTTY: boolean): boolean;
/** The flag, when given, over the environment's answer. */
export declare function useColor(flag: boolean | undefined, fromEnv: boolean): boolean;

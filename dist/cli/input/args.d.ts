export declare const PROGRAM = "dsh-repeat-tool-breaker";
/** The second line of every usage error. */
export declare const USAGE_HINT = "Run 'dsh-repeat-tool-breaker --help' for usage.";
/** The exit statuses, one place for the help text, README and the code that returns them. */
export declare const EXIT: {
    /** Replayed (denials are not errors), or help/version printed. */
    readonly ok: 0;
    /** `--fail-on-denied` and at least one call would not have run. */
    readonly denied: 1;
    /** Bad command line or config, a named path that does not exist, nothing to replay; and
     *  under `--fail-on-denied` a log that could not be read or parsed. */
    readonly usage: 2;
    /** stdout or stderr could not be written (disk full, I/O error, stderr closed). */
    readonly write: 3;
    /** A bug in the CLI: a report on stderr with the stack. Never 1, so a gate cannot
     *  mistake a crash for a denial. */
    readonly internal: 70;
};
export interface ReplayArgs {
    readonly command: 'replay';
    /** Files and directories, as given. */
    readonly paths: readonly string[];
    readonly config: string | undefined;
    /** `--profile <name>`: the config of that dsh profile (its patch file, with its bundle layers). */
    readonly profile: string | undefined;
    readonly approve: boolean;
    readonly onlyDenied: boolean;
    readonly failOnDenied: boolean;
    readonly json: boolean;
    /** `--messages`: the model's text under each call that did not run (the table). */
    readonly messages: boolean;
    /** `--color` / `--no-color`, the last one given; undefined: decided by the environment. */
    readonly color: boolean | undefined;
}
export interface CheckArgs {
    readonly command: 'check';
    readonly file: string;
}
export interface ConfigArgs {
    readonly command: 'config';
    readonly file: string;
    /** `key=value`, as given. */
    readonly assignments: readonly string[];
}
export interface HelpArgs {
    readonly command: 'help';
    /** `check --help`, `help check`: that command's own help; undefined: the whole help. */
    readonly topic: 'replay' | 'check' | 'config' | undefined;
}
export type Args = ReplayArgs | CheckArgs | ConfigArgs | HelpArgs | {
    readonly command: 'version';
};
/** @throws UsageError for a command line the CLI cannot run, with a one-line message. */
export declare function parseCommandLine(argv: readonly string[]): Args;

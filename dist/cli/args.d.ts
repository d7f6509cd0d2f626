export declare const PROGRAM = "dsh-repeat-tool-breaker";
export declare const USAGE = "Usage: dsh-repeat-tool-breaker replay <file> [options]\n\nReplays a recorded agent session through the repeat-tool-breaker plugin, with the\nsame code the DSH host runs, and shows what it would allow, deny or ask about.\nNothing is executed: an allowed call \"returns\" the result recorded for it.\n\n<file>   a DSH session log, session.jsonl or session.jsonl.zstd; or a trajectory\n         JSONL with one object per line:\n           {\"agent\"?: \"a\", \"tool\": \"bash\", \"arguments\"?: {...}, \"result\"?: \"...\", \"isError\"?: false}\n           {\"agent\"?: \"a\", \"user\": \"...\"}        a human message: the agent starts over\n         Lines without \"agent\" belong to agent \"main\"; every agent has its own budget.\n\nOptions:\n  --config <json|file>  plugin config, the keys of the profile row's config:\n                        inline JSON starting with \"{\", or a JSON file\n  --approve             approve every ask (default: headless, asks are declined)\n  --only-denied         list only the calls that did not run (DENIED, declined ASK)\n  --json                JSON Lines: {\"type\":\"call\",...} per call, then {\"type\":\"summary\",...}\n  -h, --help            show this help\n  -V, --version         print the version\n\nExit status: 0 when the replay ran (denials are not errors); 2 for a bad command\nline, config or input file (nothing is printed on stdout then).";
export interface ReplayArgs {
    readonly command: 'replay';
    readonly file: string;
    readonly config: string | undefined;
    readonly approve: boolean;
    readonly onlyDenied: boolean;
    readonly json: boolean;
}
export type Args = ReplayArgs | {
    readonly command: 'help';
} | {
    readonly command: 'version';
};
export declare function parseCommandLine(argv: readonly string[]): Args;

export declare const PROGRAM = "dsh-repeat-tool-breaker";
export declare const USAGE: string;
export interface ReplayArgs {
    readonly command: 'replay';
    /** Files and directories, as given. */
    readonly paths: readonly string[];
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

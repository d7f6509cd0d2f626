export interface Io {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
    /** Colour the table (stdout is a TTY and NO_COLOR is not set). */
    readonly color: boolean;
}
/** Runs the CLI; resolves to the exit status. */
export declare function run(argv: readonly string[], io: Io): Promise<number>;

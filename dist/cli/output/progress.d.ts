import type { Write } from './output.js';
export declare class Progress {
    private readonly write;
    private readonly columns;
    /** The text on screen now ('' when nothing is shown). */
    private shown;
    private last;
    constructor(write: (text: string) => void, columns: number | undefined);
    /** Shows `[n/total] file` in place of what was shown. */
    show(n: number, total: number, file: string): void;
    /** Removes the line, leaving the cursor at the start of an empty line. */
    clear(): void;
    /** Shows the last line again (after other output was written). */
    redraw(): void;
    /** Removes the line for good. */
    done(): void;
    /** `io` with the progress line taken away before each write and put back after it.
     *  Generic over what else `io` holds, so that this module need not know the CLI's Io
     *  (cli/run.ts, which imports this one). */
    around<T extends {
        readonly stdout: Write;
        readonly stderr: (text: string) => void;
    }>(io: T): T;
}

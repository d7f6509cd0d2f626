import type { ReplayRow } from '../replay/replay.js';
import type { FileInfo, Renderer, RunInfo } from './renderer.js';
import type { Summary, Total } from './summary.js';
export interface TableOptions extends RunInfo {
    readonly color: boolean;
    /** The line width to fit (layout.ts); undefined or absent: the full layout. */
    readonly width?: number | undefined;
    /** `--messages`: under a call that did not run, the text the model read instead (whole, not fitted). */
    readonly messages?: boolean;
}
export declare function summaryLine(summary: Summary): string;
/** `total: 2 files, 6 calls: …`, or with inputs that could not be read
 *  `total: 3 files: 2 replayed, 1 could not be read · 5 calls: …`. */
export declare function totalLine(total: Total): string;
/** When and where the file's session ran, for the line under its title ('' when unknown). */
export declare function sessionLine({ time, cwd, host }: FileInfo): string;
/** Renders each file's table, a piece at a time. */
export declare class TableRenderer implements Renderer {
    private readonly options;
    private readonly paint;
    private readonly layout;
    /** The current file's title line, terminal-safe. */
    private title;
    /** The current file's title and column header are written (before its first row shown). */
    private opened;
    private headerShown;
    private calls;
    /** What earlier files printed: a table, a one-line summary (--only-denied, nothing
     *  denied), or nothing yet. Decides the blank lines between files. */
    private previous;
    constructor(options: TableOptions);
    /** The title line (what is replayed, and how). Under --only-denied it waits for the first
     *  row shown: a file with nothing denied gets one summary line instead of a table. */
    start(info: FileInfo): string;
    /** The title (after a blank line when something came before), and the column header
     *  when a row follows. */
    private open;
    private header;
    /** Before a row shown: the title and header if not written yet, or the header alone
     *  before the file's first row. */
    private before;
    private line;
    /** A hit line on its own line under the row (the narrow layout). */
    private under;
    /** The lines for one row ('' when it is not shown). */
    row(_info: FileInfo, row: ReplayRow): string;
    /** The file's summary line (and a note when no call was shown), or under --only-denied
     *  with nothing shown, one line naming the file. */
    end({ file }: FileInfo, summary: Summary): string;
    /** A summary or total line in bold, broken between its pieces to fit the width. */
    private wrapped;
    /** The total line, when there was more than one file to try. */
    total(total: Total, found: number): string;
}

import type { ReplayRow } from '../replay/replay.js';
import type { Summary, Total } from './summary.js';
export interface TableOptions {
    readonly color: boolean;
    /** Show only calls that did not run. */
    readonly onlyDenied: boolean;
}
export declare function summaryLine(summary: Summary): string;
export declare function totalLine(total: Total): string;
/** Renders one file's table, a piece at a time. */
export declare class TableRenderer {
    private readonly options;
    private readonly paint;
    /** Lines shown so far (the header goes before the first) and calls among them. */
    private shown;
    private calls;
    constructor(options: TableOptions);
    /** The title line: what is replayed, and how (the file name made terminal-safe). */
    start(title: string): string;
    private line;
    /** The column header, before the first row shown. */
    private header;
    /** The lines for one row ('' when it is not shown). */
    row(row: ReplayRow): string;
    /** The file's summary line (and a note when no row was shown). */
    end(summary: Summary): string;
    /** The line after several files. */
    total(total: Total): string;
}

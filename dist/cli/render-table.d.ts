import type { ReplayRow } from './replay.js';
import type { Summary } from './summary.js';
export interface TableOptions {
    readonly color: boolean;
    /** Show only calls that did not run. */
    readonly onlyDenied: boolean;
    /** The first line: what was replayed, and how. */
    readonly title: string;
}
export declare function renderTable(rows: readonly ReplayRow[], summary: Summary, options: TableOptions): string;

import type { ReplayRow } from './replay.js';
import type { Summary } from './summary.js';
export interface JsonHeader {
    readonly file: string;
    readonly format: string;
    readonly compressed: boolean;
    readonly approve: boolean;
}
export declare function renderJson(rows: readonly ReplayRow[], summary: Summary, header: JsonHeader, onlyDenied: boolean): string;

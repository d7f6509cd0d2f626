import type { ReplayRow } from '../replay/replay.js';
import type { Summary, Total } from './summary.js';
export interface JsonHeader {
    readonly file: string;
    readonly format: string;
    readonly compressed: boolean;
    readonly approve: boolean;
}
/** Deeper values are replaced by DEEP_MARK when JSON.stringify cannot cope (its stack overflows). */
export declare const MAX_DEPTH = 1000;
export declare class JsonRenderer {
    private readonly onlyDenied;
    constructor(onlyDenied: boolean);
    /** The line for one row ('' when it is not shown; user messages are only counted). */
    row(file: string, row: ReplayRow): string;
    summary(header: JsonHeader, summary: Summary): string;
    total(total: Total): string;
}

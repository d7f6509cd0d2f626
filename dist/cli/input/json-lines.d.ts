import { InputError } from '../errors.js';
export interface JsonLine {
    readonly line: number;
    readonly value: unknown;
    /** The line's length in bytes (what holding it back costs, roughly). */
    readonly bytes: number;
}
/** Filled in by jsonLines when the text ends in a line still being written. */
export interface LineTail {
    /** The 1-based number of the dropped unfinished last line. */
    partialLine?: number;
}
export declare class LineTooLong extends InputError {
    name: string;
}
/** The parsed non-blank lines of `chunks`, a chunk's worth at a time (one await per
 *  chunk, not per line). Throws InputError naming `file:line`. */
export declare function jsonLines(file: string, chunks: AsyncIterable<Buffer>, maxLineBytes: number, tail?: LineTail): AsyncGenerator<JsonLine[]>;

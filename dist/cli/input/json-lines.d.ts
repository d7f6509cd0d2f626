import { InputError } from '../errors.js';
export interface JsonLine {
    readonly line: number;
    readonly value: unknown;
}
export declare class LineTooLong extends InputError {
    name: string;
}
/** The parsed non-blank lines of `chunks`, a chunk's worth at a time (one await per
 *  chunk, not per line). Throws InputError naming `file:line`. */
export declare function jsonLines(file: string, chunks: AsyncIterable<Buffer>, maxLineBytes: number): AsyncGenerator<JsonLine[]>;

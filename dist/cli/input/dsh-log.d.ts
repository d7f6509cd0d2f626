import { type RowParser } from './events.js';
/** Events held back at most; past it the oldest call goes on without waiting for its result. */
export declare const MAX_WAITING = 1024;
/** The lines (calls, and the results filled into them) held back at most, in bytes;
 *  past it the oldest call goes on without waiting for its result. */
export declare const MAX_HELD_BYTES: number;
/** When and where a session ran, as its header row says (each part only when present). */
export interface SessionHeader {
    /** Milliseconds since the epoch (`createdAt`). */
    readonly startedAt?: number;
    readonly cwd?: string;
    readonly host?: string;
}
/** The header's time and place, or undefined when `row` is no session header. */
export declare function sessionHeader(row: unknown): SessionHeader | undefined;
/** `header` is the first row of the log, which names the session. */
export declare function dshSessionParser(file: string, header: unknown): RowParser;

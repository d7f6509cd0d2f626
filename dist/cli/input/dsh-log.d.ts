import type { RowParser } from './events.js';
/** Events held back at most; past it the oldest call goes on without waiting for its result. */
export declare const MAX_WAITING = 1024;
/** `header` is the first row of the log, which names the session. */
export declare function dshSessionParser(file: string, header: unknown): RowParser;

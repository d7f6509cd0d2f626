/** Wrong command line: the one-line message is followed by a hint to run --help. */
export declare class UsageError extends Error {
    name: string;
}
/** Unusable input or configuration: the message names the file (and line) and what is wrong. */
export declare class InputError extends Error {
    name: string;
}
/** `file:line: what` — the location format of every input error. */
export declare function at(file: string, line: number, what: string): InputError;
export type StreamName = 'stdout' | 'stderr';
/** stdout or stderr refused a write (ENOSPC, EIO, EPIPE, …): the run cannot go on as asked. */
export declare class WriteError extends Error {
    readonly stream: StreamName;
    name: string;
    /** The system error code, e.g. `ENOSPC`; undefined when the error had none. */
    readonly code: string | undefined;
    constructor(stream: StreamName, cause: unknown);
    /** The reader of stdout went away (`… | head`): the usual end of a pipe, not a failure. */
    get readerLeft(): boolean;
}

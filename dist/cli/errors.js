// The ways the CLI refuses to run or stops. A usage or input error exits with status 2 and
// prints only to stderr; a write error ends the run with status 3 (see EXIT in input/args.ts).
/** Wrong command line: the one-line message is followed by a hint to run --help. */
export class UsageError extends Error {
    name = 'UsageError';
}
/** Unusable input or configuration: the message names the file (and line) and what is wrong. */
export class InputError extends Error {
    name = 'InputError';
}
/** `file:line: what` — the location format of every input error. */
export function at(file, line, what) {
    return new InputError(`${file}:${line}: ${what}`);
}
/** stdout or stderr refused a write (ENOSPC, EIO, EPIPE, …): the run cannot go on as asked. */
export class WriteError extends Error {
    stream;
    name = 'WriteError';
    /** The system error code, e.g. `ENOSPC`; undefined when the error had none. */
    code;
    constructor(stream, cause) {
        const code = cause?.code;
        const detail = cause instanceof Error ? cause.message : String(cause);
        super(`cannot write to ${stream}: ${detail}`, { cause });
        this.stream = stream;
        this.code = typeof code === 'string' ? code : undefined;
    }
    /** The reader of stdout went away (`… | head`): the usual end of a pipe, not a failure. */
    get readerLeft() {
        return this.stream === 'stdout' && this.code === 'EPIPE';
    }
}

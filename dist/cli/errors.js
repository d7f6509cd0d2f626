// The two ways the CLI refuses to run. Both exit with status 2 and print only to stderr.
/** Wrong command line: the message is followed by the usage text. */
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

/** Wrong command line: the message is followed by the usage text. */
export declare class UsageError extends Error {
    name: string;
}
/** Unusable input or configuration: the message names the file (and line) and what is wrong. */
export declare class InputError extends Error {
    name: string;
}
/** `file:line: what` — the location format of every input error. */
export declare function at(file: string, line: number, what: string): InputError;

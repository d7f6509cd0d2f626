/** The start of `value` as JSON, stopping once `maxChars` characters are written (the
 *  result may run a little past it). Recursion depth is bounded by `maxChars` too:
 *  every level writes at least one character. */
export declare function jsonPreview(value: unknown, maxChars: number): string;
/** `git status --short`, `file_path=src/a.ts offset=120`, …: a shell command bare, other keys as key=value. */
export declare function argumentsLine(args: unknown, width: number): string;

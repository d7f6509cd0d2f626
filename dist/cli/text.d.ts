/** Collapses whitespace runs (newlines included) to one space and cuts to `width` with an ellipsis. */
export declare function oneLine(text: string, width: number): string;
/** `git status --short`, `file_path=src/a.ts offset=120`, …: a shell command bare, other keys as key=value. */
export declare function argumentsLine(args: unknown, width: number): string;

/** Characters of a result read for a missing program. */
export declare const MISSING_READ = 2048;
/** D20: the program the result of a shell call says could not be found — its name (the
 *  basename, lowercased), '' when the result says the call's own program could not be
 *  run without naming it — or undefined when it says nothing of the kind. A successful
 *  result is read only when it is at most QUIET_CHARS long: a call whose program is
 *  missing fails, unless a pipeline after it succeeds, and then it prints next to nothing. */
export declare function missingProgram(content: unknown, isError: boolean): string | undefined;
/** D34 (b): whether the failed result of a call of `tool` — not a shell — says the tool
 *  itself cannot run: `Tool <tool> not found` (its own name), or a result that is nothing
 *  but a spawn failure (`spawn rg ENOENT`) of a program none of its arguments names (a
 *  tool that runs the program it is given failed for its argument, not for itself). A
 *  missing file (`ENOENT: no such file or directory, open …`) is a read that failed, and a
 *  bare `No such file or directory (os error 2)` may be one: neither is a tool that cannot
 *  start. Only a short result of one or a few blocks is read. */
export declare function toolCannotStart(tool: string, content: unknown, args: Readonly<Record<string, unknown>>): boolean;

/** Characters of a result read for a missing program. */
export declare const MISSING_READ = 2048;
/** D20: the program the result of a shell call says could not be found — its name (the
 *  basename, lowercased), '' when the result says the call's own program could not be
 *  run without naming it — or undefined when it says nothing of the kind. A successful
 *  result is read only when it is at most QUIET_CHARS long: a call whose program is
 *  missing fails, unless a pipeline after it succeeds, and then it prints next to nothing. */
export declare function missingProgram(content: unknown, isError: boolean): string | undefined;

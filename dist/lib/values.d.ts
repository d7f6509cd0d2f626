/** A plain object: `{…}` or `Object.create(null)` — not an array, a class instance or null.
 *  Everything JSON.parse makes from `{…}` qualifies. */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** Whether `a` and `b` hold the same data, looked at `depth` levels of arrays and plain
 *  objects deep: the same primitive or object, or arrays (plain objects) whose entries are
 *  the same data one level down. Anything else — a class instance, a function, an object
 *  past the depth — is the same only as itself: never the same by mistake. */
export declare function sameData(a: unknown, b: unknown, depth: number): boolean;
/** The message of anything thrown: an Error's message, anything else as a string. */
export declare function errorMessage(error: unknown): string;
/** For reports of the unexpected: an Error's stack (or message), anything else as a string. */
export declare function errorDetail(error: unknown): string;
/** A readable rendering of any value for error messages, at most 120 characters (never throws). */
export declare function describeValue(value: unknown): string;

/** A plain object: `{…}` or `Object.create(null)` — not an array, a class instance or null.
 *  Everything JSON.parse makes from `{…}` qualifies. */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** The message of anything thrown: an Error's message, anything else as a string. */
export declare function errorMessage(error: unknown): string;
/** For reports of the unexpected: an Error's stack (or message), anything else as a string. */
export declare function errorDetail(error: unknown): string;
/** A readable rendering of any value for error messages, at most 120 characters (never throws). */
export declare function describeValue(value: unknown): string;

// Small predicates on values of unknown shape, one home each (lib/ and cli/ share them).
/** A plain object: `{…}` or `Object.create(null)` — not an array, a class instance or null.
 *  Everything JSON.parse makes from `{…}` qualifies. */
export function isPlainObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/** The message of anything thrown: an Error's message, anything else as a string. */
export function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** For reports of the unexpected: an Error's stack (or message), anything else as a string. */
export function errorDetail(error) {
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

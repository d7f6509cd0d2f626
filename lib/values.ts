// Small helpers on values of unknown shape, one home each (lib/ and cli/ share them):
// the plain-object test, and how a thrown value or any other value reads in an error message.

/** A plain object: `{…}` or `Object.create(null)` — not an array, a class instance or null.
 *  Everything JSON.parse makes from `{…}` qualifies. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The message of anything thrown: an Error's message, anything else as a string. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** For reports of the unexpected: an Error's stack (or message), anything else as a string. */
export function errorDetail(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

const shortened = (text: string): string => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** A readable rendering of any value for error messages, at most 120 characters (never throws). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return shortened(JSON.stringify(value.slice(0, 120)));
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined || typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return value.toString();
  try {
    return shortened(JSON.stringify(value));
  } catch {
    return Array.isArray(value) ? 'an array' : 'an object';
  }
}

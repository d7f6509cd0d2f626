// Small helpers on values of unknown shape, one home each (lib/ and cli/ share them):
// the plain-object test, whether two values hold the same data, and how a thrown value or
// any other value reads in an error message.

/** A plain object: `{…}` or `Object.create(null)` — not an array, a class instance or null.
 *  Everything JSON.parse makes from `{…}` qualifies. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether `a` and `b` hold the same data, looked at `depth` levels of arrays and plain
 *  objects deep: the same primitive or object, or arrays (plain objects) whose entries are
 *  the same data one level down. Anything else — a class instance, a function, an object
 *  past the depth — is the same only as itself: never the same by mistake. */
export function sameData(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i], depth - 1)) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.hasOwn(b, key) || !sameData(a[key], b[key], depth - 1)) return false;
  return true;
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

// Configuration: frozen defaults, the one-level merge, and fail-loud validation.
// Everything is checked once at load so the guard never meets a bad setting.

export type LocalHostsPolicy = 'deny' | 'ask' | 'allow';
export const LOCAL_HOSTS_POLICIES: readonly LocalHostsPolicy[] = Object.freeze(['deny', 'ask', 'allow']);

/** The user-facing configuration shape (what a profile row's `config:` may hold). */
export interface BreakerOptions {
  window?: number;
  localHosts?: LocalHostsPolicy;
  previewChars?: number;
  resultPreviewChars?: number;
  exclude?: string[];
  include?: string[];
  ignoreArgs?: Record<string, string[]>;
  hostAliases?: Record<string, string>;
  limits?: Record<string, number | null>;
}

/** The validated configuration the breaker runs on. Lookups go through Maps so
 *  keys such as `constructor` or `__proto__` never reach Object.prototype. */
export interface BreakerConfig {
  readonly window: number;
  readonly localHosts: LocalHostsPolicy;
  readonly previewChars: number;
  readonly resultPreviewChars: number;
  readonly exclude: readonly string[];
  readonly include: readonly string[];
  readonly ignoreArgs: ReadonlyMap<string, readonly string[]>;
  readonly hostAliases: ReadonlyMap<string, string>;
  readonly limits: ReadonlyMap<string, number | null>;
}

const DECOYS_ANY_TOOL = ['description', 'timeoutMs', 'run_in_background', 'justification', 'reason', 'title', 'comment'];
const DECOYS_SHELL = ['description', 'timeoutMs', 'run_in_background', 'justification'];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The shipped defaults (SPEC §3.1). Frozen: copy before changing. */
export const DEFAULTS = deepFreeze({
  window: 12,
  localHosts: 'ask' as LocalHostsPolicy,
  previewChars: 400,
  resultPreviewChars: 800,
  exclude: ['todo_write'],
  include: [] as string[],
  ignoreArgs: {
    '*': DECOYS_ANY_TOOL,
    bash: DECOYS_SHELL,
    pwsh: DECOYS_SHELL,
    shell: DECOYS_SHELL,
  } as Record<string, string[]>,
  hostAliases: { 'open-data.canada.ca': 'open.canada.ca' } as Record<string, string>,
  limits: {
    exact: 5,
    cmd: 5,
    net: 5,
    sink: 5,
    site: null,
    'family:http-fetch': null,
    'verb:curl': null,
    'verb:wget': null,
  } as Record<string, number | null>,
});

const REMOVED_KEYS: ReadonlyMap<string, string> = new Map([
  ['denyAfter', 'use `limits.exact` instead'],
  ['warnAfter', 'the advisory tier was removed; the guard denies instead'],
  ['registerAdvisory', 'the advisory tier was removed; the guard denies instead'],
  ['maxSamePath', 'there is no path-only cap; file actions are identified by position through `exact:`'],
  ['readTools', 'read-like tools are recognised from the tool name'],
  ['matchReadBySubstring', 'read-like tools are recognised from the tool name'],
]);

/** Upper bounds of configured values (README "Limits"). Past them a setting only adds
 *  memory per agent or work per call, so loading fails instead. */
export const CEILINGS = Object.freeze({
  /** Calls remembered per agent: the window and the stored results grow with it. */
  window: 1000,
  /** Characters of each fingerprint a message quotes. */
  previewChars: 2000,
  /** Characters of the previous result a denial quotes; an agent stores one per call in its window. */
  resultPreviewChars: 10_000,
  /** Entries of any list (`include`, `exclude`, an `ignoreArgs` list) or map (`ignoreArgs`, `hostAliases`, `limits`). */
  entries: 1000,
  /** Characters of a list entry (a tool pattern, an argument name) and of a tool name or host name key. */
  entryChars: 256,
  /** Characters of a `limits` key. Fingerprints longer than the longest key skip the
   *  whole-fingerprint lookup, so a long key would make long arguments costly. */
  limitKeyChars: 4096,
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function fail(message: string): never {
  throw new ConfigError(`repeat-tool-breaker: ${message}`);
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function integerWithin(key: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    fail(`\`${key}\` must be an integer >= ${min} (got ${describeValue(value)})`);
  }
  if (value > max) fail(`\`${key}\` must be an integer <= ${max} (got ${describeValue(value)})`);
  return value;
}

/** How long a configured list may be, and each of its strings. */
export interface ListBounds {
  readonly entries: number;
  readonly chars: number;
}
const LIST_BOUNDS: ListBounds = { entries: CEILINGS.entries, chars: CEILINGS.entryChars };

/** A copy of a configured list of strings: a real array without holes, of at most
 *  `bounds.entries` strings of at most `bounds.chars` characters each. The length is
 *  checked before any entry is read, so `new Array(1e9)` costs nothing to reject.
 *  @throws ConfigError `repeat-tool-breaker: \`<key>\` …` on the first problem. */
export function stringList(key: string, value: unknown, bounds: ListBounds = LIST_BOUNDS): string[] {
  if (!Array.isArray(value)) fail(`\`${key}\` must be an array of strings (got ${describeValue(value)})`);
  const list: readonly unknown[] = value;
  if (list.length > bounds.entries) {
    fail(`\`${key}\` has ${list.length} entries; at most ${bounds.entries} are allowed`);
  }
  const copy: string[] = [];
  for (let i = 0; i < list.length; i++) {
    // A hole would pass every() and then reach the guard as `undefined`.
    if (!(i in list)) fail(`\`${key}\` must be an array of strings (entry ${i} is a hole)`);
    const entry = list[i];
    if (typeof entry !== 'string') fail(`\`${key}\` must be an array of strings (got ${describeValue(value)})`);
    if (entry.length > bounds.chars) {
      fail(`\`${key}\` entry ${i} is ${entry.length} characters long; at most ${bounds.chars} are allowed`);
    }
    copy.push(entry);
  }
  return copy;
}

/** The own entries of a configured map, at most CEILINGS.entries of them, with keys of
 *  at most `keyChars` characters. @throws ConfigError */
function objectEntries(key: string, value: unknown, keyChars: number = CEILINGS.entryChars): [string, unknown][] {
  if (value === undefined) return [];
  if (!isPlainObject(value)) fail(`\`${key}\` must be an object (got ${describeValue(value)})`);
  const keys = Object.keys(value);
  if (keys.length > CEILINGS.entries) {
    fail(`\`${key}\` has ${keys.length} entries; at most ${CEILINGS.entries} are allowed`);
  }
  for (const name of keys) {
    if (name.length > keyChars) {
      fail(`\`${key}\` has a key of ${name.length} characters; at most ${keyChars} are allowed`);
    }
  }
  return keys.map((name) => [name, value[name]]);
}

/** Merge a user's raw config over the defaults and validate it, throwing a
 *  `repeat-tool-breaker: …` ConfigError on the first problem. */
export function resolveConfig(raw: unknown): BreakerConfig {
  if (raw === undefined) raw = {};
  if (!isPlainObject(raw)) {
    fail(`config must be an object (got ${describeValue(raw)})`);
  }
  const user = raw;
  for (const [key, pointer] of REMOVED_KEYS) {
    if (hasOwn(user, key)) fail(`\`${key}\` was removed in 0.2.0 — ${pointer}`);
  }
  const pick = (key: string): unknown => (hasOwn(user, key) ? user[key] : undefined);

  const window = integerWithin('window', pick('window') ?? DEFAULTS.window, 4, CEILINGS.window);
  const localHosts = pick('localHosts') ?? DEFAULTS.localHosts;
  if (!LOCAL_HOSTS_POLICIES.includes(localHosts as LocalHostsPolicy)) {
    fail(`\`localHosts\` must be one of deny, ask, allow (got ${describeValue(localHosts)})`);
  }
  const previewChars = integerWithin('previewChars', pick('previewChars') ?? DEFAULTS.previewChars, 1, CEILINGS.previewChars);
  const resultPreviewChars = integerWithin(
    'resultPreviewChars',
    pick('resultPreviewChars') ?? DEFAULTS.resultPreviewChars,
    1,
    CEILINGS.resultPreviewChars,
  );
  const exclude = pick('exclude') === undefined ? [...DEFAULTS.exclude] : stringList('exclude', pick('exclude'));
  const include = pick('include') === undefined ? [...DEFAULTS.include] : stringList('include', pick('include'));

  const ignoreArgs = new Map<string, readonly string[]>(Object.entries(DEFAULTS.ignoreArgs));
  for (const [tool, keys] of objectEntries('ignoreArgs', pick('ignoreArgs'))) {
    ignoreArgs.set(tool, stringList(`ignoreArgs.${tool}`, keys));
  }

  const hostAliases = new Map<string, string>(Object.entries(DEFAULTS.hostAliases));
  for (const [from, to] of objectEntries('hostAliases', pick('hostAliases'))) {
    if (typeof to !== 'string' || to.trim() === '') {
      fail(`\`hostAliases.${from}\` must be a non-empty host name (got ${describeValue(to)})`);
    }
    if (to.length > CEILINGS.entryChars) {
      fail(`\`hostAliases.${from}\` is ${to.length} characters long; at most ${CEILINGS.entryChars} are allowed`);
    }
    hostAliases.set(from.trim().toLowerCase(), to.trim().toLowerCase());
  }

  const limits = new Map<string, number | null>(Object.entries(DEFAULTS.limits));
  for (const [key, cap] of objectEntries('limits', pick('limits'), CEILINGS.limitKeyChars)) {
    if (cap !== null && (typeof cap !== 'number' || !Number.isFinite(cap) || cap < 2)) {
      fail(`\`limits.${key}\` must be a finite number >= 2, or null (got ${describeValue(cap)})`);
    }
    limits.set(key, cap);
  }

  return Object.freeze({
    window,
    localHosts: localHosts as LocalHostsPolicy,
    previewChars,
    resultPreviewChars,
    exclude: Object.freeze(exclude),
    include: Object.freeze(include),
    ignoreArgs,
    hostAliases,
    limits,
  });
}

// Configuration: frozen defaults, the one-level merge, and fail-loud validation.
// Everything is checked once at load so the guard never meets a bad setting.

import { exemptPatternProblem, limitKeyProblem } from './limit-keys.js';
import { closestName } from './suggest.js';
import { describeValue, isPlainObject } from './values.js';

/** What to do when only local-address fingerprints would block a call (docs/design.md §7):
 *  `ask` the operator once per turn, `deny` like any other call, or `allow` (never count them). */
export type LocalHostsPolicy = 'deny' | 'ask' | 'allow';
export const LOCAL_HOSTS_POLICIES: readonly LocalHostsPolicy[] = Object.freeze(['deny', 'ask', 'allow']);
/** `enforce` denies (and asks about local addresses, §7); `observe` lets every call run and
 *  reports what it would have done; `ask` puts every stop to the operator as a question
 *  (approve: this one call runs; decline, or nobody to answer: the denial `enforce` gives). */
export type BreakerMode = 'enforce' | 'observe' | 'ask';
export const BREAKER_MODES: readonly BreakerMode[] = Object.freeze(['enforce', 'observe', 'ask']);
/** `denials`: one stderr line per denied call; `off`: none (observe mode reports regardless). */
export type ReportPolicy = 'denials' | 'off';
export const REPORT_POLICIES: readonly ReportPolicy[] = Object.freeze(['denials', 'off']);

/** The user-facing configuration shape (what a profile row's `config:` may hold).
 *  Every key is optional; defaults in `DEFAULTS`, merge rules in docs/design.md §3.2. */
export interface BreakerOptions {
  /** How many of an agent's latest calls are counted (integer from 4 to 1,000; default 12). */
  window?: number;
  /** Local-address policy (default `ask`). */
  localHosts?: LocalHostsPolicy;
  /** `observe` never denies or asks: each call it would have stopped runs and is reported
   *  on stderr, to try a config on real work first; `ask` asks the operator about each call
   *  it would stop, through the host's approval flow (default `enforce`). */
  mode?: BreakerMode;
  /** `denials` writes one stderr line per denied call, for headless runs (default `off`). */
  report?: ReportPolicy;
  /** Characters of a fingerprint shown in messages (integer from 1 to 2,000; default 400). */
  previewChars?: number;
  /** Characters of a previous result kept and quoted (integer from 1 to 10,000; default 800). */
  resultPreviewChars?: number;
  /** Tool-name patterns never tracked (`*` is the only wildcard); replaces the default `['todo_write']`.
   *  At most 1,000 patterns of 256 characters. */
  exclude?: readonly string[];
  /** When non-empty, only tool names matching one of these patterns are tracked; `exclude` still wins. */
  include?: readonly string[];
  /** Fingerprint patterns (`cmd:npm test`, `cmd:tail:tail -n 1 *.log`, `net:api.example.com/*`;
   *  `*` is the only wildcard) whose calls are never counted or stopped: a call with a
   *  fingerprint that one matches is untracked, as an excluded tool is (default none).
   *  At most 1,000 patterns of 256 characters. */
  exempt?: readonly string[];
  /** Decoy argument names per tool (`'*'` = every tool), deleted before fingerprinting; merged per tool over the defaults. */
  ignoreArgs?: Readonly<Record<string, readonly string[]>>;
  /** Host spellings folded into one (`from → to`); merged over the defaults. */
  hostAliases?: Readonly<Record<string, string>>;
  /** Cap per fingerprint kind (`exact`, `cmd`, …) or per whole fingerprint (`verb:curl`); `null` = uncapped, else >= 2.
   *  `noop` (default 3) caps calls that do nothing in a row (D20); `failure` (default 5) the
   *  runs in a row of one tool (not a shell) that failed with the same error (D34). */
  limits?: Readonly<Record<string, number | null>>;
  /** D13/D14: a new change that ran and succeeded starts the checks' counts over, and `cmd:`
   *  keeps word boundaries (default `true`); `false` restores the 0.3.3 counting (not what a
   *  call is: D22, D24 and the corrections to 0.3.3 hold) and turns off `sameResult`,
   *  `pollSleep`, `pollBudget`, `limits.noop` and `limits.failure` too (D15–D20, D34;
   *  docs/install.md has the list). */
  progress?: boolean;
  /** Tool-name patterns whose calls change files (D13), matched like `exclude`; a list
   *  replaces the default (`write`, `edit`, `str_replace_editor`, `multi_edit`, `apply_patch`,
   *  `notebook_edit`, `write_file`, `edit_file`, `create_file`, `patch`, `replace`). At most
   *  1,000 patterns. */
  changeTools?: readonly string[];
  /** Tool-name patterns whose calls hand work to another agent (D27), matched like
   *  `exclude`; a list replaces the default (`task`, `agent`, `subagent`, `delegate*`,
   *  `spawn_agent`, `dispatch_agent`). At most 1,000 patterns. */
  delegateTools?: readonly string[];
  /** D15: a check whose last `sameResult - 1` runs in this episode returned one result is
   *  denied on its next run (integer >= 2; default 3; `null` = off). */
  sameResult?: number | null;
  /** D16: declared seconds between two runs of a check that make it a poll (> 0; default 30;
   *  `null` = nothing is a poll). */
  pollSleep?: number | null;
  /** D16: declared seconds a poll may wait for the same answer (> 0; default 1800). */
  pollBudget?: number;
}

/** The validated configuration the breaker runs on. Lookups go through Maps so
 *  keys such as `constructor` or `__proto__` never reach Object.prototype. */
export interface BreakerConfig {
  readonly window: number;
  readonly localHosts: LocalHostsPolicy;
  readonly mode: BreakerMode;
  readonly report: ReportPolicy;
  readonly previewChars: number;
  readonly resultPreviewChars: number;
  readonly exclude: readonly string[];
  readonly include: readonly string[];
  /** Fingerprint patterns whose calls are untracked. */
  readonly exempt: readonly string[];
  readonly ignoreArgs: ReadonlyMap<string, readonly string[]>;
  readonly hostAliases: ReadonlyMap<string, string>;
  readonly limits: ReadonlyMap<string, number | null>;
  /** D13/D14: progress-aware counting and word-boundary `cmd:`; false = the 0.3.3 counting. */
  readonly progress: boolean;
  /** Tool-name patterns whose calls change files (D13), matched like `exclude`. */
  readonly changeTools: readonly string[];
  /** Tool-name patterns whose calls hand work to another agent (D27): possible changes. */
  readonly delegateTools: readonly string[];
  /** D15: the run count at which the same answer with nothing changed is a loop; null = off. */
  readonly sameResult: number | null;
  /** D16: declared seconds that make a check a poll; null = nothing is a poll. */
  readonly pollSleep: number | null;
  /** D16: declared seconds a poll may wait for the same answer. */
  readonly pollBudget: number;
}

/** design §9.4 D24: what only tunes or labels a call, whatever the tool. */
const DECOYS_ANY_TOOL = ['timeoutMs', 'run_in_background', 'justification'];
/** Labels: in the host's own shell, file and task tools (Bash's `description`) they name
 *  the call for a person; in any other tool (an MCP server's `comment`, an issue's
 *  `title`) they are what the tool sends, and stay part of `exact:`. */
const LABELS = ['description', 'title', 'comment', 'reason'];
const DECOYS_SHELL = ['description', 'timeoutMs', 'run_in_background', 'justification', 'reason', 'title', 'comment'];
/** DSH's file and task tools (dsh-tool-fs, -fs-search, -str-replace-editor, -subagent,
 *  -jobs), and the names other hosts give the same file tools. */
const LABELLED_TOOLS = [
  'read', 'write', 'edit', 'glob', 'grep', 'read_image', 'str_replace_editor', 'subagent', 'task', 'job_output', 'job_kill', 'job_list',
  'read_file', 'write_file', 'edit_file', 'create_file', 'multi_edit', 'apply_patch', 'notebook_edit', 'view',
];
/** File-changing tools: DSH rc.8 mounts `write`, `edit` (dsh-tool-fs) and `str_replace_editor`;
 *  the rest are the names other agent hosts give the same job (OpenCode's `patch`, Gemini
 *  CLI's `replace` and `write_file`). */
const CHANGE_TOOLS = [
  'write', 'edit', 'str_replace_editor', 'multi_edit', 'apply_patch', 'notebook_edit',
  'write_file', 'edit_file', 'create_file', 'patch', 'replace',
];
/** D27: tools that hand work to another agent (DSH's `subagent`, `task`, Codex's
 *  `spawn_agent`, …): what that agent does, the breaker does not see. */
const DELEGATE_TOOLS = ['task', 'agent', 'subagent', 'delegate*', 'spawn_agent', 'dispatch_agent'];

/** What `deepFreeze` returns: every level read-only, so writing to it is a type error. */
export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

/** The shipped defaults (docs/design.md §3.1). Frozen: copy before changing. */
export const DEFAULTS = deepFreeze({
  window: 12,
  localHosts: 'ask' as LocalHostsPolicy,
  mode: 'enforce' as BreakerMode,
  report: 'off' as ReportPolicy,
  previewChars: 400,
  resultPreviewChars: 800,
  exclude: ['todo_write'],
  include: [] as string[],
  exempt: [] as string[],
  ignoreArgs: {
    '*': DECOYS_ANY_TOOL,
    bash: DECOYS_SHELL,
    pwsh: DECOYS_SHELL,
    shell: DECOYS_SHELL,
    ...Object.fromEntries(LABELLED_TOOLS.map((tool) => [tool, LABELS])),
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
    noop: 3,
    failure: 5,
  } as Record<string, number | null>,
  progress: true,
  changeTools: CHANGE_TOOLS,
  delegateTools: DELEGATE_TOOLS,
  sameResult: 3 as number | null,
  pollSleep: 30 as number | null,
  pollBudget: 1800,
});

/** Keys removed in 0.2.0, and what to use instead (resolveConfig refuses them). */
export const REMOVED_KEYS: ReadonlyMap<string, string> = new Map([
  ['denyAfter', 'use `limits.exact` instead'],
  ['warnAfter', 'the advisory tier was removed; the guard denies instead'],
  ['registerAdvisory', 'the advisory tier was removed; the guard denies instead'],
  ['maxSamePath', 'there is no path-only cap; file actions are identified by position through `exact:`'],
  ['readTools', 'read-like tools are recognised from the tool name'],
  ['matchReadBySubstring', 'read-like tools are recognised from the tool name'],
]);

/** Upper bounds of configured values (docs/configuration.md, "Ceilings"). Past them a
 *  setting only adds memory per agent or work per call, so loading fails instead. */
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
  /** Seconds of `pollSleep` and `pollBudget`: a year; past it the clock arithmetic stops being exact. */
  seconds: 365 * 24 * 3600,
  /** Characters of a `limits` key. Fingerprints longer than the longest key skip the
   *  whole-fingerprint lookup, so a long key would make long arguments costly. */
  limitKeyChars: 4096,
});

/** Thrown by `resolveConfig` (and so by `apply`) for an invalid config; the message starts
 *  with `repeat-tool-breaker: ` and names the key and the value. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  /** The message without the plugin's name, for a tool that prints it under its own:
   *  `\`window\` must be an integer >= 4 (got 0)`. */
  readonly problem: string;

  constructor(problem: string) {
    super(`repeat-tool-breaker: ${problem}`);
    this.problem = problem;
  }
}

function fail(message: string): never {
  throw new ConfigError(message);
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** `value` if it is one of `allowed`; else the error lists them, with the closest as a hint.
 *  @throws ConfigError */
function oneOf<T extends string>(key: string, value: unknown, allowed: readonly T[]): T {
  if (allowed.includes(value as T)) return value as T;
  const near = typeof value === 'string' ? closestName(value, allowed, Math.max(1, Math.floor(value.length / 3))) : undefined;
  const hint = near === undefined ? '' : `; did you mean ${JSON.stringify(near)}?`;
  fail(`\`${key}\` must be one of ${allowed.join(', ')} (got ${describeValue(value)})${hint}`);
}

function integerWithin(key: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    fail(`\`${key}\` must be an integer >= ${min} (got ${describeValue(value)})`);
  }
  if (value > max) fail(`\`${key}\` must be an integer <= ${max} (got ${describeValue(value)})`);
  return value;
}

/** A number of seconds: finite, > 0, at most CEILINGS.seconds. @throws ConfigError */
function secondsWithin(key: string, value: unknown, nullable: boolean): number {
  const or = nullable ? ', or null' : '';
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    fail(`\`${key}\` must be a finite number of seconds > 0${or} (got ${describeValue(value)})`);
  }
  if (value > CEILINGS.seconds) fail(`\`${key}\` must be at most ${CEILINGS.seconds} seconds (got ${describeValue(value)})`);
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
 *  `repeat-tool-breaker: …` ConfigError on the first problem.
 *  @param raw A profile row's `config:` (see `BreakerOptions`); `undefined` means `{}`.
 *    Typed as BreakerOptions so a misspelt key is a type error; at run time anything is
 *    accepted and checked (validateConfig), unknown keys are ignored, and the caller's
 *    objects are copied, never changed.
 *  @returns The frozen configuration the breaker runs on.
 *  @throws {ConfigError} When `raw` is not a plain object or a value breaks a rule of
 *    docs/design.md §3.3 (including keys removed in 0.2.0). */
export function resolveConfig(raw?: BreakerOptions): BreakerConfig {
  return validateConfig(raw);
}

/** `resolveConfig` for a value of unknown shape: a row's `config:` as the host passes it, a
 *  parsed file. The same checks; only the parameter's type differs.
 *  @throws {ConfigError} as resolveConfig does. */
export function validateConfig(raw: unknown): BreakerConfig {
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
  const mode = oneOf('mode', pick('mode') ?? DEFAULTS.mode, BREAKER_MODES);
  const report = oneOf('report', pick('report') ?? DEFAULTS.report, REPORT_POLICIES);
  const previewChars = integerWithin('previewChars', pick('previewChars') ?? DEFAULTS.previewChars, 1, CEILINGS.previewChars);
  const resultPreviewChars = integerWithin(
    'resultPreviewChars',
    pick('resultPreviewChars') ?? DEFAULTS.resultPreviewChars,
    1,
    CEILINGS.resultPreviewChars,
  );
  const exclude = pick('exclude') === undefined ? [...DEFAULTS.exclude] : stringList('exclude', pick('exclude'));
  const include = pick('include') === undefined ? [...DEFAULTS.include] : stringList('include', pick('include'));
  const exempt = pick('exempt') === undefined ? [...DEFAULTS.exempt] : stringList('exempt', pick('exempt'));
  exempt.forEach((pattern, index) => {
    const problem = exemptPatternProblem(pattern, index);
    if (problem !== undefined) fail(problem);
  });
  const changeTools =
    pick('changeTools') === undefined ? [...DEFAULTS.changeTools] : stringList('changeTools', pick('changeTools'));
  const delegateTools =
    pick('delegateTools') === undefined ? [...DEFAULTS.delegateTools] : stringList('delegateTools', pick('delegateTools'));
  const progress = pick('progress') ?? DEFAULTS.progress;
  if (typeof progress !== 'boolean') fail(`\`progress\` must be true or false (got ${describeValue(progress)})`);

  const sameResult = pick('sameResult') === undefined ? DEFAULTS.sameResult : pick('sameResult');
  if (sameResult !== null && (typeof sameResult !== 'number' || !Number.isInteger(sameResult) || sameResult < 2)) {
    fail(`\`sameResult\` must be an integer >= 2, or null (got ${describeValue(sameResult)})`);
  }
  if (typeof sameResult === 'number' && sameResult > CEILINGS.window) {
    fail(`\`sameResult\` must be an integer <= ${CEILINGS.window} (got ${describeValue(sameResult)})`);
  }
  const pollSleep = pick('pollSleep') === undefined ? DEFAULTS.pollSleep : pick('pollSleep');
  if (pollSleep !== null) secondsWithin('pollSleep', pollSleep, true);
  const pollBudget = secondsWithin('pollBudget', pick('pollBudget') === undefined ? DEFAULTS.pollBudget : pick('pollBudget'), false);

  const ignoreArgs = new Map<string, readonly string[]>(Object.entries(DEFAULTS.ignoreArgs));
  for (const [tool, keys] of objectEntries('ignoreArgs', pick('ignoreArgs'))) {
    ignoreArgs.set(tool, Object.freeze(stringList(`ignoreArgs.${tool}`, keys)));
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
    const keyProblem = limitKeyProblem(key);
    if (keyProblem !== undefined) fail(keyProblem);
    if (cap !== null && (typeof cap !== 'number' || !Number.isFinite(cap) || cap < 2)) {
      fail(`\`limits.${key}\` must be a finite number >= 2, or null (got ${describeValue(cap)})`);
    }
    limits.set(key, cap);
  }

  return Object.freeze({
    window,
    localHosts: localHosts as LocalHostsPolicy,
    mode,
    report,
    previewChars,
    resultPreviewChars,
    exclude: Object.freeze(exclude),
    include: Object.freeze(include),
    exempt: Object.freeze(exempt),
    ignoreArgs,
    hostAliases,
    limits,
    progress,
    changeTools: Object.freeze(changeTools),
    delegateTools: Object.freeze(delegateTools),
    sameResult: sameResult as number | null,
    pollSleep: pollSleep as number | null,
    pollBudget,
  });
}

/** Whether the breaker can ever ask the operator (docs/design.md §3.6, §7): under `mode: ask`,
 *  and under `localHosts: ask` in `mode: enforce`. Any other config has no use for pre-execute. */
export function canAsk(config: Pick<BreakerConfig, 'localHosts' | 'mode'>): boolean {
  return config.mode === 'ask' || (config.localHosts === 'ask' && config.mode === 'enforce');
}

/** A top-level config key the plugin does not read, and the key it was probably meant to be. */
export interface UnknownKey {
  readonly key: string;
  readonly suggestion: string | undefined;
}

/** Every key resolveConfig reads, in the order of DEFAULTS. */
export const CONFIG_KEYS: readonly string[] = Object.freeze(Object.keys(DEFAULTS));
const CURRENT_KEYS = CONFIG_KEYS;
/** Keys that are not reported although nothing reads them: the retired `pathAliases`
 *  (0.3.3 ignored it silently) and the removed keys, which resolveConfig rejects. */
const SILENT_KEYS: ReadonlySet<string> = new Set(['pathAliases', ...REMOVED_KEYS.keys()]);

/** The top-level keys of a raw config that the plugin ignores, in the order given, each
 *  with its likely intended key. Pure: the caller decides how to tell the operator. */
export function unknownConfigKeys(raw: unknown): UnknownKey[] {
  if (!isPlainObject(raw)) return [];
  return Object.keys(raw)
    .filter((key) => !CURRENT_KEYS.includes(key) && !SILENT_KEYS.has(key))
    .map((key) => ({ key, suggestion: closestName(key, CURRENT_KEYS) }));
}

/** The operator's line for an ignored key: `repeat-tool-breaker: unknown config key "windw"
 *  (ignored; did you mean "window"?)`. JSON quoting keeps any key on one line. */
export function unknownKeyLine({ key, suggestion }: UnknownKey): string {
  const hint = suggestion === undefined ? '' : `; did you mean ${JSON.stringify(suggestion)}?`;
  return `repeat-tool-breaker: unknown config key ${JSON.stringify(key)} (ignored${hint})`;
}

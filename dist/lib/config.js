// Configuration: frozen defaults, the one-level merge, and fail-loud validation.
// Everything is checked once at load so the guard never meets a bad setting.
import { exemptPatternProblem, limitKeyProblem } from './limit-keys.js';
import { closestName } from './suggest.js';
import { describeValue, isPlainObject } from './values.js';
export const LOCAL_HOSTS_POLICIES = Object.freeze(['deny', 'ask', 'allow']);
export const BREAKER_MODES = Object.freeze(['enforce', 'observe', 'ask']);
export const REPORT_POLICIES = Object.freeze(['denials', 'off']);
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
function deepFreeze(value) {
    if (value !== null && typeof value === 'object') {
        for (const inner of Object.values(value))
            deepFreeze(inner);
        Object.freeze(value);
    }
    return value;
}
/** The shipped defaults (docs/design.md §3.1). Frozen: copy before changing. */
export const DEFAULTS = deepFreeze({
    window: 12,
    localHosts: 'ask',
    mode: 'enforce',
    report: 'off',
    previewChars: 400,
    resultPreviewChars: 800,
    exclude: ['todo_write'],
    include: [],
    exempt: [],
    ignoreArgs: {
        '*': DECOYS_ANY_TOOL,
        bash: DECOYS_SHELL,
        pwsh: DECOYS_SHELL,
        shell: DECOYS_SHELL,
        ...Object.fromEntries(LABELLED_TOOLS.map((tool) => [tool, LABELS])),
    },
    hostAliases: { 'open-data.canada.ca': 'open.canada.ca' },
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
    },
    progress: true,
    changeTools: CHANGE_TOOLS,
    delegateTools: DELEGATE_TOOLS,
    sameResult: 3,
    pollSleep: 30,
    pollBudget: 1800,
});
/** Keys removed in 0.2.0, and what to use instead (resolveConfig refuses them). */
export const REMOVED_KEYS = new Map([
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
    name = 'ConfigError';
    /** The message without the plugin's name, for a tool that prints it under its own:
     *  `\`window\` must be an integer >= 4 (got 0)`. */
    problem;
    constructor(problem) {
        super(`repeat-tool-breaker: ${problem}`);
        this.problem = problem;
    }
}
function fail(message) {
    throw new ConfigError(message);
}
const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
/** `value` if it is one of `allowed`; else the error lists them, with the closest as a hint.
 *  @throws ConfigError */
function oneOf(key, value, allowed) {
    if (allowed.includes(value))
        return value;
    const near = typeof value === 'string' ? closestName(value, allowed, Math.max(1, Math.floor(value.length / 3))) : undefined;
    const hint = near === undefined ? '' : `; did you mean ${JSON.stringify(near)}?`;
    fail(`\`${key}\` must be one of ${allowed.join(', ')} (got ${describeValue(value)})${hint}`);
}
function integerWithin(key, value, min, max) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
        fail(`\`${key}\` must be an integer >= ${min} (got ${describeValue(value)})`);
    }
    if (value > max)
        fail(`\`${key}\` must be an integer <= ${max} (got ${describeValue(value)})`);
    return value;
}
/** A number of seconds: finite, > 0, at most CEILINGS.seconds. @throws ConfigError */
function secondsWithin(key, value, nullable) {
    const or = nullable ? ', or null' : '';
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        fail(`\`${key}\` must be a finite number of seconds > 0${or} (got ${describeValue(value)})`);
    }
    if (value > CEILINGS.seconds)
        fail(`\`${key}\` must be at most ${CEILINGS.seconds} seconds (got ${describeValue(value)})`);
    return value;
}
const LIST_BOUNDS = { entries: CEILINGS.entries, chars: CEILINGS.entryChars };
/** A copy of a configured list of strings: a real array without holes, of at most
 *  `bounds.entries` strings of at most `bounds.chars` characters each. The length is
 *  checked before any entry is read, so `new Array(1e9)` costs nothing to reject.
 *  @throws ConfigError `repeat-tool-breaker: \`<key>\` …` on the first problem. */
export function stringList(key, value, bounds = LIST_BOUNDS) {
    if (!Array.isArray(value))
        fail(`\`${key}\` must be an array of strings (got ${describeValue(value)})`);
    const list = value;
    if (list.length > bounds.entries) {
        fail(`\`${key}\` has ${list.length} entries; at most ${bounds.entries} are allowed`);
    }
    const copy = [];
    for (let i = 0; i < list.length; i++) {
        // A hole would pass every() and then reach the guard as `undefined`.
        if (!(i in list))
            fail(`\`${key}\` must be an array of strings (entry ${i} is a hole)`);
        const entry = list[i];
        if (typeof entry !== 'string')
            fail(`\`${key}\` must be an array of strings (got ${describeValue(value)})`);
        if (entry.length > bounds.chars) {
            fail(`\`${key}\` entry ${i} is ${entry.length} characters long; at most ${bounds.chars} are allowed`);
        }
        copy.push(entry);
    }
    return copy;
}
/** The own entries of a configured map, at most CEILINGS.entries of them, with keys of
 *  at most `keyChars` characters. @throws ConfigError */
function objectEntries(key, value, keyChars = CEILINGS.entryChars) {
    if (value === undefined)
        return [];
    if (!isPlainObject(value))
        fail(`\`${key}\` must be an object (got ${describeValue(value)})`);
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
export function resolveConfig(raw) {
    return validateConfig(raw);
}
/** `resolveConfig` for a value of unknown shape: a row's `config:` as the host passes it, a
 *  parsed file. The same checks; only the parameter's type differs.
 *  @throws {ConfigError} as resolveConfig does. */
export function validateConfig(raw) {
    if (raw === undefined)
        raw = {};
    if (!isPlainObject(raw)) {
        fail(`config must be an object (got ${describeValue(raw)})`);
    }
    const user = raw;
    for (const [key, pointer] of REMOVED_KEYS) {
        if (hasOwn(user, key))
            fail(`\`${key}\` was removed in 0.2.0 — ${pointer}`);
    }
    const pick = (key) => (hasOwn(user, key) ? user[key] : undefined);
    const window = integerWithin('window', pick('window') ?? DEFAULTS.window, 4, CEILINGS.window);
    const localHosts = pick('localHosts') ?? DEFAULTS.localHosts;
    if (!LOCAL_HOSTS_POLICIES.includes(localHosts)) {
        fail(`\`localHosts\` must be one of deny, ask, allow (got ${describeValue(localHosts)})`);
    }
    const mode = oneOf('mode', pick('mode') ?? DEFAULTS.mode, BREAKER_MODES);
    const report = oneOf('report', pick('report') ?? DEFAULTS.report, REPORT_POLICIES);
    const previewChars = integerWithin('previewChars', pick('previewChars') ?? DEFAULTS.previewChars, 1, CEILINGS.previewChars);
    const resultPreviewChars = integerWithin('resultPreviewChars', pick('resultPreviewChars') ?? DEFAULTS.resultPreviewChars, 1, CEILINGS.resultPreviewChars);
    const exclude = pick('exclude') === undefined ? [...DEFAULTS.exclude] : stringList('exclude', pick('exclude'));
    const include = pick('include') === undefined ? [...DEFAULTS.include] : stringList('include', pick('include'));
    const exempt = pick('exempt') === undefined ? [...DEFAULTS.exempt] : stringList('exempt', pick('exempt'));
    exempt.forEach((pattern, index) => {
        const problem = exemptPatternProblem(pattern, index);
        if (problem !== undefined)
            fail(problem);
    });
    const changeTools = pick('changeTools') === undefined ? [...DEFAULTS.changeTools] : stringList('changeTools', pick('changeTools'));
    const delegateTools = pick('delegateTools') === undefined ? [...DEFAULTS.delegateTools] : stringList('delegateTools', pick('delegateTools'));
    const progress = pick('progress') ?? DEFAULTS.progress;
    if (typeof progress !== 'boolean')
        fail(`\`progress\` must be true or false (got ${describeValue(progress)})`);
    const sameResult = pick('sameResult') === undefined ? DEFAULTS.sameResult : pick('sameResult');
    if (sameResult !== null && (typeof sameResult !== 'number' || !Number.isInteger(sameResult) || sameResult < 2)) {
        fail(`\`sameResult\` must be an integer >= 2, or null (got ${describeValue(sameResult)})`);
    }
    if (typeof sameResult === 'number' && sameResult > CEILINGS.window) {
        fail(`\`sameResult\` must be an integer <= ${CEILINGS.window} (got ${describeValue(sameResult)})`);
    }
    const pollSleep = pick('pollSleep') === undefined ? DEFAULTS.pollSleep : pick('pollSleep');
    if (pollSleep !== null)
        secondsWithin('pollSleep', pollSleep, true);
    const pollBudget = secondsWithin('pollBudget', pick('pollBudget') === undefined ? DEFAULTS.pollBudget : pick('pollBudget'), false);
    const ignoreArgs = new Map(Object.entries(DEFAULTS.ignoreArgs));
    for (const [tool, keys] of objectEntries('ignoreArgs', pick('ignoreArgs'))) {
        ignoreArgs.set(tool, Object.freeze(stringList(`ignoreArgs.${tool}`, keys)));
    }
    const hostAliases = new Map(Object.entries(DEFAULTS.hostAliases));
    for (const [from, to] of objectEntries('hostAliases', pick('hostAliases'))) {
        if (typeof to !== 'string' || to.trim() === '') {
            fail(`\`hostAliases.${from}\` must be a non-empty host name (got ${describeValue(to)})`);
        }
        if (to.length > CEILINGS.entryChars) {
            fail(`\`hostAliases.${from}\` is ${to.length} characters long; at most ${CEILINGS.entryChars} are allowed`);
        }
        hostAliases.set(from.trim().toLowerCase(), to.trim().toLowerCase());
    }
    const limits = new Map(Object.entries(DEFAULTS.limits));
    for (const [key, cap] of objectEntries('limits', pick('limits'), CEILINGS.limitKeyChars)) {
        const keyProblem = limitKeyProblem(key);
        if (keyProblem !== undefined)
            fail(keyProblem);
        if (cap !== null && (typeof cap !== 'number' || !Number.isFinite(cap) || cap < 2)) {
            fail(`\`limits.${key}\` must be a finite number >= 2, or null (got ${describeValue(cap)})`);
        }
        limits.set(key, cap);
    }
    return Object.freeze({
        window,
        localHosts: localHosts,
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
        sameResult: sameResult,
        pollSleep: pollSleep,
        pollBudget,
    });
}
/** Whether the breaker can ever ask the operator (docs/design.md §3.6, §7): under `mode: ask`,
 *  and under `localHosts: ask` in `mode: enforce`. Any other config has no use for pre-execute. */
export function canAsk(config) {
    return config.mode === 'ask' || (config.localHosts === 'ask' && config.mode === 'enforce');
}
/** Every key resolveConfig reads, in the order of DEFAULTS. */
export const CONFIG_KEYS = Object.freeze(Object.keys(DEFAULTS));
const CURRENT_KEYS = CONFIG_KEYS;
/** Keys that are not reported although nothing reads them: the retired `pathAliases`
 *  (0.3.3 ignored it silently) and the removed keys, which resolveConfig rejects. */
const SILENT_KEYS = new Set(['pathAliases', ...REMOVED_KEYS.keys()]);
/** The top-level keys of a raw config that the plugin ignores, in the order given, each
 *  with its likely intended key. Pure: the caller decides how to tell the operator. */
export function unknownConfigKeys(raw) {
    if (!isPlainObject(raw))
        return [];
    return Object.keys(raw)
        .filter((key) => !CURRENT_KEYS.includes(key) && !SILENT_KEYS.has(key))
        .map((key) => ({ key, suggestion: closestName(key, CURRENT_KEYS) }));
}
/** The operator's line for an ignored key: `repeat-tool-breaker: unknown config key "windw"
 *  (ignored; did you mean "window"?)`. JSON quoting keeps any key on one line. */
export function unknownKeyLine({ key, suggestion }) {
    const hint = suggestion === undefined ? '' : `; did you mean ${JSON.stringify(suggestion)}?`;
    return `repeat-tool-breaker: unknown config key ${JSON.stringify(key)} (ignored${hint})`;
}

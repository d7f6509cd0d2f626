/** What to do when only local-address fingerprints would block a call (docs/design.md §7):
 *  `ask` the operator once per turn, `deny` like any other call, or `allow` (never count them). */
export type LocalHostsPolicy = 'deny' | 'ask' | 'allow';
export declare const LOCAL_HOSTS_POLICIES: readonly LocalHostsPolicy[];
/** `enforce` denies (and asks about local addresses, §7); `observe` lets every call run and
 *  reports what it would have done; `ask` puts every stop to the operator as a question
 *  (approve: this one call runs; decline, or nobody to answer: the denial `enforce` gives). */
export type BreakerMode = 'enforce' | 'observe' | 'ask';
export declare const BREAKER_MODES: readonly BreakerMode[];
/** `denials`: one stderr line per denied call; `off`: none (observe mode reports regardless). */
export type ReportPolicy = 'denials' | 'off';
export declare const REPORT_POLICIES: readonly ReportPolicy[];
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
/** What `deepFreeze` returns: every level read-only, so writing to it is a type error. */
export type DeepReadonly<T> = T extends (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? {
    readonly [K in keyof T]: DeepReadonly<T[K]>;
} : T;
/** The shipped defaults (docs/design.md §3.1). Frozen: copy before changing. */
export declare const DEFAULTS: {
    readonly window: number;
    readonly localHosts: LocalHostsPolicy;
    readonly mode: BreakerMode;
    readonly report: ReportPolicy;
    readonly previewChars: number;
    readonly resultPreviewChars: number;
    readonly exclude: readonly string[];
    readonly include: readonly string[];
    readonly exempt: readonly string[];
    readonly ignoreArgs: {
        readonly [x: string]: readonly string[];
    };
    readonly hostAliases: {
        readonly [x: string]: string;
    };
    readonly limits: {
        readonly [x: string]: number | null;
    };
    readonly progress: boolean;
    readonly changeTools: readonly string[];
    readonly delegateTools: readonly string[];
    readonly sameResult: number | null;
    readonly pollSleep: number | null;
    readonly pollBudget: number;
};
/** Keys removed in 0.2.0, and what to use instead (resolveConfig refuses them). */
export declare const REMOVED_KEYS: ReadonlyMap<string, string>;
/** Upper bounds of configured values (docs/configuration.md, "Ceilings"). Past them a
 *  setting only adds memory per agent or work per call, so loading fails instead. */
export declare const CEILINGS: Readonly<{
    /** Calls remembered per agent: the window and the stored results grow with it. */
    window: 1000;
    /** Characters of each fingerprint a message quotes. */
    previewChars: 2000;
    /** Characters of the previous result a denial quotes; an agent stores one per call in its window. */
    resultPreviewChars: 10000;
    /** Entries of any list (`include`, `exclude`, an `ignoreArgs` list) or map (`ignoreArgs`, `hostAliases`, `limits`). */
    entries: 1000;
    /** Characters of a list entry (a tool pattern, an argument name) and of a tool name or host name key. */
    entryChars: 256;
    /** Seconds of `pollSleep` and `pollBudget`: a year; past it the clock arithmetic stops being exact. */
    seconds: number;
    /** Characters of a `limits` key. Fingerprints longer than the longest key skip the
     *  whole-fingerprint lookup, so a long key would make long arguments costly. */
    limitKeyChars: 4096;
}>;
/** Thrown by `resolveConfig` (and so by `apply`) for an invalid config; the message starts
 *  with `repeat-tool-breaker: ` and names the key and the value. */
export declare class ConfigError extends Error {
    name: string;
    /** The message without the plugin's name, for a tool that prints it under its own:
     *  `\`window\` must be an integer >= 4 (got 0)`. */
    readonly problem: string;
    constructor(problem: string);
}
/** How long a configured list may be, and each of its strings. */
export interface ListBounds {
    readonly entries: number;
    readonly chars: number;
}
/** A copy of a configured list of strings: a real array without holes, of at most
 *  `bounds.entries` strings of at most `bounds.chars` characters each. The length is
 *  checked before any entry is read, so `new Array(1e9)` costs nothing to reject.
 *  @throws ConfigError `repeat-tool-breaker: \`<key>\` …` on the first problem. */
export declare function stringList(key: string, value: unknown, bounds?: ListBounds): string[];
/** Merge a user's raw config over the defaults and validate it, throwing a
 *  `repeat-tool-breaker: …` ConfigError on the first problem.
 *  @param raw A profile row's `config:` (see `BreakerOptions`); `undefined` means `{}`.
 *    Typed as BreakerOptions so a misspelt key is a type error; at run time anything is
 *    accepted and checked (validateConfig), unknown keys are ignored, and the caller's
 *    objects are copied, never changed.
 *  @returns The frozen configuration the breaker runs on.
 *  @throws {ConfigError} When `raw` is not a plain object or a value breaks a rule of
 *    docs/design.md §3.3 (including keys removed in 0.2.0). */
export declare function resolveConfig(raw?: BreakerOptions): BreakerConfig;
/** `resolveConfig` for a value of unknown shape: a row's `config:` as the host passes it, a
 *  parsed file. The same checks; only the parameter's type differs.
 *  @throws {ConfigError} as resolveConfig does. */
export declare function validateConfig(raw: unknown): BreakerConfig;
/** Whether the breaker can ever ask the operator (docs/design.md §3.6, §7): under `mode: ask`,
 *  and under `localHosts: ask` in `mode: enforce`. Any other config has no use for pre-execute. */
export declare function canAsk(config: Pick<BreakerConfig, 'localHosts' | 'mode'>): boolean;
/** A top-level config key the plugin does not read, and the key it was probably meant to be. */
export interface UnknownKey {
    readonly key: string;
    readonly suggestion: string | undefined;
}
/** Every key resolveConfig reads, in the order of DEFAULTS. */
export declare const CONFIG_KEYS: readonly string[];
/** The top-level keys of a raw config that the plugin ignores, in the order given, each
 *  with its likely intended key. Pure: the caller decides how to tell the operator. */
export declare function unknownConfigKeys(raw: unknown): UnknownKey[];
/** The operator's line for an ignored key: `repeat-tool-breaker: unknown config key "windw"
 *  (ignored; did you mean "window"?)`. JSON quoting keeps any key on one line. */
export declare function unknownKeyLine({ key, suggestion }: UnknownKey): string;

export type LocalHostsPolicy = 'deny' | 'ask' | 'allow';
export declare const LOCAL_HOSTS_POLICIES: readonly LocalHostsPolicy[];
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
/** The shipped defaults (SPEC §3.1). Frozen: copy before changing. */
export declare const DEFAULTS: {
    window: number;
    localHosts: LocalHostsPolicy;
    previewChars: number;
    resultPreviewChars: number;
    exclude: string[];
    include: string[];
    ignoreArgs: Record<string, string[]>;
    hostAliases: Record<string, string>;
    limits: Record<string, number | null>;
};
/** Upper bounds of configured values (README "Limits"). Past them a setting only adds
 *  memory per agent or work per call, so loading fails instead. */
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
    /** Characters of a `limits` key. Fingerprints longer than the longest key skip the
     *  whole-fingerprint lookup, so a long key would make long arguments costly. */
    limitKeyChars: 4096;
}>;
export declare class ConfigError extends Error {
    name: string;
}
/** A readable rendering of any value for error messages, at most 120 characters (never throws). */
export declare function describeValue(value: unknown): string;
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
 *  `repeat-tool-breaker: …` ConfigError on the first problem. */
export declare function resolveConfig(raw: unknown): BreakerConfig;

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
export declare class ConfigError extends Error {
    name: string;
}
/** A readable rendering of any value for error messages (never throws). */
export declare function describeValue(value: unknown): string;
/** Merge a user's raw config over the defaults and validate it, throwing a
 *  `repeat-tool-breaker: …` ConfigError on the first problem. */
export declare function resolveConfig(raw: unknown): BreakerConfig;
/** A top-level config key the plugin does not read, and the key it was probably meant to be. */
export interface UnknownKey {
    readonly key: string;
    readonly suggestion: string | undefined;
}
/** The top-level keys of a raw config that the plugin ignores, in the order given, each
 *  with its likely intended key. Pure: the caller decides how to tell the operator. */
export declare function unknownConfigKeys(raw: unknown): UnknownKey[];
/** The operator's line for an ignored key: `repeat-tool-breaker: unknown config key "windw"
 *  (ignored; did you mean "window"?)`. JSON quoting keeps any key on one line. */
export declare function unknownKeyLine({ key, suggestion }: UnknownKey): string;

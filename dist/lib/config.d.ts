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
    progress?: boolean;
    changeTools?: string[];
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
    /** D13/D14: progress-aware counting and word-boundary `cmd:`; false = the 0.3.3 behaviour. */
    readonly progress: boolean;
    /** Tool-name patterns whose calls change files (D13), matched like `exclude`. */
    readonly changeTools: readonly string[];
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
    progress: boolean;
    changeTools: string[];
};
export declare class ConfigError extends Error {
    name: string;
}
/** A readable rendering of any value for error messages (never throws). */
export declare function describeValue(value: unknown): string;
/** Merge a user's raw config over the defaults and validate it, throwing a
 *  `repeat-tool-breaker: …` ConfigError on the first problem. */
export declare function resolveConfig(raw: unknown): BreakerConfig;

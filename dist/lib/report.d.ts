export type Stage = 'the guard' | 'tools/pre-execute' | 'tools/post-execute' | 'agent/pre-step' | 'teardown';
export declare function reportInternalError(stage: Stage, error: unknown): void;
/** For tests: report the next internal error again. */
export declare function resetInternalErrorReport(): void;
/** Runs `action`; on a throw reports it and returns `fallback`. */
export declare function contained<T>(stage: Stage, fallback: T, action: () => T): T;

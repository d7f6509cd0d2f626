export declare function reportInternalError(where: string, error: unknown): void;
/** For tests: report the next internal error again. */
export declare function resetInternalErrorReport(): void;
/** Runs `action`; on a throw reports it and returns `fallback`. */
export declare function contained<T>(where: string, fallback: T, action: () => T): T;

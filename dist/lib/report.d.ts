export type Stage = 'the guard' | 'tools/pre-execute' | 'tools/post-execute' | 'agent/pre-step' | 'teardown';
export declare function reportInternalError(stage: Stage, error: unknown): void;
/**
 * Writes `line` and a newline to the process's stderr. A line that cannot be written is
 * lost, and nothing else happens: no throw, and no process-killing `'error'` event.
 *
 * A stream reports a failed write twice: to the write's callback, then (a tick later) as
 * an `'error'` event, which kills the process when nobody handles it. A pipe whose reader
 * has gone (`dsh … 2>&1 | head`, a restarted log shipper) fails every write with EPIPE,
 * and process.stderr emits an `'error'` for each. So, like Node's `console` for its own
 * writes, the plugin catches the errors of its writes and only those: when a write's
 * callback says it failed, that error object is expected, and a listener (put first, so
 * that it runs before a pipe's, which re-emits an error nobody else listens for) swallows
 * it. The listener is there only while an error of ours is on its way. An error it did
 * not expect is the host's: the listener steps aside before the host's listeners run,
 * and re-throws it when there are none, as the stream would have. After a failed write
 * the plugin writes nothing more to stderr (a broken pipe does not heal, and each retry
 * costs an error); a write that throws loses its line only.
 */
export declare function writeStderrLine(line: string): void;
/** For tests: report the next internal error again. */
export declare function resetInternalErrorReport(): void;
/** Runs `action`; on a throw reports it and returns `fallback`. */
export declare function contained<T>(stage: Stage, fallback: T, action: () => T): T;

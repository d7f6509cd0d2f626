// design §9 D10: the breaker is a safety net, not a security boundary. An internal
// error lets the call through and is reported on stderr once per process.

let reported = false;

export function reportInternalError(where: string, error: unknown): void {
  if (reported) return;
  reported = true;
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  try {
    process.stderr.write(
      `repeat-tool-breaker: internal error in ${where}; the call was let through ` +
        `(further internal errors are not reported): ${detail}\n`,
    );
  } catch {
    // stderr itself failed; there is nowhere left to report to.
  }
}

/** For tests: report the next internal error again. */
export function resetInternalErrorReport(): void {
  reported = false;
}

/** Runs `action`; on a throw reports it and returns `fallback`. */
export function contained<T>(where: string, fallback: T, action: () => T): T {
  try {
    return action();
  } catch (error) {
    reportInternalError(where, error);
    return fallback;
  }
}

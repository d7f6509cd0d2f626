// design §9 D10: the breaker is a safety net, not a security boundary. An internal
// error is contained and reported on stderr once per process, saying what it cost
// at the stage it came from: in the guard the call was let through; at teardown no
// call was involved. Every line the plugin writes to stderr goes through
// writeStderrLine, which a broken stderr cannot turn into a dead host.
/** Where the breaker runs code for the host. */
import { errorDetail } from './values.js';
/** What a contained error at each stage meant for the host. */
const OUTCOME = {
    'the guard': 'the call was let through',
    'tools/pre-execute': 'no approval was asked for the call (the guard still decides)',
    'tools/post-execute': "the call's outcome was not recorded",
    'agent/pre-step': "the agent's budget was not reset",
    teardown: 'the remaining hooks were still removed',
};
let reported = false;
export function reportInternalError(stage, error) {
    if (reported)
        return;
    reported = true;
    writeStderrLine(`repeat-tool-breaker: internal error in ${stage}; ${OUTCOME[stage]} ` +
        `(further internal errors are not reported): ${errorDetail(error)}`);
}
/** Set once a write of ours to stderr failed: no more lines are written to it. */
let stderrFailed = false;
/** Errors of our own failed writes whose `'error'` event has not come yet. */
const ownErrors = new Set();
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
export function writeStderrLine(line) {
    if (stderrFailed)
        return;
    const stderr = process.stderr;
    try {
        stderr.write(`${line}\n`, (error) => {
            if (error !== null && error !== undefined)
                expectOwnError(stderr, error);
        });
    }
    catch {
        // a stream that throws from write(): the line is lost
    }
}
function expectOwnError(stream, error) {
    stderrFailed = true;
    if (stream.destroyed)
        return; // a destroyed stream emits no more errors
    ownErrors.add(error);
    listen(stream, true);
}
let listening = false;
function listen(stream, on) {
    if (listening === on)
        return;
    listening = on;
    if (on)
        stream.prependListener('error', onStderrError);
    else
        stream.off('error', onStderrError);
}
function onStderrError(error) {
    if (ownErrors.delete(error)) {
        // Still listening while this emit runs: a pipe's listener after ours must see one.
        if (ownErrors.size === 0)
            process.nextTick(() => listen(this, ownErrors.size > 0));
        return;
    }
    listen(this, false);
    if (ownErrors.size > 0)
        process.nextTick(() => listen(this, ownErrors.size > 0));
    if (this.listenerCount('error') === 0)
        throw error; // nobody else listens: unhandled, as without us
}
/** For tests: report the next internal error again. */
export function resetInternalErrorReport() {
    reported = false;
}
/** Runs `action`; on a throw reports it and returns `fallback`. */
export function contained(stage, fallback, action) {
    try {
        return action();
    }
    catch (error) {
        reportInternalError(stage, error);
        return fallback;
    }
}

// design §9 D10: the breaker is a safety net, not a security boundary. An internal
// error is contained and reported on stderr once per process, saying what it cost
// at the stage it came from: in the guard the call was let through; at teardown no
// call was involved.
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
    const detail = errorDetail(error);
    try {
        process.stderr.write(`repeat-tool-breaker: internal error in ${stage}; ${OUTCOME[stage]} ` +
            `(further internal errors are not reported): ${detail}\n`);
    }
    catch {
        // stderr itself failed; there is nowhere left to report to.
    }
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

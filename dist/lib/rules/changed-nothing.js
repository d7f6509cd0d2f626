// D18: a change that changed nothing is a check. A change whose result was an error, or
// that redid what a run of this episode already did, changed nothing; when its last runs
// (at least two: the first identical retry after a failure always runs) all changed
// nothing, lie in the current episode and returned the same content (D17's identity),
// and no check since has seen the world move (a result different from its own previous
// run), the next identical run is denied, counted as `same-result`. On `exact:` only,
// and never for a call that waited `pollSleep` declared seconds since its last run.
import { msOf } from '../call/waits.js';
export const changedNothingRule = {
    name: 'same-result',
    scope: 'fingerprint',
    hit(s) {
        const { config, fingerprint, print, state } = s;
        const { sameResult, pollSleep } = config;
        if (!config.progress || !print.change || sameResult === null || fingerprint.kind !== 'exact')
            return undefined;
        const runs = Math.max(2, sameResult - 1);
        if (s.count < runs)
            return undefined;
        // The clock counts milliseconds (lib/window.ts).
        const after = pollSleep === null ? -Infinity : state.clock + print.wait.ms - msOf(pollSleep);
        const oldest = state.window.idleRuns(fingerprint.id, runs, state.episode, after);
        if (oldest === undefined || state.window.movedSince(oldest))
            return undefined;
        const retried = oldest.idle.isError ? 'failed' : 'redone';
        return { fingerprint, next: runs + 1, cap: runs + 1, counted: 'same-result', retried };
    },
};

// D34: a tool that keeps failing the same way. A tool other than the host's shells whose
// last `limits.failure` runs all failed with one error (D17's content identity, D21 and
// D26 masking), with no success of it between them, is denied on its next call whatever
// its arguments: a new query cannot fix a bad key, a login that expired, a server that is
// down. A success of the tool, a new change (a new episode), a human message (the agent
// starts over) or a declared wait of `pollSleep` since its latest failure (a rate limit
// may lift) starts it over. Shells are left to D20: their errors are their programs', not
// the tool's. A change's failure is about what it was given (an edit's "read it first", its
// `old_string` not found): a read or another argument can fix it, and D18 judges its
// repeats by their answers; it ends the tool's streak as a success does, so the read a
// tool that also edits makes next (`str_replace_editor`'s `view`) is never denied for the
// edits' errors. A fetch's failure is
// about the address it names (`403` from one site): another address may answer. Neither
// is denied here, so the denial's "another argument cannot fix it" stays true. The
// failures are kept by AgentState (lib/window.ts) as the runs settle.
import { limitFor, SHELL_TOOLS } from '../call/fingerprint.js';
import { msOf } from '../call/waits.js';
/** The prefix of the one fingerprint of a tool's failures. */
export const FAILURE_PREFIX = 'failure:';
/** The call fetches an address of its own (a `net:` fingerprint). */
function namesAddress(fingerprints) {
    for (let i = 0; i < fingerprints.length; i++)
        if (fingerprints[i].kind === 'net')
            return true;
    return false;
}
export const failureRule = {
    name: 'failure',
    scope: 'call',
    hit(s) {
        const { config, print, state } = s;
        if (!config.progress || print.change || SHELL_TOOLS.has(print.tool))
            return undefined;
        const streak = state.failureStreak(print.tool);
        if (streak === undefined || streak.episode !== state.episode)
            return undefined;
        const id = `${FAILURE_PREFIX}${print.tool}`;
        // `limits.failure:<tool>`, else `limits.failure`; null = off.
        const cap = limitFor(id, config.limits);
        if (cap === null || streak.runs < cap || namesAddress(print.fingerprints))
            return undefined;
        // A wait declared since the latest failure, this call's own included (the clock counts milliseconds).
        if (config.pollSleep !== null && state.clock + print.wait.ms - streak.clock >= msOf(config.pollSleep))
            return undefined;
        const fingerprint = { id, kind: 'failure', head: id, length: id.length, cap };
        return { fingerprint, next: streak.runs, cap, counted: 'failure', varied: streak.varied };
    },
};

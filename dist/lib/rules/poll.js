// D16: a check whose previous settled run lies at least `pollSleep` declared seconds back
// on the agent's clock (its own wait included) is a poll. It takes the call alone — the
// caps and D15 do not apply — and is denied once it has waited `pollBudget` seconds for
// the same answer (the streak its previous run settled with, lib/window.ts). The clock
// counts whole milliseconds, so a poll at exactly `pollSleep` is one whatever came before.
// D32: a call that asks its tool to block until something happens (a wait tool, `wait:
// true`, `yield_time_ms`) is a poll whatever it declares, from its second settled run on.
import { msOf } from '../call/waits.js';
export const pollRule = {
    name: 'poll',
    scope: 'call',
    hit(s) {
        const { pollSleep, pollBudget } = s.config;
        if (!s.check || pollSleep === null)
            return undefined;
        const { state, print } = s;
        const sleepMs = msOf(pollSleep);
        const at = state.clock + print.wait.ms;
        // D32: a call that blocks until something happens is a poll however short its wait.
        const blocks = print.wait.blocks === true;
        if (at < sleepMs && !blocks)
            return undefined;
        const exact = print.fingerprints[0];
        const previous = state.window.previousSettled(exact.id);
        if (previous === undefined || (!blocks && at - previous.clock < sleepMs))
            return undefined;
        s.claimed = true;
        const waited = previous.episode === state.episode ? (previous.streak ?? 0) : 0;
        const budgetMs = msOf(pollBudget);
        if (waited < budgetMs)
            return undefined;
        // Hit counts are seconds (decision data); from whole milliseconds they are exact decimals.
        return { fingerprint: exact, next: waited / 1000, cap: budgetMs / 1000, counted: 'poll' };
    },
};

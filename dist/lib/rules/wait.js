// D16: a call that only waits (a shell line of nothing but sleeps) is never capped; it may
// not wait forever. It takes the call alone: no cap and no same-answer rule looks at it.
// Each such call counts at least a second (MIN_ONLY_WAIT_MS), so tiny sleeps run out too.
import { msOf } from '../call/waits.js';
export const waitRule = {
    name: 'wait',
    scope: 'call',
    hit(s) {
        if (!s.check || !s.print.wait.onlyWaits)
            return undefined;
        s.claimed = true;
        const waited = s.state.waitedInARow;
        const budgetMs = msOf(s.config.pollBudget);
        if (waited < budgetMs)
            return undefined;
        return { fingerprint: s.print.fingerprints[0], next: waited / 1000, cap: budgetMs / 1000, counted: 'wait' };
    },
};

// D13/D17/D19: a check's own fingerprint, at its cap in the window, counts only its runs
// since its result last changed across a change (D13) or brought new content (D17), and
// never those before the latest new edit of file content (D19). The count is left on the
// subject for `forgiveness`.
export const unchangedRule = {
    name: 'unchanged',
    scope: 'fingerprint',
    hit(s) {
        const { fingerprint } = s;
        const cap = fingerprint.cap;
        if (!s.check || s.count + 1 < cap)
            return undefined;
        const { window } = s.state;
        if (window.carriedByChange(fingerprint.id))
            return undefined;
        const next = window.unchangedRuns(fingerprint.id, true, s.state.editEpisode, s.since()) + 1;
        s.unchanged = next;
        if (next < cap)
            return undefined;
        return { fingerprint, next, cap, counted: 'unchanged' };
    },
};

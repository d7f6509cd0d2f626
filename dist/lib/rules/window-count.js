// The 0.3.3 count (design §6.2): a fingerprint is hit when this call would be its
// cap-th run in the window. Under D13 that whole-window count is for changes, for any
// fingerprint a change in the window carries, and for every call with `progress: false`;
// a check's own fingerprints are counted by `unchanged` instead.
export const windowRule = {
    name: 'window',
    scope: 'fingerprint',
    hit(s) {
        const { fingerprint } = s;
        const cap = fingerprint.cap;
        const next = s.count + 1;
        if (next < cap)
            return undefined;
        if (s.check && !s.state.window.carriedByChange(fingerprint.id))
            return undefined;
        return { fingerprint, next, cap, counted: 'window' };
    },
};

// D13: when no rule hit a fingerprint that the 0.3.3 count would have stopped, the check
// was let through because its earlier runs returned a different result before a change;
// the decision records it (Decision.forgiven), so a replay can show what D13 changed.
/** The forgiven record of the subject's fingerprint, or undefined when `unchanged` did not count it. */
export function forgiveness(s) {
    if (s.unchanged < 0)
        return undefined;
    const { fingerprint } = s;
    return { fingerprint, cap: fingerprint.cap, inWindow: s.count + 1, next: s.unchanged };
}

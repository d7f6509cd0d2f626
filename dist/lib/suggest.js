// What a mistyped name was probably meant to be: the config's unknown keys and the CLI's
// unknown options share this one rule, so a typo gets the same hint wherever it is made.
/** Edit distance (insertions, deletions, substitutions, adjacent swaps), case-insensitive. */
function distance(a, b) {
    const s = a.toLowerCase();
    const t = b.toLowerCase();
    let before = [];
    let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
    for (let i = 1; i <= s.length; i++) {
        const current = [i];
        for (let j = 1; j <= t.length; j++) {
            const substitution = previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1);
            let best = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
            if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
                best = Math.min(best, before[j - 2] + 1);
            current.push(best);
        }
        before = previous;
        previous = current;
    }
    return previous[t.length];
}
/** The candidate closest to `name`, if at most `within` edits away (by default a third of
 *  its length, at least 2): close enough to be a typo of it. */
export function closestName(name, candidates, within = Math.max(2, Math.floor(name.length / 3))) {
    // Comparing a huge name would cost its length times each candidate's; no typo is that long.
    if (name.length > 64)
        return undefined;
    let best;
    let bestDistance = Infinity;
    for (const known of candidates) {
        const d = distance(name, known);
        if (d < bestDistance)
            [best, bestDistance] = [known, d];
    }
    return bestDistance <= within ? best : undefined;
}

// Which tools the breaker tracks (design §3.4). Patterns are anchored and
// case-sensitive; `*` matches any run of characters, everything else is literal.
// A pattern list is compiled once into a matcher whose work per name is linear in
// the name: the model picks tool names, so a 100 KB name must not cost seconds. A
// configured list never matches a name longer than MAX_MATCHED_NAME, so 1,000 patterns
// cost at most 1,000 short scans however long the name is.
import { CEILINGS } from '../config.js';
import { countSteps } from '../work.js';
/** The longest tool name a configured pattern list can match: the longest pattern or
 *  tool key a configuration may hold (CEILINGS.entryChars). Real names are far shorter
 *  (the major model APIs allow 64 characters); a longer name is not a tool anyone could
 *  have configured, so no `include`, `exclude` or `changeTools` pattern matches it — the
 *  call is tracked when `include` is empty and untracked otherwise (design §3.4). */
export const MAX_MATCHED_NAME = CEILINGS.entryChars;
function segment(text) {
    const fail = new Int32Array(text.length);
    let steps = 1;
    for (let i = 1, k = 0; i < text.length; i++) {
        while (k > 0 && text.charCodeAt(i) !== text.charCodeAt(k)) {
            k = fail[k - 1];
            steps++;
        }
        steps++;
        if (text.charCodeAt(i) === text.charCodeAt(k))
            k++;
        fail[i] = k;
    }
    countSteps(steps);
    return { text, fail };
}
function starPattern(pattern) {
    const pieces = pattern.split('*');
    const prefix = pieces[0];
    const suffix = pieces[pieces.length - 1];
    const middles = pieces.slice(1, -1).filter((piece) => piece !== '').map(segment);
    let minLength = prefix.length + suffix.length;
    for (const middle of middles)
        minLength += middle.text.length;
    countSteps(middles.length + 1);
    return { prefix, suffix, middles, minLength };
}
/** Index just past the first occurrence of `segment` in `name[from, to)`, or -1.
 *  Knuth–Morris–Pratt: at most two steps per character of the range. */
function findAfter(segment, name, from, to) {
    const { text, fail } = segment;
    let steps = 0;
    let found = -1;
    for (let i = from, k = 0; i < to; i++) {
        const c = name.charCodeAt(i);
        while (k > 0 && c !== text.charCodeAt(k)) {
            k = fail[k - 1];
            steps++;
        }
        steps++;
        if (c === text.charCodeAt(k) && ++k === text.length) {
            found = i + 1;
            break;
        }
    }
    countSteps(steps);
    return found;
}
/** Leftmost placement of each middle segment is enough: a match that exists can always
 *  be shifted to the leftmost one without moving the segments after it. */
function matchesStar(pattern, name) {
    const { prefix, suffix } = pattern;
    countSteps(prefix.length + suffix.length + 1);
    if (name.length < pattern.minLength || !name.startsWith(prefix) || !name.endsWith(suffix))
        return false;
    let at = prefix.length;
    const end = name.length - suffix.length;
    for (const middle of pattern.middles) {
        at = findAfter(middle, name, at, end);
        if (at < 0)
            return false;
    }
    return true;
}
/** One matcher for a pattern list: true when any pattern matches the whole name.
 *  Star-free patterns are one Set lookup together; each other pattern costs at most
 *  about twice the name's length. */
export function compilePatterns(patterns) {
    const literals = new Set();
    const stars = [];
    countSteps(patterns.length + 1);
    for (const pattern of patterns) {
        if (pattern.includes('*'))
            stars.push(starPattern(pattern));
        else
            literals.add(pattern);
    }
    if (stars.length === 0)
        return (name) => literals.has(name);
    return (name) => literals.has(name) || stars.some((pattern) => matchesStar(pattern, name));
}
/** Whether `pattern` matches the whole of `name` (compiles it; for one-off checks). */
export function globMatch(pattern, name) {
    return compilePatterns([pattern])(name);
}
/** Matchers of the frozen lists already seen (a resolved configuration's lists are
 *  frozen and live as long as it does). */
const compiled = new WeakMap();
/** The matcher of a configured list `patterns`: compiled once for a frozen list, afresh
 *  for any other (whose contents may still change). A name longer than MAX_MATCHED_NAME
 *  matches none of its patterns, and costs one comparison. */
export function matcherOf(patterns) {
    let matcher = compiled.get(patterns);
    if (matcher === undefined) {
        const matches = compilePatterns(patterns);
        matcher = (name) => name.length <= MAX_MATCHED_NAME && matches(name);
        if (Object.isFrozen(patterns))
            compiled.set(patterns, matcher);
    }
    return matcher;
}
export function isTracked(tool, include, exclude) {
    if (tool === '')
        return false;
    if (include.length > 0 && !matcherOf(include)(tool))
        return false;
    return !matcherOf(exclude)(tool);
}

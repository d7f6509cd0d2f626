// design §4.7: where the http(s) URLs are inside one shell token. Its own module because
// both the reading of a command's effects (commands.ts) and the URLs a command names
// (command.ts) need it, and command.ts reads the commands commands.ts builds.
// Every loop reports its iterations (lib/work.ts).
import { countSteps } from '../work.js';
/** `http` in any letter case at `at`. */
function isHttp(text, at) {
    return ((text.charCodeAt(at) | 0x20) === 0x68 &&
        (text.charCodeAt(at + 1) | 0x20) === 0x74 &&
        (text.charCodeAt(at + 2) | 0x20) === 0x74 &&
        (text.charCodeAt(at + 3) | 0x20) === 0x70);
}
/** `.,;:!?)]}'"`: what ends a sentence or a bracket around a URL rather than the URL. */
function isTrailingPunctuation(c) {
    return (c === 0x2e || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x21 || c === 0x3f ||
        c === 0x29 || c === 0x5d || c === 0x7d || c === 0x27 || c === 0x22);
}
/** Where the run of trailing punctuation in `text[start, end)` begins. A backwards scan:
 *  the regex `/[.,;:!?)\]}'"]+$/` retried its match at every dot of `a.com/....x`, which
 *  made a 32 KB token cost seconds. */
function endBeforePunctuation(text, start, end) {
    let at = end;
    while (at > start && isTrailingPunctuation(text.charCodeAt(at - 1)))
        at--;
    countSteps(end - at + 1);
    return at;
}
/** design §4.7: each http(s) URL inside one token, trailing punctuation trimmed. */
export function urlSpans(text) {
    if (!text.includes('://'))
        return []; // the common case: most tokens name no URL
    // Where /https?:\/\//gi would match, found from each `://` in one scan; each URL runs
    // to the next match. No per-match allocation: a regex exec per match (or an array of
    // 100,000 `http://` prefix positions) costs tens of milliseconds.
    const spans = [];
    let previous = -1;
    let steps = 1;
    for (let at = text.indexOf('://', 4); at >= 0; at = text.indexOf('://', at + 3)) {
        steps++;
        let start = -1;
        if (at >= 5 && (text.charCodeAt(at - 1) | 0x20) === 0x73 /* s */ && isHttp(text, at - 5))
            start = at - 5;
        else if (isHttp(text, at - 4))
            start = at - 4;
        if (start >= 0) {
            if (previous >= 0)
                pushSpan(spans, text, previous, start);
            previous = start;
        }
    }
    if (previous >= 0)
        pushSpan(spans, text, previous, text.length);
    countSteps(steps);
    return spans;
}
function pushSpan(spans, text, start, end) {
    // Only a scheme before the next one (`http://http://…`): no URL here, and no work.
    if (end - start === (text.charCodeAt(start + 4) === 0x3a /* : */ ? 7 : 8))
        return;
    const raw = text.slice(start, endBeforePunctuation(text, start, end));
    if (!/^https?:\/\/$/i.test(raw))
        spans.push({ start, end: start + raw.length, raw });
}

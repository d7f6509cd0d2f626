// What a shell command does, read from its tokens: the URLs it names, its
// identity with volatile flags removed (`cmd:`), and where it writes (`sink:`).
// Every loop reports its iterations (lib/work.ts), so tests can bound the work.
import { COSMETIC_PREVIEW, MAX_COSMETIC_ITEMS, droppedWord } from './cosmetic.js';
import { isAssignment, skipTimeout } from './shell.js';
import { ownCopy } from '../strings.js';
import { normalizeUrl } from './url.js';
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
/** Past this many distinct URLs a command is treated as "mentions more than we read". */
export const MAX_URLS_PER_CALL = 64;
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
/** Normalizes the URLs of one call, each distinct spelling once, up to a bound. */
export class UrlFolder {
    aliases;
    memo;
    seen = new Map();
    /** Distinct normalized URLs in order of first appearance. */
    urls = [];
    /** Set when the call names more URLs than MAX_URLS_PER_CALL. */
    overflow = false;
    /** Each spelling folded so far, with what it folded to (null: not a URL). */
    spellings() {
        return this.seen;
    }
    /** `memo` (optional, owned by the caller) remembers normalizations across calls. */
    constructor(aliases, memo) {
        this.aliases = aliases;
        this.memo = memo;
    }
    fold(raw) {
        const known = this.seen.get(raw);
        if (known !== undefined)
            return known;
        if (this.seen.size >= MAX_URLS_PER_CALL) {
            this.overflow = true;
            return null;
        }
        const url = this.normalize(raw);
        this.seen.set(raw, url);
        if (url !== null)
            this.urls.push(url);
        return url;
    }
    normalize(raw) {
        const memo = this.memo;
        if (memo === undefined || raw.length > MEMO_MAX_URL)
            return normalizeUrl(raw, this.aliases);
        const known = memo.get(raw);
        if (known !== undefined)
            return known;
        const url = normalizeUrl(raw, this.aliases);
        if (memo.size >= MEMO_SIZE)
            memo.clear();
        memo.set(ownCopy(raw), url); // `raw` may be a slice of a huge command
        return url;
    }
}
/** Agents repeat URLs; parsing one costs about a microsecond. Bounded both ways. */
const MEMO_SIZE = 512;
const MEMO_MAX_URL = 2048;
const VOLATILE_WITH_VALUE = new Set([
    '--max-time', '--connect-timeout', '--retry', '--retry-delay', '--retry-max-time',
    '--speed-time', '--speed-limit', '--max-redirs', '--user-agent', '-m', '-A',
]);
const VOLATILE_BARE = new Set([
    '--silent', '--show-error', '--fail', '--location', '--insecure', '--compressed', '--no-progress-meter',
]);
const QUIET_CLUSTER = /^-[sSfLk]+$/;
function isVolatile(text) {
    if (text.charCodeAt(0) !== 0x2d /* - */)
        return false; // every volatile flag is an option
    if (VOLATILE_BARE.has(text) || QUIET_CLUSTER.test(text))
        return 'alone';
    if (VOLATILE_WITH_VALUE.has(text))
        return 'with-value';
    if (text.startsWith('--')) {
        const eq = text.indexOf('=');
        return eq > 0 && VOLATILE_WITH_VALUE.has(text.slice(0, eq)) ? 'alone' : false;
    }
    return /^-[mA]./.test(text) ? 'alone' : false;
}
function foldUrlsIn(text, folder) {
    const spans = urlSpans(text);
    if (spans.length === 0)
        return text;
    let out = '';
    let at = 0;
    countSteps(spans.length);
    for (const span of spans) {
        const url = folder.fold(span.raw);
        out += text.slice(at, span.start) + (url === null ? span.raw : url.net);
        at = span.end;
    }
    return out + text.slice(at);
}
/** A space, tab, newline, carriage return, vertical tab or form feed. */
function hasBlank(text) {
    let i = 0;
    for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x20 || (c >= 0x09 && c <= 0x0d))
            break;
    }
    countSteps(i + 1);
    return i < text.length;
}
/** design §9 D14: a word that holds a blank (or nothing) is written back in POSIX single
 *  quotes, so joining the words with spaces cannot merge two words into one. */
function boundedWord(text) {
    return text === '' || hasBlank(text) ? `'${text.replaceAll("'", `'\\''`)}'` : text;
}
/** Adds the words `tokens[from, to)` to `dropped`, as one bounded preview, while it has room. */
function noteDropped(dropped, tokens, from, to) {
    if (dropped === undefined || dropped.length >= MAX_COSMETIC_ITEMS)
        return;
    let text = tokens[from].text;
    let j = from + 1;
    // `timeout -s` with nothing after it: skipTimeout() points past the last token.
    for (const end = Math.min(to, tokens.length); j < end && text.length <= COSMETIC_PREVIEW; j++)
        text += ` ${tokens[j].text}`;
    countSteps(j - from);
    dropped.push(droppedWord(text));
}
/** design §4.6: the command's identity without volatile flags, URLs folded; with
 *  `keepBoundaries` (D14) words that hold blanks are quoted back. What was dropped (the
 *  leading assignments and `timeout`, each volatile flag with its value) is added to
 *  `dropped`, bounded (lib/call/cosmetic.ts), when it is given. */
export function strippedCommand(tokens, folder, keepBoundaries, dropped) {
    let texts; // only a leading `timeout` needs them
    let i = 0;
    let steps = 0;
    for (;;) {
        steps++;
        const token = tokens[i];
        if (token === undefined || token.op)
            break;
        const from = i;
        if (isAssignment(token.text))
            i++;
        else if (token.text === 'timeout')
            i = skipTimeout((texts ??= tokens.map((t) => t.text)), i);
        else
            break;
        noteDropped(dropped, tokens, from, i);
    }
    const kept = [];
    for (; i < tokens.length; i++) {
        steps++;
        const token = tokens[i];
        if (token.op) {
            kept.push(token.text);
            continue;
        }
        const volatile = isVolatile(token.text);
        if (volatile === 'alone')
            noteDropped(dropped, tokens, i, i + 1);
        else if (volatile === 'with-value') {
            const from = i;
            if (tokens[i + 1]?.op === false)
                i++;
            noteDropped(dropped, tokens, from, i + 1);
        }
        else {
            const folded = foldUrlsIn(token.text, folder);
            kept.push(keepBoundaries ? boundedWord(folded) : folded);
        }
    }
    countSteps(steps);
    return kept.join(' ');
}
/** Every URL the command names, folded into `folder` (for `net:`/`site:`). */
export function collectUrls(tokens, folder) {
    countSteps(tokens.length + 1);
    for (const token of tokens) {
        if (token.op)
            continue;
        for (const span of urlSpans(token.text))
            folder.fold(span.raw);
    }
}
const GENERIC_SINKS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/zero', '/dev/tty', '-']);
const OUTPUT_FLAGS = new Set(['-o', '--output', '--output-document']);
const OUTPUT_PREFIXES = ['--output=', '--output-document='];
const WRITE_REDIRECTS = new Set(['>', '>>', '>|', '1>', '1>>', '&>', '&>>']);
const isOption = (text) => text.startsWith('-') && text !== '-';
function cleanSink(path) {
    let p = path.trim();
    if (p.length >= 2 && (p[0] === '"' || p[0] === "'") && p[p.length - 1] === p[0])
        p = p.slice(1, -1);
    let at = 0;
    while (p.startsWith('./', at))
        at += 2;
    countSteps(at + 1);
    if (at > 0)
        p = p.slice(at);
    return p === '' || GENERIC_SINKS.has(p) ? null : p;
}
/** The command after `at`: where it ends (its next operator, or the end) and its last
 *  word that is not an option (-1 if none). A `tee` writes into that word. */
function restOfCommand(tokens, at) {
    let lastOperand = -1;
    let j = at + 1;
    for (; j < tokens.length && !tokens[j].op; j++) {
        if (!isOption(tokens[j].text))
            lastOperand = j;
    }
    countSteps(j - at);
    return { end: j, lastOperand };
}
/** design §4.10: the first place the command writes its bytes; null when none or generic. */
export function sinkOf(tokens) {
    const first = writeTargets(tokens).next();
    return first.done === true ? null : first.value;
}
/** Whether the command writes into any file that is not a generic destination (D13). */
export function writesFile(tokens) {
    let steps = 1;
    let found = false;
    for (const target of writeTargets(tokens)) {
        steps++;
        if (target !== null) {
            found = true;
            break;
        }
    }
    countSteps(steps);
    return found;
}
/** Every place the command writes its bytes, left to right; null for a generic one. */
function* writeTargets(tokens) {
    // The command around the last `tee` seen: every later `tee` of the same command writes
    // into the same last word, so the command is scanned once, not once per `tee` (issue
    // 17: `sudo tee /dev/null` repeated made this quadratic in the command's length).
    let command = { end: -1, lastOperand: -1 };
    for (let i = 0; i < tokens.length; i++) {
        countSteps(1);
        const token = tokens[i];
        const next = tokens[i + 1];
        const nextWord = next !== undefined && !next.op ? next.text : undefined;
        if (token.op) {
            if (WRITE_REDIRECTS.has(token.text) && nextWord !== undefined)
                yield cleanSink(nextWord);
            continue;
        }
        const text = token.text;
        if (text.charCodeAt(0) !== 0x2d /* - */ && text !== 'tee')
            continue; // every rule below needs one
        if (OUTPUT_FLAGS.has(text) && nextWord !== undefined && !isOption(nextWord)) {
            yield cleanSink(nextWord);
            continue;
        }
        if (text === '-O' && nextWord !== undefined && !isOption(nextWord) && urlSpans(nextWord).length === 0) {
            yield cleanSink(nextWord);
            continue;
        }
        const prefix = OUTPUT_PREFIXES.find((p) => text.startsWith(p));
        if (prefix !== undefined) {
            yield cleanSink(text.slice(prefix.length));
            continue;
        }
        const previous = tokens[i - 1];
        const commandPosition = previous === undefined || previous.op || previous.text === 'sudo';
        if (text === 'tee' && commandPosition) {
            if (i >= command.end)
                command = restOfCommand(tokens, i);
            if (command.lastOperand > i)
                yield cleanSink(tokens[command.lastOperand].text);
        }
    }
}

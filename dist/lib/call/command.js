// What a shell command does, read from its tokens: the URLs it names, its
// identity with volatile flags removed (`cmd:`), and where it writes (`sink:`). Which
// flags are volatile, and where a program writes, is its program's to say
// (lib/call/programs.ts, read per command by lib/call/commands.ts).
// Every loop reports its iterations (lib/work.ts), so tests can bound the work.
import { COSMETIC_PREVIEW, MAX_COSMETIC_ITEMS, droppedWord } from './cosmetic.js';
import { isAssignment, isSeparator, skipWrapper, wrapperOf } from './shell.js';
import { ownCopy } from '../strings.js';
import { normalizeUrl } from './url.js';
import { urlSpans } from './url-spans.js';
import { countSteps } from '../work.js';
/** Past this many distinct URLs a command is treated as "mentions more than we read". */
export const MAX_URLS_PER_CALL = 64;
/** Normalizes the URLs of one call, each distinct spelling once, up to a bound. */
export class UrlFolder {
    aliases;
    memo;
    seen = new Map();
    /** The distinct URLs the call fetches (D30: a fetcher's URL arguments, a fetch tool's
     *  URL), in order of first appearance: what `net:`, `site:` and locality read. */
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
    /** The URL `raw` folds to (remembered with its spelling), or null. */
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
        return url;
    }
    /** fold(), for a URL the call fetches: it joins `urls` (once per `net:` value). */
    fetch(raw) {
        const url = this.fold(raw);
        if (url !== null && !this.urls.some((known) => known.net === url.net))
            this.urls.push(url);
        countSteps(this.urls.length + 1);
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
/** design §4.6 with D22: whether `text` is one of the fetcher's volatile flags, alone
 *  (`--silent`, `-sS`, `--max-time=60`, `-m30`) or taking the next word (`--max-time`). */
function isVolatile(text, volatile) {
    if (text.charCodeAt(0) !== 0x2d /* - */)
        return false; // every volatile flag is an option
    if (volatile.alone.includes(text) || isQuietCluster(text, volatile.letters))
        return 'alone';
    if (volatile.withValue.includes(text))
        return 'with-value';
    if (text.startsWith('--')) {
        const eq = text.indexOf('=');
        return eq > 0 && volatile.withValue.includes(text.slice(0, eq)) ? 'alone' : false;
    }
    // `-m30`, `-Afoo`: a short option with its value attached.
    return text.length > 2 && volatile.withValue.includes(text.slice(0, 2)) ? 'alone' : false;
}
/** A single-dash cluster made only of `letters` (`-sSL`). */
function isQuietCluster(text, letters) {
    if (letters === undefined || text.length < 2 || text.charCodeAt(1) === 0x2d)
        return false;
    let i = 1;
    while (i < text.length && letters.includes(text[i]))
        i++;
    countSteps(i);
    return i === text.length;
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
    // `timeout -s` with nothing after it: skipWrapper() points past the last token.
    for (const end = Math.min(to, tokens.length); j < end && text.length <= COSMETIC_PREVIEW; j++)
        text += ` ${tokens[j].text}`;
    countSteps(j - from);
    dropped.push(droppedWord(text));
}
/** design §4.6: the command's identity without volatile flags, URLs folded; with
 *  `keepBoundaries` (D14) words that hold blanks are quoted back. With `handling` (D30),
 *  the words of every command that runs no fetcher — what the line does with what it
 *  fetches — are added to it as they are written here. A flag is volatile only
 *  after the program of an HTTP fetcher, in its own command (D22: `git commit -m` keeps
 *  its message). What was dropped (the leading assignments and `timeout`, each volatile
 *  flag with its value) is added to `dropped`, bounded (lib/call/cosmetic.ts), when it is
 *  given. */
export function strippedCommand(tokens, commands, folder, keepBoundaries, dropped, handling) {
    let texts; // only a leading `timeout` (a wrapper with a duration) needs them
    let i = 0;
    let steps = 0;
    for (;;) {
        steps++;
        const token = tokens[i];
        if (token === undefined || token.op)
            break;
        const from = i;
        const wrapper = isAssignment(token.text) ? undefined : wrapperOf(token.text);
        if (wrapper === undefined) {
            if (!isAssignment(token.text))
                break;
            i++;
        }
        else if (wrapper.duration === true)
            i = skipWrapper((texts ??= tokens.map((t) => t.text)), i, wrapper);
        else
            break;
        noteDropped(dropped, tokens, from, i);
    }
    const end = foldedEnd(tokens, commands);
    const mergedAt = mergedStderr(tokens, commands, end);
    const kept = [];
    // The command the token is in, when it is a fetcher's: its volatile flags, and the token
    // after which they count; when its program's options are getopt's, their letters.
    let next = 0;
    let volatile;
    let flagsFrom = 0;
    let flagsTo = 0;
    const letters = new LetterFold();
    /** With `handling`: where each command's words begin in `kept`, and which of the kept
     *  words are operators that join commands (a quoted `';'` is a word). */
    const starts = handling === undefined ? undefined : [];
    const joins = handling === undefined ? undefined : new Set();
    for (; i < end; i++) {
        steps++;
        while (next < commands.length && commands[next].from <= i) {
            starts?.push(kept.length);
            const command = commands[next++];
            volatile = command.facts?.fetches;
            flagsFrom = command.atToken + 1;
            flagsTo = command.to;
            letters.start(kept, command.facts?.getopt);
        }
        const token = tokens[i];
        if (token.op) {
            if (i === mergedAt)
                continue;
            if (joins !== undefined && isSeparator(token))
                joins.add(kept.length);
            kept.push(token.text);
            continue;
        }
        const kind = volatile !== undefined && i >= flagsFrom && i < flagsTo ? isVolatile(token.text, volatile) : false;
        if (kind === 'alone')
            noteDropped(dropped, tokens, i, i + 1);
        else if (kind === 'with-value') {
            const from = i;
            if (tokens[i + 1]?.op === false)
                i++;
            noteDropped(dropped, tokens, from, i + 1);
        }
        else if (i < flagsFrom || i >= flagsTo || !letters.take(token.text, kept)) {
            const folded = foldUrlsIn(token.text, folder);
            kept.push(keepBoundaries ? boundedWord(folded) : folded);
        }
    }
    letters.start(kept, undefined);
    countSteps(steps + commands.length);
    if (handling !== undefined && starts !== undefined && joins !== undefined) {
        // A command before the fetcher keeps the operators that joined it to the fetch: the
        // handling reads `echo a`, not `echo a &&`.
        let joining = 0;
        for (let c = 0; c < starts.length; c++) {
            if (commands[c].facts?.requests !== undefined)
                continue;
            const to = c + 1 < starts.length ? starts[c + 1] : kept.length;
            for (let k = starts[c]; k < to; k++) {
                handling.push(kept[k]);
                joining = joins.has(k) ? joining + 1 : 0;
            }
        }
        handling.length -= joining;
    }
    return kept.join(' ');
}
/** Issue 28 F3: where a command's identity ends once what changes nothing for the
 *  program is left off its end — trailing `;` and newlines, and a last `| cat` (cat
 *  copying what it is piped to what the agent reads). */
function foldedEnd(tokens, commands) {
    let end = withoutTrailingSeparators(tokens, tokens.length);
    const last = commands[commands.length - 1];
    if (last !== undefined && last.to >= end && last.after === '|' && last.facts?.relays === true && last.words.length === last.at + 1 && last.to - last.from === 1) {
        end = withoutTrailingSeparators(tokens, last.from - 1);
    }
    return end;
}
/** `end` moved back past the `;` and newlines that end tokens[0, end). */
function withoutTrailingSeparators(tokens, end) {
    let at = end;
    while (at > 0 && tokens[at - 1].op && tokens[at - 1].text === ';')
        at--;
    countSteps(end - at + 1);
    return at;
}
/** Issue 28 F3: the index of a `2>&1` that changes nothing — on the last command of the
 *  line, which writes to no file, so that what it prints goes to the agent, which reads
 *  stderr beside stdout anyway — or -1. */
function mergedStderr(tokens, commands, end) {
    let last;
    for (let c = commands.length - 1; c >= 0 && last === undefined; c--)
        if (commands[c].from < end)
            last = commands[c];
    countSteps(commands.length + 1);
    if (last === undefined || last.writes.length > 0)
        return -1;
    let i = last.from;
    for (; i < Math.min(end, last.to) && !(tokens[i].op && tokens[i].text === '2>&1'); i++)
        ;
    countSteps(i - last.from + 1);
    return i < Math.min(end, last.to) ? i : -1;
}
/** Issue 28 F3: the single-letter boolean options of one command, gathered into one
 *  cluster in letter order where the first of them stood (`ls -l -a` and `ls -la` are
 *  `ls -al`), for a program whose options the table says are getopt's. */
class LetterFold {
    getopt;
    /** The index in `kept` the cluster goes to, -1 before the first. */
    at = -1;
    letters = '';
    /** Past `--`, or after an option that takes the next word as its value. */
    over = false;
    value = false;
    /** The next command begins: the last one's cluster is written. */
    start(kept, getopt) {
        if (this.at >= 0) {
            kept[this.at] = `-${[...new Set(this.letters)].sort().join('')}`;
            countSteps(this.letters.length + 1);
        }
        this.getopt = getopt;
        this.at = -1;
        this.letters = '';
        this.over = false;
        this.value = false;
    }
    /** Whether `word` was taken into the cluster (it is then left out where it stands). */
    take(word, kept) {
        const getopt = this.getopt;
        if (getopt === undefined || this.over)
            return false;
        if (this.value) {
            this.value = false;
            return false;
        }
        if (word === '--') {
            this.over = true;
            return false;
        }
        if (word.length < 2 || word.charCodeAt(0) !== 0x2d || word.charCodeAt(1) === 0x2d)
            return false;
        let k = 1;
        while (k < word.length && getopt.booleans.includes(word[k]))
            k++;
        countSteps(k);
        if (k < word.length) {
            // A value-taking letter: its value is the rest of the word, or the next word.
            if (k === word.length - 1 && getopt.values.includes(word[k]))
                this.value = true;
            return false;
        }
        if (this.at < 0) {
            this.at = kept.length;
            kept.push('');
        }
        this.letters += word.slice(1);
        return true;
    }
}
/** design §4.10 with D31: a command's first write of bytes the call does not spell out —
 *  a program's output, a download. Text the call carries into a file (`cat > f <<EOF`,
 *  `echo … > f`) is an edit of that file, judged by its content (`exact:`), not a write to
 *  count. */
function unseenWrite(command) {
    const { writes } = command;
    countSteps(writes.length + 1);
    for (let k = 0; k < writes.length; k++)
        if (!writes[k].carried)
            return writes[k];
    return undefined;
}
/** design §4.10: the command that writes the line's sink (its commands in order, each
 *  command's writes in the order of its words), if any. */
export function sinkCommand(commands) {
    let i = 0;
    while (i < commands.length && unseenWrite(commands[i]) === undefined)
        i++;
    countSteps(i + 1);
    return commands[i];
}
/** design §4.10: the line's sink — the first place it writes bytes it does not spell out —
 *  or null when none, or when that first place is a generic destination. */
export function sinkPath(command) {
    return command === undefined ? null : (unseenWrite(command)?.path ?? null);
}
/** design §4.10: the sink of a whole line (sinkPath of its sinkCommand). */
export function sinkOf(commands) {
    return sinkPath(sinkCommand(commands));
}

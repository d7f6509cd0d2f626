// A small POSIX-ish shell reader: tokens (quotes removed, operators recognised
// even without spaces), command segments, and the first command word.
// It never executes or expands anything; it only needs to see what a command does.
// Every loop reports its iterations (lib/work.ts), so tests can bound the work.
import { PROGRAMS } from './programs.js';
import { countSteps } from '../work.js';
/** Every newline outside quotes: `;` in the command's identity, a line break for heredocs. */
const NEWLINE = Object.freeze({ text: ';', op: true, newline: true });
/** Operators that end one command and start the next. */
const SEPARATORS = new Set(['|', '||', '|&', '&&', '&', ';', ';;', '\n']);
const isSpace = (c) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0b || c === 0x0c;
const isDigit = (c) => c >= 0x30 && c <= 0x39;
/** `|`, `&`, `;`, `<`, `>` and newline (a newline separates commands like `;`). */
const isOperatorChar = (c) => c === 0x7c || c === 0x26 || c === 0x3b || c === 0x3c || c === 0x3e || c === 0x0a;
/** Characters that interrupt a run of plain word characters outside quotes. */
const isSpecial = (c) => isSpace(c) || c === 0x27 || c === 0x22 || c === 0x5c || isOperatorChar(c);
/** Length of the operator starting at `i` (outside quotes), at least 1. */
function operatorLength(s, i) {
    const c = s[i];
    const next = s[i + 1];
    if (c === '\n')
        return 1;
    if (c === '|')
        return next === '|' || next === '&' ? 2 : 1;
    if (c === ';')
        return next === ';' ? 2 : 1;
    if (c === '&') {
        if (next === '&')
            return 2;
        if (next === '>')
            return s[i + 2] === '>' ? 3 : 2;
        return 1;
    }
    // `>`, `>>`, `>&1`, `>|`, `<`, `<<`, `<&0`, `<>`
    let j = i + 1;
    if (next === c || (c === '<' && next === '>') || (c === '>' && next === '|'))
        j++;
    if (s[j] === '&') {
        let k = j + 1;
        while (k < s.length && isDigit(s.charCodeAt(k)))
            k++;
        countSteps(k - j);
        if (k > j + 1 || s[k] === '-')
            j = s[k] === '-' ? k + 1 : k;
    }
    return j - i;
}
/** design §4.4. Linear in the input; never throws. */
export function tokenize(command) {
    const tokens = [];
    const n = command.length;
    let parts = [];
    let inWord = false; // a quoted empty string still makes a token
    const flush = () => {
        if (!inWord)
            return; // (parts is only ever filled inside a word)
        tokens.push({ text: parts.length === 1 ? parts[0] : parts.join(''), op: false });
        parts = [];
        inWord = false;
    };
    let i = 0;
    let steps = 0;
    while (i < n) {
        steps++;
        const c = command.charCodeAt(i);
        if (isSpace(c)) {
            flush();
            i++;
        }
        else if (c === 0x27 /* ' */) {
            const end = command.indexOf("'", i + 1);
            const stop = end < 0 ? n : end;
            parts.push(command.slice(i + 1, stop));
            inWord = true;
            i = stop + 1;
        }
        else if (c === 0x22 /* " */) {
            inWord = true;
            i++;
            let start = i;
            const opened = i;
            while (i < n) {
                const d = command.charCodeAt(i);
                if (d === 0x22)
                    break;
                if (d === 0x5c && i + 1 < n) {
                    parts.push(command.slice(start, i), command[i + 1]);
                    i += 2;
                    start = i;
                }
                else
                    i++;
            }
            parts.push(command.slice(start, i));
            steps += i - opened;
            i++;
        }
        else if (c === 0x5c /* \ */) {
            if (i + 1 < n && command[i + 1] !== '\n') {
                parts.push(command[i + 1]);
                inWord = true;
            }
            i += 2;
        }
        else if (isOperatorChar(c)) {
            const length = operatorLength(command, i);
            let text = command.slice(i, i + length);
            // `2>` and `2>&1`: a bare file-descriptor number joins the operator.
            const fd = parts.length === 1 && /^\d+$/.test(parts[0]) && (c === 0x3e || c === 0x3c) ? parts[0] : undefined;
            if (fd !== undefined && inWord && !tokensEndWithQuote(command, i)) {
                text = fd + text;
                parts = [];
                inWord = false;
            }
            flush();
            tokens.push(text === '\n' ? NEWLINE : { text, op: true });
            i += length;
        }
        else {
            const start = i;
            while (i < n && !isSpecial(command.charCodeAt(i)))
                i++;
            steps += i - start;
            parts.push(command.slice(start, i));
            inWord = true;
        }
    }
    flush();
    countSteps(steps);
    return tokens;
}
/** `"2">x` is a word followed by `>`, not a redirection of fd 2. */
function tokensEndWithQuote(command, opIndex) {
    const before = command[opIndex - 1];
    return before === '"' || before === "'";
}
/** `|`, `&&`, `;`, a newline, …: the end of one command. */
export const isSeparator = (token) => token.op && SEPARATORS.has(token.text);
export const isRedirect = (token) => token.op && !SEPARATORS.has(token.text);
/** A redirection followed by its target word (`> f`, `2>> log`), unlike `2>&1` or `>&-`. */
export const takesTarget = (token) => !/&\d*-?$/.test(token.text);
/** The words of each command, split on separators, with redirections and their targets removed. */
export function commandWords(tokens) {
    const segments = [[]];
    for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (isSeparator(token))
            segments.push([]);
        else if (isRedirect(token)) {
            if (takesTarget(token) && tokens[i + 1]?.op === false)
                i++; // skip the redirect target
        }
        else
            segments[segments.length - 1].push(token.text);
    }
    countSteps(tokens.length + 1);
    return segments.filter((words) => words.length > 0);
}
/** `NAME=value`: a variable assignment in command position. */
export const isAssignment = (word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
const DURATION = /^\d+(?:\.\d+)?[smhd]?$/;
/** Index just past the options starting at `at`; a value-taking option takes the next word too. */
export function skipOptions(words, at, takesValue) {
    let i = at;
    while (i < words.length && words[i].startsWith('-') && words[i] !== '-') {
        const option = words[i];
        i++;
        if (option === '--')
            break;
        if (takesValue?.includes(option) === true)
            i++;
    }
    countSteps(i - at + 1);
    return i;
}
/** Index just past a wrapper (design §4.5) at `at` with its options and, for `timeout`, its
 *  duration, which is added to `durations`. */
export function skipWrapper(words, at, wrapper, durations) {
    const i = skipOptions(words, at + 1, wrapper.valueOptions);
    if (wrapper.duration !== true || i >= words.length || !DURATION.test(words[i]))
        return i;
    durations?.push(words[i]);
    return i + 1;
}
/** The wrapper `word` is, as written (design §4.5 matches the word itself, not its path). */
export function wrapperOf(word) {
    return word.length <= 8 ? PROGRAMS.get(word)?.wraps : undefined;
}
/** design §4.5: where the real command starts, past assignments, `timeout` and the
 *  wrappers; `words.length` when there is none. The duration of each `timeout` passed
 *  is added to `timeouts`. */
export function commandStart(words, timeouts) {
    let i = 0;
    let steps = 1;
    while (i < words.length) {
        steps++;
        const word = words[i];
        if (isAssignment(word)) {
            i++;
            continue;
        }
        const wrapper = wrapperOf(word);
        if (wrapper === undefined)
            break;
        i = skipWrapper(words, i, wrapper, timeouts);
    }
    countSteps(steps);
    return i;
}
/** The basename of `word`, lowercased (`/usr/bin/CURL` → `curl`). */
export const commandName = (word) => word.slice(word.lastIndexOf('/') + 1).toLowerCase();
/** design §4.5: the basename of the first real command word, lowercased ('' if none). */
export function verbOf(words) {
    const start = commandStart(words);
    return start < words.length ? commandName(words[start]) : '';
}

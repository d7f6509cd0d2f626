// The commands of a shell line as their programs read them (design §9.4 D22, D23): for
// each command, its words, the program it runs — past assignments, the wrappers of §4.5
// and the runners the program table names (`uv run`, `npx`, `python -m`) — and the files
// it writes, each with who supplies what is written: the call itself (`echo … > f`, a
// heredoc into `cat > f`) or a program (`go build -o app`, `pytest | tee log`).
//
// One pass over the tokens builds every command; each command's words are read a bounded
// number of times more (its start, its options). Heredoc bodies are data, not commands:
// their lines are left out, and kept only as what their command is fed.
// Every loop reports its iterations (lib/work.ts).
import { urlSpans } from './url-spans.js';
import { programFacts } from './programs.js';
import { commandName, commandStart, isSeparator, skipOptions, takesTarget } from './shell.js';
import { countSteps } from '../work.js';
const GENERIC_SINKS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/zero', '/dev/tty', '-']);
const WRITE_REDIRECTS = new Set(['>', '>>', '>|', '1>', '1>>', '&>', '&>>']);
export const isOption = (text) => text.startsWith('-') && text !== '-';
/** design §4.10: trim, one pair of quotes, leading `./`; null when empty or generic. */
export function cleanSink(path) {
    let p = path.trim();
    if (p.length >= 2 && (p[0] === '"' || p[0] === "'") && p[p.length - 1] === p[0])
        p = p.slice(1, -1);
    p = withoutDotSlash(p);
    return p === '' || GENERIC_SINKS.has(p) ? null : p;
}
/** A path without its leading `./` (any number of them): files are compared so. */
export function withoutDotSlash(path) {
    let at = 0;
    while (path.startsWith('./', at))
        at += 2;
    countSteps(at + 1);
    return at > 0 ? path.slice(at) : path;
}
/** Where a launcher at `at` hands over: the index of the program it runs, or undefined
 *  when it runs none here (`uv sync`, `python script.py`). */
function launched(words, at, runs) {
    let i = at + 1;
    if (runs.after !== undefined) {
        i = skipOptions(words, i, runs.valueOptions);
        if (i >= words.length || !runs.after.includes(words[i]))
            return undefined;
        i++;
    }
    if (runs.module !== undefined) {
        let steps = 1;
        for (; i < words.length && isOption(words[i]); steps++) {
            const option = words[i];
            if (option === runs.module) {
                countSteps(steps);
                return i + 1 < words.length ? i + 1 : undefined;
            }
            i += runs.valueOptions?.includes(option) === true ? 2 : 1;
        }
        countSteps(steps);
        return undefined;
    }
    i = skipOptions(words, i, runs.valueOptions);
    return i < words.length ? i : undefined;
}
/** design §4.5 and D22: the verb's and the program's places in `words`: the verb past
 *  assignments and wrappers, the program past the runners too. */
function programOf(words) {
    const verbAt = commandStart(words);
    let at = verbAt;
    let steps = 1;
    while (at < words.length) {
        steps++;
        const runs = programFacts(commandName(words[at]))?.runs;
        const next = runs === undefined ? undefined : launched(words, at, runs);
        if (next === undefined)
            break;
        at = next;
    }
    countSteps(steps);
    return { verbAt, at };
}
/** Whether the command checks on something outside the agent's own work: a fetch (a
 *  server), or a program the table says observes (a CI run, a deployment, a process),
 *  under one of its subcommands when it names them. */
export function observesOutside(command) {
    const facts = command.facts;
    if (facts === undefined)
        return false;
    if (facts.requests !== undefined)
        return true;
    const { observes } = facts;
    if (observes === undefined)
        return false;
    const { words, at } = command;
    if (observes.under !== undefined && !observes.under.includes(subcommandOf(words, at) ?? ''))
        return false;
    let named = observes.files === undefined;
    let i = at + 1;
    for (; i < words.length && observes.unless?.includes(words[i]) !== true; i++) {
        const word = words[i];
        if (observes.files?.includes(word) === true)
            i++;
        else if (!isOption(word))
            named = true;
    }
    countSteps(i - at);
    return named && i >= words.length;
}
/** The subcommand of a program: its first word that is not an option. */
function subcommandOf(words, at) {
    const i = skipOptions(words, at + 1, undefined);
    return words[i];
}
/** The files a program writes through its own options (§4.10, D22), with their places. */
function optionWrites(words, at, facts, found) {
    const outputs = facts.outputs;
    if (outputs === undefined)
        return;
    if (outputs.under !== undefined && !outputs.under.includes(subcommandOf(words, at) ?? ''))
        return;
    let i = at + 1;
    for (; i < words.length; i++) {
        const word = words[i];
        if (outputs.options.includes(word)) {
            const next = words[i + 1];
            if (next !== undefined && !isOption(next) && urlSpans(next).length === 0)
                found.push({ place: i, path: cleanSink(next) });
            continue;
        }
        const eq = word.startsWith('--') ? word.indexOf('=') : -1;
        if (eq > 0 && outputs.options.includes(word.slice(0, eq))) {
            found.push({ place: i, path: cleanSink(word.slice(eq + 1)) });
            continue;
        }
        const operand = outputs.operands?.find((prefix) => word.startsWith(prefix));
        if (operand !== undefined)
            found.push({ place: i, path: cleanSink(word.slice(operand.length)) });
    }
    countSteps(i - at);
}
/** Shared by the commands without a redirection (most of them): never pushed to. */
const NO_REDIRECTS = [];
/** Whether a command's own output, written by a redirection or piped into `tee`, is the
 *  call's own text (`echo … > f`, a heredoc into `cat > f`, nothing at all: `> f`) rather
 *  than a program's output (a product). */
function carriesOutput(words, at, facts, heredoc) {
    // `> f`, `: > f`, `sleep 30 > f`: nothing is written, the file is emptied.
    if (at >= words.length || facts?.idles === true || facts?.sleeps !== undefined || facts?.echoes !== undefined)
        return true;
    // `cat > f <<EOF`: cat relays what the heredoc spells out (given no file of its own).
    return heredoc !== undefined && facts?.relays === true && words.length === at + 1;
}
/** The index of `tee`'s file (its last word that is not an option), or -1. */
function teeFile(words, at) {
    let last = -1;
    let i = at + 1;
    for (; i < words.length; i++)
        if (!isOption(words[i]))
            last = i;
    countSteps(i - at);
    return last;
}
/** Reads past a heredoc body starting at `start` (the token after the line's newline) up
 *  to a line holding only `delimiter`; returns the index of that line's delimiter. */
function heredocEnd(tokens, start, delimiter) {
    let i = start;
    let lineStart = true;
    for (; i < tokens.length; i++) {
        const token = tokens[i];
        if (lineStart && !token.op && token.text === delimiter) {
            const next = tokens[i + 1];
            if (next === undefined || next.newline === true)
                break;
        }
        lineStart = token.newline === true;
    }
    countSteps(i - start + 1);
    return i;
}
/** The delimiter after a `<<` at `at`, or undefined. */
function delimiterAt(tokens, at) {
    const next = tokens[at + 1];
    if (next === undefined || next.op)
        return undefined;
    return next.text.startsWith('-') && next.text.length > 1 ? next.text.slice(1) : next.text;
}
/** The commands of the line as the token walk finds them (see the header). */
function rawCommands(tokens) {
    const raws = [];
    let current = { words: [], redirects: NO_REDIRECTS, from: 0, to: 0, after: '', heredoc: undefined };
    /** Heredocs opened on the current line: their delimiter and the command each feeds. */
    let pending = [];
    const finish = (to, after, from) => {
        current.to = to;
        if (current.words.length > 0 || current.redirects.length > 0)
            raws.push(current);
        current = { words: [], redirects: NO_REDIRECTS, from, to: from, after, heredoc: undefined };
    };
    let i = 0;
    for (; i < tokens.length; i++) {
        const token = tokens[i];
        if (!token.op) {
            current.words.push(token.text);
            continue;
        }
        if (isSeparator(token)) {
            let next = i + 1;
            if (token.newline === true && pending.length > 0) {
                // The bodies follow the line, one after the other: data, not commands.
                for (const { delimiter, command } of pending) {
                    const end = heredocEnd(tokens, next, delimiter);
                    command.heredoc ??= { from: next, to: end };
                    next = Math.min(tokens.length, end + 2);
                }
                pending = [];
            }
            finish(i, token.text, next);
            i = next - 1;
            continue;
        }
        if (token.text === '<<' || token.text === '<<-') {
            const delimiter = delimiterAt(tokens, i);
            if (delimiter !== undefined) {
                pending.push({ delimiter, command: current });
                i++;
            }
            continue;
        }
        const target = tokens[i + 1];
        if (!takesTarget(token) || target === undefined || target.op)
            continue;
        i++;
        if (WRITE_REDIRECTS.has(token.text)) {
            if (current.redirects === NO_REDIRECTS)
                current.redirects = [];
            current.redirects.push({ place: current.words.length, path: cleanSink(target.text) });
        }
    }
    finish(tokens.length, '', tokens.length);
    countSteps(i + 1);
    return raws;
}
/** The index of the token that holds word number `at` of the command in [from, to), or -1. */
function tokenOf(tokens, from, to, at) {
    let seen = 0;
    let i = from;
    for (; i < to; i++) {
        const token = tokens[i];
        if (token.op) {
            if (!isSeparator(token) && takesTarget(token) && tokens[i + 1]?.op === false)
                i++;
            continue;
        }
        if (seen === at)
            break;
        seen++;
    }
    countSteps(i - from + 1);
    return i < to ? i : -1;
}
const NO_WRITES = [];
/** Every command of the line, in order, with its program and its writes (see the header). */
export function readCommands(tokens) {
    const raws = rawCommands(tokens);
    const commands = [];
    for (const raw of raws) {
        const { words, redirects, from, to, after, heredoc } = raw;
        const { verbAt, at } = programOf(words);
        const name = at < words.length ? commandName(words[at]) : '';
        const facts = at < words.length ? programFacts(name) : undefined;
        // Each write, in the order its words come (the first one is the call's `sink:`); most
        // commands write nothing, and then nothing is built.
        let found;
        if (redirects.length > 0) {
            const carried = carriesOutput(words, at, facts, heredoc);
            found = redirects.map((redirect) => ({ place: redirect.place - 0.5, path: redirect.path, carried }));
        }
        if (facts?.tees === true) {
            const file = teeFile(words, at);
            // tee writes what it reads: a heredoc, or the output of the command piped into it.
            const upstream = after === '|' || after === '|&' ? commands[commands.length - 1] : undefined;
            const carried = heredoc !== undefined || (upstream !== undefined && carriesOutput(upstream.words, upstream.at, upstream.facts, upstream.heredoc));
            if (file > at)
                (found ??= []).push({ place: file, path: cleanSink(words[file]), carried });
        }
        if (facts?.outputs !== undefined) {
            const options = [];
            optionWrites(words, at, facts, options);
            for (const option of options)
                (found ??= []).push({ place: option.place, path: option.path, carried: false });
        }
        let writes = NO_WRITES;
        if (found !== undefined) {
            if (found.length > 1)
                found.sort((a, b) => a.place - b.place);
            countSteps(found.length + 1);
            writes = found.map(({ path, carried }) => ({ path, carried }));
        }
        commands.push({ words, after, verbAt, at, name, facts, atToken: tokenOf(tokens, from, to, at), from, to, heredoc, writes });
    }
    countSteps(raws.length + 1);
    return commands;
}

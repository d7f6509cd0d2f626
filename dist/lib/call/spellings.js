// D33 (a): one action, however it is spelled. A shell line is read as the command it runs:
// a shell handed the command with `-c` (`sh -c 'X'`, `bash -c "X"`, `bash -lc 'X'`: one
// argument, no positional parameters) is X; `cd .`, `cd ./` and `true` joined to the rest
// by `&&` or `;` do nothing, and a bare `env` (no assignment, no option) runs what follows
// as it is. And a path a reader or a check is given (the program table says which) is
// written one way: `./a` = `a`, `a//b` = `a/b`, `a/./b` = `a/b`, `$HOME`, `${HOME}` and
// `"$HOME"` = `~`. Nothing else is folded: `python -m pytest` and `pytest` import from
// different places, so they stay two actions. This is what a call *is*, so it holds under
// `progress: false` too. Every loop reports its iterations (lib/work.ts).
import { PROGRAMS, programFacts } from './programs.js';
import { commandName, isAssignment, isSeparator, takesTarget, tokenize } from './shell.js';
import { countSteps } from '../work.js';
/** Shells handing a command to a shell, read through at most this deep. */
const MAX_DEPTH = 4;
/** The longest first word looked up for a command that folds (`true`, `cd`, `env`). */
const FOLDED_NAME = 8;
/** The command a shell is handed (`bash -lc 'X'` → X), or undefined when the line is
 *  anything else: only the shell, its `-c` (with the letters its table entry allows in the
 *  cluster, or those letters alone before it) and one word, nothing after it. */
function handedCommand(tokens) {
    const first = tokens[0];
    const last = tokens[tokens.length - 1];
    // The shell's option comes second and its one argument last: most lines fail here, unread.
    if (first === undefined || first.op || tokens.length < 3 || last.op || tokens[1].op || !tokens[1].text.startsWith('-'))
        return undefined;
    const letters = programFacts(commandName(first.text))?.runsCommand;
    if (letters === undefined)
        return undefined;
    let i = 1;
    let handed = false;
    for (; i < tokens.length - 1 && !handed; i++) {
        const token = tokens[i];
        if (token.op || token.text.length < 2 || token.text[0] !== '-')
            return undefined;
        for (let k = 1; k < token.text.length; k++) {
            const letter = token.text[k];
            if (letter === 'c')
                handed = true;
            else if (!letters.includes(letter))
                return undefined;
        }
    }
    countSteps(i);
    const command = tokens[i];
    if (!handed || command === undefined || command.op || i !== tokens.length - 1)
        return undefined;
    return command.text;
}
/** `&&`, `;` or a newline: what joins a command that does nothing to the rest unchanged. */
const joins = (token) => token === undefined || (token.op && (token.text === '&&' || token.text === ';'));
/** The tokens without `true`/`cd .` commands joined by `&&` or `;`, and without a bare
 *  `env` before a command; the same array when there is nothing to drop. Two commands
 *  that dropped ones stood between are joined by `;` when one of the separators was `;`
 *  (`x; true && y` runs y whatever x did), else by `&&`. A line with a heredoc is left as
 *  it is (its body is data, not commands), and so is a line of nothing else. */
function withoutIdle(tokens) {
    // First, whether anything folds at all (most lines: nothing, and nothing is built).
    let from = 0;
    let commands = 0;
    let drops = 0;
    let envs = 0;
    let before;
    let i = 0;
    for (; i <= tokens.length; i++) {
        const token = tokens[i];
        if (token !== undefined && token.op && (token.text === '<<' || token.text === '<<-')) {
            countSteps(i + 1);
            return tokens;
        }
        if (token !== undefined && !isSeparator(token))
            continue;
        if (i > from) {
            commands++;
            const fold = foldOf(tokens, from, i);
            if (fold === 'all' && joins(before) && joins(token))
                drops++;
            else if (fold === 'first')
                envs++;
            before = token;
        }
        from = i + 1;
    }
    countSteps(i + 1);
    if ((drops === 0 && envs === 0) || drops === commands)
        return tokens;
    const kept = [];
    let pending; // the separator joining the next kept command to the last
    let dropped = false;
    before = undefined;
    from = 0;
    for (i = 0; i <= tokens.length; i++) {
        const token = tokens[i];
        if (token !== undefined && !isSeparator(token))
            continue;
        if (i > from) {
            const fold = foldOf(tokens, from, i);
            if (fold === 'all' && joins(before) && joins(token)) {
                if (token?.text === ';')
                    pending = token;
                dropped = true;
            }
            else {
                if (kept.length > 0 && pending !== undefined)
                    kept.push(pending);
                for (let k = fold === 'first' ? from + 1 : from; k < i; k++)
                    kept.push(tokens[k]);
                pending = token;
                dropped = false;
            }
            before = token;
        }
        from = i + 1;
    }
    if (pending !== undefined && !dropped)
        kept.push(pending);
    countSteps(2 * i + 1);
    return kept;
}
/** What folds of the command `tokens[from, to)`: all of it (`true`, `cd .`: it does
 *  nothing to what follows), its first word (a bare `env`), or nothing. Its first word is
 *  looked up as written, like a wrapper (design §4.5): one lookup, no copy. */
function foldOf(tokens, from, to) {
    const word = tokens[from];
    const facts = word.op || word.text.length > FOLDED_NAME ? undefined : PROGRAMS.get(word.text);
    if (facts === undefined)
        return undefined;
    const next = tokens[from + 1];
    if (to - from === 1)
        return facts.idles === true && word.text !== '' ? 'all' : undefined;
    if (next === undefined || next.op)
        return undefined;
    if (to - from === 2 && facts.stays?.includes(next.text) === true)
        return 'all';
    return facts.passes === true && !next.text.startsWith('-') && !isAssignment(next.text) ? 'first' : undefined;
}
/** D33: the tokens of the command the line runs, in one spelling (see the header): read
 *  through shells handed a command with `-c`, without commands that do nothing joined to
 *  it and without a bare `env`. The same array when there is nothing to fold. */
export function oneSpelling(tokens) {
    let current = withoutIdle(tokens);
    let depth = 0;
    for (; depth < MAX_DEPTH; depth++) {
        const handed = handedCommand(current);
        if (handed === undefined)
            break;
        current = withoutIdle(tokenize(handed));
    }
    countSteps(depth + 1);
    return current;
}
/** A path as written one way (see the header); the word itself when nothing folds. */
export function onePath(word) {
    let path = word;
    if (path.startsWith('$HOME') && (path.length === 5 || path[5] === '/'))
        path = `~${path.slice(5)}`;
    else if (path.startsWith('${HOME}') && (path.length === 7 || path[7] === '/'))
        path = `~${path.slice(7)}`;
    if (!path.includes('/') || path.includes('://'))
        return path;
    // Most paths are written one way already: nothing to fold, nothing built.
    if (!path.startsWith('./') && !path.includes('//') && !path.includes('/./') && !path.endsWith('/.'))
        return path;
    let out = '';
    let steps = 1;
    let i = 0;
    // Leading `./` (any number of them), then `//` runs and `/./` inside.
    while (path.startsWith('./', i)) {
        i += 2;
        while (path[i] === '/')
            i++;
        steps++;
    }
    for (; i < path.length; i++) {
        const c = path[i];
        if (c === '/') {
            if (out.endsWith('/'))
                continue;
            if (path[i + 1] === '.' && (path[i + 2] === '/' || i + 2 === path.length)) {
                out += '/';
                i++;
                continue;
            }
        }
        out += c;
    }
    countSteps(steps + path.length);
    return out === '' ? '.' : out;
}
/** grep's and rg's options whose value is the pattern: then no operand is one. */
const PATTERN_OPTIONS = ['-e', '-f', '--regexp', '--file'];
/** The tokens with every path argument of a reader or a check (the table's `paths`)
 *  written one way (onePath); the same array when none changes. Options and their values
 *  are left alone, and so is the pattern of a program whose first operand is one. */
export function withOnePaths(tokens, commands) {
    let out;
    let steps = 1;
    for (const command of commands) {
        const paths = command.facts?.paths;
        if (paths === undefined || command.atToken < 0)
            continue;
        const values = command.facts?.getopt?.values ?? '';
        let pattern = paths === 'after-pattern';
        for (let i = command.atToken + 1; i < command.to; i++) {
            steps++;
            const token = tokens[i];
            if (token.op) {
                if (takesTarget(token) && tokens[i + 1]?.op === false)
                    i++; // a redirection's target is not an argument
                continue;
            }
            const text = token.text;
            if (text.startsWith('-') && text !== '-') {
                if (pattern && (PATTERN_OPTIONS.includes(text) || PATTERN_OPTIONS.some((option) => text.startsWith(`${option}=`))))
                    pattern = false;
                // A value-taking letter last in a cluster takes the next word (`head -n 5`).
                if (text.length >= 2 && text[1] !== '-' && values.includes(text[text.length - 1]))
                    i++;
                continue;
            }
            if (pattern) {
                pattern = false;
                continue;
            }
            const folded = onePath(text);
            if (folded === text)
                continue;
            out ??= tokens.slice();
            out[i] = { text: folded, op: false };
        }
    }
    countSteps(steps);
    return out ?? tokens;
}

// What a shell call's result says about a program the shell could not find (design §9.3
// D20): the shells' and harnesses' own words for it — `bash: line 1: foo: command not
// found`, `sh: 1: foo: not found`, zsh's and fish's forms, PowerShell's "is not
// recognized", an exit status of 127, or a result that is nothing but a spawn failure
// (`No such file or directory (os error 2)`, `spawn foo ENOENT`). A program's own
// complaint about a file it was given (`cat: x: No such file or directory`, `rg: x: No
// such file or directory (os error 2)`) is not one: the program ran.
//
// Only a short result is read (a successful one only when it is very short), and of it only the lines where a shell reports a missing
// program — the first and the last EDGE_LINES lines, each of at most LINE_CHARS characters
// (the message is the whole result, or comes before or after the output of what ran). A
// result longer than MISSING_READ characters, or of more than a few blocks, is not looked
// at, and neither is the middle of a long one: a program that could not be found prints a
// line, not a log. The cost is a few short lines per shell call, whatever it printed.
import { PROGRAMS } from '../call/programs.js';
import { countSteps } from '../work.js';
/** Characters of a result read for a missing program. */
export const MISSING_READ = 2048;
/** Content blocks read. */
const MISSING_BLOCKS = 8;
/** Longest program name taken from a message. */
const NAME_CHARS = 256;
/** Lines read from each end of the result, and the longest line read. */
const EDGE_LINES = 3;
const LINE_CHARS = NAME_CHARS + 64;
/** The longest successful result read (see missingProgram). */
const QUIET_CHARS = 256;
/** A result up to this long is tried whole as a spawn failure. */
const SPAWN_CHARS = 320;
/** The result's text when it is short enough to read (blocks joined by newlines, as
 *  design §8.3 reads them), else undefined. */
function shortText(content) {
    if (!Array.isArray(content))
        return undefined;
    const blocks = content;
    if (blocks.length > MISSING_BLOCKS)
        return undefined;
    let text = '';
    let i = 0;
    for (; i < blocks.length && text !== undefined; i++) {
        const block = blocks[i];
        const value = typeof block === 'object' && block !== null ? block.text : undefined;
        if (typeof value !== 'string' || value === '')
            continue;
        text = text.length + value.length > MISSING_READ ? undefined : text === '' ? value : `${text}\n${value}`;
    }
    countSteps(i + 1);
    return text;
}
/** A program name as a message gives it: one word, not too long. */
function nameOf(word) {
    const name = word.trim();
    if (name === '' || name.length > NAME_CHARS || /\s/.test(name))
        return undefined;
    return name.slice(name.lastIndexOf('/') + 1).toLowerCase();
}
/** The text between the first pair of quotes (`'…'`, `"…"` or `‘…’`) after `from`. */
function quoted(line, from) {
    for (let i = from; i < line.length; i++) {
        const open = line[i];
        if (open !== "'" && open !== '"' && open !== '‘')
            continue;
        const end = line.indexOf(open === '‘' ? '’' : open, i + 1);
        countSteps(i - from + 1);
        return end < 0 ? undefined : line.slice(i + 1, end);
    }
    countSteps(line.length - from + 1);
    return undefined;
}
/** The program one line of output says could not be found, '' when it says so without a
 *  name (an exit status of 127), or undefined. */
function missingIn(line) {
    // `bash: foo: command not found`, `bash: line 1: foo: command not found`, `sudo: foo: command not found`
    if (line.endsWith(': command not found')) {
        const head = line.slice(0, line.length - ': command not found'.length);
        const colon = head.lastIndexOf(': ');
        return colon < 0 ? undefined : nameOf(head.slice(colon + 2));
    }
    // `zsh: command not found: foo`
    const zsh = line.indexOf(': command not found: ');
    if (zsh >= 0)
        return nameOf(line.slice(zsh + ': command not found: '.length));
    // `sh: 1: foo: not found` (dash): a shell, a line number, the name
    if (line.endsWith(': not found')) {
        const parts = line.slice(0, line.length - ': not found'.length).split(': ');
        countSteps(parts.length);
        const shell = parts[0] === undefined ? '' : parts[0].slice(parts[0].lastIndexOf('/') + 1);
        return parts.length === 3 && PROGRAMS.get(shell)?.shell === true && /^\d{1,9}$/.test(parts[1]) ? nameOf(parts[2]) : undefined;
    }
    // `fish: Unknown command: foo`
    if (line.startsWith('fish: Unknown command: '))
        return nameOf(line.slice('fish: Unknown command: '.length));
    // `Command 'rg' not found, but can be installed with:` (Debian's command-not-found)
    if (line.startsWith('Command ') && line.includes(' not found'))
        return nameOf(quoted(line, 8) ?? '');
    // PowerShell: `The term 'foo' is not recognized as a name of a cmdlet, function, …`
    const term = line.indexOf('The term ');
    if (term >= 0 && line.includes('is not recognized as'))
        return nameOf(quoted(line, term + 9) ?? '');
    if (line === '<returncode>127</returncode>' || EXIT_127.test(line))
        return '';
    return undefined;
}
/** An exit status of 127 on a line of its own: `exit code: 127`, `Exit status 127`,
 *  `[exit code 127]`, `Process exited with code 127`. */
const EXIT_127 = /^\W{0,2}(?:process |command )?(?:exit(?:ed with)?[ _]?(?:code|status)|return ?code)\W{0,3}127\W{0,2}$/i;
/** A result that is nothing but a failure to start the program. */
const SPAWN_FAILED = /^(?:error: |exec(?:ution)? error: |failed to spawn[^:\n]{0,80}: )?no such file or directory \(os error 2\)$/i;
const SPAWN_ENOENT = /^(?:error: )?spawn (\S{1,256}) ENOENT$/i;
/** D20: the program the result of a shell call says could not be found — its name (the
 *  basename, lowercased), '' when the result says the call's own program could not be
 *  run without naming it — or undefined when it says nothing of the kind. A successful
 *  result is read only when it is at most QUIET_CHARS long: a call whose program is
 *  missing fails, unless a pipeline after it succeeds, and then it prints next to nothing. */
export function missingProgram(content, isError) {
    const text = shortText(content);
    if (text === undefined || text === '' || (!isError && text.length > QUIET_CHARS))
        return undefined;
    if (text.length <= SPAWN_CHARS) {
        const whole = text.trim();
        if (SPAWN_FAILED.test(whole))
            return '';
        const spawned = SPAWN_ENOENT.exec(whole);
        if (spawned !== null)
            return nameOf(spawned[1]) ?? '';
    }
    let unnamed = false;
    let found;
    // The first lines, then the last ones not read yet.
    let start = 0;
    let read = 0;
    for (; read < EDGE_LINES && found === undefined; read++) {
        const end = text.indexOf('\n', start);
        const stop = end < 0 ? text.length : end;
        found = missingOnLine(text, start, stop);
        if (found === '')
            [unnamed, found] = [true, undefined];
        start = stop + 1;
        if (end < 0)
            break;
    }
    let stop = text.length;
    for (let n = 0; n < EDGE_LINES && found === undefined && stop >= start; n++, read++) {
        const at = text.lastIndexOf('\n', stop - 1);
        const begin = at + 1;
        if (begin < start)
            break;
        found = missingOnLine(text, begin, stop);
        if (found === '')
            [unnamed, found] = [true, undefined];
        stop = at;
    }
    countSteps(read + 1);
    return found ?? (unnamed ? '' : undefined);
}
/** missingIn() of the line text[start, stop), when it is short enough to be a shell's
 *  message and holds a word every form has (most lines of output are turned away there). */
function missingOnLine(text, start, stop) {
    if (stop - start > LINE_CHARS || stop - start < 5)
        return undefined;
    const line = text.slice(start, stop);
    if (!line.includes('found') && !line.includes('127') && !line.includes('fish: ') && !line.includes('The term '))
        return undefined;
    return missingIn(line.trim());
}
/** `Tool <name> not found` (its name may be quoted), `Error: ` before it, a `.` after it. */
const TOOL_NOT_FOUND = /^tool [`'"]?(.{1,256}?)[`'"]? (?:was )?not found\.?$/i;
/** The `Error: ` a tool and then its host put before its words. */
const ERROR_PREFIXES = /^(?:error: ?){1,3}/i;
/** Whether one of the call's own string arguments names `program` as what it runs: the
 *  argument is the program, or its first word is (a path's basename counts). */
function namedByArguments(args, program) {
    let steps = 1;
    let named = false;
    for (const key in args) {
        steps++;
        const value = args[key];
        if (typeof value !== 'string')
            continue;
        const word = /^\s*(\S{1,256})/.exec(value.slice(0, 300))?.[1];
        if (word !== undefined && nameOf(word) === program) {
            named = true;
            break;
        }
    }
    countSteps(steps);
    return named;
}
/** D34 (b): whether the failed result of a call of `tool` — not a shell — says the tool
 *  itself cannot run: `Tool <tool> not found` (its own name), or a result that is nothing
 *  but a spawn failure (`spawn rg ENOENT`) of a program none of its arguments names (a
 *  tool that runs the program it is given failed for its argument, not for itself). A
 *  missing file (`ENOENT: no such file or directory, open …`) is a read that failed, and a
 *  bare `No such file or directory (os error 2)` may be one: neither is a tool that cannot
 *  start. Only a short result of one or a few blocks is read. */
export function toolCannotStart(tool, content, args) {
    const text = shortText(content);
    if (text === undefined || text.length > SPAWN_CHARS)
        return false;
    const whole = text.trim().replace(ERROR_PREFIXES, '');
    const notFound = TOOL_NOT_FOUND.exec(whole);
    if (notFound !== null)
        return notFound[1] === tool;
    const spawned = SPAWN_ENOENT.exec(whole);
    if (spawned === null)
        return false;
    const program = nameOf(spawned[1]);
    return program !== undefined && !namedByArguments(args, program);
}

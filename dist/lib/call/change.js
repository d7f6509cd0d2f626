// Which calls change the agent's world (design §9 D13, D19, D23, D27). A change may start
// a new episode; every other call is a check. A check taken for a change could forgive a
// loop, so only what the program table says changes something is a change; but what the
// breaker cannot read it does not claim to know (D27): a line that hands an interpreter
// code it does not read (`python3 - <<'PY'`, `node -e`, `bash fix.sh`, `./scripts/x.sh`)
// is a *possible* change, a check whose run may have changed anything. A change is an
// `edit` (D19) when it rewrites what a file says; only such a change frees the checks'
// counts. A shell line that writes files only with a program's output (`go build -o
// app`, `pytest | tee log`) is no change at all but a *product* write (D23): judged as a
// check of what it reads. What each program must be given to change something, and how
// an interpreter is handed code, is the program table's to say (lib/call/programs.ts).
// Every loop reports its iterations (lib/work.ts).
import { cleanSink, readCommands, isOption } from './commands.js';
import { tokenize } from './shell.js';
import { oneSpelling } from './spellings.js';
import { countSteps } from '../work.js';
/** Arguments of a file tool that only reads (str_replace_editor's `view`). */
const READ_COMMANDS = new Set(['view']);
/** A call of a `changeTools` tool changes files unless its `command` only reads. */
export function isToolChange(args) {
    return !READ_COMMANDS.has(args['command']);
}
const NO_EFFECT = { change: null, product: false, unread: false };
/** Whether any command of a shell line changes files, a repository or the installed
 *  packages (a product write does not). Heredoc bodies are data, not commands. */
export function isShellChange(tokens) {
    return shellEffect(readCommands(tokens)).change !== null;
}
/** What the commands of a shell line change (see ShellEffect). */
export function shellEffect(commands) {
    let carried = false;
    let found = null;
    let unread = false;
    /** The files this line wrote so far (a file it then moves over another is an edit). */
    let written;
    let i = 0;
    for (; i < commands.length; i++) {
        const command = commands[i];
        for (const write of command.writes) {
            if (write.path === null)
                continue;
            (written ??= new Set()).add(write.path);
            if (write.carried)
                carried = true;
        }
        if (found !== 'edit')
            found = changeOf(command, written) ?? found;
        if (!unread)
            unread = runsUnread(command);
    }
    countSteps(i + 1);
    if (carried)
        return { change: 'edit', product: false, unread: false };
    if (found !== null)
        return { change: found, product: false, unread: false };
    return written !== undefined || unread ? { change: null, product: written !== undefined, unread } : NO_EFFECT;
}
/** A word that names a file: it holds a `/` or a `.` (`fix.py`, `scripts/fix`, `./x`). */
function namesFile(word) {
    return word.includes('/') || word.includes('.');
}
/** D27: whether the command runs code the breaker does not read — an interpreter handed
 *  code in an option, a script file or its standard input (a heredoc, a pipe), or a
 *  script run by its path (`./scripts/fix.sh`), a program the table does not know. */
function runsUnread(command) {
    const { words, at, facts } = command;
    if (at >= words.length)
        return false;
    if (facts === undefined)
        return words[at].includes('/');
    const interprets = facts.interprets;
    return interprets !== undefined && handedCode(interprets, words, at, command.heredoc !== undefined || command.after === '|' || command.after === '|&');
}
/** `-e`, `--eval`, `-e'code'` (a short option with its code attached), `--eval=code`. */
function isCodeOption(word, options) {
    let k = 0;
    for (; k < options.length; k++) {
        const option = options[k];
        if (word === option)
            break;
        if (word.startsWith(option) && (option.startsWith('--') ? word[option.length] === '=' : option.length === 2))
            break;
    }
    countSteps(k + 1);
    return k < options.length;
}
/** Whether an interpreter at `at` is handed code by its words, or by its input (`fed`). */
function handedCode(interprets, words, at, fed) {
    let i = at + 1;
    let steps = 1;
    let code = false;
    for (; i < words.length && !code; i++, steps++) {
        const word = words[i];
        if (!isOption(word))
            break;
        if (word === '--') {
            i++;
            break;
        }
        code = isCodeOption(word, interprets.code) || (interprets.lineLetter !== undefined && word[1] !== '-' && word.includes(interprets.lineLetter));
        if (!code && interprets.valueOptions?.includes(word) === true)
            i++;
    }
    countSteps(steps);
    if (code)
        return true;
    const operand = words[i];
    if (interprets.under !== undefined)
        return operand !== undefined && interprets.under.includes(operand) && i + 1 < words.length;
    if (operand === undefined)
        return fed;
    return operand === '-' || namesFile(operand);
}
/** What one command changes by its program's rule; `written`: the files the line wrote
 *  before it. */
function changeOf(command, written) {
    const rule = command.facts?.changes;
    if (rule === undefined)
        return null;
    const args = command.words.slice(command.at + 1);
    const changed = ruleChange(rule, args);
    if (changed === null)
        return null;
    if (changed === 'edit' || command.facts?.edits === true)
        return 'edit';
    return command.facts?.places === true && written !== undefined && placesWritten(args, written) ? 'edit' : 'other';
}
/** Whether a source of `mv`/`cp` (any operand but the last) is a file the line wrote. */
function placesWritten(args, written) {
    let last = -1;
    let i = 0;
    for (; i < args.length; i++)
        if (!isOption(args[i]))
            last = i;
    let found = false;
    for (let k = 0; k < last && !found; k++) {
        const path = isOption(args[k]) ? null : cleanSink(args[k]);
        found = path !== null && written.has(path);
    }
    countSteps(i + last + 2);
    return found;
}
const dryRun = (args) => args.includes('--dry-run');
function ruleChange(rule, args) {
    let changed;
    switch (rule.kind) {
        case 'files':
            changed = !dryRun(args);
            break;
        case 'unless':
            changed = !args.some((word) => rule.options.includes(word));
            break;
        case 'given':
            changed = args.some((word, k) => rule.options.some((option) => (word === option && args[k + 1] === rule.value) || word === `${option}${option.startsWith('--') ? '=' : ''}${rule.value}`));
            break;
        case 'in-place':
            changed = args.some((word) => (rule.long !== undefined && word.startsWith(rule.long)) || clusterHas(word, rule.letter, rule.valueLetters));
            break;
        case 'subcommand':
            changed = subcommandChange(rule, args);
            break;
        case 'archive':
            changed = archiveChange(args);
            break;
        case 'compressor':
            changed = !args.some((word) => ['--stdout', '--to-stdout', '--list', '--test'].includes(word) || ['c', 'l', 't'].some((letter) => clusterHas(word, letter, 'S')));
            break;
        case 'script':
            changed = args[0] !== undefined && (args[0] === rule.script || args[0].endsWith(`/${rule.script}`)) && rule.changing.includes(args[1] ?? '');
            break;
    }
    countSteps(args.length + 1);
    return changed === false ? null : changed === 'edit' ? 'edit' : 'other';
}
/** Where a subcommand is in `args`: past the options, those in `valueOptions` with their
 *  value; `args.length` when there is none. */
function subcommandAt(args, valueOptions) {
    let i = 0;
    while (i < args.length && isOption(args[i]))
        i += valueOptions?.includes(args[i]) === true ? 2 : 1;
    countSteps(i + 1);
    return i;
}
function subcommandChange(rule, args) {
    const at = subcommandAt(args, rule.valueOptions);
    const sub = args[at];
    if (sub === undefined)
        return rule.bare === true;
    if (rule.dryRunReads !== false && dryRun(args))
        return false;
    const inner = rule.nested?.[sub];
    if (inner !== undefined)
        return subcommandChange(inner, args.slice(at + 1));
    if (!rule.changing.includes(sub))
        return false;
    const reading = rule.reading?.[sub];
    if (reading !== undefined && args.slice(at + 1).some((word) => reading.includes(word)))
        return false;
    return rule.edits?.includes(sub) === true ? 'edit' : true;
}
/** `tar x…`/`tar -c…`/`--extract`: extracting or creating an archive writes files. */
function archiveChange(args) {
    return args.some((word, i) => /^--(?:extract|get|create|append|update|delete)(?:=|$)/.test(word) ||
        (i === 0 && !word.startsWith('-') && /^[A-Za-z]+$/.test(word) && /[xcru]/.test(word)) ||
        ['x', 'c', 'r', 'u'].some((letter) => clusterHas(word, letter, 'fCbHKLNTVX')));
}
/** A short-option cluster (`-pi`, `-i.bak`, `-Ei`) sets `letter` before any option in
 *  `valueTaking` swallows the rest of the word as its value. */
function clusterHas(word, letter, valueTaking) {
    if (!word.startsWith('-') || word.startsWith('--'))
        return false;
    let i = 1;
    let found = false;
    for (; i < word.length; i++) {
        const c = word[i];
        if (c === letter)
            found = true;
        if (found || valueTaking.includes(c) || !/[A-Za-z0-9]/.test(c))
            break;
    }
    countSteps(i);
    return found;
}
/** The effect of a whole command line, read afresh as the breaker reads it, in D33's one
 *  spelling (for tests and scripts). */
export function effectOf(command) {
    return shellEffect(readCommands(oneSpelling(tokenize(command))));
}

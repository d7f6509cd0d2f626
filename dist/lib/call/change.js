// Which calls change the agent's world (design §9 D13). A change may start a new
// episode; every other call is a check. Detection is deliberately conservative:
// a change it misses only falls back to the 0.3.3 counting, while a check taken
// for a change could forgive a loop. A change is an `edit` (D19) when it rewrites what a
// file says; only such a change frees the checks' counts.
// Every loop reports its iterations (lib/work.ts).
import { writesFile } from './command.js';
import { commandName, commandStart, commandWords, isSeparator } from './shell.js';
import { countSteps } from '../work.js';
/** Arguments of a file tool that only reads (str_replace_editor's `view`). */
const READ_COMMANDS = new Set(['view']);
/** A call of a `changeTools` tool changes files unless its `command` only reads. */
export function isToolChange(args) {
    return !READ_COMMANDS.has(args['command']);
}
/** Whether any command of a shell line changes files, a repository or the installed
 *  packages. Heredoc bodies are data, not commands, and are left out. */
export function isShellChange(tokens) {
    return shellChange(tokens) !== null;
}
/** What a shell line changes (design §9 D13, D19): `edit` when a command edits file content
 *  — it writes to a non-generic sink, or edits a file in place (`sed -i`, `perl -i`,
 *  `patch`, `git apply`/`am`) —, `other` for any other change (files moved, removed or
 *  touched, a repository, the installed packages), null for a check. */
export function shellChange(tokens) {
    const commands = withoutHeredocBodies(tokens);
    if (writesFile(commands))
        return 'edit';
    let found = null;
    const segments = commandWords(commands);
    let i = 0;
    for (; i < segments.length && found !== 'edit'; i++)
        found = changeOf(segments[i]) ?? found;
    countSteps(i + 1);
    return found;
}
/** The tokens with every heredoc body (the lines after `<<WORD` up to `WORD`) removed. */
function withoutHeredocBodies(tokens) {
    let kept;
    let delimiter;
    let steps = 1;
    for (let i = 0; i < tokens.length; i++) {
        steps++;
        const token = tokens[i];
        const next = tokens[i + 1];
        if (token.op && token.text === '<<' && next !== undefined && !next.op) {
            delimiter = next.text.startsWith('-') && next.text.length > 1 ? next.text.slice(1) : next.text;
        }
        else if (delimiter !== undefined && isSeparator(token)) {
            // The body starts after this line; it ends at a line holding only the delimiter.
            if (kept === undefined)
                kept = tokens.slice(0, i + 1);
            else
                kept.push(token);
            let end = i + 1;
            while (end < tokens.length && !isDelimiterLine(tokens, end, delimiter))
                end++;
            steps += end - i;
            delimiter = undefined;
            i = end; // the delimiter word itself is skipped too
            continue;
        }
        kept?.push(token);
    }
    countSteps(steps);
    return kept ?? tokens;
}
function isDelimiterLine(tokens, at, delimiter) {
    const token = tokens[at];
    const before = tokens[at - 1];
    const after = tokens[at + 1];
    return (!token.op &&
        token.text === delimiter &&
        (before === undefined || isSeparator(before)) &&
        (after === undefined || isSeparator(after)));
}
const always = () => true;
const isOption = (word) => word.startsWith('-') && word !== '-';
const firstOperand = (args) => args.find((word) => !isOption(word));
const dryRun = (args) => args.includes('--dry-run');
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
/** The first operand names a subcommand from `changing`. */
const subcommand = (changing, nested = {}) => (args) => {
    if (dryRun(args))
        return false;
    const sub = firstOperand(args);
    if (sub === undefined)
        return false;
    const inner = nested[sub];
    if (inner !== undefined)
        return inner(args.slice(args.indexOf(sub) + 1));
    return changing.includes(sub);
};
const PIP = subcommand(['install', 'uninstall']);
const CONDA = subcommand(['install', 'remove', 'uninstall', 'update', 'upgrade', 'create']);
const NPM = subcommand(['install', 'i', 'add', 'ci', 'uninstall', 'un', 'remove', 'rm', 'r', 'update', 'up', 'upgrade', 'link', 'prune', 'dedupe']);
const APT = subcommand(['install', 'remove', 'purge', 'autoremove', 'upgrade', 'dist-upgrade', 'full-upgrade', 'reinstall', 'update']);
/** Global options of git that take a value as the next word. */
const GIT_VALUE_OPTIONS = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path']);
const GIT_CHANGING = new Set([
    'apply', 'checkout', 'switch', 'restore', 'reset', 'commit', 'merge', 'rebase', 'pull', 'stash',
    'cherry-pick', 'revert', 'clean', 'add', 'rm', 'mv', 'am', 'clone', 'init',
]);
/** Read-only forms of otherwise changing git subcommands. */
const GIT_READING = {
    stash: ['list', 'show'],
    apply: ['--check', '--stat', '--numstat', '--summary'],
    clean: ['-n', '--dry-run'],
};
/** Where git's subcommand is in its arguments (past the global options); `args.length` if none. */
function gitSubcommand(args) {
    let i = 0;
    while (i < args.length && isOption(args[i]))
        i += GIT_VALUE_OPTIONS.has(args[i]) ? 2 : 1;
    countSteps(i + 1);
    return i;
}
const git = (args) => {
    const i = gitSubcommand(args);
    const sub = args[i];
    if (sub === undefined || !GIT_CHANGING.has(sub))
        return false;
    const reading = GIT_READING[sub] ?? [];
    return !args.slice(i + 1).some((word) => reading.includes(word));
};
/** `tar x…`/`tar -c…`/`--extract`: extracting or creating an archive writes files. */
const tar = (args) => args.some((word, i) => /^--(?:extract|get|create|append|update|delete)(?:=|$)/.test(word) ||
    (i === 0 && !word.startsWith('-') && /^[A-Za-z]+$/.test(word) && /[xcru]/.test(word)) ||
    ['x', 'c', 'r', 'u'].some((letter) => clusterHas(word, letter, 'fCbHKLNTVX')));
/** Compressors rewrite files unless they only list, test or write to stdout. */
const compressor = (args) => !args.some((word) => ['--stdout', '--to-stdout', '--list', '--test'].includes(word) ||
    ['c', 'l', 't'].some((letter) => clusterHas(word, letter, 'S')));
const python = (args) => {
    if (args[0] === '-m' && args[1] !== undefined) {
        const module = args[1];
        if (module === 'venv')
            return true;
        const rule = MODULES[module];
        return rule !== undefined && rule(args.slice(2));
    }
    const script = args[0];
    return script !== undefined && /(?:^|\/)setup\.py$/.test(script) && ['install', 'develop'].includes(args[1] ?? '');
};
const MODULES = { pip: PIP, pip3: PIP, conda: CONDA, poetry: subcommand(['add', 'remove', 'install', 'update', 'lock']) };
/** What each command name must be given to change something. */
const RULES = new Map([
    // Files and directories.
    ...['mv', 'cp', 'rm', 'rmdir', 'mkdir', 'touch', 'ln', 'chmod', 'chown', 'chgrp', 'install', 'rsync', 'unlink', 'truncate', 'shred'].map((name) => [name, (args) => !dryRun(args)]),
    ['dd', (args) => args.some((word) => word.startsWith('of='))],
    ['tar', tar],
    ['unzip', (args) => !args.some((word) => ['-l', '-t', '-v', '-Z', '-z', '-p', '-c'].includes(word))],
    ...['gzip', 'gunzip', 'bzip2', 'bunzip2', 'xz', 'unxz'].map((name) => [name, compressor]),
    ['7z', subcommand(['a', 'd', 'e', 'u', 'x', 'rn'])],
    ['patch', (args) => !dryRun(args)],
    // Edits in place.
    ['sed', (args) => args.some((word) => word.startsWith('--in-place') || clusterHas(word, 'i', 'efl'))],
    ['perl', (args) => args.some((word) => clusterHas(word, 'i', 'eEIMmx'))],
    // Repositories.
    ['git', git],
    // Installed packages.
    ['pip', PIP],
    ['pipx', subcommand(['install', 'uninstall', 'upgrade', 'reinstall', 'inject'])],
    ['uv', subcommand(['add', 'remove', 'sync', 'lock'], { pip: subcommand(['install', 'uninstall', 'sync']), tool: subcommand(['install', 'uninstall', 'upgrade']) })],
    ['python', python],
    ['npm', NPM],
    ['pnpm', subcommand(['add', 'install', 'i', 'remove', 'rm', 'un', 'uninstall', 'update', 'up', 'upgrade', 'link', 'unlink', 'prune', 'import'])],
    ['yarn', (args) => firstOperand(args) === undefined || subcommand(['add', 'install', 'remove', 'upgrade', 'up', 'link', 'unlink'])(args)],
    ['bun', subcommand(['add', 'install', 'i', 'remove', 'rm', 'update', 'link'])],
    ['cargo', subcommand(['add', 'remove', 'rm', 'install', 'uninstall', 'update'])],
    ['go', subcommand(['get', 'install'], { mod: subcommand(['tidy', 'download', 'edit', 'vendor', 'init']) })],
    ['gem', subcommand(['install', 'uninstall', 'update'])],
    ['conda', CONDA],
    ['mamba', CONDA],
    ['micromamba', CONDA],
    ['poetry', MODULES['poetry']],
    ['pdm', subcommand(['add', 'remove', 'install', 'update', 'sync', 'lock'])],
    ['composer', subcommand(['install', 'require', 'remove', 'update', 'upgrade'])],
    ['apt', APT],
    ['apt-get', APT],
    ['aptitude', APT],
    ['brew', subcommand(['install', 'uninstall', 'remove', 'rm', 'upgrade', 'update', 'reinstall', 'tap', 'link', 'unlink'])],
    ['dnf', subcommand(['install', 'remove', 'erase', 'update', 'upgrade', 'reinstall', 'downgrade'])],
    ['yum', subcommand(['install', 'remove', 'erase', 'update', 'upgrade', 'reinstall', 'downgrade'])],
    ['apk', subcommand(['add', 'del', 'upgrade', 'update'])],
]);
/** `python3.11` → `python`, `pip3` → `pip`: versioned names follow the plain name's rule. */
function ruleName(name) {
    if (/^python\d[\d.]*$/.test(name))
        return 'python';
    if (/^pip\d[\d.]*$/.test(name))
        return 'pip';
    return name;
}
/** D19: the command names whose changes edit file content in place. */
const EDITORS = new Set(['sed', 'perl', 'patch']);
/** D19: git subcommands that write a patch into the files (`git apply --check` is a read:
 *  the git rule has already said whether the command changes anything). */
const GIT_EDITS = new Set(['apply', 'am']);
function changeOf(words) {
    const start = commandStart(words);
    if (start >= words.length)
        return null;
    const name = ruleName(commandName(words[start]));
    const rule = RULES.get(name);
    const args = words.slice(start + 1);
    if (rule === undefined || !rule(args))
        return null;
    if (EDITORS.has(name))
        return 'edit';
    if (name === 'git' && GIT_EDITS.has(args[gitSubcommand(args)] ?? ''))
        return 'edit';
    return 'other';
}

// Whether a call only reads files, whether it reports on a job, and whether a shell line
// leaves something running in the background. The denial of a same-answer check (design
// §9.2 D15) tells the model how to wait only when the call checks on something outside
// its own work (issue 29): a job it started, a server, a CI run; a read of a file cannot
// be waiting for anything unless something the agent started is still running and may
// write it. Messages only: no decision reads this.
// Every loop reports its iterations (lib/work.ts).
import { withoutDotSlash } from './commands.js';
import { PROGRAMS, TOOLS } from './programs.js';
import { commandName, commandStart } from './shell.js';
import { ownCopy } from '../strings.js';
import { countSteps } from '../work.js';
/** File tools that read: DSH's `read`, and the names other hosts give the same job. */
const FILE_READ_TOOLS = new Set(['read', 'read_file', 'view', 'view_file', 'open_file']);
/** A file tool whose `command` says what it does (`str_replace_editor` `view`). */
const COMMAND_FILE_TOOLS = new Set(['str_replace_editor']);
/** No tool name this module knows is longer: a longer one is not lowercased at all. */
const LONGEST_TOOL = 32;
/** Tools that report on a job running beside the agent (DSH's `job_output`, Claude Code's
 *  `BashOutput`, …), lowercased: their answer may change while the agent waits. */
const JOB_TOOLS = new Set(['job_output', 'job_list', 'bashoutput', 'read_output', 'taskoutput', 'task_output']);
/** Whether the tool reports on a job running beside the agent. */
export function isJobTool(tool) {
    return tool.length <= LONGEST_TOOL && JOB_TOOLS.has(tool.toLowerCase());
}
/** Whether the call is a file tool's read of a file. */
export function isFileRead(tool, args) {
    if (FILE_READ_TOOLS.has(tool))
        return true;
    if (COMMAND_FILE_TOOLS.has(tool))
        return args['command'] === 'view';
    if (tool.length > LONGEST_TOOL)
        return false;
    const name = tool.toLowerCase();
    return name !== tool && (FILE_READ_TOOLS.has(name) || (COMMAND_FILE_TOOLS.has(name) && args['command'] === 'view'));
}
/** One command of a shell line: a move, a printer of files (the program table's: `cat`,
 *  `grep`, … — not `tail`, whose job is following a growing file), `sed -n` without
 *  `-i`, or other. */
function readerKind(words) {
    const start = commandStart(words);
    if (start >= words.length)
        return 'other';
    const facts = PROGRAMS.get(commandName(words[start]));
    if (facts?.moves === true)
        return 'move';
    if (facts?.prints === 'always')
        return 'read';
    if (facts?.prints !== 'quiet')
        return 'other';
    let quiet = false;
    let i = start + 1;
    for (; i < words.length; i++) {
        const word = words[i];
        if (word === '-i' || word.startsWith('--in-place') || /^-[a-zA-Z]*i/.test(word))
            return 'other';
        if (word === '-n' || word === '--quiet' || word === '--silent' || /^-[a-zA-Z]*n/.test(word))
            quiet = true;
    }
    countSteps(i - start);
    return quiet ? 'read' : 'other';
}
/** Whether every command of the shell line moves or prints files (`cd /w && sed -n '1,50p'
 *  f.py | grep def`), at least one of them a printer. */
export function readsFilesOnly(segments) {
    let reads = false;
    let i = 0;
    for (; i < segments.length; i++) {
        const kind = readerKind(segments[i]);
        if (kind === 'other')
            break;
        if (kind === 'read')
            reads = true;
    }
    countSteps(i + 1);
    return reads && i === segments.length;
}
/** Whether the shell line sends something to the background: a `&`, or `nohup`, `setsid`
 *  or `disown` as a command. */
export function runsInBackground(tokens, segments) {
    let i = 0;
    for (; i < tokens.length; i++)
        if (tokens[i].op && tokens[i].text === '&')
            break;
    let s = 0;
    if (i === tokens.length)
        for (; s < segments.length && PROGRAMS.get(segments[s][0] ?? '')?.detaches !== true; s++)
            ;
    countSteps(i + s + 1);
    return i < tokens.length || s < segments.length;
}
/** Paths kept per call, and their longest length. */
const MAX_PATHS = 8;
const MAX_PATH_CHARS = 1024;
/** A path as files are compared (withoutDotSlash); a copy (the call's arguments may be
 *  megabytes, and a slice would keep them alive). */
const plainPath = (path) => ownCopy(withoutDotSlash(path));
/** D29: the files a reading call names — a file tool's path argument, or the words of a
 *  shell line that only prints files (its non-option words past each program, `segments`)
 *  —, bounded; empty for any other call. */
export function readPaths(args, segments) {
    const paths = [];
    if (segments === undefined) {
        for (const key of TOOLS.pathKeys) {
            const value = args[key];
            if (typeof value === 'string' && value !== '' && value.length <= MAX_PATH_CHARS)
                paths.push(plainPath(value));
        }
        countSteps(TOOLS.pathKeys.length);
        return paths;
    }
    let steps = 1;
    for (const words of segments) {
        for (let i = commandStart(words) + 1; i < words.length && paths.length < MAX_PATHS; i++) {
            steps++;
            const word = words[i];
            if (!word.startsWith('-') && word.length <= MAX_PATH_CHARS)
                paths.push(plainPath(word));
        }
    }
    countSteps(steps);
    return paths;
}
/** Whether `read` (a path a call reads) and `written` (a file a line wrote) name one file:
 *  the same path, or one is the other under some directory (`/w/out.png`, `out.png`). */
export function samePath(read, written) {
    if (read === written)
        return true;
    // Asked for every regenerated file on every reading check: no pair is built to order them.
    return read.length > written.length ? endsInDirectory(read, written) : endsInDirectory(written, read);
}
/** Whether `long` is `short` under some directory. */
function endsInDirectory(long, short) {
    return long.endsWith(short) && long.charCodeAt(long.length - short.length - 1) === 0x2f /* / */;
}
/** Past this length a shell line is not read again for the files it prints. */
export const MAX_READ_LINE = 32 * 1024;

// Whether a call only reads files, and whether a shell line leaves something running in
// the background. The denial of a same-answer check (design §9.2 D15) tells the model how
// to wait "if you are waiting for something outside"; a read of a file cannot be waiting
// for anything unless something the agent started is still running and may write it
// (lib/messages.ts leaves the advice out then). Messages only: no decision reads this.
// Every loop reports its iterations (lib/work.ts).

import type { Args } from './canonical.js';
import { PROGRAMS } from './programs.js';
import { commandName, commandStart, type Token } from './shell.js';
import { countSteps } from '../work.js';

/** File tools that read: DSH's `read`, and the names other hosts give the same job. */
const FILE_READ_TOOLS: ReadonlySet<string> = new Set(['read', 'read_file', 'view', 'view_file', 'open_file']);
/** A file tool whose `command` says what it does (`str_replace_editor` `view`). */
const COMMAND_FILE_TOOLS: ReadonlySet<string> = new Set(['str_replace_editor']);
/** No tool name this module knows is longer: a longer one is not lowercased at all. */
const LONGEST_TOOL = 32;

/** Whether the call is a file tool's read of a file. */
export function isFileRead(tool: string, args: Args): boolean {
  if (FILE_READ_TOOLS.has(tool)) return true;
  if (COMMAND_FILE_TOOLS.has(tool)) return args['command'] === 'view';
  if (tool.length > LONGEST_TOOL) return false;
  const name = tool.toLowerCase();
  return name !== tool && (FILE_READ_TOOLS.has(name) || (COMMAND_FILE_TOOLS.has(name) && args['command'] === 'view'));
}

/** One command of a shell line: a move, a printer of files (the program table's: `cat`,
 *  `grep`, … — not `tail`, whose job is following a growing file), `sed -n` without
 *  `-i`, or other. */
function readerKind(words: readonly string[]): 'move' | 'read' | 'other' {
  const start = commandStart(words);
  if (start >= words.length) return 'other';
  const facts = PROGRAMS.get(commandName(words[start]!));
  if (facts?.moves === true) return 'move';
  if (facts?.prints === 'always') return 'read';
  if (facts?.prints !== 'quiet') return 'other';
  let quiet = false;
  let i = start + 1;
  for (; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-i' || word.startsWith('--in-place') || /^-[a-zA-Z]*i/.test(word)) return 'other';
    if (word === '-n' || word === '--quiet' || word === '--silent' || /^-[a-zA-Z]*n/.test(word)) quiet = true;
  }
  countSteps(i - start);
  return quiet ? 'read' : 'other';
}

/** Whether every command of the shell line moves or prints files (`cd /w && sed -n '1,50p'
 *  f.py | grep def`), at least one of them a printer. */
export function readsFilesOnly(segments: readonly (readonly string[])[]): boolean {
  let reads = false;
  let i = 0;
  for (; i < segments.length; i++) {
    const kind = readerKind(segments[i]!);
    if (kind === 'other') break;
    if (kind === 'read') reads = true;
  }
  countSteps(i + 1);
  return reads && i === segments.length;
}

/** Whether the shell line sends something to the background: a `&`, or `nohup`, `setsid`
 *  or `disown` as a command. */
export function runsInBackground(tokens: readonly Token[], segments: readonly (readonly string[])[]): boolean {
  let i = 0;
  for (; i < tokens.length; i++) if (tokens[i]!.op && tokens[i]!.text === '&') break;
  let s = 0;
  if (i === tokens.length) for (; s < segments.length && PROGRAMS.get(segments[s]![0] ?? '')?.detaches !== true; s++);
  countSteps(i + s + 1);
  return i < tokens.length || s < segments.length;
}

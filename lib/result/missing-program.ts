// What a shell call's result says about a program the shell could not find (design §9.3
// D20): the shells' and harnesses' own words for it — `bash: line 1: foo: command not
// found`, `sh: 1: foo: not found`, zsh's and fish's forms, PowerShell's "is not
// recognized", an exit status of 127, or a result that is nothing but a spawn failure
// (`No such file or directory (os error 2)`, `spawn foo ENOENT`). A program's own
// complaint about a file it was given (`cat: x: No such file or directory`, `rg: x: No
// such file or directory (os error 2)`) is not one: the program ran.
//
// Only a short result is read (such a failure is a line or two): a result longer than
// MISSING_READ characters, or of more than a few blocks, is not looked at.

import { countSteps } from '../work.js';

/** Characters of a result read for a missing program. */
export const MISSING_READ = 2048;
/** Content blocks read. */
const MISSING_BLOCKS = 8;
/** Longest program name taken from a message. */
const NAME_CHARS = 256;

/** The result's text when it is short enough to read (blocks joined by newlines, as
 *  design §8.3 reads them), else undefined. */
function shortText(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const blocks: readonly unknown[] = content;
  if (blocks.length > MISSING_BLOCKS) return undefined;
  let text: string | undefined = '';
  let i = 0;
  for (; i < blocks.length && text !== undefined; i++) {
    const block = blocks[i];
    const value = typeof block === 'object' && block !== null ? (block as { text?: unknown }).text : undefined;
    if (typeof value !== 'string' || value === '') continue;
    text = text.length + value.length > MISSING_READ ? undefined : text === '' ? value : `${text}\n${value}`;
  }
  countSteps(i + 1);
  return text;
}

/** A program name as a message gives it: one word, not too long. */
function nameOf(word: string): string | undefined {
  const name = word.trim();
  if (name === '' || name.length > NAME_CHARS || /\s/.test(name)) return undefined;
  return name.slice(name.lastIndexOf('/') + 1).toLowerCase();
}

/** The text between the first pair of quotes (`'…'`, `"…"` or `‘…’`) after `from`. */
function quoted(line: string, from: number): string | undefined {
  for (let i = from; i < line.length; i++) {
    const open = line[i]!;
    if (open !== "'" && open !== '"' && open !== '‘') continue;
    const end = line.indexOf(open === '‘' ? '’' : open, i + 1);
    countSteps(i - from + 1);
    return end < 0 ? undefined : line.slice(i + 1, end);
  }
  countSteps(line.length - from + 1);
  return undefined;
}

const SHELLS: ReadonlySet<string> = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash', 'busybox']);

/** The program one line of output says could not be found, '' when it says so without a
 *  name (an exit status of 127), or undefined. */
function missingIn(line: string): string | undefined {
  // `bash: foo: command not found`, `bash: line 1: foo: command not found`, `sudo: foo: command not found`
  if (line.endsWith(': command not found')) {
    const head = line.slice(0, line.length - ': command not found'.length);
    const colon = head.lastIndexOf(': ');
    return colon < 0 ? undefined : nameOf(head.slice(colon + 2));
  }
  // `zsh: command not found: foo`
  const zsh = line.indexOf(': command not found: ');
  if (zsh >= 0) return nameOf(line.slice(zsh + ': command not found: '.length));
  // `sh: 1: foo: not found` (dash): a shell, a line number, the name
  if (line.endsWith(': not found')) {
    const parts = line.slice(0, line.length - ': not found'.length).split(': ');
    countSteps(parts.length);
    const shell = parts[0] === undefined ? '' : parts[0].slice(parts[0].lastIndexOf('/') + 1);
    return parts.length === 3 && SHELLS.has(shell) && /^\d{1,9}$/.test(parts[1]!) ? nameOf(parts[2]!) : undefined;
  }
  // `fish: Unknown command: foo`
  if (line.startsWith('fish: Unknown command: ')) return nameOf(line.slice('fish: Unknown command: '.length));
  // `Command 'rg' not found, but can be installed with:` (Debian's command-not-found)
  if (line.startsWith('Command ') && line.includes(' not found')) return nameOf(quoted(line, 8) ?? '');
  // PowerShell: `The term 'foo' is not recognized as a name of a cmdlet, function, …`
  const term = line.indexOf('The term ');
  if (term >= 0 && line.includes('is not recognized as')) return nameOf(quoted(line, term + 9) ?? '');
  if (line === '<returncode>127</returncode>' || EXIT_127.test(line)) return '';
  return undefined;
}

/** An exit status of 127 on a line of its own: `exit code: 127`, `Exit status 127`,
 *  `[exit code 127]`, `Process exited with code 127`. */
const EXIT_127 = /^\W{0,2}(?:process |command )?(?:exit(?:ed with)?[ _]?(?:code|status)|return ?code)\W{0,3}127\W{0,2}$/i;
/** A result that is nothing but a failure to start the program. */
const SPAWN_FAILED = /^(?:error: |exec(?:ution)? error: |failed to spawn[^:\n]{0,80}: )?no such file or directory \(os error 2\)$/i;
const SPAWN_ENOENT = /^(?:error: )?spawn (\S{1,256}) ENOENT$/i;

/** Words every form above contains: a result with none of them is not read line by line. */
const MARKS: readonly string[] = ['not found', 'ENOENT', 'os error 2', '127', 'not recognized', 'Unknown command'];

function mentionsMissing(text: string): boolean {
  let i = 0;
  while (i < MARKS.length && !text.includes(MARKS[i]!)) i++;
  countSteps(i + 1);
  return i < MARKS.length;
}

/** D20: the program the result of a shell call says could not be found — its name (the
 *  basename, lowercased), '' when the result says the call's own program could not be
 *  run without naming it — or undefined when it says nothing of the kind. */
export function missingProgram(content: unknown): string | undefined {
  const text = shortText(content);
  if (text === undefined || !mentionsMissing(text)) return undefined;
  const whole = text.trim();
  if (SPAWN_FAILED.test(whole)) return '';
  const spawned = SPAWN_ENOENT.exec(whole);
  if (spawned !== null) return nameOf(spawned[1]!) ?? '';
  let unnamed = false;
  let start = 0;
  let lines = 0;
  while (start <= text.length) {
    lines++;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).trim();
    const found = line === '' ? undefined : missingIn(line);
    if (found !== undefined && found !== '') {
      countSteps(lines);
      return found;
    }
    if (found === '') unnamed = true;
    if (end < 0) break;
    start = end + 1;
  }
  countSteps(lines);
  return unnamed ? '' : undefined;
}

// Shell command shapes for the linear-work checks: a unit of words repeated until the
// command has a given size, and every function of lib/call/ that walks the words of a
// command, each run on its own input so the steps counted are its own. Shared by
// test/bounded-work.test.ts and scripts/explore-shell-shapes.ts.
import { isShellChange } from '../../lib/call/change.js';
import { UrlFolder, sinkOf, strippedCommand } from '../../lib/call/command.js';
import { urlSpans } from '../../lib/call/url-spans.js';
import { fetchedRequests } from '../../lib/call/request.js';
import { readCommands } from '../../lib/call/commands.js';
import { Fingerprinter } from '../../lib/call/fingerprint.js';
import { doesNothing, firstProgram } from '../../lib/call/noop.js';
import { commandStart, commandWords, tokenize, verbOf, type Token } from '../../lib/call/shell.js';
import { shellWait } from '../../lib/call/waits.js';
import { resolveConfig } from '../../lib/config.js';

/** Words the readers treat specially: wrappers, sink verbs and redirections, separators,
 *  heredocs, the verbs of the change rules and their options, URLs, quotes, assignments. */
export const VOCABULARY: readonly string[] = [
  'env', 'sudo', 'doas', 'command', 'exec', 'nohup', 'nice', 'time', 'timeout', 'xargs', '5', '1.5s', '-u', 'root', '-s', 'KILL', '--', '-n',
  'sleep', '30', '1m', 'Start-Sleep', 'true', ':', 'echo', 'printf', '""', 'cd', '-Seconds', '1e400', 'tee', '-a', 'dd', 'of=x', 'if=y', 'cp', 'mv', 'rm', 'install', '--dry-run', '>', '>>', '2>&1', '>&2', '&>', '<', '/dev/null', '-', 'out.txt', './a',
  '-o', '--output=x', '-O', 'x', '|', '&&', '||', ';', '\n', '&', '<<', 'EOF', '<<-EOF',
  'git', '-C', 'commit', 'stash', 'list', 'tar', '-xf', 'xvf', '--extract', 'sed', '-i', '-e', 'perl', '-pi', 'gzip', '-c',
  'pip', 'python', 'python3.11', '-m', 'venv', 'npm', 'uv', 'go', 'mod', 'tidy', 'apt-get', 'yarn', 'setup.py',
  'curl', 'wget', 'http://a.com/x', 'https://b.io/p?utm_source=1&q=2', 'http://http://', '-sSfL', '--max-time', '-m5', '-A',
  "'a b'", '"c\\"d"', '\\ ', 'A=1', 'ls', '.',
  '0.001', '{', '}', 'while', 'do', 'done', '(x)', '!',
];

/** How many units make a command of about `size` characters. */
export const unitsFor = (unit: string, size: number): number => Math.max(1, Math.ceil(size / unit.length));

/** A unit of 1 to `most` vocabulary words (with their separating blank), from `random`
 *  (a function returning numbers in [0, 1)). */
export function randomUnit(random: () => number, most = 6): string {
  const count = 1 + Math.floor(random() * most);
  let unit = '';
  for (let i = 0; i < count; i++) unit += `${VOCABULARY[Math.floor(random() * VOCABULARY.length)]!} `;
  return unit;
}

const defaults = resolveConfig(undefined);
const legacy = resolveConfig({ progress: false });

/** Every function that walks a command's words, fed what it reads (the tokens, the words
 *  of each command, …) prepared outside the measured call. */
export const WORD_WALKERS: Readonly<Record<string, (command: string) => () => unknown>> = {
  tokenize: (command) => () => tokenize(command),
  commandWords: (command) => {
    const tokens = tokenize(command);
    return () => commandWords(tokens);
  },
  'commandStart (all words as one command)': (command) => {
    const words = tokenize(command)
      .filter((token) => !token.op)
      .map((token) => token.text);
    return () => commandStart(words);
  },
  'verbOf (each command)': (command) => {
    const segments = commandWords(tokenize(command));
    return () => segments.map(verbOf);
  },
  'urlSpans (each word)': (command) => {
    const words = wordsOf(tokenize(command));
    return () => words.map((word) => urlSpans(word).length);
  },
  readCommands: (command) => {
    const tokens = tokenize(command);
    return () => readCommands(tokens);
  },
  strippedCommand: (command) => {
    const tokens = tokenize(command);
    const commands = readCommands(tokens);
    return () => strippedCommand(tokens, commands, new UrlFolder(new Map()), true);
  },
  'fetchedRequests (D30)': (command) => {
    const tokens = tokenize(command);
    const commands = readCommands(tokens);
    return () => fetchedRequests(commands, new UrlFolder(new Map()), tokens);
  },
  sinkOf: (command) => {
    const commands = readCommands(tokenize(command));
    return () => sinkOf(commands);
  },
  isShellChange: (command) => {
    const tokens = tokenize(command);
    return () => isShellChange(tokens);
  },
  'doesNothing (D20)': (command) => {
    const tokens = tokenize(command);
    return () => doesNothing(tokens);
  },
  'firstProgram (D20)': (command) => {
    const segments = commandWords(tokenize(command));
    return () => firstProgram(segments);
  },
  'shellWait (sh and pwsh)': (command) => {
    const tokens = tokenize(command);
    return () => shellWait(tokens, 1_800_000);
  },
  'the guard’s fingerprints (bash)': (command) => {
    const printer = new Fingerprinter(defaults);
    return () => printer.print('bash', { command }).fingerprints.length;
  },
  'the guard’s fingerprints (bash, progress: false)': (command) => {
    const printer = new Fingerprinter(legacy);
    return () => printer.print('bash', { command }).fingerprints.length;
  },
};

function wordsOf(tokens: readonly Token[]): string[] {
  return tokens.filter((token) => !token.op).map((token) => token.text);
}

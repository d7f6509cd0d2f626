// The command line: `replay <file>` and its options, `check <file>`, `config <file>
// key=value…` and `help`. node:util tokenizes it; the checks and their one-line messages
// are ours, so an unknown option or command gets a did-you-mean like an unknown config key.

import { parseArgs } from 'node:util';
import { closestName } from '../../lib/suggest.js';
import { UsageError } from '../errors.js';
import { DEFAULT_LIMITS, formatBytes } from './limits.js';

export const PROGRAM = 'dsh-repeat-tool-breaker';

/** The second line of every usage error. */
export const USAGE_HINT = `Run '${PROGRAM} --help' for usage.`;

/** The exit statuses, one place for the help text, README and the code that returns them. */
export const EXIT = {
  /** Replayed (denials are not errors), or help/version printed. */
  ok: 0,
  /** `--fail-on-denied` and at least one call would not have run. */
  denied: 1,
  /** Bad command line or config, a named path that does not exist, nothing to replay; and
   *  under `--fail-on-denied` a log that could not be read or parsed. */
  usage: 2,
  /** stdout or stderr could not be written (disk full, I/O error, stderr closed). */
  write: 3,
  /** A bug in the CLI: a report on stderr with the stack. Never 1, so a gate cannot
   *  mistake a crash for a denial. */
  internal: 70,
} as const;

export const USAGE = `Usage: ${PROGRAM} replay <file or directory>... [options]
       ${PROGRAM} check <cordis.patch.yml>
       ${PROGRAM} config <cordis.patch.yml> <key>=<value>...
       ${PROGRAM} help

replay: replays recorded agent sessions through the repeat-tool-breaker plugin, with the
same code the DSH host runs, and shows what it would allow, deny or ask about.
Nothing is executed: an allowed call "returns" the result recorded for it.

<file>        a DSH session log, session.jsonl or session.jsonl.zstd; or a trajectory
              JSONL with one object per line:
                {"agent"?: "a", "tool": "bash", "arguments"?: {...}, "result"?: "...", "isError"?: false}
                {"agent"?: "a", "user": "..."}   a human message: the agent starts over
              Lines without "agent" belong to agent "main"; every agent has its own budget.
<directory>   every *.jsonl and *.jsonl.zstd below it, in time order (the session's
              start from its log, else the file's modification time)
-             standard input
              Each file is its own session. A file that cannot be read is reported on
              stderr and skipped (under --fail-on-denied the run then exits 2); after
              several files a total line follows.

Options:
  --config <json|file>  plugin config, the keys of the profile row's config:
                        inline JSON starting with "{", or a JSON or YAML file
                        (YAML: the row's config:, the row, or a cordis.patch.yml);
                        a config in mode "observe" is replayed as enforcing
  --approve             approve every ask (default: headless, asks are declined)
  --only-denied         list only the calls that did not run (DENIED, declined ASK)
  --fail-on-denied      exit 1 when a call would not have run: DENIED, or an
                        ASK declined (with --approve only denials count); exit 2
                        when a log cannot be read or has a line that is not a
                        call or a message (file:line on stderr), as a linter
                        fails on a parse error, and when no call was replayed
  --json                JSON Lines: per file {"type":"call",...} per call and a
                        {"type":"summary",...}; then one {"type":"total",...}
  --messages            under each call that did not run, the text the model
                        read instead of a result (--json always carries it)
  --color, --no-color   colour the table or not; default: colour when stdout is
                        a terminal, NO_COLOR and FORCE_COLOR honoured (NO_COLOR
                        wins); --json is never coloured
  -h, --help, help      show this help
  -v, -V, --version     print the version

The table fits the terminal's width (COLUMNS, if set, wins); piped to a file or
a program without COLUMNS it keeps its full width. When stderr is a terminal,
the replay shows its progress there ([n/files] name), cleared when it ends.

The "change" column marks calls that counted as a change of the agent's world:
"opened" = a new change that ran and succeeded, after which a check (a test run,
a status query) counts afresh; "re-run:" notes say which check that let through.

Limits: a file may hold at most ${formatBytes(DEFAULT_LIMITS.inputBytes)} (and decompress to at most ${formatBytes(DEFAULT_LIMITS.decompressedBytes)}), a line
at most ${formatBytes(DEFAULT_LIMITS.lineBytes)}; past a limit the file is refused with a message naming it.

check: reads a profile's cordis.patch.yml as dsh reads it and prints the config
the plugin runs with (every key, the defaults filled in), or says that a row
disables it. A YAML error (line:column), a file dsh refuses to start with, or a
config the plugin refuses is one line on stderr, and exit ${EXIT.usage}.

config: sets keys of the plugin's row config in a profile's cordis.patch.yml:
  <key>=<value>         a config key, or <map>.<entry> for ignoreArgs, hostAliases
                        and limits: limits.exact=3 mode=observe
                        'ignoreArgs.bash=[description, reason]'
                        the value is read as YAML: 3, null, true, [a, b], '3'
  The file is read and the new config validated first; then the file is replaced
  in one step (a temporary file renamed over it), so a running dsh web reloads it.
  It replaces a fresh profile's [] with the row, keeps every other row and comment
  byte for byte, and rewrites only the row's config: block. Runs wait for each
  other; the file keeps its owner, group and mode. A rejected value, a read-only
  file, one with hard links, or a config: block with an anchor or alias writes
  nothing (exit ${EXIT.usage}).

Exit status:
  ${EXIT.ok}   replayed (denials are not errors unless --fail-on-denied); check: dsh
      reads the file and the plugin its config; config: written (or unchanged); also when
      the program reading stdout stops early (\`| head\`): the replay stops
      quietly (under --fail-on-denied it goes on, unprinted, to its status)
  ${EXIT.denied}   --fail-on-denied: a call would not have run
  ${EXIT.usage}   bad command line or config, a named path that does not exist, no
      file could be replayed (nothing is printed on stdout for a file that is
      refused), or under --fail-on-denied a log that could not be read or no
      call replayed at all;
      check, config: a file dsh or the plugin would refuse (config writes nothing)
  ${EXIT.write}   stdout or stderr could not be written (disk full, I/O error, stderr
      closed): the replay stops with one line on the stream that still works
  ${EXIT.internal}  internal error (a bug: please report it with the line printed)`;

export interface ReplayArgs {
  readonly command: 'replay';
  /** Files and directories, as given. */
  readonly paths: readonly string[];
  readonly config: string | undefined;
  readonly approve: boolean;
  readonly onlyDenied: boolean;
  readonly failOnDenied: boolean;
  readonly json: boolean;
  /** `--messages`: the model's text under each call that did not run (the table). */
  readonly messages: boolean;
  /** `--color` / `--no-color`, the last one given; undefined: decided by the environment. */
  readonly color: boolean | undefined;
}

export interface CheckArgs {
  readonly command: 'check';
  readonly file: string;
}

export interface ConfigArgs {
  readonly command: 'config';
  readonly file: string;
  /** `key=value`, as given. */
  readonly assignments: readonly string[];
}

export type Args = ReplayArgs | CheckArgs | ConfigArgs | { readonly command: 'help' } | { readonly command: 'version' };

/** The commands, for messages and did-you-mean. */
const COMMANDS = ['replay', 'check', 'config', 'help'] as const;

const OPTIONS = {
  config: { type: 'string' },
  approve: { type: 'boolean' },
  'only-denied': { type: 'boolean' },
  'fail-on-denied': { type: 'boolean' },
  json: { type: 'boolean' },
  messages: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
  v: { type: 'boolean' },
} as const;

/** Options that only `replay` reads. */
const REPLAY_ONLY = new Set(['config', 'approve', 'only-denied', 'fail-on-denied', 'json', 'messages', 'color', 'no-color']);

/** The long option names a typo is compared with (`-v` is only a short alias). */
const LONG_NAMES = Object.keys(OPTIONS).filter((name) => name.length > 1);

const quoted = (text: string): string => `'${text}'`;

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];
type OptionToken = Extract<Token, { kind: 'option' }>;

/** @throws UsageError for an option the CLI does not have, or one used with the wrong kind of value. */
function checkOption(token: OptionToken): void {
  const { name, rawName } = token;
  const spec = (OPTIONS as Readonly<Record<string, { type: 'string' | 'boolean' }>>)[name];
  // parseArgs maps a short flag to its long name; `-v` has no long one, so `--v` is not an option.
  if (spec === undefined || (name === 'v' && rawName !== '-v')) {
    const suggestion = rawName.startsWith('--') ? closestName(name, LONG_NAMES) : undefined;
    const hint = suggestion === undefined ? '' : `; did you mean ${quoted(`--${suggestion}`)}?`;
    throw new UsageError(`unknown option ${quoted(rawName)}${hint}`);
  }
  if (spec.type === 'boolean' && token.value !== undefined) throw new UsageError(`option ${quoted(rawName)} takes no value`);
  // `--config --json` is a forgotten value, not a config file named "--json" (write `--config=--json` for that).
  if (spec.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))) {
    throw new UsageError(`option ${quoted(rawName)} needs a value`);
  }
}

/** @throws UsageError for a command line the CLI cannot run, with a one-line message. */
export function parseCommandLine(argv: readonly string[]): Args {
  const { values, positionals, tokens } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: false,
    tokens: true,
    options: OPTIONS,
  });
  let color: boolean | undefined;
  const options: OptionToken[] = [];
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    checkOption(token);
    options.push(token);
    if (token.name === 'color') color = true;
    if (token.name === 'no-color') color = false;
  }
  if (values.help === true) return { command: 'help' };
  if (values.version === true || values.v === true) return { command: 'version' };
  const [command, ...paths] = positionals;
  const commands = COMMANDS.map(quoted).join(', ');
  if (command === undefined) throw new UsageError(`missing command (one of ${commands})`);
  if (command === 'help') return { command: 'help' };
  if (command !== 'replay' && command !== 'check' && command !== 'config') {
    const near = closestName(command, COMMANDS);
    throw new UsageError(`unknown command ${JSON.stringify(command)} (one of ${commands})${near === undefined ? '' : `; did you mean ${quoted(near)}?`}`);
  }
  const configs = options.filter((token) => token.name === 'config');
  // Last-wins would replay with a config other than the one the reader of the command line sees.
  if (configs.length > 1) throw new UsageError(`option '--config' is given ${configs.length} times; give one config (a patch file holds all its rows)`);
  if (command !== 'replay') {
    const foreign = options.find((token) => REPLAY_ONLY.has(token.name));
    if (foreign !== undefined) throw new UsageError(`${command}: option ${quoted(foreign.rawName)} is an option of replay`);
    const [file, ...rest] = paths;
    if (file === undefined) throw new UsageError(`${command}: missing <cordis.patch.yml>`);
    if (command === 'check') {
      if (rest.length > 0) throw new UsageError(`check: one file at a time (got ${JSON.stringify(rest[0])} after ${JSON.stringify(file)})`);
      return { command, file };
    }
    if (rest.length === 0) throw new UsageError(`config: give at least one <key>=<value> (${quoted(`${PROGRAM} check ${file}`)} shows the config)`);
    return { command, file, assignments: rest };
  }
  if (paths.length === 0) throw new UsageError('replay: missing <file or directory>');
  return {
    command: 'replay',
    paths,
    config: typeof values.config === 'string' ? values.config : undefined,
    approve: values.approve === true,
    onlyDenied: values['only-denied'] === true,
    failOnDenied: values['fail-on-denied'] === true,
    json: values.json === true,
    messages: values.messages === true,
    color,
  };
}

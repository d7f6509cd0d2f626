// The command line: `replay <file>` and its options, `check <file>`, `config <file>
// key=value…` and `help` (the texts are in help.ts). node:util tokenizes it; the checks and their one-line messages
// are ours, so an unknown option or command gets a did-you-mean like an unknown config key.

import { parseArgs } from 'node:util';
import { closestName } from '../../lib/suggest.js';
import { UsageError } from '../errors.js';

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

export interface ReplayArgs {
  readonly command: 'replay';
  /** Files and directories, as given. */
  readonly paths: readonly string[];
  readonly config: string | undefined;
  /** `--profile <name>`: the config of that dsh profile (its patch file, with its bundle layers). */
  readonly profile: string | undefined;
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

export interface HelpArgs {
  readonly command: 'help';
  /** `check --help`, `help check`: that command's own help; undefined: the whole help. */
  readonly topic: 'replay' | 'check' | 'config' | undefined;
}

export type Args = ReplayArgs | CheckArgs | ConfigArgs | HelpArgs | { readonly command: 'version' };

/** The commands, for messages and did-you-mean. */
const COMMANDS = ['replay', 'check', 'config', 'help'] as const;

const OPTIONS = {
  config: { type: 'string' },
  profile: { type: 'string' },
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
const REPLAY_ONLY = new Set(['config', 'profile', 'approve', 'only-denied', 'fail-on-denied', 'json', 'messages', 'color', 'no-color']);

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

/** The tokens of option `--name` in `options`.
 *  @throws UsageError when it is given more than once (`instead` says what to give). */
function givenOnce(options: readonly OptionToken[], name: string, instead: string): OptionToken[] {
  const given = options.filter((token) => token.name === name);
  if (given.length > 1) throw new UsageError(`option ${quoted(`--${name}`)} is given ${given.length} times; ${instead}`);
  return given;
}

/** The command whose own help `name` asks for (`check --help`, `help check`). */
function helpTopic(name: string | undefined): HelpArgs['topic'] {
  return name === 'replay' || name === 'check' || name === 'config' ? name : undefined;
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
  const [command, ...paths] = positionals;
  if (values.help === true) return { command: 'help', topic: helpTopic(command) };
  if (values.version === true || values.v === true) return { command: 'version' };
  const commands = COMMANDS.map(quoted).join(', ');
  if (command === undefined) throw new UsageError(`missing command (one of ${commands})`);
  if (command === 'help') return { command: 'help', topic: helpTopic(paths[0]) };
  if (command !== 'replay' && command !== 'check' && command !== 'config') {
    const near = closestName(command, COMMANDS);
    throw new UsageError(`unknown command ${JSON.stringify(command)} (one of ${commands})${near === undefined ? '' : `; did you mean ${quoted(near)}?`}`);
  }
  // Last-wins would replay with a config other than the one the reader of the command line sees.
  const configs = givenOnce(options, 'config', 'give one config (a patch file holds all its rows)');
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
  givenOnce(options, 'profile', 'give one profile');
  const profile = typeof values.profile === 'string' ? values.profile : undefined;
  if (profile !== undefined && configs.length > 0) {
    throw new UsageError("replay: give '--config' or '--profile', not both (a profile's config is its patch file's)");
  }
  if (profile !== undefined && (profile === '' || profile === '.' || profile === '..' || /[/\\]/.test(profile))) {
    throw new UsageError(`replay: --profile takes a profile's name (a folder under $DSH_HOME/profiles), not a path (got ${JSON.stringify(profile)}; give a patch file with --config)`);
  }
  return {
    command: 'replay',
    paths,
    config: typeof values.config === 'string' ? values.config : undefined,
    profile,
    approve: values.approve === true,
    onlyDenied: values['only-denied'] === true,
    failOnDenied: values['fail-on-denied'] === true,
    json: values.json === true,
    messages: values.messages === true,
    color,
  };
}

// The command line: `replay <file>` and its options, parsed with node:util.

import { parseArgs } from 'node:util';
import { errorMessage } from '../../lib/values.js';
import { UsageError } from '../errors.js';
import { DEFAULT_LIMITS, formatBytes } from './limits.js';

export const PROGRAM = 'dsh-repeat-tool-breaker';

export const USAGE = `Usage: ${PROGRAM} replay <file or directory>... [options]

Replays recorded agent sessions through the repeat-tool-breaker plugin, with the
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
              stderr and skipped; after several files a total line follows.

Options:
  --config <json|file>  plugin config, the keys of the profile row's config:
                        inline JSON starting with "{", or a JSON or YAML file
                        (YAML: the row's config:, the row, or a cordis.patch.yml)
  --approve             approve every ask (default: headless, asks are declined)
  --only-denied         list only the calls that did not run (DENIED, declined ASK)
  --json                JSON Lines: per file {"type":"call",...} per call and a
                        {"type":"summary",...}; then one {"type":"total",...}
  -h, --help            show this help
  -V, --version         print the version

The "change" column marks calls that counted as a change of the agent's world:
"opened" = a new change that ran and succeeded, after which a check (a test run,
a status query) counts afresh; "re-run:" notes say which check that let through.

Limits: a file may hold at most ${formatBytes(DEFAULT_LIMITS.inputBytes)} (and decompress to at most ${formatBytes(DEFAULT_LIMITS.decompressedBytes)}), a line
at most ${formatBytes(DEFAULT_LIMITS.lineBytes)}; past a limit the file is refused with a message naming it.

Exit status: 0 when something was replayed (denials are not errors); 2 for a bad
command line or config, a named path that does not exist, or when no file could be
replayed (nothing is printed on stdout for a file that is refused).`;

export interface ReplayArgs {
  readonly command: 'replay';
  /** Files and directories, as given. */
  readonly paths: readonly string[];
  readonly config: string | undefined;
  readonly approve: boolean;
  readonly onlyDenied: boolean;
  readonly json: boolean;
}

export type Args = ReplayArgs | { readonly command: 'help' } | { readonly command: 'version' };

export function parseCommandLine(argv: readonly string[]): Args {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        config: { type: 'string' },
        approve: { type: 'boolean' },
        'only-denied': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'V' },
      },
    });
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { command: 'help' };
  if (values.version === true) return { command: 'version' };
  const [command, ...paths] = positionals;
  if (command === undefined) throw new UsageError('missing command (the only one is `replay`)');
  if (command !== 'replay') throw new UsageError(`unknown command ${JSON.stringify(command)} (the only one is \`replay\`)`);
  if (paths.length === 0) throw new UsageError('replay: missing <file or directory>');
  return {
    command: 'replay',
    paths,
    config: values.config,
    approve: values.approve === true,
    onlyDenied: values['only-denied'] === true,
    json: values.json === true,
  };
}

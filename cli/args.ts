// The command line: `replay <file>` and its options, parsed with node:util.

import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';

export const PROGRAM = 'dsh-repeat-tool-breaker';

export const USAGE = `Usage: ${PROGRAM} replay <file> [options]

Replays a recorded agent session through the repeat-tool-breaker plugin, with the
same code the DSH host runs, and shows what it would allow, deny or ask about.
Nothing is executed: an allowed call "returns" the result recorded for it.

<file>   a DSH session log, session.jsonl or session.jsonl.zstd; or a trajectory
         JSONL with one object per line:
           {"agent"?: "a", "tool": "bash", "arguments"?: {...}, "result"?: "...", "isError"?: false}
           {"agent"?: "a", "user": "..."}        a human message: the agent starts over
         Lines without "agent" belong to agent "main"; every agent has its own budget.

Options:
  --config <json|file>  plugin config, the keys of the profile row's config:
                        inline JSON starting with "{", or a JSON file
  --approve             approve every ask (default: headless, asks are declined)
  --only-denied         list only the calls that did not run (DENIED, declined ASK)
  --json                JSON Lines: {"type":"call",...} per call, then {"type":"summary",...}
  -h, --help            show this help
  -V, --version         print the version

Exit status: 0 when the replay ran (denials are not errors); 2 for a bad command
line, config or input file (nothing is printed on stdout then).`;

export interface ReplayArgs {
  readonly command: 'replay';
  readonly file: string;
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
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { command: 'help' };
  if (values.version === true) return { command: 'version' };
  const [command, file, ...extra] = positionals;
  if (command === undefined) throw new UsageError('missing command (the only one is `replay`)');
  if (command !== 'replay') throw new UsageError(`unknown command ${JSON.stringify(command)} (the only one is \`replay\`)`);
  if (file === undefined) throw new UsageError('replay: missing <file>');
  if (extra.length > 0) throw new UsageError(`replay: one file at a time (unexpected ${JSON.stringify(extra[0])})`);
  return {
    command: 'replay',
    file,
    config: values.config,
    approve: values.approve === true,
    onlyDenied: values['only-denied'] === true,
    json: values.json === true,
  };
}

// The CLI on a process's streams and environment: what the terminal and the environment
// say (colour, width, whether stderr shows progress) is read here once, and an error the
// CLI did not expect becomes one report and EXIT.internal. main.ts hands it the real
// process; the tests hand it streams of their own, so most of them run the CLI as it is
// wired without starting a process (test/helpers/cli.ts).
import { errorDetail } from '../lib/values.js';
import { EXIT, PROGRAM } from './input/args.js';
import { colorFromEnv } from './output/color.js';
import { tableWidth } from './output/layout.js';
import { processStreams } from './output/streams.js';
import { escapeControls } from './output/terminal.js';
import { dshHome } from './input/dsh-home.js';
import { run } from './run.js';
/** Runs the CLI with `argv` (the arguments after the program) on `proc`'s streams;
 *  resolves to the exit status, EXIT.internal for an error the CLI did not expect. */
export async function runProcess(argv, proc) {
    const { stdout, stderr, env } = proc;
    const streams = processStreams(stdout, stderr);
    try {
        return await run(argv, {
            ...streams,
            color: colorFromEnv(env, stdout.isTTY === true),
            width: tableWidth(env, stdout.isTTY === true ? stdout.columns : undefined),
            dshHome: dshHome(env),
            ...(stderr.isTTY === true ? { progress: { columns: stderr.columns } } : {}),
        });
    }
    catch (error) {
        // A stack is several lines; each is made terminal-safe on its own.
        const lines = errorDetail(error).split('\n').map(escapeControls);
        streams.stderr(`${PROGRAM}: internal error: ${lines.join('\n')}\n`);
        return EXIT.internal;
    }
}

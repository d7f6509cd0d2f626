// The whole command, minus process wiring: parse, load config, read and replay the
// input, then print. Everything that can fail on bad input fails before the first
// byte reaches stdout.
import { PROGRAM, USAGE, parseCommandLine } from './args.js';
import { loadConfig } from './config-arg.js';
import { InputError, UsageError } from './errors.js';
import { readLog } from './read-log.js';
import { renderJson } from './render-json.js';
import { renderTable } from './render-table.js';
import { replay } from './replay.js';
import { summarize } from './summary.js';
import { packageVersion } from './version.js';
async function replayCommand(args, io) {
    const config = loadConfig(args.config, (line) => io.stderr(`${line}\n`));
    const log = readLog(args.file);
    const rows = await replay(log.events, { config, approve: args.approve });
    const summary = summarize(rows);
    if (args.json) {
        const header = { file: args.file, format: log.format, compressed: log.compressed, approve: args.approve };
        io.stdout(renderJson(rows, summary, header, args.onlyDenied));
        return;
    }
    const format = `${log.format === 'dsh-session' ? 'DSH session log' : 'trajectory'}${log.compressed ? ', zstd' : ''}`;
    const asks = args.approve ? 'asks approved' : 'headless: asks declined';
    const title = `${PROGRAM} replay ${args.file} (${format}; config: ${args.config === undefined ? 'defaults' : 'custom'}; ${asks})`;
    io.stdout(renderTable(rows, summary, { color: io.color, onlyDenied: args.onlyDenied, title }));
}
/** Runs the CLI; resolves to the exit status. */
export async function run(argv, io) {
    try {
        const args = parseCommandLine(argv);
        if (args.command === 'help')
            io.stdout(`${USAGE}\n`);
        else if (args.command === 'version')
            io.stdout(`${PROGRAM} ${packageVersion()}\n`);
        else
            await replayCommand(args, io);
        return 0;
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr(`${PROGRAM}: ${error.message}\n\n${USAGE}\n`);
            return 2;
        }
        if (error instanceof InputError) {
            io.stderr(`${error.message}\n`);
            return 2;
        }
        throw error;
    }
}

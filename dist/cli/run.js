// The CLI as a function: command line in, output through `io`, exit status out.
// The data's way through it: input/ (paths → files → events) → replay/ (the plugin on
// the host simulator) → output/ (table or JSON Lines, written row by row).
import { stat } from 'node:fs/promises';
import { ConfigError } from '../index.js';
import { errorMessage } from '../lib/values.js';
import { InputError, UsageError } from './errors.js';
import { parseCommandLine, PROGRAM, USAGE } from './input/args.js';
import { loadConfig } from './input/config-arg.js';
import { expandPaths } from './input/files.js';
import { DEFAULT_LIMITS } from './input/limits.js';
import { checkLog, openLog } from './input/read-log.js';
import { Output } from './output/output.js';
import { JsonRenderer } from './output/render-json.js';
import { TableRenderer } from './output/render-table.js';
import { Tally, Totals } from './output/summary.js';
import { escapeControls } from './output/terminal.js';
import { replayEvents } from './replay/replay.js';
import { packageVersion } from './version.js';
/** Error lines are cut here: a message may quote a value from the input. */
const MAX_MESSAGE_CHARS = 2000;
/** One line on stderr, terminal-safe (a newline in a file name cannot start a new line). */
function report(io, message) {
    const line = escapeControls(message);
    io.stderr(`${line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS)}…` : line}\n`);
}
/** Whether `file` can be read twice (a pipe or a device cannot). */
async function isRegularFile(file) {
    try {
        return (await stat(file)).isFile();
    }
    catch {
        return false;
    }
}
/**
 * Replays one file, writing its rows as they are decided. A regular file is read through
 * once without replaying first, so a bad line late in it is reported before anything of
 * it is printed; a pipe can only be read once, and is replayed as it is checked.
 * @throws InputError for an unreadable or malformed file.
 */
async function replayFile(file, run) {
    const { args, out, table, json, limits } = run;
    if (await isRegularFile(file)) {
        await checkLog(file, limits);
    }
    const log = await openLog(file, limits);
    const tally = new Tally();
    if (table !== undefined) {
        const format = `${log.format === 'dsh-session' ? 'DSH session log' : 'trajectory'}${log.compressed ? ', zstd' : ''}`;
        const asks = args.approve ? 'asks approved' : 'headless: asks declined';
        await out.add(table.start(`${PROGRAM} replay ${file} (${format}; config: ${args.config === undefined ? 'defaults' : 'custom'}; ${asks})`));
    }
    await replayEvents(log.events, { config: run.config, approve: args.approve }, async (row) => {
        tally.add(row);
        await out.add(table?.row(row) ?? json?.row(file, row) ?? '');
    });
    const summary = tally.summary();
    if (table !== undefined)
        await out.add(table.end(summary));
    else if (json !== undefined) {
        await out.add(json.summary({ file, format: log.format, compressed: log.compressed, approve: args.approve }, summary));
    }
    return summary;
}
async function replayCommand(args, io) {
    const config = loadConfig(args.config);
    const out = new Output(io.stdout);
    const run = {
        args,
        config,
        limits: io.limits ?? DEFAULT_LIMITS,
        out,
        table: args.json ? undefined : new TableRenderer({ color: io.color, onlyDenied: args.onlyDenied }),
        json: args.json ? new JsonRenderer(args.onlyDenied) : undefined,
    };
    const totals = new Totals();
    let found = 0;
    for await (const entry of expandPaths(args.paths)) {
        if (entry.kind === 'error') {
            await out.flush();
            report(io, `${entry.path}: ${entry.reason}`);
            totals.skip();
            continue;
        }
        found++;
        if (totals.replayed > 0 && run.table !== undefined)
            await out.add('\n');
        try {
            totals.add(await replayFile(entry.path, run));
        }
        catch (error) {
            if (!(error instanceof InputError))
                throw error;
            await out.flush();
            report(io, error.message);
            totals.skip();
        }
    }
    const total = totals.total();
    if (total.files === 0) {
        if (found === 0 && total.skipped === 0)
            report(io, `${PROGRAM}: no *.jsonl or *.jsonl.zstd file in ${args.paths.join(', ')}`);
        return 2;
    }
    if (run.json !== undefined)
        await out.add(run.json.total(total));
    else if (found > 1 || total.skipped > 0)
        await out.add(run.table.total(total));
    await out.flush();
    return 0;
}
/** Runs the CLI; resolves to the exit status. */
export async function run(argv, io) {
    try {
        const args = parseCommandLine(argv);
        if (args.command === 'help')
            await io.stdout(`${USAGE}\n`);
        else if (args.command === 'version')
            await io.stdout(`${PROGRAM} ${packageVersion()}\n`);
        else
            return await replayCommand(args, io);
        return 0;
    }
    catch (error) {
        if (error instanceof UsageError) {
            report(io, `${PROGRAM}: ${error.message}`);
            io.stderr(`\n${USAGE}\n`);
            return 2;
        }
        if (error instanceof InputError || error instanceof ConfigError) {
            report(io, errorMessage(error));
            return 2;
        }
        throw error;
    }
}

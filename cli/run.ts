// The CLI as a function: command line in, output through `io`, exit status out.
// The data's way through it: input/ (paths → files → events) → replay/ (the plugin on
// the host simulator) → output/ (table or JSON Lines, written row by row).

import { stat } from 'node:fs/promises';
import { ConfigError } from '../index.js';
import { errorMessage } from '../lib/values.js';
import { InputError, UsageError } from './errors.js';
import { parseCommandLine, PROGRAM, USAGE, type ReplayArgs } from './input/args.js';
import { loadConfig } from './input/config-arg.js';
import { expandPaths, type SessionTime } from './input/files.js';
import { DEFAULT_LIMITS, type ReadLimits } from './input/limits.js';
import { checkLog, openLog, STDIN, type LogTail } from './input/read-log.js';
import { Output, type Write } from './output/output.js';
import { JsonRenderer } from './output/render-json.js';
import { TableRenderer } from './output/render-table.js';
import type { FileInfo, Renderer } from './output/renderer.js';
import { Tally, Totals, type Summary } from './output/summary.js';
import { escapeControls } from './output/terminal.js';
import { MAX_LIVE_AGENTS, replayEvents } from './replay/replay.js';
import { packageVersion } from './version.js';

export interface Io {
  /** May return a promise that resolves once the text is taken (backpressure). */
  readonly stdout: Write;
  readonly stderr: (text: string) => void;
  /** Colour the table (stdout is a TTY and NO_COLOR is not set). */
  readonly color: boolean;
  /** The input caps; DEFAULT_LIMITS unless a test lowers them. */
  readonly limits?: ReadLimits;
}

/** Error lines are cut here: a message may quote a value from the input. */
const MAX_MESSAGE_CHARS = 2000;

/** One line on stderr, terminal-safe (a newline in a file name cannot start a new line). */
function report(io: Io, message: string): void {
  const line = escapeControls(message);
  io.stderr(`${line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS)}…` : line}\n`);
}

/** Whether `file` can be read twice (a pipe, a device or standard input cannot). */
async function isRegularFile(file: string): Promise<boolean> {
  if (file === STDIN) return false;
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A file's modification time (none for standard input, which has no such time of its own). */
async function modifiedTime(file: string): Promise<SessionTime | undefined> {
  if (file === STDIN) return undefined;
  try {
    return { ms: (await stat(file)).mtimeMs, from: 'mtime' };
  } catch {
    return undefined;
  }
}

/** Whether nothing exists at `path` (a named path that is missing fails the run). */
async function isMissing(path: string): Promise<boolean> {
  if (path === STDIN) return false;
  try {
    await stat(path);
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR';
  }
}

/** The one stderr line for a log that ended early, or undefined when it ended whole. */
function tailNote(file: string, tail: Readonly<LogTail>): string | undefined {
  if (tail.shrank) return `${file}: the file became shorter while it was replayed; replayed what was there`;
  if (tail.partialFrameAt !== undefined) {
    return `${file}: ends inside a zstd frame at byte ${tail.partialFrameAt} (still being written?); replayed the complete frames before it`;
  }
  if (tail.partialLine !== undefined) {
    return `${file}:${tail.partialLine}: the last line is unfinished (still being written?); replayed the lines before it`;
  }
  return undefined;
}

interface FileRun {
  readonly config: unknown;
  readonly approve: boolean;
  readonly limits: ReadLimits;
  readonly out: Output;
  readonly renderer: Renderer;
  /** One line on stderr, after the rows written so far. */
  readonly note: (message: string) => Promise<void>;
}

/**
 * Replays one file, writing its rows as they are decided. A regular file is read through
 * once without replaying first, so a bad line late in it is reported before anything of
 * it is printed; the replay then reads exactly the bytes that were checked, so what a
 * running dsh appends meanwhile is not read. A pipe can only be read once, and is
 * replayed as it is checked. An unfinished end (a line or zstd frame still being
 * written) ends the log, with one line on stderr.
 * @throws InputError for an unreadable or malformed file (before any of its rows).
 */
async function replayFile(file: string, { config, approve, limits, out, renderer, note }: FileRun): Promise<Summary> {
  const checked = (await isRegularFile(file)) ? await checkLog(file, { limits }) : undefined;
  const log = await openLog(file, { limits, ...(checked === undefined ? {} : { snapshotBytes: checked.bytesRead }) });
  const time = log.header?.startedAt !== undefined ? ({ ms: log.header.startedAt, from: 'log' } as const) : await modifiedTime(file);
  const info: FileInfo = {
    file,
    format: log.format,
    compressed: log.compressed,
    ...(time === undefined ? {} : { time }),
    ...(log.header?.cwd === undefined ? {} : { cwd: log.header.cwd }),
    ...(log.header?.host === undefined ? {} : { host: log.header.host }),
  };
  const tally = new Tally();
  await out.add(renderer.start(info));
  let changed: string | undefined;
  let forgotten = 0;
  try {
    ({ forgottenAgents: forgotten } = await replayEvents(log.events, { config, approve }, async (row) => {
      tally.add(row);
      await out.add(renderer.row(info, row));
    }));
  } catch (error) {
    // Checked whole, then different when replayed: it was rewritten in between. Its rows
    // are out already, so it ends here instead of being refused.
    if (!(error instanceof InputError) || checked === undefined) throw error;
    changed = `${file}: changed while it was replayed (${error.message}); replayed the part before the change`;
  }
  if (forgotten > 0) {
    await note(
      `${file}: more than ${MAX_LIVE_AGENTS} agents at once; the ${forgotten} idle longest were forgotten ` +
        '(one that comes back after that starts with an empty window)',
    );
  }
  const ending = changed ?? tailNote(file, log.tail);
  if (ending !== undefined) await note(ending);
  const summary = tally.summary();
  await out.add(renderer.end(info, summary));
  return summary;
}

async function replayCommand(args: ReplayArgs, io: Io): Promise<number> {
  const how = { approve: args.approve, customConfig: args.config !== undefined, onlyDenied: args.onlyDenied };
  const out = new Output(io.stdout);
  const note = async (message: string): Promise<void> => {
    await out.flush(); // so stderr lands after the rows before it
    report(io, message);
  };
  const run: FileRun = {
    config: loadConfig(args.config, (line) => report(io, line)),
    approve: args.approve,
    limits: io.limits ?? DEFAULT_LIMITS,
    out,
    renderer: args.json ? new JsonRenderer(how) : new TableRenderer({ ...how, color: io.color }),
    note,
  };
  const totals = new Totals();
  let found = 0;
  /** A path named on the command line does not exist: the run fails, whatever else replayed. */
  let missing = false;
  const skip = async (message: string): Promise<void> => {
    await note(message);
    totals.skip();
  };
  for await (const entry of expandPaths(args.paths)) {
    found++;
    if (entry.kind === 'error') {
      await skip(`${entry.path}: ${entry.reason}`);
      continue;
    }
    try {
      totals.add(await replayFile(entry.path, run));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      if (entry.named && (await isMissing(entry.path))) missing = true;
      await skip(error.message);
    }
  }
  const total = totals.total();
  if (total.files === 0) {
    if (found === 0) report(io, `${PROGRAM}: no *.jsonl or *.jsonl.zstd file in ${args.paths.join(', ')}`);
    return 2;
  }
  await out.add(run.renderer.total(total, found));
  await out.flush();
  return missing ? 2 : 0;
}

/** Runs the CLI; resolves to the exit status. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    const args = parseCommandLine(argv);
    if (args.command === 'help') await io.stdout(`${USAGE}\n`);
    else if (args.command === 'version') await io.stdout(`${PROGRAM} ${packageVersion()}\n`);
    else return await replayCommand(args, io);
    return 0;
  } catch (error) {
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

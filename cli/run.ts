// The CLI as a function: command line in, output through `io`, exit status out.
// The data's way through it: input/ (paths → files → events) → replay/ (the plugin on
// the host simulator) → output/ (table or JSON Lines, written row by row).

import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ConfigError } from '../index.js';
import { errorMessage } from '../lib/values.js';
import { InputError, UsageError, WriteError } from './errors.js';
import { EXIT, parseCommandLine, PROGRAM, USAGE_HINT, type ReplayArgs } from './input/args.js';
import { commandUsage, USAGE } from './input/help.js';
import { loadConfig } from './input/config-arg.js';
import { dshHome, profilePatchFile } from './input/dsh-home.js';
import { expandPaths, type SessionTime } from './input/files.js';
import { DEFAULT_LIMITS, type ReadLimits } from './input/limits.js';
import { checkLog, openLog, STDIN, type LogTail } from './input/read-log.js';
import { Output, type Write } from './output/output.js';
import { Progress } from './output/progress.js';
import { JsonRenderer } from './output/render-json.js';
import { TableRenderer } from './output/render-table.js';
import type { FileInfo, Renderer } from './output/renderer.js';
import { Tally, Totals, type Summary } from './output/summary.js';
import { escapeControls } from './output/terminal.js';
import { MAX_LIVE_AGENTS, replayEvents } from './replay/replay.js';
import { replayedConfig } from './replay/replayed-config.js';
import { runProfileCommand } from './profile/commands.js';
import { packageVersion } from './version.js';

export interface Io {
  /** May return a promise that resolves once the text is taken (backpressure). */
  readonly stdout: Write;
  readonly stderr: (text: string) => void;
  /** The environment's answer to colour (output/color.ts); `--color`/`--no-color` override it. */
  readonly color: boolean;
  /** The line width the table fits (output/layout.ts); absent: the full layout. */
  readonly width?: number | undefined;
  /** Present when stderr is a terminal: progress is shown there, this many columns wide. */
  readonly progress?: { readonly columns: number | undefined };
  /** The first write error of stdout or stderr so far (the process streams report them late). */
  readonly writeFailure?: () => WriteError | undefined;
  /** Resolves when every write so far has completed or failed. */
  readonly settle?: () => Promise<void>;
  /** The input caps; DEFAULT_LIMITS unless a test lowers them. */
  readonly limits?: ReadLimits;
  /** Where dsh keeps its profiles (`$DSH_HOME`, by default `~/.dsh`), for `--profile`. */
  readonly dshHome?: string;
}

/** Error lines are cut here: a message may quote a value from the input. */
const MAX_MESSAGE_CHARS = 2000;

/** The plugin's own prefix, which its config errors and warnings carry. */
const PLUGIN_PREFIX = 'repeat-tool-breaker: ';

/** `message` as a line of this program: `dsh-repeat-tool-breaker: …`, whoever wrote it. */
function programLine(message: string): string {
  if (message.startsWith(`${PROGRAM}: `)) return message;
  return `${PROGRAM}: ${message.startsWith(PLUGIN_PREFIX) ? message.slice(PLUGIN_PREFIX.length) : message}`;
}

/** One line on stderr, starting with the program's name, terminal-safe (a newline in a
 *  file name cannot start a new line). */
function report(io: Io, message: string): void {
  const line = escapeControls(programLine(message));
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
  /** The config's row is disabled: the replay runs without the plugin, as dsh does. */
  readonly disabled: boolean;
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
async function replayFile(file: string, { config, disabled, approve, limits, out, renderer, note }: FileRun): Promise<Summary> {
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
    ({ forgottenAgents: forgotten } = await replayEvents(log.events, { config, approve, disabled }, async (row) => {
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

/** stdout as the replay writes it: a stderr that failed stops the run at the next write. */
function checkedStdout(io: Io): Write {
  return (text) => {
    const failure = io.writeFailure?.();
    if (failure?.stream === 'stderr') throw failure;
    return io.stdout(text);
  };
}

async function replayCommand(args: ReplayArgs, io: Io): Promise<number> {
  const progress = io.progress === undefined ? undefined : new Progress(io.stderr, io.progress.columns);
  try {
    return await replayAll(args, progress === undefined ? io : progress.around(io), progress);
  } finally {
    progress?.done();
  }
}

async function replayAll(args: ReplayArgs, io: Io, progress: Progress | undefined): Promise<number> {
  const patchFile = args.profile === undefined ? undefined : profilePatchFile(io.dshHome ?? dshHome(process.env), args.profile);
  if (patchFile !== undefined && !existsSync(patchFile)) {
    throw new InputError(`--profile ${args.profile}: no profile there (${patchFile} does not exist; dsh writes it when the profile first runs)`);
  }
  const loaded = loadConfig(patchFile ?? args.config, (line) => report(io, line));
  const how = {
    approve: args.approve,
    // A profile with no row, or `{}`, runs the defaults: the header says so.
    customConfig: loaded.config !== undefined && (typeof loaded.config !== 'object' || loaded.config === null || Object.keys(loaded.config).length > 0),
    onlyDenied: args.onlyDenied,
    ...(patchFile === undefined ? {} : { patchFile }),
  };
  // Under --fail-on-denied the status needs the whole replay, even when stdout's reader left.
  const out = new Output(checkedStdout(io), { keepGoingWithoutReader: args.failOnDenied });
  const color = args.color ?? io.color;
  const note = async (message: string): Promise<void> => {
    await out.flush(); // so stderr lands after the rows before it
    report(io, message);
  };
  const run: FileRun = {
    config: loaded.disabled ? loaded.config : replayedConfig(loaded.config, (line) => report(io, line)),
    disabled: loaded.disabled,
    approve: args.approve,
    limits: io.limits ?? DEFAULT_LIMITS,
    out,
    renderer: args.json ? new JsonRenderer(how) : new TableRenderer({ ...how, color, width: io.width, messages: args.messages }),
    note,
  };
  const totals = new Totals();
  let found = 0;
  /** A path named on the command line does not exist: the run fails, whatever else replayed. */
  let missing = false;
  /** An input could not be read or parsed: under --fail-on-denied the gate fails (exit 2). */
  let unreadable = false;
  const skip = async (message: string): Promise<void> => {
    await note(message);
    totals.skip();
    unreadable = true;
  };
  // Collected first, so the progress line can say how many there are.
  const entries = [];
  for await (const entry of expandPaths(args.paths)) entries.push(entry);
  for (const entry of entries) {
    found++;
    progress?.show(found, entries.length, entry.path);
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
    return EXIT.usage;
  }
  progress?.done();
  await out.add(run.renderer.total(total, found));
  await out.flush();
  // A gate that could not read a log cannot say it would have stopped nothing: it fails
  // like a linter on a parse error, each log reported as `file:line: what is wrong`.
  if (missing || (args.failOnDenied && unreadable)) return EXIT.usage;
  if (!args.failOnDenied) return EXIT.ok;
  // A gate that saw no call cannot say the config stops nothing: an empty or truncated
  // log, or stdin that was never fed, would pass any config.
  if (total.calls === 0) {
    const held = total.files === 1 ? 'the log holds none' : `the ${total.files} logs hold none`;
    report(io, `${PROGRAM}: --fail-on-denied: no tool call was replayed (${held}); a gate that saw no call does not pass`);
    return EXIT.usage;
  }
  return total.denied + total.asked > 0 ? EXIT.denied : EXIT.ok;
}

/** The end of a run whose output could not be written: one line on the stream that still
 *  works (a `{"type":"error"}` record under --json), and the status. `completed` is the
 *  status of a replay that ran to its end (under --fail-on-denied it goes on without a reader). */
async function writeFailed(io: Io, failure: WriteError, json: boolean, completed: number | undefined): Promise<number> {
  if (failure.readerLeft) return completed ?? EXIT.ok;
  const line = `${PROGRAM}: ${failure.message}; the replay stopped`;
  if (failure.stream === 'stdout') report(io, line);
  else {
    try {
      await io.stdout(json ? `${JSON.stringify({ type: 'error', message: escapeControls(line) })}\n` : `${escapeControls(line)}\n`);
    } catch {
      // neither stream can be written: the status is all that is left
    }
  }
  return EXIT.write;
}

/** The command's status; a write error is returned for run() to handle. */
async function command(argv: readonly string[], io: Io, setJson: (on: boolean) => void): Promise<number | WriteError> {
  try {
    const args = parseCommandLine(argv);
    if (args.command === 'help') await io.stdout(`${args.topic === undefined ? USAGE : commandUsage(args.topic)}\n`);
    else if (args.command === 'version') await io.stdout(`${PROGRAM} ${packageVersion()}\n`);
    else if (args.command === 'check' || args.command === 'config') {
      const lines: string[] = [];
      runProfileCommand(args, { out: (line) => lines.push(`${escapeControls(line)}\n`), warn: (line) => report(io, line) });
      await io.stdout(lines.join(''));
    } else {
      setJson(args.json);
      return await replayCommand(args, io);
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      report(io, `${PROGRAM}: ${error.message}`);
      io.stderr(`${USAGE_HINT}\n`);
      return EXIT.usage;
    }
    if (error instanceof InputError || error instanceof ConfigError) {
      report(io, errorMessage(error));
      return EXIT.usage;
    }
    if (error instanceof WriteError) return error;
    throw error;
  }
}

/** Runs the CLI; resolves to the exit status (EXIT in input/args.ts).
 *  @throws what the CLI did not expect (a bug); main.ts reports it. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  let json = false;
  const outcome = await command(argv, io, (on) => (json = on));
  await io.settle?.();
  const failure = outcome instanceof WriteError ? outcome : io.writeFailure?.();
  if (failure === undefined) return outcome as number;
  return writeFailed(io, failure, json, outcome instanceof WriteError ? undefined : outcome);
}

// The CLI for tests, two ways.
// - cli() runs it in this process through cli/process-run.ts, the wiring dist/cli/main.js
//   uses, on streams that record what is written (and, when asked, look like terminals of
//   a given width), with an environment of the test's own. Most CLI tests only look at the
//   exit status, stdout and stderr: this gives them the same three for a few milliseconds
//   instead of a Node start each (what made `npm test` slow, issue 22 item 8).
// - cliProcess() runs the built dist/cli/main.js as a child process, for what only a real
//   process has: standard input, a heap limit, a preloaded fault, pipes closed by their
//   reader, a full device, the process's own exit status — and a smoke test of the build.
import { spawnSync, type StdioOptions } from 'node:child_process';
import { Writable } from 'node:stream';
import { runProcess } from '../../cli/process-run.js';

/** The built CLI, relative to the repository (the tests run there). */
export const CLI = 'dist/cli/main.js';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface InProcessOptions {
  /** The environment the CLI sees (NO_COLOR, FORCE_COLOR, TERM, COLUMNS); none of the runner's. */
  readonly env?: Readonly<Record<string, string>>;
  /** stdout and/or stderr look like terminals this many columns wide. */
  readonly tty?: { readonly stdout?: number; readonly stderr?: number };
}

/** A stream that keeps what is written to it; a terminal when given its width. */
class Recorder extends Writable {
  text = '';
  readonly isTTY: boolean;
  readonly columns: number | undefined;

  constructor(columns: number | undefined) {
    super({ decodeStrings: false });
    this.isTTY = columns !== undefined;
    this.columns = columns;
  }

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += String(chunk);
    done();
  }
}

/**
 * The CLI on `args`, in this process, as dist/cli/main.js runs it. What the plugin itself
 * writes to process.stderr while it runs (lib/report.ts) is kept with the CLI's stderr, as
 * a child's stderr would have it. Runs one at a time (node:test runs a file's tests in turn).
 */
export async function cli(args: readonly string[], options: InProcessOptions = {}): Promise<CliRun> {
  const stdout = new Recorder(options.tty?.stdout);
  const stderr = new Recorder(options.tty?.stderr);
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    stderr.text += String(chunk);
    const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done !== undefined) process.nextTick(done);
    return true;
  }) as typeof process.stderr.write;
  let status: number;
  try {
    status = await runProcess(args, { stdout, stderr, env: options.env ?? {} });
  } finally {
    process.stderr.write = write;
  }
  return { status, stdout: stdout.text, stderr: stderr.text };
}

export interface ProcessOptions {
  /** Added to the runner's environment, which loses NO_COLOR, FORCE_COLOR, COLUMNS and TERM first. */
  readonly env?: Readonly<Record<string, string>>;
  /** Node options before the script (`--import`, heapLimit()). */
  readonly node?: readonly string[];
  /** Standard input (otherwise none). */
  readonly input?: string;
  /** The child's stdio, for a file descriptor or an inherited stream; pipes otherwise. */
  readonly stdio?: StdioOptions;
}

export interface ProcessRun extends CliRun {
  signal: NodeJS.Signals | null;
}

/** The runner's environment, without what decides colour and width. */
export function cleanEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'COLUMNS', 'TERM']) delete env[name];
  return { ...env, ...extra };
}

/**
 * Node options that cap the old generation at `mib` MiB: what the memory tests mean by "a
 * heap of `mib` MB". The young generation is kept small (2 MiB semi-spaces): at its default
 * size under a small cap, V8 cannot promote what survives a scavenge and runs a full
 * mark-compact instead, again and again (`--trace-gc`: "scavenge might not succeed"), which
 * made these children a quarter to a third slower. A smaller young generation only ever
 * holds less, so every build these tests were checked against still aborts.
 */
export function heapLimit(mib: number): string[] {
  return [`--max-old-space-size=${mib}`, '--max-semi-space-size=2'];
}

/** The built CLI as a child process. `timeout` only keeps a runaway child from hanging the suite. */
export function cliProcess(args: readonly string[], options: ProcessOptions = {}): ProcessRun {
  const child = spawnSync(process.execPath, [...(options.node ?? []), CLI, ...args], {
    encoding: 'utf8',
    env: cleanEnv(options.env),
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120_000,
    ...(options.input !== undefined ? { input: options.input } : { stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'] }),
  });
  return { status: child.status, signal: child.signal, stdout: child.stdout ?? '', stderr: child.stderr ?? '' };
}

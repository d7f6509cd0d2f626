// Issue 21 item 1: a broken stderr never kills the host. With `report: denials` or
// `mode: observe` the plugin writes a line per decision to stderr; when stderr is a pipe
// whose reader has gone, each write fails with EPIPE and process.stderr emits an 'error'
// event that nobody handles, so before the fix the dsh process died (exit 1) at the first
// reported denial. Run in a child process (a dead process is what is asserted against),
// through the genuine ToolRuntime (test/helpers/pipeline-host.ts), with its stderr the
// write end of a FIFO whose only reader the parent has closed before the child starts.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

const CHILD = 'test/helpers/broken-stderr-child.ts';
const tmp = mkdtempSync(join(tmpdir(), 'rtb-broken-stderr-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

interface ChildRun {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
}

/** The child with stderr on a pipe nobody reads any more (writes fail with EPIPE). */
function runWithBrokenStderr(spec: { config: unknown; calls: number; hostWrites?: boolean }): ChildRun {
  const fifo = join(tmp, `stderr-${process.hrtime.bigint()}`);
  const made = spawnSync('mkfifo', [fifo]);
  assert.equal(made.status, 0, `mkfifo: ${String(made.stderr)}`);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  closeSync(reader);
  try {
    const child = spawnSync(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', writer],
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: child.status, signal: child.signal, stdout: child.stdout };
  } finally {
    closeSync(writer);
  }
}

interface Outcome {
  readonly ran: number;
  readonly blocked: readonly number[];
  readonly verdicts: readonly string[];
}

function outcomeOf(run: ChildRun): Outcome {
  const first = run.stdout.split('\n')[0] ?? '';
  assert.ok(first.startsWith('{'), `exit ${String(run.status)} (${String(run.signal)}), stdout: ${run.stdout.slice(0, 500)}`);
  return JSON.parse(first) as Outcome;
}

const CALLS = 200;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** An identical read: 4 run, the 5th and every later one would be denied. */
const VERDICTS = [...Array<string>(4).fill('allow'), ...Array<string>(CALLS - 4).fill('deny')];

describe('issue 21 item 1: a stderr whose reader has gone', () => {
  test('report: denials — the host lives (exit 0), 196 denials stand, 4 bodies ran', () => {
    const run = runWithBrokenStderr({ config: { report: 'denials' }, calls: CALLS });
    assert.equal(run.status, 0, `exit ${String(run.status)} (${String(run.signal)}): ${run.stdout.slice(0, 300)}`);
    const outcome = outcomeOf(run);
    assert.equal(outcome.ran, 4);
    assert.deepEqual(outcome.blocked, range(5, CALLS));
    assert.deepEqual(outcome.verdicts, VERDICTS);
  });

  test('mode: observe — the host lives (exit 0), every call ran, 196 would-be denials decided', () => {
    const run = runWithBrokenStderr({ config: { mode: 'observe' }, calls: CALLS });
    assert.equal(run.status, 0, `exit ${String(run.status)} (${String(run.signal)}): ${run.stdout.slice(0, 300)}`);
    const outcome = outcomeOf(run);
    assert.equal(outcome.ran, CALLS);
    assert.deepEqual(outcome.blocked, []);
    assert.deepEqual(outcome.verdicts, VERDICTS);
  });

  test("the host's own failed write after the plugin's is still the host's: it reaches uncaughtException", () => {
    const run = runWithBrokenStderr({ config: { report: 'denials' }, calls: 8, hostWrites: true });
    assert.equal(outcomeOf(run).ran, 4);
    assert.match(run.stdout, /^host's own error: EPIPE$/m);
    assert.equal(run.status, 3);
  });
});

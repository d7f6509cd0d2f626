// Issue 21, items 2–5: declared waits (design §9.2 D16) under a hostile pass — a clock
// that adds up exactly, tiny sleeps that run out, sleeps that never run, and polls whose
// answer moves only in a counter — through the plugin on the simulated host, the engine's
// decision data, the operator's report line and the replay.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { Breaker } from '../lib/breaker.js';
import { resolveConfig } from '../lib/config.js';
import { tokenize } from '../lib/call/shell.js';
import { shellWait } from '../lib/call/waits.js';
import type { Hit } from '../lib/decision.js';
import { cli } from './helpers/cli.js';
import { hitLines } from './helpers/hits.js';
import { jsonRows } from './helpers/json-lines.js';
import { mount, type Harness } from './helpers/sim.js';
import { watchStderr } from './helpers/stderr-watch.js';

const stderr = watchStderr();

const bash = (command: string): { command: string } => ({ command });
const POLL = bash('sleep 30 && gh run view 7');

/** Runs one call until it is denied (at most `most` times); the run that was denied
 *  (1-based) and its outcome, or 0 when none was. */
async function deniedAt(h: Harness, most: number, tool: string, args: unknown, result: (i: number) => string, isError = false): Promise<{ at: number; text: string | undefined }> {
  for (let i = 0; i < most; i++) {
    const outcome = await h.call(tool, args, { result: result(i), isError });
    if (outcome.decision === 'denied') return { at: i + 1, text: outcome.text };
  }
  return { at: 0, text: undefined };
}

/** The seconds a bash (or pwsh) command declares, with the default budget. */
function declared(command: string, pwsh = false): { seconds: number; onlyWaits: boolean } {
  const waits = shellWait(tokenize(command), 1_800_000);
  const { ms, onlyWaits } = pwsh ? waits.pwsh : waits.posix;
  return { seconds: ms / 1000, onlyWaits };
}

describe('item 2: the agent’s clock is exact', () => {
  test('after `sleep 0.1` or `timeout_ms: 100`, the documented poll is a poll: 60 run, the 61st is denied at 1800/1800 s', async () => {
    for (const [tool, args] of [['bash', bash('sleep 0.1')], ['job_output', { job_id: 'j', wait: true, timeout_ms: 100 }]] as const) {
      const h = mount();
      await h.call(tool, args, { result: '' });
      // Before: 30 − 0.1 + 0.1 measured 29.999999999999993 s, so the 3rd run was denied by
      // the same-answer rule, whose message said to do exactly this.
      const denied = await deniedAt(h, 100, 'bash', POLL, () => 'queued');
      assert.equal(denied.at, 61, `${tool} first`);
      assert.deepEqual(hitLines(denied.text), ['- exact:bash:{"command":"sleep 30 && gh run view 7"} 1800/1800 s']);
      assert.match(denied.text ?? '', /waited 1800 seconds/);
    }
  });

  test('waited seconds read as a person reads them: in the decision data, the operator line and the replay', async () => {
    const hits: Hit[] = [];
    const breaker = new Breaker(resolveConfig(undefined), { decided: (_exec, decision) => void hits.push(...decision.hits) });
    const agent = {};
    const call = (command: string, text: string): string | undefined => {
      const exec = { name: 'bash', arguments: bash(command), agent };
      const verdict = breaker.guard(exec);
      if (verdict === undefined) breaker.settle(exec, { content: [{ type: 'text', text }] });
      return verdict;
    };
    call('sleep 0.1', '');
    call('sleep 0.3', '');
    let runs = 0;
    while (call('sleep 30.1 && gh run view 7', 'queued') === undefined && runs < 100) runs++;
    // 60 runs of 30.1 s: 1806 s exactly (before: 1805.9999999999982).
    assert.deepEqual(hits.map((hit) => [hit.counted, hit.next, hit.cap]), [['poll', 1806, 1800]]);

    const h = mount({ report: 'denials' });
    await h.call('bash', bash('sleep 0.1'), { result: '' });
    await h.call('bash', bash('sleep 0.3'), { result: '' });
    await deniedAt(h, 100, 'bash', bash('sleep 30.1 && gh run view 7'), () => 'queued');
    const line = stderr.lines().find((written) => written.startsWith('repeat-tool-breaker: denied bash'));
    assert.match(line ?? '', /exact:bash:\{"command":"sleep 30\.1 && gh run view 7"\} 1806\/1800 s · rule poll \(pollBudget\) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=\["exact:bash:\{\\"command\\":\\"sleep 30\.1 && gh run view 7\\"\}"\]'\n$/);

    const log = join(mkdtempSync(join(tmpdir(), 'rtb-waits-')), 'poll.jsonl');
    const calls = ['sleep 0.1', 'sleep 0.3', ...Array<string>(61).fill('sleep 30.1 && gh run view 7')];
    writeFileSync(log, calls.map((command) => JSON.stringify({ tool: 'bash', arguments: { command }, result: command.startsWith('sleep 0') ? '' : 'queued' })).join('\n'));
    const json = await cli(['replay', '--json', log]);
    const denied = jsonRows(json.stdout).filter((row) => row.type === 'call' && row['decision'] === 'denied');
    assert.deepEqual(denied.map((row) => (row['hits'] as { count: number; cap: number }[]).map((hit) => [hit.count, hit.cap])), [[[1806, 1800]]]);
    const table = await cli(['replay', log]);
    assert.match(table.stdout, / 1806\/1800 s poll/);
  });
});

describe('item 3: waiting in tiny steps is still bounded', () => {
  test('`sleep 0.001` and `Start-Sleep -Milliseconds 1` count a second each: 1800 in a row run, the 1801st is denied; `sleep 1e-300` waits nothing', async () => {
    // Before: 100,000 of each ran without a denial.
    for (const [tool, command] of [['bash', 'sleep 0.001'], ['pwsh', 'Start-Sleep -Milliseconds 1']] as const) {
      const denied = await deniedAt(mount(), 2000, tool, bash(command), () => '');
      assert.equal(denied.at, 1801, command);
      assert.deepEqual(hitLines(denied.text), [`- exact:${tool}:{"command":"${command}"} 1800/1800 s`]);
      assert.match(denied.text ?? '', /nothing but wait for 1800 seconds in a row \(declared waits, each call counted as at least one second\)/);
    }
    // Under half a millisecond is no wait at all: an ordinary check, the same answer twice.
    assert.deepEqual(declared('sleep 1e-300'), { seconds: 0, onlyWaits: false });
    assert.equal((await deniedAt(mount(), 10, 'bash', bash('sleep 1e-300'), () => '')).at, 3);
  });

  test('`sleep 5` between real reads is untouched; a bare `sleep 5` still runs 360 times', async () => {
    const h = mount();
    for (let i = 0; i < 200; i++) {
      assert.equal((await h.call('bash', bash('sleep 5'), { result: '' })).decision, 'allowed');
      assert.equal((await h.call('bash', bash('tail -n 5 build.log'), { result: `line ${'x'.repeat(i)}` })).decision, 'allowed');
    }
    assert.equal((await deniedAt(mount(), 400, 'bash', bash('sleep 5'), () => '')).at, 361);
  });
});

describe('item 4: only waits that happen count', () => {
  test('a backgrounded, skipped or timed-out sleep does not make a failing test a poll: its 3rd identical run is denied', async () => {
    // Before: each declared 30 s, so the same failing test ran 60 times and more.
    for (const command of ['sleep 30 & pytest -q', 'true || sleep 30; pytest -q', 'timeout 1 sleep 30; pytest -q']) {
      const denied = await deniedAt(mount(), 100, 'bash', bash(command), () => 'FAILED test_x.py::test_a - assert 1 == 2', true);
      assert.equal(denied.at, 3, command);
    }
    // The documented poll still is one.
    assert.equal((await deniedAt(mount(), 100, 'bash', POLL, () => 'queued')).at, 61);
  });

  test('what declares a wait: the foreground, in sequence; the smaller of a timeout and its sleep; nothing when unsure', () => {
    const table: [string, number, boolean][] = [
      // in sequence, in the foreground
      ['sleep 30', 30, true],
      ['x; sleep 30', 30, false],
      ['sleep 10 && sleep 20 && x', 30, false],
      ['sleep 30 &&\n x', 30, false],
      ['sleep 30 2>/dev/null && x', 30, false],
      ['if x; then y; fi; sleep 30', 30, false],
      ['sleep 0.1; sleep 30', 30.1, true],
      // a pipeline runs its commands side by side: its longest sleep
      ['sleep 30 | cat', 30, false],
      ['sleep 10 | sleep 20', 20, true],
      // under timeout: the smaller; `timeout 0` never times out
      ['timeout 1 sleep 30; pytest -q', 1, false],
      ['timeout 60 sleep 30 && x', 30, false],
      ['timeout -k 5 10 sleep 30', 10, true],
      ['sudo timeout 2 sleep 30', 2, true],
      ['timeout 0 sleep 30', 30, true],
      // in the background: nothing, and the call does more than wait
      ['sleep 30 & pytest -q', 0, false],
      ['sleep 30 && x &', 0, false],
      ['nohup sleep 30 &', 0, false],
      ['sleep 30 && x & sleep 5', 5, false],
      // after `||`, or after an `&&` whose left side may fail: it may not run
      ['true || sleep 30; pytest -q', 0, false],
      ['sleep 5 || sleep 10', 5, false],
      ['x && sleep 30', 0, false],
      ['x ||\n sleep 30', 0, false],
      ['! sleep 30 && sleep 5', 30, false],
      // loops, conditions, groups, subshells, substitutions, functions, heredocs: unsure
      ['while true; do sleep 30; done', 0, false],
      ['for i in 1 2; do sleep 30; done; x', 0, false],
      ['if x; then sleep 30; fi', 0, false],
      ['{ x; sleep 30; } &', 0, false],
      ['(x; sleep 30; y) &', 0, false],
      ['x; (y); sleep 30', 0, false],
      ['diff <(x; sleep 30; y) z', 0, false],
      ['x=$(a; sleep 30; b)', 0, false],
      ['f() { sleep 30; }; f &', 0, false],
      ['case $x in a) y;; b) z; sleep 30;; esac', 0, false],
      ['coproc { x; sleep 30; }', 0, false],
      ['cat <<EOF\nsleep 30\nEOF', 0, false],
    ];
    const got = table.map(([command]) => {
      const wait = declared(command);
      return [command, wait.seconds, wait.onlyWaits];
    });
    assert.deepEqual(got, table);
    // PowerShell: a trailing `&` starts a job.
    assert.deepEqual(declared('Start-Sleep 30 &', true), { seconds: 0, onlyWaits: false });
    assert.deepEqual(declared('Start-Sleep -Seconds 5; Get-Job', true), { seconds: 5, onlyWaits: false });
  });
});

describe('item 5: the poll budget sees through counters', () => {
  test('a poll whose answer moves only in a number keeps its budget: 60 run, the 61st is denied', async () => {
    // Before: every poll started the budget over, and 500 polls ran without a denial.
    const moving = [(i: number) => `attempt ${i + 1}: queued`, (i: number) => `content-length: ${1000 + 37 * i}`];
    for (const result of moving) {
      const denied = await deniedAt(mount(), 500, 'bash', POLL, result);
      assert.equal(denied.at, 61, result(0));
      assert.deepEqual(hitLines(denied.text), ['- exact:bash:{"command":"sleep 30 && gh run view 7"} 1800/1800 s']);
    }
    // An answer with new words is news: the budget starts over (T34's moving poll).
    const news = await deniedAt(mount(), 200, 'bash', POLL, (i) => `step ${Math.floor(i / 10)}: ${'=>'.repeat(Math.floor(i / 10))}`);
    assert.equal(news.at, 0);
  });
});

// design §9.2 acceptance rows T31–T37: the same answer twice (D15), declared waits and
// polls (D16), new content (D17) and their configuration, through the plugin on the
// simulated host (and the engine directly where a call must stay in flight).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Breaker } from '../lib/breaker.js';
import { resolveConfig, validateConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { TOOLS } from '../lib/call/programs.js';
import { argumentWait, shellWait, sleepOperand } from '../lib/call/waits.js';
import { tokenize } from '../lib/call/shell.js';
import type { Decision } from '../lib/decision.js';
import { hitLines } from './helpers/hits.js';
import { decisions, mount, type Harness } from './helpers/sim.js';
import { watchStderr } from './helpers/stderr-watch.js';

const stderr = watchStderr();

const bash = (command: string): { command: string } => ({ command });

/** One call with its result; the decision. */
async function run(h: Harness, tool: string, args: unknown, result: string, isError = false): Promise<string> {
  return (await h.call(tool, args, { result, isError })).decision;
}

/** `times` runs of one call, each returning `result(i)`. */
async function runs(h: Harness, times: number, tool: string, args: unknown, result: (i: number) => string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) seen.push(await run(h, tool, args, result(i)));
  return seen;
}

const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

/** The seconds a bash command declares it waits, with the default budget. */
function declared(command: string, budgetMs = 1_800_000): { seconds: number; onlyWaits: boolean } {
  const { ms, onlyWaits } = shellWait(tokenize(command), budgetMs).posix;
  return { seconds: ms / 1000, onlyWaits };
}

describe('D15 the same answer twice, nothing changed', () => {
  test('T31 cat f → A twice: the 3rd is denied (same-result 3/3) quoting A; A then B: allowed; a failure and its retry run, the 3rd identical failure does not', async () => {
    const h = mount();
    assert.deepEqual(await runs(h, 2, 'bash', bash('cat f'), () => 'alpha'), allowed(2));
    const third = await h.call('bash', bash('cat f'), { result: 'alpha' });
    assert.equal(third.decision, 'denied');
    assert.deepEqual(hitLines(third.text), ['- exact:bash:{"command":"cat f"} 3/3', '- cmd:cat:cat f 3/3']);
    assert.match(third.text, /The last 2 runs of this call returned the same result and nothing has changed since/);
    assert.match(third.text, /```\nalpha\n```/);
    // A read of a file while nothing runs in the background cannot be waiting for anything:
    // no advice to wait (T35 keeps it for `sleep 5 && x`; test/cosmetic.test.ts has the rule).
    assert.doesNotMatch(third.text, /sleep 30/);
    assert.match(third.text, /\nInstead: use the result you already have, change something first, or tell the user what you found\.$/);

    const other = mount();
    await run(other, 'bash', bash('cat f'), 'alpha');
    await run(other, 'bash', bash('cat f'), 'beta');
    assert.equal(await run(other, 'bash', bash('cat f'), 'beta'), 'allowed', 'A then B: the last two differ');

    const failing = mount();
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(await run(failing, 'bash', bash('python fetch.py'), 'ConnectionResetError', true));
    assert.deepEqual(seen, ['allowed', 'allowed', 'denied']);
  });

  test('T32 a new change that worked starts a new episode; a repeated or failed change does not', async () => {
    const fresh = mount();
    await runs(fresh, 2, 'bash', bash('python repro.py'), () => 'KeyError: x');
    assert.equal(await run(fresh, 'edit', { path: 'a.py', old_string: 'x', new_string: 'y' }, 'edited'), 'allowed');
    assert.equal(await run(fresh, 'bash', bash('python repro.py'), 'KeyError: x'), 'allowed', 'a new episode');

    const repeated = mount();
    const edit = { path: 'a.py', old_string: 'x', new_string: 'y' };
    await run(repeated, 'edit', edit, 'edited');
    await runs(repeated, 2, 'bash', bash('python repro.py'), () => 'KeyError: x');
    await run(repeated, 'edit', edit, 'edited'); // the same change again: no new episode
    assert.equal(await run(repeated, 'bash', bash('python repro.py'), 'KeyError: x'), 'denied');

    const failed = mount();
    await runs(failed, 2, 'bash', bash('python repro.py'), () => 'KeyError: x');
    await run(failed, 'edit', edit, 'old_string not found', true);
    assert.equal(await run(failed, 'bash', bash('python repro.py'), 'KeyError: x'), 'denied');
  });

  test('T33 denied and in-flight runs neither count nor break the sameness; net: alone; limits.net: null; a change repeated 3 times is no D15 hit', async () => {
    // In flight: the engine directly, so a run can stay unsettled.
    const breaker = new Breaker(resolveConfig(undefined));
    const agent = {};
    const exec = () => ({ name: 'bash', arguments: bash('cat f'), agent });
    const text = (t: string) => ({ content: [{ type: 'text', text: t }] });
    const first = exec();
    assert.equal(breaker.guard(first), undefined);
    breaker.settle(first, text('alpha'));
    const inFlight = exec();
    assert.equal(breaker.guard(inFlight), undefined, 'one settled run: room for a second');
    const third = exec();
    assert.equal(breaker.guard(third), undefined, 'the run in flight does not count');
    breaker.settle(third, text('alpha'));
    assert.match(breaker.guard(exec()) ?? '', /same result/, 'two settled runs, one answer');
    breaker.settle(inFlight, text('alpha'));

    // Denied runs do not break it: once denied, the call stays denied.
    const h = mount();
    await runs(h, 2, 'bash', bash('cat f'), () => 'alpha');
    assert.deepEqual(await runs(h, 3, 'bash', bash('cat f'), () => 'alpha'), ['denied', 'denied', 'denied']);

    // net: alone: one page, three spellings (different exact: and cmd:).
    const spellings = ['https://open.canada.ca/x', 'https://www.open.canada.ca/x/', 'https://open-data.canada.ca/x'];
    for (const limits of [undefined, { net: null }]) {
      const web = mount(limits === undefined ? undefined : { limits });
      const seen = [];
      for (const url of spellings) seen.push((await web.call('web_fetch', { url }, { result: '<h1>Census</h1>' })));
      if (limits === undefined) {
        assert.deepEqual(decisions(seen), ['allowed', 'allowed', 'denied']);
        assert.deepEqual(hitLines(seen[2]!.text), ['- net:open.canada.ca/x 3/3']);
      } else {
        assert.deepEqual(decisions(seen), allowed(3), 'limits.net: null turns D15 off for net:');
      }
    }

    // A change repeated 3 times: no D15 hit (its 4th run, a redo answered the same twice, is D18's: T39).
    const changes = mount();
    assert.deepEqual(await runs(changes, 3, 'bash', bash("sed -i 's/a/b/' f"), () => ''), allowed(3));
  });
});

describe('D16 declared waits make polls', () => {
  test('T34 sleep 30 && gh run view 7 ×60 one answer: all run, the 61st is denied saying how long; changing every 10th: 100 run; sleep 60 + task_list ×10; job_output wait ×20', async () => {
    const h = mount();
    const poll = bash('sleep 30 && gh run view 7');
    assert.deepEqual(await runs(h, 60, 'bash', poll, () => 'queued'), allowed(60));
    const denied = await h.call('bash', poll, { result: 'queued' });
    assert.equal(denied.decision, 'denied');
    assert.deepEqual(hitLines(denied.text), ['- exact:bash:{"command":"sleep 30 && gh run view 7"} 1800/1800 s']);
    assert.match(denied.text, /waited 1800 seconds/);
    assert.match(denied.text, /Stop polling/);
    assert.match(denied.text, /```\nqueued\n```/);

    const moving = mount();
    assert.deepEqual(await runs(moving, 100, 'bash', poll, (i) => `step ${Math.floor(i / 10)} of 10: ${'=>'.repeat(Math.floor(i / 10))}`), allowed(100));

    const separate = mount();
    const seen = [];
    for (let i = 0; i < 10; i++) {
      seen.push(await run(separate, 'bash', bash('sleep 60'), ''));
      seen.push(await run(separate, 'task_list', {}, 'job 1: running'));
    }
    assert.deepEqual(seen, allowed(20));

    const jobs = mount();
    assert.deepEqual(await runs(jobs, 20, 'job_output', { job_id: 'j1', wait: true }, () => '(no new output)'), allowed(20));
  });

  test('T35 what a wait is: short sleeps are not polls, sleeps add up, expansions and arguments declare nothing, redirection makes a change, hostile durations are bounded, bare sleeps run out', async () => {
    const h = mount();
    const short = await runs(h, 3, 'bash', bash('sleep 5 && make check'), () => 'FAIL: 1');
    assert.deepEqual(short, ['allowed', 'allowed', 'denied']);
    const denial = (await h.call('bash', bash('sleep 5 && make check'), { result: 'FAIL: 1' })).text;
    assert.match(denial, /same result/);
    assert.match(denial, /`sleep 30 && <command>`/);

    assert.equal(declared('sleep 1m; x').seconds, 60);
    assert.equal(declared('x; sleep 30').seconds, 30);
    assert.equal(declared('sleep 15 && sleep 15 && x').seconds, 30);
    assert.equal(declared('sleep 1m 30s && x').seconds, 90);
    assert.equal(declared('sleep 1.5m').seconds, 90);
    assert.deepEqual(declared('sleep $N && x'), { seconds: 0, onlyWaits: false });
    assert.deepEqual(declared('echo sleep 30'), { seconds: 0, onlyWaits: false });
    assert.deepEqual(declared('sleep 30'), { seconds: 30, onlyWaits: true });
    assert.deepEqual(declared('sleep 5 && sleep 2'), { seconds: 7, onlyWaits: true });

    const printer = new Fingerprinter(resolveConfig(undefined));
    const redirected = printer.print('bash', bash('sleep 30 > f'));
    assert.equal(redirected.change, true, 'sleep 30 > f writes a file: a change, never a poll');

    for (const hostile of ['sleep 1e400 && x', 'sleep -5 && x', 'sleep inf && x', 'sleep 99999999999999999999 && x']) {
      assert.equal(declared(hostile).seconds, 1800, hostile);
    }
    const tenThousand = Array.from({ length: 10_000 }, () => 'sleep 30').join('; ');
    assert.equal(declared(tenThousand).seconds, 1800, '10,000 sleeps');
    // Hostile waits go through the guard without a fault: a fresh agent's first call runs.
    for (const command of [tenThousand, 'sleep 1e400', `sleep ${'9'.repeat(5000)}`, 'sleep NaN && x', 'sleep -- 5', 'Start-Sleep -s']) {
      for (const tool of ['bash', 'pwsh']) assert.equal((await mount().call(tool, bash(command))).decision, 'allowed', `${tool}: ${command.slice(0, 40)}`);
    }
    for (const args of [{ wait: true, timeout_ms: Infinity }, { block: true, timeout: '1e400' }, { yield_time_ms: -5 }, { wait: true, timeout_ms: { valueOf: () => 3 } }]) {
      assert.equal((await mount().call('job_output', args)).decision, 'allowed', JSON.stringify(args));
    }
    assert.deepEqual(stderr.reports(), [], 'no internal error: the calls were decided, not let through by a fault');
    assert.equal(sleepOperand('NaN'), undefined);
    assert.equal(sleepOperand('0x10'), undefined, 'hex is not a duration');
    assert.equal(argumentWait({ wait: true, timeout_ms: -1 }, 1_800_000), 1_800_000);
    assert.equal(argumentWait({ wait: true, timeout_ms: Number.NaN }, 1_800_000), 1_800_000);
    assert.equal(argumentWait({ wait: true }, 1_800_000), 30_000);
    assert.equal(argumentWait({ block: true, timeout: 5000 }, 1_800_000), 5000);
    assert.equal(argumentWait({ yield_time_ms: 30_000 }, 1_800_000), 30_000);
    assert.equal(argumentWait({ wait: 'yes' }, 1_800_000), 0);
    // The arguments it reads are the program table's (the docs' table shows them), each of them.
    for (const flag of TOOLS.blockFlags) assert.equal(argumentWait({ [flag]: true, timeout_ms: 5000 }, 1_800_000), 5000, flag);
    for (const timeout of TOOLS.blockTimeouts) assert.equal(argumentWait({ [timeout]: 7000 }, 1_800_000), 7000, timeout);
    assert.equal(argumentWait({ waits: true, blocking: true, yield_ms: 7000 }, 1_800_000), 0);
    assert.equal(printer.print('pwsh', bash('Start-Sleep -Seconds 45; Get-Job')).wait.ms, 45_000);
    assert.equal(printer.print('pwsh', bash('Start-Sleep -Milliseconds 1500')).wait.ms, 1500);
    assert.equal(printer.print('bash', bash('Start-Sleep -Seconds 45')).wait.ms, 0, 'only under pwsh');

    const sleeper = mount();
    const bare = await runs(sleeper, 400, 'bash', bash('sleep 5'), () => '');
    assert.deepEqual(bare.slice(0, 360), allowed(360), '1800 s in a row');
    assert.equal(bare[360], 'denied');
    const last = await sleeper.call('bash', bash('sleep 5'), { result: '' });
    assert.deepEqual(hitLines(last.text), ['- exact:bash:{"command":"sleep 5"} 1800/1800 s']);
    assert.match(last.text, /nothing but wait/);
    await run(sleeper, 'bash', bash('ls'), 'a b');
    assert.equal(await run(sleeper, 'bash', bash('sleep 5'), ''), 'allowed', 'another call ends the run of waiting');
  });
});

describe('D17 new content starts the count over', () => {
  test('T36 a stream with new text runs on; once it stops changing D15 (or the cap) stops it; numbers and nonces are not news; ping-pong errors are not news', async () => {
    const read = { job_id: 'build' };
    const h = mount();
    assert.deepEqual(await runs(h, 30, 'job_output', read, (i) => `compiling module ${String.fromCharCode(97 + (i % 26))}${'x'.repeat(i)}`), allowed(30));
    assert.deepEqual(await runs(h, 3, 'job_output', read, () => '(no new output)'), ['allowed', 'allowed', 'denied']);

    const capped = mount({ sameResult: null });
    await runs(capped, 6, 'job_output', read, (i) => `line ${'y'.repeat(i)}`);
    assert.deepEqual(await runs(capped, 5, 'job_output', read, () => '(no new output)'), [...allowed(4), 'denied']);

    for (const result of [(i: number) => `downloaded ${i * 1024} bytes`, (i: number) => `error: request ${(0xdeadbeef00 + i * 7919).toString(16).padStart(16, 'a')} failed`]) {
      const numbers = mount();
      assert.deepEqual(await runs(numbers, 5, 'bash', bash('tail -c 80 dl.log'), result), [...allowed(4), 'denied'], result(1));
    }

    const pingPong = mount();
    const seen = [];
    for (let i = 0; i < 5; i++) {
      const host = i % 2 === 0 ? 'open-data.canada.ca' : 'open.canada.ca';
      seen.push(await run(pingPong, 'bash', bash(`curl -s https://${host}/x --max-time ${60 - 30 * (i % 2)} -o /workspace/od.bin`), `curl: (6) Could not resolve host: ${host}`, true));
    }
    assert.deepEqual(seen, [...allowed(4), 'denied']);
  });
});

describe('D15–D17 configuration', () => {
  test('T37 the keys are validated; sameResult: null and pollSleep: null turn their rule off; progress: false turns all three off', async () => {
    const bad: readonly [unknown, RegExp][] = [
      [{ sameResult: 1 }, /^repeat-tool-breaker: `sameResult` must be an integer >= 2, or null \(got 1\)/],
      [{ sameResult: 2.5 }, /`sameResult` must be an integer >= 2, or null/],
      [{ sameResult: '3' }, /`sameResult` must be an integer >= 2, or null/],
      [{ sameResult: 5000 }, /`sameResult` must be an integer <= 1000/],
      [{ pollSleep: 0 }, /^repeat-tool-breaker: `pollSleep` must be a finite number of seconds > 0, or null \(got 0\)/],
      [{ pollSleep: Infinity }, /`pollSleep` must be a finite number of seconds > 0/],
      [{ pollBudget: null }, /^repeat-tool-breaker: `pollBudget` must be a finite number of seconds > 0 \(got null\)/],
      [{ pollBudget: -1 }, /`pollBudget` must be a finite number of seconds > 0/],
      [{ pollBudget: 1e12 }, /`pollBudget` must be at most/],
    ];
    for (const [config, message] of bad) assert.throws(() => validateConfig(config), { message }, JSON.stringify(config));
    const loaded = resolveConfig({ sameResult: null, pollSleep: null, pollBudget: 60 });
    assert.deepEqual([loaded.sameResult, loaded.pollSleep, loaded.pollBudget], [null, null, 60]);

    const noSame = mount({ sameResult: null });
    assert.deepEqual(await runs(noSame, 5, 'bash', bash('cat f'), () => 'alpha'), [...allowed(4), 'denied']);

    const noPolls = mount({ pollSleep: null });
    assert.deepEqual(await runs(noPolls, 3, 'bash', bash('sleep 30 && gh run view 7'), () => 'queued'), ['allowed', 'allowed', 'denied']);
    assert.deepEqual(await runs(noPolls, 3, 'bash', bash('sleep 5'), () => ''), ['allowed', 'allowed', 'denied'], 'a bare sleep is a plain check');

    // progress: false: the 0.3.3 counting, whatever the answers and the waits.
    const old = mount({ progress: false });
    assert.deepEqual(await runs(old, 5, 'bash', bash('cat f'), () => 'alpha'), [...allowed(4), 'denied']);
    const oldPoll = mount({ progress: false });
    assert.deepEqual(await runs(oldPoll, 5, 'bash', bash('sleep 30 && gh run view 7'), () => 'queued'), [...allowed(4), 'denied']);
    const oldStream = mount({ progress: false });
    assert.deepEqual(await runs(oldStream, 5, 'job_output', { job_id: 'b' }, (i) => `line ${'z'.repeat(i)}`), [...allowed(4), 'denied']);
    const oldPrint = new Fingerprinter(resolveConfig({ progress: false })).print('bash', bash('sleep 30'));
    assert.deepEqual(oldPrint.wait, { ms: 0, onlyWaits: false });
  });

  test('decisions name the rule: same-result, poll and wait beside window and unchanged', async () => {
    const seen: Decision[] = [];
    const breaker = new Breaker(resolveConfig({ pollBudget: 60 }), { decided: (_exec, decision) => void seen.push(decision) });
    const agent = {};
    const call = (command: string, text: string) => {
      const exec = { name: 'bash', arguments: bash(command), agent };
      const verdict = breaker.guard(exec);
      if (verdict === undefined) breaker.settle(exec, { content: [{ type: 'text', text }] });
      return verdict;
    };
    for (let i = 0; i < 3; i++) call('cat f', 'alpha');
    for (let i = 0; i < 3; i++) call('sleep 30 && gh run view 7', 'queued');
    for (let i = 0; i < 3; i++) call('sleep 30', '');
    const rules = seen.filter((d) => d.verdict === 'deny').map((d) => d.hits.map((hit) => hit.counted));
    assert.deepEqual(rules, [['same-result', 'same-result'], ['poll'], ['wait']]);
  });
});

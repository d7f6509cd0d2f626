// design §9.1 acceptance rows T24–T30: progress-aware counting (D13) and word-boundary
// `cmd:` (D14), driven through the plugin on the simulated host.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hitLines } from './helpers/hits.js';
import { decisions, mount, type Harness } from './helpers/sim.js';

const OLD = { progress: false };
/** The caps of D13 alone: these rows repeat one answer, which D15 (T31–T33) stops sooner. */
const CAPS_ONLY = { sameResult: null };

/** One call and the decision it got. */
async function run(h: Harness, tool: string, args: unknown, result = `ran ${tool}`, isError = false): Promise<string> {
  return (await h.call(tool, args, { result, isError })).decision;
}

const bash = (command: string): { command: string } => ({ command });

describe('D13 a change starts the checks over', () => {
  test('T24 edit/test cycle: 8 rounds of write + npm test all run; 0.3.3 counting stops the 5th test', async () => {
    for (const [config, expectDenied] of [[undefined, false], [OLD, true]] as const) {
      const h = mount(config);
      const seen: string[] = [];
      for (let round = 1; round <= 8; round++) {
        seen.push(await run(h, 'write', { path: 'src/parse.ts', content: `export const version = ${round};` }));
        seen.push(await run(h, 'bash', bash('npm test'), `${9 - round} failing, ${round} passing`, round < 8));
      }
      if (expectDenied) {
        assert.equal(seen[9], 'denied', 'progress: false: the 5th npm test');
        assert.deepEqual(seen.slice(0, 9), Array(9).fill('allowed'));
      } else {
        assert.deepEqual(seen, Array(16).fill('allowed'));
      }
    }
  });

  test('T25 changes made through the shell: sed -i and pip install between reruns', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let round = 1; round <= 8; round++) {
      seen.push(await run(h, 'bash', bash(`sed -i 's/a/b${round}/' f.py`), ''));
      seen.push(await run(h, 'bash', bash('python repro.py'), `NameError: name 'b${round}' is not defined`, true));
    }
    for (let round = 1; round <= 8; round++) {
      seen.push(await run(h, 'bash', bash(`pip install pkg${round} -q`), ''));
      seen.push(await run(h, 'bash', bash('python repro.py'), `ModuleNotFoundError: No module named 'pkg${round + 1}'`, true));
    }
    assert.deepEqual(seen, Array(32).fill('allowed'));
  });

  test('T26 no change, no reset: reads between reruns do not count as progress', async () => {
    const h = mount();
    const reads = [bash('cat f.py'), bash('grep -n foo f.py'), { tool: 'read', args: { path: 'f.py' } }, bash('git diff')];
    const seen: string[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      // Even a flaky check whose output moves is capped when nothing changed in between.
      const outcome = await h.call('bash', bash('python repro.py'), { result: `run ${i}: AssertionError`, isError: true });
      seen.push(outcome.decision);
      last = outcome.text;
      const read = reads[i % reads.length]!;
      if ('tool' in read) await run(h, read.tool, read.args);
      else await run(h, 'bash', read);
    }
    assert.deepEqual(seen, ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.deepEqual(hitLines(last), [
      '- exact:bash:{"command":"python repro.py"} 5/5',
      '- cmd:python:python repro.py 5/5',
    ]);
    assert.match(last, /Nothing has changed since the earlier runs/);
  });

  test('T27 a change that failed does not reset', async () => {
    const h = mount(CAPS_ONLY);
    const seen: string[] = [];
    seen.push(await run(h, 'bash', bash('npm test'), '1 failing: expected 2', true));
    seen.push(await run(h, 'bash', bash('npm test'), '1 failing: expected 2', true));
    seen.push(await run(h, 'edit', { path: 'a.ts', old_string: 'x', new_string: 'y' }, 'old_string not found', true));
    seen.push(await run(h, 'bash', bash('npm test'), '1 failing: expected 3', true));
    seen.push(await run(h, 'bash', bash('npm test'), '1 failing: expected 3', true));
    seen.push(await run(h, 'bash', bash('npm test'), '1 failing: expected 3', true));
    assert.deepEqual(seen, ['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'denied']);
  });

  test('T27 a change that was denied does not reset', async () => {
    // Four different in-place edits fill a `verb:sed` cap; each is new and opens an episode.
    // (0.5.x filled sink:out.txt with `echo N > out.txt`; since D31 such text is no sink.)
    const h = mount({ ...CAPS_ONLY, limits: { 'verb:sed': 5 } });
    const seen: string[] = [];
    for (let i = 1; i <= 4; i++) seen.push(await run(h, 'bash', bash(`sed -i 's/v=.*/v=${i}/' out.txt`), ''));
    for (let i = 0; i < 3; i++) seen.push(await run(h, 'bash', bash('cat out.txt'), '4'));
    seen.push(await run(h, 'bash', bash("sed -i 's/v=.*/v=5/' out.txt"), '')); // new, but denied on verb:sed
    seen.push(await run(h, 'bash', bash('cat out.txt'), '5'));
    seen.push(await run(h, 'bash', bash('cat out.txt'), '5'));
    assert.deepEqual(seen, [...Array(7).fill('allowed'), 'denied', 'allowed', 'denied']);
  });

  test('T28 changes keep counting: the same sed -i five times is denied', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let round = 1; round <= 5; round++) {
      seen.push(await run(h, 'bash', bash("sed -i 's/a/b/' f"), ''));
      seen.push(await run(h, 'bash', bash('python t.py'), `round ${round} failed`, true));
    }
    assert.equal(seen[8], 'denied', 'the 5th sed');
    assert.deepEqual(seen.slice(0, 8), Array(8).fill('allowed'));
  });

  test('T28b oscillating edits open no episode after the first round', async () => {
    for (const failures of [['1 failed: boom'], ['1 failed: boom A', '1 failed: boom B']]) {
      const h = mount();
      const seen: string[] = [];
      let test = 0;
      for (let round = 1; round <= 6; round++) {
        seen.push(await run(h, 'edit', { path: 'x.py', old_string: 'X', new_string: 'Y' }, 'ok'));
        seen.push(await run(h, 'bash', bash('npm test'), failures[test++ % failures.length], true));
        seen.push(await run(h, 'edit', { path: 'x.py', old_string: 'Y', new_string: 'X' }, 'ok'));
        seen.push(await run(h, 'bash', bash('npm test'), failures[test++ % failures.length], true));
      }
      const firstDenied = seen.indexOf('denied');
      assert.ok(firstDenied >= 0 && firstDenied < 24, `stopped within 6 rounds (${failures.length} failure texts): ${seen}`);
    }
  });

  test('T28c changes with no effect on the failure do not reset', async () => {
    const noEffect = ['rm -rf .pytest_cache', 'pip install -e . -q', 'touch src/x.py', 'git stash && git stash pop'];
    for (const durations of [false, true]) {
      const h = mount();
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) {
        const took = durations ? `${(0.5 + i * 0.07).toFixed(2)}s` : '0.53s';
        seen.push(await run(h, 'bash', bash('pytest t.py'), `FAILED t.py::test_x - assert 1 == 2\n1 failed in ${took}`, true));
        if (i < 4) await run(h, 'bash', bash(noEffect[i]!), '');
      }
      assert.deepEqual(seen, ['allowed', 'allowed', 'allowed', 'allowed', 'denied'], `durations differ: ${durations}`);
    }
  });

  test('T29 agent A\'s counts and caps are its own; since D28 a change by A frees B\'s checks (one workspace); a user message clears everything', async () => {
    const h = mount();
    const a = { id: 'a' };
    const b = { id: 'b' };
    const seen: string[] = [];
    for (let i = 1; i <= 5; i++) {
      seen.push((await h.call('bash', bash('npm test'), { agent: b, result: 'failure', isError: true })).decision);
      await h.call('write', { path: 'src/a.ts', content: `v${i}` }, { agent: a });
    }
    assert.deepEqual(seen, ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'], 'each new write of agent a is news to agent b');
    // Counts stay per agent: a's own repeats are capped in a's window, not in b's.
    const reads: string[] = [];
    for (let i = 0; i < 3; i++) reads.push((await h.call('read', { path: 'src/a.ts' }, { agent: a, result: 'v5' })).decision);
    assert.deepEqual(reads, ['allowed', 'allowed', 'denied']);
    assert.equal((await h.call('read', { path: 'src/a.ts' }, { agent: b, result: 'v5' })).decision, 'allowed');
    // Without a change in between, b's checks count as before; a user message clears b.
    const again = [];
    for (let i = 0; i < 3; i++) again.push((await h.call('bash', bash('npm test'), { agent: b, result: 'failure', isError: true })).decision);
    assert.deepEqual(again, ['allowed', 'allowed', 'denied']);
    await h.userMessage(b);
    assert.equal((await h.call('bash', bash('npm test'), { agent: b, result: 'failure', isError: true })).decision, 'allowed');
  });

});

describe('D14 cmd: keeps word boundaries', () => {
  test('T30 quoting that changes the words is a different command; quoting that does not is the same', async () => {
    const h = mount();
    const outcomes = await h.repeat(4, 'bash', () => bash('submit flag{a b}'));
    outcomes.push(await h.call('bash', bash("submit 'flag{a b}'"), { result: 'Correct!' }));
    assert.deepEqual(decisions(outcomes), Array(5).fill('allowed'));

    const old = mount(OLD);
    const before = await old.repeat(4, 'bash', () => bash('submit flag{a b}'));
    before.push(await old.call('bash', bash("submit 'flag{a b}'")));
    assert.deepEqual(decisions(before), ['allowed', 'allowed', 'allowed', 'allowed', 'denied'], 'progress: false merges the words');
    assert.deepEqual(hitLines(before[4]!.text), ['- cmd:submit:submit flag{a b} 5/5']);

    const same = mount();
    const curls = await same.repeat(5, 'bash', (i) => bash(i % 2 === 0 ? 'curl "https://x.org/y"' : 'curl https://x.org/y'));
    assert.deepEqual(decisions(curls), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.ok(hitLines(curls[4]!.text).includes('- cmd:curl:curl x.org/y 5/5'), curls[4]!.text);
  });
});

describe('D13 with calls in flight', () => {
  test('a check that settles after a change belongs to the new episode; one that settled before does not', async () => {
    const { Breaker } = await import('../lib/breaker.js');
    const { resolveConfig } = await import('../lib/config.js');
    const breaker = new Breaker(resolveConfig(CAPS_ONLY));
    const agent = { id: 'a' };
    const call = (name: string, args: object) => ({ name, arguments: args, agent });
    const text = (t: string, isError = true) => ({ isError, content: [{ type: 'text', text: t }] });
    const test = () => call('bash', { command: 'npm test' });
    for (let i = 0; i < 3; i++) {
      const t = test();
      assert.equal(breaker.guard(t), undefined);
      breaker.settle(t, text('1 failing: expected 2'));
    }
    // The write and the 4th test run side by side; the test's result arrives after the write's.
    const write = call('write', { path: 'a.ts', content: 'v2' });
    const fourth = test();
    assert.equal(breaker.guard(write), undefined);
    assert.equal(breaker.guard(fourth), undefined);
    breaker.settle(write, text('', false));
    breaker.settle(fourth, text('1 failing: expected 3'));
    const fifth = test();
    assert.equal(breaker.guard(fifth), undefined, 'the 4th run saw the write: its result changed across it');
    breaker.settle(fifth, text('1 failing: expected 3'));

    // Same again with a change that edits no file (D19: a new edit would free the next run
    // whatever it saw), and the 4th run's result arrives before the change's: nothing it saw
    // had changed.
    const other = new Breaker(resolveConfig(CAPS_ONLY));
    for (let i = 0; i < 3; i++) {
      const t = test();
      other.guard(t);
      other.settle(t, text('1 failing: expected 2'));
    }
    const write2 = call('bash', { command: 'pip install -e .' });
    const early = test();
    other.guard(write2);
    other.guard(early);
    other.settle(early, text('1 failing: expected 3'));
    other.settle(write2, text('', false));
    assert.match(other.guard(test()) ?? '', /^REPEAT_TOOL_BLOCKED:/, 'no boundary lies between the settled runs');
  });
});

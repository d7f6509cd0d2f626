// Issue 28 F3: a loop that rotates spellings of one call with one answer. What changes
// nothing for the program is folded out of `cmd:` (a trailing `;` or newline, `2>&1` on a
// last command the agent reads, a last `| cat`, the order and bundling of a getopt
// program's boolean letters), and a denial on the same answer keeps the answer that got it
// denied, so the runs it repeats may leave the window and the loop stays stopped until
// something changes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { validateConfig } from '../lib/config.js';
import { mount, type Harness } from './helpers/sim.js';

const cmdOf = (command: string, config?: unknown): string | undefined =>
  new Fingerprinter(validateConfig(config)).print('bash', { command }).ids.find((id) => id.startsWith('cmd:'));

/** Runs `calls` calls rotating `spellings`, each answered `answer`; the 1-based calls that ran. */
async function rotate(h: Harness, spellings: readonly string[], calls: number, answer: string): Promise<number[]> {
  const ran: number[] = [];
  for (let i = 0; i < calls; i++) {
    const outcome = await h.call('bash', { command: spellings[i % spellings.length] }, { result: answer });
    if (outcome.decision === 'allowed') ran.push(i + 1);
  }
  return ran;
}

describe('F3 rotating spellings', () => {
  const rotations = {
    ls: ['ls -la', 'ls -al', 'ls -l -a', 'ls -la;'],
    pytest: ['pytest -q', 'pytest -q 2>&1', 'pytest -q | cat', 'pytest -q;'],
  };

  test('F3 four spellings of ls -la and of pytest -q, one answer, 60 calls: no run after the 16th (they ran 32, in blocks of 8)', async () => {
    for (const [name, spellings] of Object.entries(rotations)) {
      const ran = await rotate(mount(), spellings, 60, 'total 8\n-rw-r--r-- 1 u u 12 a.txt');
      assert.ok(ran.every((call) => call <= 16), `${name}: ran ${ran.join(',')}`);
      assert.deepEqual(ran, [1, 2], `${name}: the same answer twice, the 3rd spelling is the same call (D15 on cmd:)`);
    }
  });

  test('F3 what changes nothing for the program is folded out of cmd:; what changes something is not', () => {
    for (const spellings of Object.values(rotations)) assert.equal(new Set(spellings.map((c) => cmdOf(c))).size, 1, spellings.join(' / '));
    const apart: [string, string][] = [
      ['ls -la', 'ls -lt'],
      ['head -n 5 f.txt', 'head -n 50 f.txt'],
      ['sed -n 1,40p f.txt', 'sed -n 41,80p f.txt'],
      ['pytest -q 2>&1 | tail -5', 'pytest -q | tail -5'], // 2>&1 before a pipe changes what tail reads
      ['pytest -q > log 2>&1', 'pytest -q > log'], // and before a file, what the file holds
      ['ls -la', 'ls -la &'],
      ['grep -A 3 -n x f', 'grep -A -n3 x f'],
      ['cat f | cat -n', 'cat f'],
    ];
    for (const [a, b] of apart) assert.notEqual(cmdOf(a), cmdOf(b), `${a} vs ${b}`);
    assert.equal(cmdOf('grep -rn foo .'), cmdOf('grep -n -r foo .'));
    assert.equal(cmdOf('rm -rf build'), cmdOf('rm -fr build'));
    assert.equal(cmdOf('ls -I node_modules -la'), 'cmd:ls:ls -I node_modules -al', 'a value is no letter: -I takes node_modules');
    assert.equal(cmdOf('python -m pytest -x -q'), cmdOf('python -m pytest -qx'), 'the program read past python -m');
    assert.equal(cmdOf('mycli -la'), 'cmd:mycli:mycli -la', 'a program the table does not know keeps its words');
  });

  test('F3 a denial keeps the evidence that got it denied: spellings that do not fold stay stopped once the runs leave the window', async () => {
    // Each spelling is its own exact: and cmd:; each is denied on its 3rd run (D15). Their
    // runs leave the 12-call window under the denials, and before, the loop started over.
    const spellings = ['cat a.txt', 'cat -- a.txt', 'head -n 1000 a.txt', "sed -n '1,1000p' a.txt"]; // (D33 folds `cat ./a.txt` into `cat a.txt`)
    const ran = await rotate(mount(), spellings, 60, 'line one\nline two');
    assert.ok(ran.every((call) => call <= 16), `ran ${ran.join(',')}`);
    assert.deepEqual(ran, [1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('F3 until something changes: a new edit, or a human message, lets the stopped call run again', async () => {
    const h = mount();
    await rotate(h, rotations.ls, 20, 'total 8');
    assert.equal((await h.call('bash', { command: 'ls -la' }, { result: 'total 8' })).decision, 'denied');
    await h.call('write', { path: 'b.txt', content: 'new' }, { result: 'File written.' });
    assert.equal((await h.call('bash', { command: 'ls -la' }, { result: 'total 12' })).decision, 'allowed');
    const u = mount();
    await rotate(u, rotations.pytest, 20, '1 failed');
    await u.userMessage();
    assert.equal((await u.call('bash', { command: 'pytest -q' }, { result: '1 failed' })).decision, 'allowed');
  });

  test('F3 under progress: false the folded cmd: is counted too: the rotation is stopped on its 5th call and stays stopped', async () => {
    const ran = await rotate(mount({ progress: false }), rotations.ls, 60, 'total 8');
    assert.deepEqual(ran, [1, 2, 3, 4]);
    assert.equal(cmdOf('ls -la;', { progress: false }), 'cmd:ls:ls -al');
  });
});

// design §9.3 acceptance rows T38–T41: a failed or redone change is a check (D18), a new
// edit frees the checks (D19), calls that do nothing are one action (D20), through the
// plugin on the simulated host; the no-op and missing-program readers on their own; and
// the committed effects fixtures (test/fixtures/effects) replayed against their labels.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readLog } from '../cli/input/read-log.js';
import { replay } from '../cli/replay/replay.js';
import { Breaker } from '../lib/breaker.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { doesNothing, firstProgram } from '../lib/call/noop.js';
import { commandWords, tokenize } from '../lib/call/shell.js';
import { resolveConfig } from '../lib/config.js';
import type { Decision, Settlement } from '../lib/decision.js';
import { missingProgram } from '../lib/result/missing-program.js';
import { hitLines } from './helpers/hits.js';
import { mount, type Harness } from './helpers/sim.js';

const bash = (command: string): { command: string } => ({ command });

/** One call with its result; the decision. */
async function run(h: Harness, tool: string, args: unknown, result: string, isError = false): Promise<string> {
  return (await h.call(tool, args, { result, isError })).decision;
}

const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

describe('D18 a change that changed nothing is a check', () => {
  const edit = { file_path: 'src/config.py', old_string: '    key, value = line.split("=")', new_string: '    key, value = line.split("=", 1)' };
  const NOT_FOUND = 'String to replace not found in file.';
  const read = { file_path: 'src/config.py' };

  test('T38 the same failing edit with identical reads between: the 3rd is denied (same-result), saying it failed the same way', async () => {
    const h = mount();
    const file = 'def parse(line):\n\tkey, value = line.split("=")';
    const seen = [
      await run(h, 'edit', edit, NOT_FOUND, true),
      await run(h, 'read', read, file),
      await run(h, 'edit', edit, NOT_FOUND, true),
      await run(h, 'read', read, file),
    ];
    assert.deepEqual(seen, allowed(4));
    const third = await h.call('edit', edit, { result: NOT_FOUND, isError: true });
    assert.equal(third.decision, 'denied');
    assert.deepEqual(hitLines(third.text), [`- exact:edit:${JSON.stringify({ file_path: edit.file_path, new_string: edit.new_string, old_string: edit.old_string })} 3/3`]);
    assert.match(third.text, /This change failed the same way on its last 2 runs, and nothing has changed since/);
  });

  test('T38 a re-read between the failures that returns new content lets every retry run', async () => {
    const h = mount();
    const seen = [];
    for (let i = 1; i <= 3; i++) {
      seen.push(await run(h, 'edit', edit, NOT_FOUND, true));
      seen.push(await run(h, 'read', read, `export const timeout = 1; // formatted ${'again '.repeat(i)}`));
    }
    seen.push(await run(h, 'edit', edit, 'The file src/config.py has been updated.'));
    assert.deepEqual(seen, allowed(7));
  });

  test('D18 a check that had not run before may have moved the world: the retry after it runs, the next one without news does not', async () => {
    // A script the breaker cannot read is a check (D13 is conservative), but it may have
    // rewritten the file; a first look at anything is news the retry may act on.
    const h = mount();
    const file = 'def parse(line):\n\tkey, value = line.split("=")';
    const seen = [
      await run(h, 'read', read, file),
      await run(h, 'edit', edit, NOT_FOUND, true),
      await run(h, 'read', read, file),
      await run(h, 'edit', edit, NOT_FOUND, true),
      await run(h, 'bash', bash('python scripts/normalize_indent.py src/config.py'), ''),
      await run(h, 'edit', edit, NOT_FOUND, true),
      await run(h, 'edit', edit, NOT_FOUND, true),
    ];
    assert.deepEqual(seen, allowed(7), 'the script ran between the 2nd and the 3rd failure');
    assert.equal(await run(h, 'edit', edit, NOT_FOUND, true), 'denied', 'nothing ran between the last two failures');
  });

  test('D18 a redo after a first look elsewhere runs; the redo after it, with nothing new, is denied (a real run: django-11620)', async () => {
    const h = mount();
    const patch = bash("cat > fix.patch << 'EOF'\n--- a/django/urls/resolvers.py\n+++ b/django/urls/resolvers.py\nEOF");
    const empty = '<returncode>0</returncode>\n<output>\n</output>';
    const seen = [
      await run(h, 'bash', patch, empty),
      await run(h, 'bash', patch, empty),
      await run(h, 'bash', bash("sed -n '250,270p' django/urls/resolvers.py"), '    def match(self, path):'),
      await run(h, 'bash', patch, empty),
      await run(h, 'bash', patch, empty),
    ];
    assert.deepEqual(seen, allowed(5));
    assert.equal(await run(h, 'bash', patch, empty), 'denied');
  });

  test('T38 "read it first", the read, the identical edit: it runs, and having worked it opens an episode', async () => {
    const settled: Settlement[] = [];
    const breaker = new Breaker(resolveConfig(undefined), { settled: (_exec, s) => void settled.push(s) });
    const agent = {};
    const call = (name: string, args: object, text: string, isError = false): string | undefined => {
      const exec = { name, arguments: args, agent };
      const verdict = breaker.guard(exec);
      if (verdict === undefined) breaker.settle(exec, { isError, content: [{ type: 'text', text }] });
      return verdict;
    };
    const readme = { file_path: 'README.md', old_string: 'npm i', new_string: 'npm ci' };
    assert.equal(call('edit', readme, 'File has not been read yet. Read it first before writing to it.', true), undefined);
    assert.equal(call('read', { file_path: 'README.md' }, '# demo\n\nInstall: npm i\n'), undefined);
    assert.equal(call('edit', readme, 'The file README.md has been updated.'), undefined);
    assert.deepEqual(settled.map((s) => [s.isError, s.opened]), [[true, false], [false, false], [false, true]], 'a failed run did not do it, so the retry that worked is new');
  });

  test('T38 a commit failing in its hook, the errors differing only in a 40-hex stash id: denied by the 5th at the latest (the 3rd)', async () => {
    const h = mount();
    const commit = bash('git add -A && git commit -m "Split config lines on the first ="');
    const seen = [];
    for (let i = 0; i < 5; i++) {
      const stash = (0x9f3c2a7e1b + i * 7919).toString(16).padStart(40, 'ab12');
      seen.push(await run(h, 'bash', commit, `✖ eslint --fix found 2 errors\nhusky - pre-commit script failed (code 1)\nlint-staged: restored the original state from git stash ${stash}`, true));
    }
    assert.deepEqual(seen, ['allowed', 'allowed', 'denied', 'denied', 'denied']);
  });

  test('T39 the same write with the same content ×5: the first opens an episode; a redo answered the same twice is denied on the next run', async () => {
    const decided: Decision[] = [];
    const settled: Settlement[] = [];
    const breaker = new Breaker(resolveConfig(undefined), { decided: (_e, d) => void decided.push(d), settled: (_e, s) => void settled.push(s) });
    const agent = {};
    const write = { file_path: 'settings.toml', content: 'timeout = 30\nretries = 3\n' };
    const verdicts = [];
    for (let i = 0; i < 5; i++) {
      const exec = { name: 'write', arguments: write, agent };
      const verdict = breaker.guard(exec);
      if (verdict === undefined) breaker.settle(exec, { content: [{ type: 'text', text: 'File written: settings.toml (27 bytes)' }] });
      verdicts.push(verdict);
    }
    assert.deepEqual(settled.map((s) => s.opened), [true, false, false], 'only the first write changed anything');
    assert.deepEqual(verdicts.map((v) => v === undefined), [true, true, true, false, false]);
    const denial = decided.find((d) => d.verdict === 'deny')!;
    assert.deepEqual(denial.hits.map((hit) => [hit.counted, hit.retried, `${hit.next}/${hit.cap}`]), [['same-result', 'redone', '3/3']]);
    assert.match(verdicts[3]!, /This change was already made: its last 2 runs redid it with the same result/);
  });

  test('T39 a redo is of this episode only: after another new change the same change runs again', async () => {
    const h = mount();
    const write = { file_path: 'a.txt', content: 'one' };
    assert.deepEqual([await run(h, 'write', write, 'written'), await run(h, 'write', write, 'written'), await run(h, 'write', write, 'written')], allowed(3));
    assert.equal(await run(h, 'bash', bash('pip install -e .'), 'Successfully installed app'), 'allowed', 'a new change: a new episode');
    assert.equal(await run(h, 'write', write, 'written'), 'allowed', 'its runs lie in the episode before');
  });

  test('D18 is off with sameResult: null and with progress: false', async () => {
    for (const config of [{ sameResult: null }, { progress: false }]) {
      const h = mount(config);
      const seen = [];
      for (let i = 0; i < 5; i++) seen.push(await run(h, 'edit', edit, NOT_FOUND, true));
      assert.deepEqual(seen, [...allowed(4), 'denied'], `${JSON.stringify(config)}: the cap alone`);
    }
  });
});

describe('D19 a new edit frees the checks', () => {
  const FAILS = 'sample 2: expected 24, got 0\nFAILED (1 of 3 samples)';

  test('T40 six different edits, each followed by the same failing run, then the fixing edit and its run: all run', async () => {
    const h = mount();
    const seen: string[] = [];
    const tries = ['return sum(a)', 'return max(a) * 2', 'return len(a) * 8', 'return sum(a) - min(a)', 'return a[0] * a[-1]', 'return a[1] * 2', 'return sum(x * x for x in a)'];
    let previous = 'return 0';
    for (const [i, attempt] of tries.entries()) {
      seen.push(await run(h, 'edit', { file_path: 's.py', old_string: previous, new_string: attempt }, 'The file s.py has been updated.'));
      previous = attempt;
      seen.push(await run(h, 'bash', bash('python s.py'), i < tries.length - 1 ? FAILS : 'sample 2: 24\nOK (3 of 3 samples)'));
    }
    assert.deepEqual(seen, allowed(14));

    // Under 0.3.3 counting the 5th run is denied.
    const old = mount({ progress: false });
    const before: string[] = [];
    previous = 'return 0';
    for (const attempt of tries.slice(0, 5)) {
      before.push(await run(old, 'edit', { file_path: 's.py', old_string: previous, new_string: attempt }, 'updated'));
      previous = attempt;
      before.push(await run(old, 'bash', bash('python s.py'), FAILS));
    }
    assert.equal(before[9], 'denied');
  });

  test('T40 edits from the shell free the checks too: sed -i, a redirect, patch, git apply', async () => {
    const edits = ["sed -i 's/0/sum(a)/' s.py", 'cat > s.py <<EOF\nprint(24)\nEOF', 'patch -p1 < fix.diff', 'git apply fix.diff', "perl -pi -e 's/a/b/' s.py", 'printf x > s.py'];
    const printer = new Fingerprinter(resolveConfig(undefined));
    for (const command of edits) assert.equal(printer.print('bash', bash(command)).edits, true, command);
    for (const command of ['pip install -e .', 'rm -rf .pytest_cache', 'touch src/x.py', 'mkdir build', 'git stash', 'git checkout main', 'git apply --check fix.diff']) {
      assert.equal(printer.print('bash', bash(command)).edits, false, command);
    }
    const h = mount();
    const seen: string[] = [];
    for (const command of edits) {
      seen.push(await run(h, 'bash', bash(command), ''));
      seen.push(await run(h, 'bash', bash('python s.py'), FAILS));
    }
    assert.deepEqual(seen, allowed(12));
  });

  test('T40 T28c unchanged: cache clears, pip install -e ., touch between identical failures keep the carry (the 5th run is denied)', async () => {
    const noEffect = ['rm -rf .pytest_cache', 'pip install -e . -q', 'touch src/x.py', 'git stash && git stash pop'];
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(await run(h, 'bash', bash('pytest t.py'), 'FAILED t.py::test_x - assert 1 == 2\n1 failed in 0.53s', true));
      if (i < 4) await run(h, 'bash', bash(noEffect[i]!), '');
    }
    assert.deepEqual(seen, [...allowed(4), 'denied']);
  });

  test('T40 T28b unchanged: edits going back and forth open no episode after the first round and are stopped within 6 rounds', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let round = 1; round <= 6; round++) {
      seen.push(await run(h, 'edit', { path: 'x.py', old_string: 'X', new_string: 'Y' }, 'ok'));
      seen.push(await run(h, 'bash', bash('npm test'), '1 failed: boom', true));
      seen.push(await run(h, 'edit', { path: 'x.py', old_string: 'Y', new_string: 'X' }, 'ok'));
      seen.push(await run(h, 'bash', bash('npm test'), '1 failed: boom', true));
    }
    const first = seen.indexOf('denied');
    assert.ok(first >= 0 && first < 24, `stopped within 6 rounds: ${seen}`);
  });
});

describe('D20 calls that do nothing are one action', () => {
  test('T41 true, echo, echo "", "": the 3rd in a row is denied on noop:, and so is the 4th', async () => {
    const h = mount();
    assert.equal(await run(h, 'bash', bash('ls -1'), 'README.md\nsolution.py'), 'allowed');
    assert.deepEqual([await run(h, 'bash', bash('true'), ''), await run(h, 'bash', bash('echo'), '\n')], allowed(2));
    const third = await h.call('bash', bash('echo ""'), { result: '\n' });
    assert.equal(third.decision, 'denied');
    assert.deepEqual(hitLines(third.text), ['- noop: 3/3']);
    assert.match(third.text, /This call can do nothing/);
    assert.equal(await run(h, 'bash', bash('""'), ''), 'denied');
  });

  test('T41 echo "== step N ==" between different reads ×4: all run', async () => {
    const h = mount();
    const seen = [];
    for (const [i, file] of ['config.py', 'routes.py', 'models.py', 'views.py'].entries()) {
      seen.push(await run(h, 'bash', bash(`echo "== step ${i + 1}: reading ${file} =="`), `== step ${i + 1}: reading ${file} ==\n`));
      seen.push(await run(h, 'read', { file_path: `app/${file}` }, `# ${file}\nimport os\n`));
    }
    assert.deepEqual(seen, allowed(8));
  });

  test('T41 update_plan → command not found, then update_plan --done, update_plan: the 3rd is denied, naming the missing program', async () => {
    const h = mount();
    await run(h, 'bash', bash('cat solution.py'), 'def main():\n    pass\n');
    const missing = 'bash: line 1: update_plan: command not found';
    assert.equal(await run(h, 'bash', bash('update_plan --step 1'), missing, true), 'allowed');
    assert.equal(await run(h, 'bash', bash('update_plan --done'), missing, true), 'allowed');
    const third = await h.call('bash', bash('update_plan'), { result: missing, isError: true });
    assert.equal(third.decision, 'denied');
    assert.deepEqual(hitLines(third.text), ['- noop: 3/3']);
    assert.match(third.text, /the program `update_plan` does not exist here/);
    assert.match(third.text, /install the program first, or use another program or tool/);
  });

  test('T41 after apt-get install -y ripgrep, rg runs; a program that turns out to exist is no longer missing', async () => {
    const h = mount();
    const notFound = 'bash: line 1: rg: command not found';
    assert.equal(await run(h, 'bash', bash('rg -n "TODO" src'), notFound, true), 'allowed');
    assert.equal(await run(h, 'bash', bash('apt-get install -y ripgrep'), 'Setting up ripgrep (13.0.0-4) ...'), 'allowed');
    const after = [];
    for (const pattern of ['TODO', 'FIXME', 'XXX', 'HACK']) after.push(await run(h, 'bash', bash(`rg -n "${pattern}" src`), `src/main.rs:12:// ${pattern}`));
    assert.deepEqual(after, allowed(4));

    // Found missing, then it ran after all (a PATH fixed in a persistent shell): not a no-op any more.
    const other = mount();
    await run(other, 'bash', bash('foo --a'), 'bash: foo: command not found', true);
    await run(other, 'bash', bash('foo --b'), 'foo 1.0');
    const later = [];
    for (const arg of ['c', 'd', 'e']) later.push(await run(other, 'bash', bash(`foo --${arg}`), `foo did ${arg}`));
    assert.deepEqual(later, allowed(3));
  });

  test('T41 echo $HOME and echo x > f are not no-ops; limits.noop: null turns the rule off', async () => {
    const printer = new Fingerprinter(resolveConfig(undefined));
    for (const command of ['echo $HOME', 'echo x > f', 'echo `date`', 'echo *.py', 'echo ~', 'printf "%(%s)T"', 'true && ls', 'echo hi | grep h']) {
      assert.equal(printer.print('bash', bash(command)).noop, false, command);
    }
    const h = mount();
    const seen = [];
    for (const command of ['echo $HOME', 'echo $PATH', 'echo $USER']) seen.push(await run(h, 'bash', bash(command), 'x'));
    assert.deepEqual(seen, allowed(3));
    const off = mount({ limits: { noop: null } });
    const burst = [];
    for (const command of ['true', 'echo', 'echo ""', '""', ':', "printf ''"]) burst.push(await run(off, 'bash', bash(command), ''));
    assert.deepEqual(burst, allowed(6));
    assert.throws(() => resolveConfig({ limits: { noop: 1 } }), { message: /^repeat-tool-breaker: `limits\.noop` must be a finite number >= 2, or null \(got 1\)/ });
    assert.equal(resolveConfig(undefined).limits.get('noop'), 3);
  });

  test('D20 is off under progress: false: 0.3.3 counting, whatever the calls do', async () => {
    const h = mount({ progress: false });
    const seen = [];
    for (const command of ['true', 'echo', 'echo ""', '""', ':']) seen.push(await run(h, 'bash', bash(command), ''));
    assert.deepEqual(seen, allowed(5));
    const print = new Fingerprinter(resolveConfig({ progress: false })).print('bash', bash('true'));
    assert.deepEqual([print.noop, print.program], [false, '']);
  });

  test('the no-op reader: the lines that do nothing, and look-alikes that do something', () => {
    const nothing = (command: string): boolean => doesNothing(tokenize(command)) !== null;
    for (const command of ['', '   ', ';', 'true', ':', 'echo', 'echo ""', '""', 'echo " "', "printf ''", 'echo -n done', 'echo "== step 1: reading config.py =="', 'true; true', 'echo a && echo b', ': ok']) {
      assert.equal(nothing(command), true, `does nothing: ${JSON.stringify(command)}`);
    }
    for (const command of ['ls', 'echo $HOME', 'echo "$(date)"', 'echo x > f', 'echo x >> f', 'echo x | tee f', 'cat <<EOF\nx\nEOF', 'true || rm -rf /', 'echo {a,b}', 'echo a?', 'echo [x]', 'command echo hi', '(echo hi)', 'FOO=1 echo hi', ': ${X:=y}', 'false']) {
      assert.equal(nothing(command), false, `does something: ${JSON.stringify(command)}`);
    }
    const program = (command: string): string => firstProgram(commandWords(tokenize(command)));
    assert.equal(program('cd /testbed && sqlfluff fix x.sql'), 'sqlfluff');
    assert.equal(program('update_plan --done'), 'update_plan');
    assert.equal(program('cd /w'), '');
    assert.equal(program('timeout 30 /usr/bin/Foo -x'), 'foo');
  });

  test('the missing-program reader: the shells’ and harnesses’ words, not a program’s complaint about a file', () => {
    const of = (text: string): string | undefined => missingProgram([{ type: 'text', text }], true);
    assert.equal(of('bash: line 1: update_plan: command not found'), 'update_plan');
    assert.equal(of('bash: foo: command not found'), 'foo');
    assert.equal(of('<returncode>127</returncode>\n<output>\nbash: line 1: sqlfluff: command not found\n</output>'), 'sqlfluff');
    assert.equal(of('sh: 1: foo: not found'), 'foo');
    assert.equal(of('/bin/sh: 12: /usr/local/bin/Foo: not found'), 'foo');
    assert.equal(of('zsh: command not found: foo'), 'foo');
    assert.equal(of('fish: Unknown command: foo'), 'foo');
    assert.equal(of("Command 'rg' not found, but can be installed with:\nsudo apt install ripgrep"), 'rg');
    assert.equal(of("foo : The term 'foo' is not recognized as a name of a cmdlet, function, script file, or executable program."), 'foo');
    assert.equal(of('spawn foo ENOENT'), 'foo');
    assert.equal(of('No such file or directory (os error 2)'), '', 'a bare spawn failure names no program: the call’s own');
    assert.equal(of('Exit code: 127'), '');
    assert.equal(of('<returncode>127</returncode>\n<output>\n</output>'), '');
    for (const text of [
      'cat: x: No such file or directory',
      'rg: x.txt: No such file or directory (os error 2)',
      'ERROR: not found: /testbed/tests/test_fields.py::TestDateTimeField',
      'Error: package foo: not found',
      'line 127, in _detect_changes',
      'ok',
      '',
    ]) {
      assert.equal(of(text), undefined, text);
    }
    assert.equal(missingProgram([{ type: 'text', text: `${'x'.repeat(3000)}\nbash: foo: command not found` }], true), undefined, 'a long result is not read');
    const middle = ['bash: foo: command not found', ...Array.from({ length: 8 }, (_, i) => `line ${i}`)].join('\n');
    assert.equal(of(middle), 'foo', 'the first lines are read');
    assert.equal(of(`a\nb\nc\nd\n${middle}`), undefined, 'the middle of the output is not');
    assert.equal(missingProgram([{ type: 'text', text: 'bash: foo: command not found' }], false), 'foo', 'a pipeline after it succeeded');
    assert.equal(missingProgram([{ type: 'text', text: `bash: foo: command not found\n${'ok\n'.repeat(100)}` }], false), undefined, 'a success that printed more ran something');
    assert.equal(missingProgram(undefined, true), undefined);
    assert.equal(missingProgram([{ text: 'Running b:' }, { text: 'bash: b: command not found' }], true), 'b', 'blocks are joined by newlines');
  });
});

describe('the effects fixtures (test/fixtures/effects, design §9.3 D18–D20)', () => {
  const DIR = 'test/fixtures/effects';

  test('each case is allowed throughout or first denied in the range labels.tsv gives', async () => {
    const rows = readFileSync(join(DIR, 'labels.tsv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
    assert.equal(rows.length, 15);
    const checked: string[] = [];
    for (const [file, from, expect] of rows) {
      const replayed = await replay((await readLog(join(DIR, file!))).events, { config: {}, approve: false });
      const first = replayed.flatMap((row) => (row.kind === 'call' && row.decision !== 'allowed' ? [row.index] : []))[0];
      if (expect === 'allow') assert.equal(first, undefined, `${file}: allow`);
      else {
        assert.ok(first !== undefined && first >= Number(from) && first <= Number(expect!.split(' ')[1]), `${file}: ${expect} from ${from}, first denial ${first}`);
      }
      checked.push(file!);
    }
    assert.equal(checked.length, 15, 'every case, the random ids of D21 included');
  });
});

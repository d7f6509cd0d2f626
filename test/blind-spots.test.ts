// design §9.5 acceptance rows T48, T49, T52: what the breaker cannot read it does not claim
// to know (D27: interpreters handed code, editors it did not know, repository moves, work
// handed to another agent), agents that share a workspace (D28), and text the call carries
// into a file is an edit, not a sink (D31) — through the plugin on the simulated host, and
// the readers of lib/call on their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { effectOf } from '../lib/call/change.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { resolveConfig, validateConfig } from '../lib/config.js';
import { hitLines } from './helpers/hits.js';
import { mount, type Harness } from './helpers/sim.js';

const bash = (command: string): { command: string } => ({ command });
const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

async function run(h: Harness, tool: string, args: unknown, result: string, isError = false, agent?: object): Promise<string> {
  return (await h.call(tool, args, { result, isError, ...(agent === undefined ? {} : { agent }) })).decision;
}

const FAILURE = 'FAILED t.py::test_offset - AssertionError: assert None == 3600\n1 failed, 27 passed in 0.41s';
/** `pytest t.py`, failing the same way each time, with `between(i)` before runs 2, 3, …; the
 *  decisions of the pytest runs. */
async function testsBetween(h: Harness, rounds: number, between: (i: number) => Promise<unknown>): Promise<string[]> {
  const seen = [await run(h, 'bash', bash('pytest t.py'), FAILURE, true)];
  for (let i = 1; i < rounds; i++) {
    await between(i);
    seen.push(await run(h, 'bash', bash('pytest t.py'), FAILURE, true));
  }
  return seen;
}

const script = (i: number): string =>
  `python3 - <<'PY'\nimport pathlib\np = pathlib.Path('src/dates.py')\np.write_text(p.read_text().replace('v${i}', 'v${i + 1}'))\nprint('patched')\nPY`;

describe('D27 unknown is not nothing: possible changes', () => {
  test('T48 pytest (same failure) between four different python3 heredoc scripts: all allowed', async () => {
    const h = mount();
    assert.deepEqual(await testsBetween(h, 5, (i) => run(h, 'bash', bash(script(i)), 'patched')), allowed(5));
  });

  test('T48 the same with apply_patch, node -e, ruby -pi -e, awk -i inplace, ed -s and bash scripts/fix_N.sh', async () => {
    const edits: Record<string, (i: number) => string> = {
      apply_patch: (i) => `apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/p.rs\n-let d = i / ${i};\n+let d = i / ${i + 1};\n*** End Patch\nEOF`,
      'node -e': (i) => `node -e "const fs=require('fs');fs.writeFileSync('m.js',fs.readFileSync('m.js','utf8').replace('a${i}','a${i + 1}'))"`,
      'ruby -pi -e': (i) => `ruby -pi -e 'gsub(/digits: ${i}/, "digits: ${i + 1}")' src/money.js`,
      'awk -i inplace': (i) => `awk -i inplace '{ sub(/v${i}/, "v${i + 1}"); print }' src/money.js`,
      'ed -s': (i) => `printf '%s\\n' '/v${i}/s//v${i + 1}/' w q | ed -s src/money.js`,
      'bash scripts/fix_N.sh': (i) => `bash scripts/fix_${i}.sh`,
    };
    for (const [name, edit] of Object.entries(edits)) {
      const h = mount();
      assert.deepEqual(await testsBetween(h, 5, (i) => run(h, 'bash', bash(edit(i)), '')), allowed(5), name);
    }
  });

  test('T48 the same one read-only script between identical failures: the script and the test are stopped on their 3rd run', async () => {
    const look = bash("python3 - <<'PY'\nimport pathlib\nprint(pathlib.Path('src/io.py').read_text()[:200])\nPY");
    const source = 'def load(path):\n    return open(path).read()';
    // The script first, then the test: the 3rd test is denied (and so is the 3rd script).
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      seen.push(await run(h, 'bash', look, source));
      seen.push(await run(h, 'bash', bash('pytest t.py'), FAILURE, true));
    }
    assert.deepEqual(seen, ['allowed', 'allowed', 'allowed', 'allowed', 'denied', 'denied']);
    // Between the tests: its first run may have changed the code; its repeat, answering the
    // same, changed nothing: the 3rd script run is denied, and so is the test after it.
    const g = mount();
    const between: string[] = [];
    const tests = await testsBetween(g, 4, async () => between.push(await run(g, 'bash', look, source)));
    assert.deepEqual(between, ['allowed', 'allowed', 'denied']);
    assert.deepEqual(tests, ['allowed', 'allowed', 'allowed', 'denied']);
  });

  test('T48 a denial after a possible change ran says nothing the breaker can see has changed, not that nothing has', async () => {
    const h = mount();
    const look = bash('python3 show.py');
    await testsBetween(h, 3, () => run(h, 'bash', look, 'same output'));
    const denied = await h.call('bash', bash('pytest t.py'), { result: FAILURE, isError: true });
    assert.equal(denied.decision, 'denied');
    assert.doesNotMatch(denied.text, /nothing has changed/);
    assert.match(denied.text, /could have changed something .*answered as it did before/);
  });

  test('T48 git bisect bad ×4 between identical failures: all allowed (each names the next commit)', async () => {
    const h = mount();
    await run(h, 'bash', bash('git bisect start HEAD v2.3.0'), 'Bisecting: 37 revisions left to test after this (roughly 5 steps)\n[4c1d2e9] render: cache glyph widths');
    const commits = ['fonts: share the shaping buffer', 'text: split runs at script changes', 'render: kerning pairs from GPOS', 'render: merge adjacent runs'];
    const seen = await testsBetween(h, 5, (i) => run(h, 'bash', bash('git bisect bad'), `Bisecting: a few revisions left to test after this\n[${i}a0b7c3] ${commits[i - 1]}`));
    assert.deepEqual(seen, allowed(5));
  });

  test('T48 a task with a new prompt between identical failures: all allowed; the same task answering the same is stopped', async () => {
    const h = mount();
    const task = (i: number): { description: string; prompt: string } => ({ description: `fix ${i}`, prompt: `In src/auth.ts: attempt ${'another way '.repeat(i)}. Then stop.` });
    assert.deepEqual(await testsBetween(h, 5, (i) => run(h, 'task', task(i), `Done. Changed src/auth.ts (${i} lines).`)), allowed(5));
    const g = mount();
    const same: string[] = [];
    await testsBetween(g, 4, async () => same.push(await run(g, 'task', task(1), 'Done. Nothing to change.')));
    assert.deepEqual(same, ['allowed', 'allowed', 'denied']);
  });

  test('a verbatim repeat of a change answered the same frees nothing; answered anew, it frees the checks', async () => {
    const h = mount();
    const stash = bash('git stash && git stash pop');
    // The first stash is new (an episode); its repeats answer the same: the test is denied
    // on its 3rd run in the episode the first one opened.
    const seen = await testsBetween(h, 5, () => run(h, 'bash', stash, 'Saved working directory\nDropped refs/stash@{0}'));
    assert.deepEqual(seen, [...allowed(3), 'denied', 'denied']);
    const g = mount();
    // (a pull is not an edit: D13's carry still caps a test that never changes on its 5th run)
    const pulls = await testsBetween(g, 4, (i) => run(g, 'bash', bash('git pull'), `Updating ${i}: ${'src/a.py | 2 +-\n'.repeat(i)}`));
    assert.deepEqual(pulls, allowed(4));
  });

  test('what is a possible change: interpreters handed code, scripts by path; not a module or program the table knows as a check', () => {
    const printer = new Fingerprinter(resolveConfig({}));
    const possible = (command: string): boolean => printer.print('bash', bash(command)).possibleChange;
    for (const command of [
      "python3 - <<'PY'\nprint(1)\nPY",
      'python3 -c "import x; x.fix()"',
      "node -e \"require('fs').writeFileSync('a', 'b')\"",
      "node --input-type=module <<'JS'\nawait import('./fix.js')\nJS",
      "perl -e 'print 1'",
      "ruby -e 'puts 1'",
      "php -r 'echo 1;'",
      'bash fix.sh',
      './scripts/x.sh',
      'sh ./scripts/x.sh --all',
      "deno eval 'console.log(1)'",
      "bun -e 'console.log(1)'",
      "Rscript -e 'print(1)'",
      'python fix.py',
      'uv run python fix.py',
      'npx tsx scripts/gen.ts',
      'cat fix.py | python3',
      'cd src && ./regen',
      // A shell's `-c` line that D33 does not read through (not the whole line): unread code.
      "cd src && bash -c 'python fix.py'",
      "cd src && bash -lc 'npm test'",
      "sh -euc 'pytest tests/a.py'",
    ]) {
      assert.equal(possible(command), true, command);
    }
    for (const command of ['python -m pytest', 'python -m mypy .', 'npm test', 'pytest t.py', 'node --version', 'python3', 'bash -c "npm test"', "bash -lc 'make'", 'bun test', 'deno test', 'cat fix.py', 'ls ./scripts']) {
      assert.equal(possible(command), false, command);
    }
    // A change is a change, not a possible one; with progress: false nothing is either.
    assert.equal(possible("sed -i 's/a/b/' f && python fix.py"), false);
    assert.equal(new Fingerprinter(resolveConfig({ progress: false })).print('bash', bash('python fix.py')).possibleChange, false);
  });

  test('the editors and repository moves the table knows now', () => {
    for (const command of [
      "apply_patch <<'EOF'\n*** Begin Patch\nEOF",
      "ed -s f.txt <<'EOF'\n1d\nw\nq\nEOF",
      "ex -sc '%s/a/b/g|x' f.txt",
      "awk -i inplace '{print}' f",
      "gawk --include=inplace '{print}' f",
      "ruby -pi -e 'gsub(/a/, \"b\")' f",
      "sd 'a' 'b' src/f.rs",
      "perl -pi -e 's/a/b/' f",
      'git bisect bad',
      'git bisect run ./t.sh',
      'git submodule update --init',
      'git am 0001-fix.patch',
    ]) {
      assert.equal(effectOf(command).change, 'edit', command);
    }
    for (const command of ['git worktree add ../wt feature', 'git worktree remove ../wt']) assert.equal(effectOf(command).change, 'other', command);
    for (const command of ["awk '{print $1}' f", "sd -p 'a' 'b' f", 'git bisect log', 'git worktree list', 'git submodule status']) {
      assert.equal(effectOf(command).change, null, command);
    }
  });

  test('delegateTools is validated like changeTools and replaces the default list', () => {
    assert.deepEqual(resolveConfig({}).delegateTools, ['task', 'agent', 'subagent', 'delegate*', 'spawn_agent', 'dispatch_agent']);
    assert.throws(() => validateConfig({ delegateTools: 'task' }), /^ConfigError: repeat-tool-breaker: `delegateTools` must be an array of strings \(got "task"\)$/);
    assert.throws(() => validateConfig({ delegateTools: ['task', 3] }), /`delegateTools` must be an array of strings/);
    const printer = new Fingerprinter(resolveConfig({ delegateTools: ['hand_off'] }));
    assert.equal(printer.print('hand_off', { to: 'x' }).possibleChange, true);
    assert.equal(printer.print('task', { prompt: 'x' }).possibleChange, false);
    assert.equal(new Fingerprinter(resolveConfig({})).print('delegate_to_coder', { prompt: 'x' }).possibleChange, true);
  });
});

describe('D28 agents share a workspace', () => {
  const fixer = { id: 'fixer' };
  const main = { id: 'main' };
  const GO_FAIL = '--- FAIL: TestEvictOldest (0.00s)\n    cache_test.go:41: len = 4, want 3\nFAIL';

  test('T49 fixer edits, main re-runs the same failing test, ×4: all allowed', async () => {
    const h = mount();
    const seen = [await run(h, 'bash', bash('go test ./internal/cache/'), GO_FAIL, true, main)];
    for (let i = 0; i < 4; i++) {
      await run(h, 'edit', { file_path: 'lru.go', old_string: `c.max+${i}`, new_string: `c.max+${i + 1}` }, 'The file lru.go has been updated.', false, fixer);
      seen.push(await run(h, 'bash', bash('go test ./internal/cache/'), GO_FAIL, true, main));
    }
    assert.deepEqual(seen, allowed(5));
  });

  test('T49 fixer only reads between main’s identical tests: main’s 3rd test is denied', async () => {
    const h = mount();
    const seen = [await run(h, 'bash', bash('go test ./internal/cache/'), GO_FAIL, true, main)];
    for (let i = 0; i < 2; i++) {
      await run(h, 'read', { file_path: `part${i}.go` }, `package cache // part ${i}`, false, fixer);
      seen.push(await run(h, 'bash', bash('go test ./internal/cache/'), GO_FAIL, true, main));
    }
    assert.deepEqual(seen, ['allowed', 'allowed', 'denied']);
  });

  test('T49 caps stay per agent (T7): fixer’s edits free main’s checks but never count in main’s window', async () => {
    const h = mount();
    const same = { file_path: 'lru.go', old_string: 'a', new_string: 'b' };
    const fixes = [];
    for (let i = 0; i < 5; i++) fixes.push(await run(h, 'edit', same, 'The file lru.go has been updated.', false, fixer));
    assert.equal(fixes[4], 'denied', 'the same edit five times is capped for the agent that makes it');
    assert.equal(await run(h, 'edit', same, 'The file lru.go has been updated.', false, main), 'allowed', 'another agent’s first run of it is its own');
  });
});

describe('D31 text the call carries is an edit, not a sink', () => {
  const testFile = (i: number): string => `cat > t.test.ts <<'EOF'\nimport { pick } from './pick';\ntest('picks ${i}', () => expect(pick(${i})).toBe(${i}));\nEOF`;

  test('T52 cat > t.test.ts <<EOF with new content ×7, each followed by the test: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(await run(h, 'bash', bash(testFile(i)), ''));
      seen.push(await run(h, 'bash', bash('npx vitest run t.test.ts'), i < 6 ? `FAIL picks ${i}: expected ${i} got 0` : 'Test Files  1 passed (1)', i < 6));
    }
    assert.deepEqual(seen, allowed(14));
    const fingerprints = new Fingerprinter(resolveConfig({})).print('bash', bash(testFile(0))).fingerprints;
    assert.ok(!fingerprints.some((fingerprint) => fingerprint.kind === 'sink'), 'no sink: for text the call carries');
  });

  test('T52 the same content ×3 with the same answer: denied as a redo', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push(await run(h, 'bash', bash(testFile(1)), ''));
    assert.deepEqual(seen, [...allowed(3), 'denied']);
  });

  test('T52 curl URL_i -o page.html ×5: still capped on sink:', async () => {
    const h = mount();
    const outcomes = [];
    for (let i = 1; i <= 5; i++) outcomes.push(await h.call('bash', bash(`curl -s https://docs.example.com/api/v${i}/ -o page.html`), { result: '' }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(4), 'denied']);
    assert.deepEqual(hitLines(outcomes[4]!.text), ['- sink:page.html 5/5']);
  });

  test('T52 D31 holds under progress: false too: echo/printf/tee text into a file has no sink:, a program’s output has', () => {
    for (const config of [{}, { progress: false }]) {
      const printer = new Fingerprinter(resolveConfig(config));
      const sinks = (command: string): string[] => printer.print('bash', bash(command)).fingerprints.filter((f) => f.kind === 'sink').map((f) => f.id);
      assert.deepEqual(sinks("echo '{}' > state.json"), []);
      assert.deepEqual(sinks("printf '%s\\n' a b > f.txt"), []);
      assert.deepEqual(sinks("tee f.txt <<'EOF'\nx\nEOF"), []);
      assert.deepEqual(sinks('echo a > notes.txt && go build -o app .'), ['sink:app'], 'the first write the call does not spell out');
      assert.deepEqual(sinks('python gen.py > out.json'), ['sink:out.json']);
    }
  });
});

// design §9.5 acceptance rows T54–T55: loops that hide. One action spelled many ways and
// cycles longer than the window (D33), a tool that keeps failing the same way or cannot
// start (D34), through the plugin on the simulated host; and the readers on their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { onePath } from '../lib/call/spellings.js';
import { resolveConfig } from '../lib/config.js';
import { toolCannotStart } from '../lib/result/missing-program.js';
import { SlidingWindow, type Slot } from '../lib/window.js';
import { SettledResult } from '../lib/result/settled-result.js';
import { hitLines } from './helpers/hits.js';
import { mount, type Harness } from './helpers/sim.js';

const bash = (command: string): { command: string } => ({ command });

/** One call with its result; the decision. */
async function run(h: Harness, tool: string, args: unknown, result: string, isError = false): Promise<string> {
  return (await h.call(tool, args, { result, isError })).decision;
}

const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

/** The `cmd:` of a shell command, with the defaults or the given config. */
function cmdOf(command: string, config?: unknown): string | undefined {
  const printer = new Fingerprinter(resolveConfig(config as never));
  return printer.print('bash', bash(command)).fingerprints.find((fingerprint) => fingerprint.kind === 'cmd')?.id;
}

describe('D33 (a) one action, however it is spelled', () => {
  test('T54 npm test, sh -c, bash -c, env, cd . && share one cmd:; so do bash -lc, bash -l -c and true; (with progress: false too)', () => {
    for (const config of [undefined, { progress: false }]) {
      const one = cmdOf('npm test', config);
      assert.equal(one, 'cmd:npm:npm test');
      for (const spelling of ["sh -c 'npm test'", 'bash -c "npm test"', 'env npm test', 'cd . && npm test', "bash -lc 'npm test'", 'bash -l -c "npm test"', 'cd ./ ; npm test', 'true && npm test', 'npm test; true', "sh -c 'cd . && bash -c \"env npm test\"'"]) {
        assert.equal(cmdOf(spelling, config), one, spelling);
      }
    }
  });

  test('T54 cat ./src/a.py, cat src//a.py, cat src/./a.py share one cmd:; so do ~, $HOME, ${HOME} and "$HOME"', () => {
    for (const spelling of ['cat ./src/a.py', 'cat src//a.py', 'cat src/./a.py', 'cat .//src/a.py']) assert.equal(cmdOf(spelling), 'cmd:cat:cat src/a.py', spelling);
    for (const spelling of ['cat ~/.bashrc', 'cat $HOME/.bashrc', 'cat "${HOME}/.bashrc"', 'cat "$HOME/.bashrc"']) assert.equal(cmdOf(spelling), 'cmd:cat:cat ~/.bashrc', spelling);
    assert.equal(cmdOf('head -n 20 ./a.py'), cmdOf('head -n 20 a.py'));
    assert.equal(cmdOf('grep -n def ./src/a.py'), cmdOf('grep -n def src/a.py'));
  });

  test('T54 nothing else is folded: python -m pytest is not pytest, a grep pattern, a shell given arguments, a command after ||, env with an assignment', () => {
    assert.notEqual(cmdOf('python -m pytest'), cmdOf('pytest'));
    assert.notEqual(cmdOf('grep -rn a//b src'), cmdOf('grep -rn a/b src'));
    assert.notEqual(cmdOf("bash -c 'npm test' extra"), cmdOf('npm test'));
    assert.notEqual(cmdOf('bash -ec "npm test"'), cmdOf('npm test'));
    assert.notEqual(cmdOf('npm test || true'), cmdOf('npm test'));
    assert.notEqual(cmdOf('env CI=1 npm test'), cmdOf('npm test'));
    assert.notEqual(cmdOf('cd src && npm test'), cmdOf('npm test'));
    assert.notEqual(cmdOf('python ./a.py'), cmdOf('python a.py'), 'a program the table does not know as a reader or a check keeps its words');
    assert.notEqual(cmdOf('cat ../a.py'), cmdOf('cat a.py'));
    // Joined by `;` where one side was: `x; true && y` runs y whatever x did.
    assert.equal(cmdOf('make; true && make test'), cmdOf('make ; make test'));
    assert.equal(cmdOf('make && true && make test'), cmdOf('make && make test'));
    assert.equal(cmdOf('true'), 'cmd:true:true');
    assert.equal(cmdOf('cd . && true'), 'cmd:cd:cd . && true');
  });

  test('onePath: ./a = a, a//b = a/b, /./ = /, $HOME and ${HOME} = ~; URLs, .. and plain words kept', () => {
    const cases: [string, string][] = [
      ['./a', 'a'], ['././a', 'a'], ['.//a', 'a'], ['a//b', 'a/b'], ['a/./b', 'a/b'], ['/./a', '/a'], ['//a', '/a'], ['./', '.'],
      ['$HOME', '~'], ['$HOME/.x', '~/.x'], ['${HOME}/.x', '~/.x'], ['$HOMEDIR/x', '$HOMEDIR/x'], ['../a', '../a'], ['a/../b', 'a/../b'],
      ['https://x.y//z', 'https://x.y//z'], ['plain', 'plain'], ['.hidden', '.hidden'], ['a/.hidden', 'a/.hidden'],
    ];
    for (const [word, path] of cases) assert.equal(onePath(word), path, word);
  });

  test('T54 one command through npm test, sh -c and bash -c with the same answer: the 3rd is denied', async () => {
    const h = mount();
    const answer = 'Tests: 2 failed, 40 passed';
    const seen = [];
    for (const command of ['npm test 2>&1 | tail -3', "sh -c 'npm test 2>&1 | tail -3'", 'bash -c "npm test 2>&1 | tail -3"']) seen.push(await run(h, 'bash', bash(command), answer, true));
    assert.deepEqual(seen, [...allowed(2), 'denied']);
  });
});

describe('D33 (b) the reach of the same answer', () => {
  const CHECKS = ['cat src/config.ts', 'cat src/server.ts', 'git status --short', 'git diff --stat', 'npm run lint', 'ls src', 'cat src/routes.ts', 'npm test'];

  test('T54 8 checks cycled with the same answers: the 17th call is denied', async () => {
    const h = mount();
    const seen = [];
    for (let lap = 0; lap < 3; lap++) for (const command of CHECKS) seen.push(await run(h, 'bash', bash(command), `answer of ${command}`));
    assert.deepEqual(seen.slice(0, 16), allowed(16));
    assert.equal(seen[16], 'denied');
    // With the window raised to hold two laps, nothing changes: the rule is the same.
    const wide = mount({ window: 20 });
    const wider = [];
    for (let lap = 0; lap < 3; lap++) for (const command of CHECKS) wider.push(await run(wide, 'bash', bash(command), `answer of ${command}`));
    assert.equal(wider.indexOf('denied'), 16);
  });

  test('T54 a cycle longer than the window is never stopped by it: 13 checks with window 12', async () => {
    const h = mount();
    const checks = [...CHECKS, 'cat a', 'cat b', 'cat c', 'cat d', 'cat e'];
    const seen = [];
    for (let lap = 0; lap < 3; lap++) for (const command of checks) seen.push(await run(h, 'bash', bash(command), `answer of ${command}`));
    assert.deepEqual(seen, allowed(39));
  });

  test('T54 a file read at calls 1, 30 and 60 with nothing changed: all allowed', async () => {
    const h = mount();
    const seen = [];
    for (let call = 1; call <= 60; call++) {
      const read = call === 1 || call === 30 || call === 60;
      seen.push(await run(h, 'read', { file_path: read ? 'src/app.py' : `src/other_${call}.py` }, read ? 'def main(): pass' : `# file ${call}`));
    }
    assert.deepEqual(seen, allowed(60));
  });

  test('the reach is bounded: at most window answered runs that left it, none older than 2 × window commits', () => {
    const window = new SlidingWindow(4);
    const slot = (ids: string[], change = false): Slot => ({
      ids, seq: -1, episode: 0, change, result: change ? undefined : new SettledResult([{ type: 'text', text: 'same' }], false), outcome: 'ok', idle: undefined, clock: 0, wait: 0, decoys: undefined, spelling: undefined,
    });
    window.commit(slot(['exact:a']));
    for (let i = 0; i < 4; i++) window.commit(slot([`exact:x${i}`]));
    assert.equal(window.count('exact:a'), 0);
    assert.equal(window.reach('exact:a'), 1, 'left the window, still within the reach');
    for (let i = 0; i < 3; i++) window.commit(slot([`exact:y${i}`], true));
    assert.equal(window.reach('exact:a'), 1);
    window.commit(slot(['exact:z'], true));
    assert.equal(window.reach('exact:a'), 0, 'older than 2 × window commits');
    for (let i = 0; i < 20; i++) window.commit(slot([`exact:w${i}`]));
    assert.equal(window.reach('exact:w11'), 0);
    assert.equal(window.reach('exact:w12'), 1, 'at most window answered runs beyond the window');
    assert.equal(window.reach('exact:w19'), 1);
  });
});

const SEARCH = 'mcp__search__query';
/** The host puts `Error: ` before a failure's text. */
const KEY = '401 Unauthorized: invalid API key';
const QUERIES = ['pool exhausted', 'pgbouncer max_client_conn', 'idleTimeoutMillis', 'too many clients', 'release client', 'max_connections', 'knex pool', 'prisma connection_limit'];

describe('D34 a tool that keeps failing the same way', () => {
  test('T55 mcp__search__query with 8 different queries, each 401 invalid API key: the 6th is denied, quoting the error', async () => {
    const h = mount();
    const outcomes = [];
    for (const query of QUERIES) outcomes.push(await h.call(SEARCH, { query }, { result: KEY, isError: true }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(5), 'denied', 'denied', 'denied']);
    const sixth = outcomes[5]!.text;
    assert.deepEqual(hitLines(sixth), [`- failure:${SEARCH} 5/5`]);
    assert.match(sixth, /was stopped before it executed: its tool keeps failing the same way\./);
    assert.match(sixth, /failed with the same error on its last 5 runs, with different arguments, with no success of it in between/);
    assert.match(sixth, /another argument cannot fix what the error names/);
    assert.match(sixth, /The error it keeps returning:\n`+\nError: 401 Unauthorized: invalid API key\n`+/);
    assert.match(sixth, /Instead: fix the cause the error names .*, use another tool, or tell the user/);
  });

  test('T55 with a success at the 4th: all allowed', async () => {
    const h = mount();
    const seen = [];
    for (const [i, query] of QUERIES.entries()) seen.push(await run(h, SEARCH, { query }, i === 3 ? '3 results: …' : KEY, i !== 3));
    assert.deepEqual(seen, allowed(8));
  });

  test('T55 with sleep 30 before the 6th: allowed (a rate limit may lift); a new change and a user message start it over too', async () => {
    const h = mount();
    const seen = [];
    for (const query of QUERIES.slice(0, 5)) seen.push(await run(h, SEARCH, { query }, KEY, true));
    seen.push(await run(h, 'bash', bash('sleep 30'), ''));
    seen.push(await run(h, SEARCH, { query: QUERIES[5] }, KEY, true));
    assert.deepEqual(seen, allowed(7));

    const changed = mount();
    for (const query of QUERIES.slice(0, 5)) await run(changed, SEARCH, { query }, KEY, true);
    assert.equal(await run(changed, 'write', { path: '.env', content: 'SEARCH_KEY=new' }, 'File written.'), 'allowed');
    assert.equal(await run(changed, SEARCH, { query: QUERIES[5] }, KEY, true), 'allowed');

    const told = mount();
    for (const query of QUERIES.slice(0, 5)) await run(told, SEARCH, { query }, KEY, true);
    await told.userMessage();
    assert.equal(await run(told, SEARCH, { query: QUERIES[5] }, KEY, true), 'allowed');
  });

  test('T55 different errors, or errors that differ only in a request id, are told apart as D17 does', async () => {
    const h = mount();
    const seen = [];
    for (const [i, query] of QUERIES.entries()) seen.push(await run(h, SEARCH, { query }, `400 Bad Request: query ${i % 2 === 0 ? 'too short' : 'has no terms'}`, true));
    assert.deepEqual(seen, allowed(8));
    const ids = mount();
    const masked = [];
    for (const [i, query] of QUERIES.slice(0, 6).entries()) masked.push(await run(ids, SEARCH, { query }, `${KEY} (trace ${(0x1a2b3c4d5e + i * 7919).toString(16)}f)`, true));
    assert.deepEqual(masked, [...allowed(5), 'denied']);
  });

  test('T55 bash commands failing alike: never by D34', async () => {
    const h = mount();
    const seen = [];
    for (let i = 0; i < 8; i++) seen.push(await run(h, 'bash', bash(`grep -rn "pattern_${i}" src`), '', true));
    assert.deepEqual(seen, allowed(8));
  });

  test('T55 edit → "read it first" on 5 different files, each followed by a read: all allowed', async () => {
    const h = mount();
    const seen = [];
    for (let i = 1; i <= 7; i++) {
      seen.push(await run(h, 'edit', { file_path: `src/m${i}.py`, old_string: 'a', new_string: 'b' }, 'File has not been read yet. Read it first before writing to it.', true));
      seen.push(await run(h, 'read', { file_path: `src/m${i}.py` }, `a = ${i}\n`));
    }
    assert.deepEqual(seen, allowed(14));
  });

  test('D34: a tool that both edits and reads (str_replace_editor) is not denied its view after its edits failed alike', async () => {
    const h = mount();
    const seen = [];
    for (let i = 1; i <= 6; i++) {
      const edit = { command: 'str_replace', path: `/w/f${i}.py`, old_str: `a${i}`, new_str: `b${i}` };
      seen.push(await run(h, 'str_replace_editor', edit, 'Error: File must be viewed before editing. Use the view command first.', true));
    }
    seen.push(await run(h, 'str_replace_editor', { command: 'view', path: '/w/f1.py' }, 'a1 = 1\n'));
    assert.deepEqual(seen, allowed(7));
  });

  test('D34 spares what another argument can fix: edits failing alike on new strings, fetches failing alike on new addresses', async () => {
    const h = mount();
    const seen = [];
    for (let i = 1; i <= 7; i++) {
      seen.push(await run(h, 'edit', { file_path: 'src/m.py', old_string: `a${i}`, new_string: 'b' }, 'String to replace not found in file.', true));
    }
    for (let i = 1; i <= 7; i++) seen.push(await run(h, 'web_fetch', { url: `https://site${i}.example.com/docs` }, 'Request failed with status code 403', true));
    assert.deepEqual(seen, allowed(14));
  });

  test('T55 read answering ENOENT: no such file for 3 paths: all allowed, and no tool is taken for missing', async () => {
    const h = mount();
    const seen = [];
    for (const path of ['a.py', 'b.py', 'c.py', 'd.py']) seen.push(await run(h, 'read', { path }, `ENOENT: no such file or directory, open '${path}'`, true));
    assert.deepEqual(seen, allowed(4));
  });

  test('T55 limits.failure: null turns D34 (a) off; limits.failure:<tool> caps one tool; the key is validated like the others', async () => {
    const off = mount({ limits: { failure: null } });
    const seen = [];
    for (const query of QUERIES) seen.push(await run(off, SEARCH, { query }, KEY, true));
    assert.deepEqual(seen, allowed(8));
    const one = mount({ limits: { [`failure:${SEARCH}`]: 3 } });
    const capped = [];
    for (const query of QUERIES.slice(0, 4)) capped.push(await run(one, SEARCH, { query }, KEY, true));
    assert.deepEqual(capped, [...allowed(3), 'denied']);
    const noProgress = mount({ progress: false });
    const old = [];
    for (const query of QUERIES) old.push(await run(noProgress, SEARCH, { query }, KEY, true));
    assert.deepEqual(old, allowed(8));
    assert.equal(resolveConfig(undefined).limits.get('failure'), 5);
    assert.throws(() => resolveConfig({ limits: { failure: 1 } }), { message: /^repeat-tool-breaker: `limits\.failure` must be a finite number >= 2, or null \(got 1\)/ });
    assert.throws(() => resolveConfig({ limits: { failur: 3 } }), { message: /did you mean "failure"\?/ });
  });
});

describe('D34 (b) a tool that cannot start is a missing program', () => {
  test('T55 grep_tool {pattern: p_i} answered spawn rg ENOENT ×3: the 3rd denied (noop:)', async () => {
    const h = mount();
    const outcomes = [];
    for (const pattern of ['TODO', 'FIXME', 'XXX']) outcomes.push(await h.call('grep_tool', { pattern }, { result: 'Error: spawn rg ENOENT', isError: true }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(2), 'denied']);
    assert.deepEqual(hitLines(outcomes[2]!.text), ['- noop: 3/3']);
    assert.match(outcomes[2]!.text, /the tool `grep_tool` does not exist here or cannot start/);
  });

  test('T55 Tool <its own name> not found ×3: the 3rd denied; another tool named in the message is not this one', async () => {
    const h = mount();
    const seen = [];
    for (const q of ['a', 'b', 'c']) seen.push(await run(h, 'lookup', { q }, 'Tool lookup not found', true));
    assert.deepEqual(seen, [...allowed(2), 'denied']);
    const other = mount();
    const fine = [];
    for (const q of ['a', 'b', 'c']) fine.push(await run(other, 'lookup', { q }, 'Tool helper not found', true));
    assert.deepEqual(fine, allowed(3));
  });

  test('the readers: a tool that cannot start, never a missing file, never a program its arguments name', () => {
    const error = (text: string) => [{ type: 'text', text }];
    assert.equal(toolCannotStart('grep_tool', error('spawn rg ENOENT'), { pattern: 'x' }), true);
    assert.equal(toolCannotStart('Grep', error('Error: spawn /usr/bin/rg ENOENT'), { pattern: 'args' }), true);
    assert.equal(toolCannotStart('lookup', error("Error: Tool 'lookup' not found."), {}), true);
    assert.equal(toolCannotStart('lookup', error('Tool search not found'), {}), false);
    assert.equal(toolCannotStart('read', error("ENOENT: no such file or directory, open '/w/a.py'"), { path: '/w/a.py' }), false);
    assert.equal(toolCannotStart('read', error('No such file or directory (os error 2)'), { path: 'a.py' }), false);
    assert.equal(toolCannotStart('exec_command', error('spawn foo ENOENT'), { cmd: 'foo --bar' }), false);
    assert.equal(toolCannotStart('grep_tool', error('spawn rg ENOENT\nand more output after it that is not the spawn failure'), { pattern: 'x' }), false);
  });
});

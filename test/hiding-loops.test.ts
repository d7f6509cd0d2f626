// design §9.5 acceptance rows T54–T55: loops that hide. One action spelled many ways and
// cycles longer than the window (D33), a tool that keeps failing the same way or cannot
// start (D34), through the plugin on the simulated host; and the readers on their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveConfig } from '../lib/config.js';
import { toolCannotStart } from '../lib/result/missing-program.js';
import { hitLines } from './helpers/hits.js';
import { mount, type Harness } from './helpers/sim.js';

const bash = (command: string): { command: string } => ({ command });

/** One call with its result; the decision. */
async function run(h: Harness, tool: string, args: unknown, result: string, isError = false): Promise<string> {
  return (await h.call(tool, args, { result, isError })).decision;
}

const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

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

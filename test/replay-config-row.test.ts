// `replay --config <patch file>` reads the plugin's row as dsh does (issue 22 item 4, issue 21
// item 6): a disabled row is replayed without the plugin and said so; a `!!js` value in the
// config is refused (dsh evaluates it at mount); an empty `config:` is what dsh passes (null,
// which the plugin refuses); a name with a non-breaking space is that name; deep nesting is
// one line and exit 2, not a crash. The CLI runs in this process as dist/cli/main.js wires it
// (test/helpers/cli.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';

const SAMPLE = 'examples/trajectory.jsonl';
const tmp = mkdtempSync(join(tmpdir(), 'rtb-config-row-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const write = (name: string, content: string): string => {
  const file = join(tmp, name);
  writeFileSync(file, content);
  return file;
};
const replay = (...args: string[]) => cli(['replay', ...args]);

/** The summary record of a `--json` replay of one file. */
function summary(stdout: string): Record<string, unknown> {
  const record = jsonRows(stdout).find((row) => row['type'] === 'summary');
  assert.ok(record !== undefined, stdout);
  return record;
}

/** A fresh profile's patch file (dsh-app-boot's template) with rows after its comments. */
const profileFile = (rows: string): string =>
  [
    '# Your patch layer for this dsh profile, applied after every bundle layer:',
    '# a top-level YAML array of loader patch entries (id-targeted config',
    '# overrides, disables, and insert lists; `!!js` expressions allowed).',
    rows,
  ].join('\n');

describe('issue 22 item 4: --config honours disabled: true', () => {
  test('a disabled row replays without the plugin: every call runs, one stderr line says why, the gate passes', async () => {
    const enabled = await replay(SAMPLE, '--json', '--config', write('on.yml', profileFile('- id: repeat-tool-breaker\n  config: { window: 12 }\n')));
    assert.equal(enabled.status, 0, enabled.stderr);
    assert.ok(Number(summary(enabled.stdout)['denied']) > 0, 'the sample has denials with the plugin on');

    const file = write('off.yml', profileFile('- id: repeat-tool-breaker\n  disabled: true\n  config: { window: 12 }\n'));
    const off = await replay(SAMPLE, '--json', '--fail-on-denied', '--config', file);
    assert.equal(off.status, 0, off.stderr);
    const counts = summary(off.stdout);
    assert.equal(counts['denied'], 0);
    assert.equal(counts['asked'], 0);
    assert.equal(counts['allowed'], counts['calls']);
    assert.equal(off.stderr, `dsh-repeat-tool-breaker: --config: ${file}:4: the plugin is disabled there (disabled: true), so dsh does not load it; the replay denies nothing\n`);
  });

  test('dsh composes disabled: a later row that sets it false enables the plugin again; any truthy value disables', async () => {
    const again = write('again.yml', '- insert:\n    - id: repeat-tool-breaker\n      name: dsh-repeat-tool-breaker\n      disabled: true\n- id: repeat-tool-breaker\n  disabled: false\n');
    const on = await replay(SAMPLE, '--json', '--config', again);
    assert.equal(on.stderr, '');
    assert.ok(Number(summary(on.stdout)['denied']) > 0);
    const yes = await replay(SAMPLE, '--json', '--config', write('yes.yml', '- id: repeat-tool-breaker\n  disabled: yes\n'));
    assert.equal(summary(yes.stdout)['denied'], 0);
    assert.match(yes.stderr, /disabled there \(disabled: "yes"\)/);
  });

  test('a disabled: !!js expression is decided by dsh at mount: replayed as enabled, with a note', async () => {
    const file = write('js.yml', "- id: repeat-tool-breaker\n  disabled: !!js process.env.NO_GUARD === '1'\n");
    const r = await replay(SAMPLE, '--json', '--config', file);
    assert.equal(r.status, 0, r.stderr);
    assert.ok(Number(summary(r.stdout)['denied']) > 0);
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: --config: ${file}:1: \`disabled: !!js process.env.NO_GUARD === '1'\` is decided by dsh when it mounts the row; replayed as enabled\n`);
  });
});

describe('issue 21 item 6: --config reads the row as dsh does, or refuses in one line', () => {
  test('a !!js value in the config is refused with its line:column (dsh evaluates it when it mounts the row)', async () => {
    const file = write('js-config.yml', '- id: repeat-tool-breaker\n  config:\n    window: !!js 20\n');
    const r = await replay(SAMPLE, '--config', file);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: --config: ${file}:3:13: \`!!js 20\` is evaluated by dsh when it mounts the row; replay with the value itself\n`);
  });

  test('an empty config: reaches the plugin as null, which it refuses (as dsh fails to start with it)', async () => {
    const r = await replay(SAMPLE, '--config', write('null.yml', '- id: repeat-tool-breaker\n  config:\n'));
    assert.equal(r.status, 2);
    assert.match(r.stderr, /^dsh-repeat-tool-breaker: config must be an object \(got null\)\n$/);
  });

  test('exclude: [todo_write<NBSP>] excludes a tool of that name, not todo_write, as in dsh: the gate fails', async () => {
    const calls = Array.from({ length: 6 }, () => JSON.stringify({ tool: 'todo_write', arguments: { todos: ['same'] } })).join('\n');
    const log = write('todos.jsonl', `${calls}\n`);
    const plain = await replay(log, '--json', '--fail-on-denied', '--config', write('plain.yml', 'exclude: [todo_write]\n'));
    assert.equal(plain.status, 0, plain.stderr);
    const nbsp = await replay(log, '--json', '--fail-on-denied', '--config', write('nbsp.yml', 'exclude: [todo_write\u00a0]\n'));
    assert.equal(nbsp.status, 1, nbsp.stderr);
    assert.ok(Number(summary(nbsp.stdout)['denied']) >= 2);
  });

  test('a config nested 3,100 deep is one line with line:column and exit 2 (it overflowed the stack, exit 70)', async () => {
    const deep = write('deep.yml', `window: ${'['.repeat(3100)}${']'.repeat(3100)}\n`);
    const r = await replay(SAMPLE, '--config', deep);
    assert.equal(r.status, 2);
    // The mapping is the first level, so the 64th bracket (column 72) is one too many.
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: --config: ${deep}:1:72: nesting deeper than 64 levels is not read\n`);
  });
});

// Issue 35 item 7: the small things an operator meets after the first day.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli } from './helpers/cli.js';
import { dshConfigOf, ProfileFolders } from './helpers/profile-files.js';
import { jsonRows } from './helpers/json-lines.js';
import { execFileSync } from 'node:child_process';
import { replay, type CallRow } from '../cli/replay/replay.js';
import { hitLines } from './helpers/hits.js';
import { decisions, mount } from './helpers/sim.js';

describe("one call's consecutive denials show one count", () => {
  test('git status ×5 with one answer: the 3rd, 4th and 5th are each denied as 3/3 same-result (not 3/3 then 5/5)', async () => {
    const h = mount();
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await h.call('bash', { command: 'git status --short' }, { result: ' M src/a.ts' }));
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'denied', 'denied', 'denied']);
    const expected = ['- exact:bash:{"command":"git status --short"} 3/3', '- cmd:git:git status --short 3/3'];
    for (const denied of outcomes.slice(2)) assert.deepEqual(hitLines(denied.text), expected);
  });

  test('the replay rows of the sample: calls 13–15 name one rule and one count', async () => {
    const events = Array.from({ length: 5 }, (_, i) => ({
      kind: 'call' as const,
      line: i + 1,
      agent: 'main',
      tool: 'bash',
      arguments: { command: 'git status --short' },
      result: { text: ' M src/a.ts', isError: false },
    }));
    const rows = (await replay(events, { config: undefined, approve: false })) as CallRow[];
    assert.deepEqual(
      rows.slice(2).map((row) => row.hits.map((hit) => `${hit.count}/${hit.cap} ${hit.counted}`)),
      Array(3).fill(['3/3 same-result', '3/3 same-result']),
    );
  });
});

const folders = new ProfileFolders('rtb-small-things-');
after(() => folders.remove());

describe('keys with = (issue 35 item 4)', () => {
  test('a map entry whose key holds = is written: split at the last =, or a quoted entry', async () => {
    const file = folders.profile('[]\n');
    const r = await cli(['config', file, 'limits.cmd:curl:curl x.org/api?page=1=null', 'limits."cmd:curl:curl x.org/api?page=2=3"=7', 'exempt=["cmd:curl:curl x.org/api?page=4"]']);
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(dshConfigOf(readFileSync(file, 'utf8')), {
      limits: { 'cmd:curl:curl x.org/api?page=1': null, 'cmd:curl:curl x.org/api?page=2=3': 7 },
      exempt: ['cmd:curl:curl x.org/api?page=4'],
    });
  });

  test('a quoted entry that does not end is a usage error, and writes nothing', async () => {
    const file = folders.profile('[]\n');
    const r = await cli(['config', file, 'limits."cmd:x=null']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /the quoted entry in .* is not a finished JSON string/);
    assert.equal(readFileSync(file, 'utf8'), '[]\n');
  });
});

describe('config and check name the same line of a row (issue 35 item 7)', () => {
  for (const [name, content] of [
    ['a fresh profile', '# mine\n[]\n'],
    ['a row with a config', '- id: approval\n  config: {policy: never}\n- id: repeat-tool-breaker\n  config:\n    window: 20\n'],
    ['a row without one', '- id: repeat-tool-breaker\n  disabled: false\n'],
    ['other rows only', '- id: approval\n  config: {policy: never}\n'],
  ] as const) {
    test(name, async () => {
      const file = folders.profile(content);
      const written = await cli(['config', file, 'window=30']);
      assert.equal(written.status, 0, written.stderr);
      const checked = await cli(['check', file]);
      assert.equal(checked.status, 0, checked.stderr);
      const line = (text: string): string | undefined => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+): `).exec(text)?.[1];
      assert.ok(line(written.stdout) !== undefined, written.stdout);
      assert.equal(line(written.stdout), line(checked.stdout), `${written.stdout}${checked.stdout}`);
    });
  }
});

describe('a DSH log whose createdAt a Date cannot hold (issue 35 item 7)', () => {
  test('1e300 and -1e20 are read with the file\'s time; every log of the folder replays, exit 0', async () => {
    const dir = join(folders.root, 'sessions');
    mkdirSync(dir, { recursive: true });
    const log = (createdAt: unknown): string =>
      [
        { type: 'session', version: 0, id: 'session-0123abcd-0000', createdAt, cwd: '/w' },
        { type: 'tool/call', data: { callId: 'c1', name: 'bash', arguments: '{"command":"ls"}' } },
        { type: 'tool/result', data: { message: { content: [{ type: 'tool-result', toolCallId: 'c1', content: [{ type: 'text', text: 'a' }], isError: false }] } } },
      ].map((row) => `${JSON.stringify(row)}\n`).join('');
    writeFileSync(join(dir, 'a.jsonl'), log(1e300));
    writeFileSync(join(dir, 'b.jsonl'), log(-1e20));
    writeFileSync(join(dir, 'c.jsonl'), log(1_795_959_760_000));
    for (const json of [true, false]) {
      const r = await cli(['replay', dir, ...(json ? ['--json'] : [])], { env: { NO_COLOR: '1' } });
      assert.equal(r.status, 0, r.stderr);
      if (!json) {
        assert.match(r.stdout, /total: 3 files, 3 calls/);
        continue;
      }
      const summaries = jsonRows(r.stdout).filter((row) => row.type === 'summary');
      assert.deepEqual(summaries.map((row) => [String(row['file']).slice(-7), row['timeFrom']]).sort(), [['a.jsonl', 'mtime'], ['b.jsonl', 'mtime'], ['c.jsonl', 'log']]);
    }
  });
});

describe('npm run demo ends with what a newcomer needs (issue 35 item 7)', () => {
  test('one line per call it stopped (call, rule, why), the rules of the summary told apart, and where to read on', () => {
    const out = execFileSync(process.execPath, ['scripts/demo.mjs'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const lines = out.trimEnd().split('\n');
    const summary = lines.findIndex((line) => /^81 calls: 70 allowed, 10 denied, 1 asked/.test(line));
    assert.ok(summary > 0, out);
    const recap = lines.slice(summary + 1);
    const stops = recap.filter((line) => /^ {2}#\d+ /.test(line));
    assert.deepEqual(stops.map((line) => Number(/#(\d+)/.exec(line)![1])), [13, 14, 15, 33, 37, 38, 45, 69, 74, 79, 81]);
    assert.match(stops[0]!, /^ {2}#13 main bash git status --short · same-result 3\/3 · the same answer as its runs before, with nothing changed in between$/);
    assert.match(stops[3]!, /· unchanged 5\/5 · the 5th run of this check with its result unchanged \(cap 5\)$/);
    assert.match(stops[9]!, /· noop 3\/3 · the 3rd call in a row that does nothing$/);
    const unchanged = recap.find((line) => line.startsWith('  unchanged ('));
    const same = recap.find((line) => line.startsWith('  same-result ('));
    assert.ok(unchanged !== undefined && same !== undefined, out);
    assert.notEqual(unchanged.split(': ')[1], same.split(': ')[1]);
    assert.deepEqual(recap.slice(-2), ['What the model read instead of each result: npm run demo -- --messages', 'Each call of the session explained: examples/README.md']);
  });
});

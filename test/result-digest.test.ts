// The result digest behind progress-aware counting (design §9.1 D13): when two results of a
// check are "the same result" — equal up to volatile noise, never across error/success,
// never across a different count, message, name or line number — and what it costs to
// tell: bounded reads, counted (no clock), and a short digest that keeps nothing alive.
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HEAD_KEEP, MAX_BLOCKS, WINDOW, lastDigestReads, normalizedText, resultDigest, resultIdentities } from '../lib/result/digest.js';
import { NoiseScanner } from '../lib/result/noise.js';
import { fullRuns } from './helpers/property-runs.js';

const digest = (text: string, isError = false): string => resultDigest([{ type: 'text', text }], isError);
const same = (a: string, b: string): void => assert.equal(digest(a), digest(b), `expected the same result:\n${a}\n---\n${b}`);
const differ = (a: string, b: string): void => assert.notEqual(digest(a), digest(b), `expected different results:\n${a}\n---\n${b}`);

const RUNS = fullRuns(200);

describe('design §9.1 D13 examples', () => {
  test('a different duration is the same result', () => {
    same('1 failed in 0.53s', '1 failed in 0.61s');
    same('========= 1 failed in 0.53s =========', '======== 1 failed in 10.61s ========');
  });

  test('a different count is a different result', () => {
    differ('1 failed in 0.53s', '2 failed in 0.53s');
    differ('====== 1 failed, 5 passed in 0.53s ======', '====== 1 failed, 6 passed in 0.53s ======');
  });

  test('an error and a success with identical text differ', () => {
    const text = '1 failed in 0.53s';
    assert.notEqual(digest(text, true), digest(text, false));
    assert.match(digest(text, true), /^E/);
    assert.match(digest(text, false), /^S/);
    assert.notEqual(resultDigest(undefined, true), resultDigest(undefined, false));
  });

  test('different messages, names, line numbers and exit codes differ', () => {
    differ('AssertionError: expected 1', 'AssertionError: expected 2');
    differ("KeyError: 'result'", "KeyError: 'results'");
    differ('FAILED tests/test_a.py::test_parse', 'FAILED tests/test_a.py::test_print');
    differ('  File "/testbed/pvlib/tools.py", line 6, in <module>', '  File "/testbed/pvlib/tools.py", line 8, in <module>');
    differ('  File "/testbed/a.py", line 6', '  File "/testbed/b.py", line 6');
    differ('<returncode>1</returncode>\n<output>\n</output>', '<returncode>0</returncode>\n<output>\n</output>');
    differ('make: *** [Makefile:192: build] Error 2', 'make: *** [Makefile:192: build] Error 1');
  });
});

/** [class, pairs that are the same result, pairs that look alike but differ]. */
const NOISE: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>, ReadonlyArray<readonly [string, string]>]> = [
  [
    'durations',
    [
      ['Ran 3 tests in 0.026s', 'Ran 3 tests in 0.031s'],
      ['  Applying admin.0001_initial... OK (0.008s)', '  Applying admin.0001_initial... OK (0.012s)'],
      ['2 passing (12ms)', '2 passing (9ms)'],
      ['took 123ms', 'took 98ms'],
      ['Time: 1.2 sec', 'Time: 14.03 sec'],
      ['Time:        1.234 s', 'Time:        12.5 s'],
      ['real\t0m1.234s\nuser\t0m0.100s\nsys\t0m0.020s', 'real\t0m2.004s\nuser\t0m0.090s\nsys\t0m0.030s'],
      ['--- FAIL: TestParse (0.00s)\nFAIL\texample.com/p\t0.015s', '--- FAIL: TestParse (0.01s)\nFAIL\texample.com/p\t0.113s'],
      ['Failed to connect to github.com port 443 after 133450 ms: Timeout', 'Failed to connect to github.com port 443 after 130177 ms: Timeout'],
      ['Finished `test` profile [unoptimized] target(s) in 0.05s', 'Finished `test` profile [unoptimized] target(s) in 1m2.5s'],
      ['Triggered via push about 4 minutes ago', 'Triggered via push about 7 minutes ago'],
      ['0.53s call     tests/test_x.py::test_y', '1.07s call     tests/test_x.py::test_y'],
      ['# duration_ms 12.345', '# duration_ms 9.1'],
      [' Duration  561ms (transform 49ms, setup 0ms, tests 3ms)', ' Duration  1.2s (transform 51ms, setup 1ms, tests 2ms)'],
    ],
    [
      ['x = 3600 seconds', 'x = 7200 seconds'],
      ['transition: filter 300ms;', 'transition: filter 500ms;'],
      ['30min: Success\n15min: Failure', '30min: Failure\n15min: Success'],
      ['sleep 5s then retry', 'sleep 9s then retry'],
      ['version 3.11.5', 'version 3.11.6'],
    ],
  ],
  [
    'rates and progress',
    [
      ['   5.0/5.0 MB 10.2 MB/s eta 0:00:00', '   5.0/5.0 MB 3.1 MB/s eta 0:00:01'],
      ['100%|██████████| 10/10 [00:01<00:00, 9.87it/s]', '100%|██████████| 10/10 [00:03<00:00, 3.12it/s]'],
      ['Downloading 10%\rDownloading 55%\rDownloading 100%\ndone', 'Downloading 100%\ndone'],
      ['\x1b[31mFAILED\x1b[0m test_x', 'FAILED test_x'],
    ],
    [
      ['   5.0/5.0 MB', '   5.1/5.1 MB'],
      ['[ 50%] test_a PASSED', '[ 50%] test_a FAILED'],
    ],
  ],
  [
    'clock times and timestamps',
    [
      ['2026-11-30 23:45:55,123 INFO started', '2026-11-30 23:46:02,456 INFO started'],
      ['[2026-11-30T23:45:55.123Z] GET /health 200', '[2026-11-30T23:47:01.999Z] GET /health 200'],
      ['started at 23:45:55', 'started at 09:01:02'],
      ['Time: 00:00:01.234, Memory: 6.00 MB', 'Time: 00:00:02.001, Memory: 6.00 MB'],
    ],
    [
      ['2019-01-01 00:00:00    19.85', '2019-01-02 00:00:00    19.85'],
      ['2026-11-30 23:45:55 INFO started', '2026-11-30 23:45:55 INFO stopped'],
      ["{'time': '2023-01-01T12:00:00'}", "{'time': '2023-01-01T12:00:00.000000'}"],
      ["{'time': '2023-01-01T12:00:00'}", "{'time': '2023-01-01T12:00:00+00:00'}"],
      ["Timedelta('0 days 01:00:00')", "Timedelta('0 days 02:00:00')"],
      ['released 2026-11-29', 'released 2026-11-30'],
      ['src/a.py:10:20:30 error', 'src/a.py:10:20:31 error'],
    ],
  ],
  [
    'memory addresses',
    [
      ['<Foo object at 0x7f3b2c1d0e80>', '<Foo object at 0x7f8e61a0c2d0>'],
      ['HTTPSConnection object at 0x7f649f7b>: Failed', 'HTTPSConnection object at 0x7f626579>: Failed'],
      ['pointer 0x55d5c8a3b2a0', 'pointer 0x5612ab34cd00'],
      ['expected: <Foo@1b6d3586> but was: <Foo@4554617c>', 'expected: <Foo@74a14482> but was: <Foo@1540e19d>'],
    ],
    [
      ['isinstance(ds[0x00080090], str)', 'isinstance(ds[0x00100010], str)'],
      ['mask 0xffffffffffff', 'mask 0xfffffffffff0'],
      ['commit 1b6d3586', 'commit 4554617c'],
    ],
  ],
  [
    'temporary names',
    [
      ["File '/tmp/tmpab12cd_x/test_a.py', line 3", "File '/tmp/tmpzq9_0kre/test_a.py', line 3"],
      ['/tmp/pytest-of-root/pytest-3/test_foo0/x.txt', '/tmp/pytest-of-root/pytest-4/test_foo0/x.txt'],
      ['created tmp.Xq3ZpL9aBc', 'created tmp.0pQ7rT2sWx'],
      ['/var/folders/9s/zz2k8_9n3yq1gh/T/tmpabcdefgh/x', '/var/folders/9s/zz2k8_9n3yq1gh/T/tmp0a1b2c3d/x'],
      ['Working in: /tmp/django_exact_8c_lz2xl/myproject', 'Working in: /tmp/django_exact_3kx09e57/myproject'],
    ],
    [
      ["File '/tmp/tmpab12cd_x/test_a.py', line 3", "File '/tmp/tmpab12cd_x/test_b.py', line 3"],
      ["File '/tmp/tmpab12cd_x/test_a.py', line 3", "File '/tmp/tmpab12cd_x/test_a.py', line 4"],
      ['/tmp/reproduce.py', '/tmp/other.py'],
      ['/home/x/tmpab12cd_x/a.py', '/home/x/tmpzq9_0kre/a.py'],
    ],
  ],
  [
    'uuids, pids, ports, seeds',
    [
      ['request 550e8400-e29b-41d4-a716-446655440000 ok', 'request 9b2f3c1e-0d4a-4b7e-8c55-1f0e2d3c4b5a ok'],
      ['worker pid 12345 exited', 'worker pid 4242 exited'],
      ['(PID: 999)', '(PID: 31337)'],
      ['Listening on http://127.0.0.1:54321/', 'Listening on http://127.0.0.1:40007/'],
      ['bound to [::1]:49152', 'bound to [::1]:60999'],
      ['Using --randomly-seed=3421342', 'Using --randomly-seed=17'],
    ],
    [
      ['Listening on http://127.0.0.1:8000/', 'Listening on http://127.0.0.1:8001/'],
      ['localhost:5432', 'localhost:5433'],
      ['seed = 42', 'seed = 43'],
      ['Process 1 of 4', 'Process 2 of 4'],
    ],
  ],
  [
    'layout',
    [
      ['a = 1   \nb = 2', 'a = 1\nb = 2'],
      ['line one\r\nline two\r\n', 'line one\nline two\n'],
      ['=============== x ===============', '========= x ========='],
      ['________ test_parse ________', '____________ test_parse ____________'],
      ['took 0.008s   next', 'took 12.5s next'],
      ['elapsed    0.5s', 'elapsed 10.25s'],
    ],
    [
      ['  1113\t    def f(self):', '  1113\t        def f(self):'],
      ['a b', 'a  b'],
      ['..F..', '.F...'],
      ['x\n\ny', 'x\ny'],
    ],
  ],
];

describe('what is noise, class by class', () => {
  for (const [name, alike, unlike] of NOISE) {
    test(`${name}: the same result`, () => {
      for (const [a, b] of alike) same(a, b);
    });
    test(`${name}: look-alikes stay different`, () => {
      for (const [a, b] of unlike) differ(a, b);
    });
  }

  test('normalized text, as documented', () => {
    assert.equal(normalizedText('===== 1 failed in 0.53s ====='), '‹rule =› 1 failed in ‹duration› ‹rule =›');
    assert.equal(normalizedText('2026-11-30 23:45:55,123 INFO'), '2026-11-30 ‹time›,‹3 digits› INFO');
    assert.equal(normalizedText("File '/tmp/tmpab12cd_x/t.py', line 3"), "File '/tmp/‹tmp›/t.py', line 3");
    assert.equal(normalizedText('<A at 0x7f3b2c1d0e80>'), '<A at ‹address›>');
    assert.equal(normalizedText('5.0 MB 10.2 MB/s eta 0:00:00'), '5.0 MB ‹rate› eta ‹time›');
    assert.equal(normalizedText('a\rb\r\nc\x07d  \n'), 'b\ncd\n');
  });

  test('noise erased from real pairs of the development corpus', () => {
    // Consecutive runs of one command in the real agent runs we measured (scripts/result-pairs.mjs) whose results differ only in noise.
    same(
      'collecting ... collected 12 items\n\n============================== 12 passed in 0.07s ==============================\n',
      'collecting ... collected 12 items\n\n============================== 12 passed in 0.04s ==============================\n',
    );
    same(
      'Call node: Call(func=<Attribute.format l.1 at 0x77f2a7bf9490>,\n     args=[<Const.NoneType l.1 at 0x77f2a7bf95d0>],',
      'Call node: Call(func=<Attribute.format l.1 at 0x793091e99250>,\n     args=[<Const.NoneType l.1 at 0x793091e99390>],',
    );
  });
});

describe('content: the text blocks, joined', () => {
  test('text blocks are joined by a newline; empty blocks and values that are no block do not count', () => {
    const joined = resultDigest([{ type: 'text', text: 'a\nb' }], false);
    assert.equal(resultDigest([{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }], false), joined);
    assert.equal(resultDigest([{ type: 'text', text: 'a' }, { type: 'text', text: '' }, { type: 'text', text: 'b' }], false), joined);
    assert.equal(resultDigest([{ text: 'a' }, null, 7, 'b', { text: 42 }, { text: 'b' }], false), joined);
    // D29: an image is part of the answer.
    assert.notEqual(resultDigest([{ type: 'image', data: 'AAAA' }, { text: 'a' }, { text: 'b' }], false), joined);
    assert.notEqual(resultDigest([{ text: 'a' }, { text: 'b' }], false), resultDigest([{ text: 'ab' }], false));
  });

  test('anything that is not an array of blocks is the empty text, and nothing throws', () => {
    const empty = resultDigest([], false);
    const odd: unknown[] = [undefined, null, 0, 42, 'text', true, {}, { text: 'x' }, () => 'x', Symbol('x'), new Map(), [[{ text: 'x' }]]];
    for (const content of odd) assert.equal(resultDigest(content, false), empty, String(typeof content));
    const sparse: unknown[] = [];
    sparse[5] = { text: 'x' };
    assert.equal(resultDigest(sparse, false), digest('x'));
    assert.equal(resultDigest(Object.freeze([Object.freeze({ text: 'x' })]), false), digest('x'));
    const withProto = Object.create({ text: 'inherited' }) as object;
    assert.equal(resultDigest([withProto], false), digest('inherited'));
  });

  test('a huge sparse array is read at its ends only', () => {
    const huge: unknown[] = new Array(50_000_000);
    huge[0] = { text: 'first' };
    huge[huge.length - 1] = { text: 'last' };
    const value = resultDigest(huge, false);
    assert.ok(lastDigestReads() <= 2 * MAX_BLOCKS + 64, `read ${lastDigestReads()}`);
    assert.match(value, /^S[A-Za-z0-9_-]{16}$/);
  });

  test('the digest has a fixed size, whatever the result', () => {
    for (const text of ['', 'x', 'x'.repeat(WINDOW * 5), '\u{1F600}'.repeat(1000), '\ud800 lone surrogate']) {
      assert.match(digest(text), /^S[A-Za-z0-9_-]{16}$/);
      assert.match(digest(text, true), /^E[A-Za-z0-9_-]{16}$/);
    }
  });
});

describe('large results: the head and the tail count', () => {
  const line = (i: number, time: string): string => `tests/test_${i}.py::test_case PASSED in ${time}s\n`;
  const log = (lines: number, time: (i: number) => string, last = '1 failed, 99 passed'): string =>
    `${Array.from({ length: lines }, (_, i) => line(i, time(i))).join('')}====== ${last} ======\n`;

  test('durations of any width anywhere do not move the cut', () => {
    const big = log(40_000, () => '0.5');
    assert.ok(big.length > 2 * WINDOW);
    same(big, log(40_000, (i) => (i % 3 === 0 ? '10.25' : '0.1')));
    const medium = log(600, () => '0.5'); // read whole, longer than both ends
    assert.ok(medium.length < 2 * WINDOW && medium.length > 2 * HEAD_KEEP);
    same(medium, log(600, (i) => String(i % 17) + '.' + String(i)));
  });

  test('a change in the first or the last lines counts; one in the unread middle does not', () => {
    const big = log(40_000, () => '0.5');
    differ(big, big.replace('test_0.py', 'test_0b.py'));
    differ(big, log(40_000, () => '0.5', '2 failed, 98 passed'));
    const middle = big.indexOf('test_20000.py');
    same(big, `${big.slice(0, middle)}test_20000_renamed.py${big.slice(middle + 'test_20000.py'.length)}`);
  });

  test('blocks split anywhere give the digest of the joined text', () => {
    const big = log(40_000, () => '0.5');
    const cut = [0, 1000, 31_000, 500_000, big.length - 10, big.length];
    const blocks = cut.slice(1).map((end, k) => ({ type: 'text', text: big.slice(cut[k], end).replace(/\n$/, '') }));
    const joined = blocks.map((b) => b.text).filter((t) => t !== '').join('\n');
    assert.equal(resultDigest(blocks, false), digest(joined));
  });
});

describe('properties', () => {
  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
  const seconds = fc.tuple(fc.nat(999), fc.nat(9999)).map(([a, b]) => `${a}.${b}s`);
  const millis = fc.nat(999_999).map((n) => `${n}ms`);
  const duration = fc.oneof(seconds, millis);
  const context = fc.constantFrom('in ', 'after ', 'took ', 'Time: ', '(');

  test('changing or inserting a measured duration never changes the digest', () => {
    fc.assert(
      fc.property(words, words, context, duration, duration, fc.boolean(), (before, after, ctx, d1, d2, isError) => {
        const close = ctx === '(' ? ')' : '';
        const a = `${before} ${ctx}${d1}${close}\n${after}`;
        const b = `${before} ${ctx}${d2}${close}\n${after}`;
        assert.equal(digest(a, isError), digest(b, isError));
      }),
      RUNS,
    );
  });

  test('clock times, addresses and tempfile names never change the digest', () => {
    const two = fc.integer({ min: 0, max: 59 }).map((n) => String(n).padStart(2, '0'));
    const clock = fc.tuple(two, two, two, fc.nat(999)).map(([h, m, s, f]) => `${h}:${m}:${s}.${String(f).padStart(3, '0')}`);
    const hex = fc.stringMatching(/^[0-9a-f]{10}$/).map((h) => `0x7f${h}`);
    const temp = fc.stringMatching(/^[a-z0-9_]{8}$/).map((r) => `/tmp/tmp${r}/test_a.py`);
    fc.assert(
      fc.property(words, clock, clock, hex, hex, temp, temp, (text, c1, c2, h1, h2, t1, t2) => {
        assert.equal(digest(`${c1} ${text} <A at ${h1}> ${t1}`), digest(`${c2} ${text} <A at ${h2}> ${t2}`));
      }),
      RUNS,
    );
  });

  test('changing a count, a name or the error flag always changes the digest', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), word, word, duration, (n, m, name1, name2, d) => {
        fc.pre(n !== m && name1 !== name2);
        assert.notEqual(digest(`${n} failed in ${d}`), digest(`${m} failed in ${d}`));
        assert.notEqual(digest(`FAILED test_${name1}.py`), digest(`FAILED test_${name2}.py`));
        assert.notEqual(digest(`${n} failed`, true), digest(`${n} failed`, false));
      }),
      RUNS,
    );
  });
});

describe('bounded work, counted', { timeout: 120_000 }, () => {
  /** Shapes that make backtracking patterns quadratic, and every rule's trigger repeated. */
  const shapes = (size: number): Record<string, string> => {
    const fill = (unit: string): string => unit.repeat(Math.ceil(size / unit.length));
    return {
      'one digit run': '7'.repeat(size),
      'digits, dot, digits': `${'1'.repeat(size / 2)}.${'2'.repeat(size / 2)}s`,
      'dotted numbers': fill('1.'),
      'addresses and ports': fill('127.0.0.1:65000 '),
      'hex run': `0x${'a'.repeat(size)}`,
      'hex letters': 'f'.repeat(size),
      'uuid prefixes': fill('aaaaaaaa-aaaa-aaaa-aaaa-'),
      'one long /tmp path': `/tmp/${fill('ab1c2d/')}`,
      'a /tmp component': `/tmp/${'a1'.repeat(size / 2)}`,
      'path starts': fill(' /t'),
      'root prefixes': fill(' /var/'),
      'mixed separators': fill('=-'),
      'one separator run': '='.repeat(size),
      'underscores': '_'.repeat(size),
      'compound durations': fill('1m1.'),
      'keyword, number': fill('in 1 '),
      'number, unit': fill('1 s '),
      'clock-like runs': fill('12:34:'),
      'dates': fill('2026-11-30 '),
      'identity hashes': fill('x@abcdef1'),
      'escape parameters': `\x1b[${'1'.repeat(size)}`,
      'carriage returns': fill('ab\r'),
      'blanks around markers': fill('   in 1s   '),
      'mktemp prefixes': fill('tmp.'),
      'pid keywords': fill('pid '),
      'time spans': fill('days 01:00:00 '),
      'colon digits': fill(':1'),
      'open parens': fill('(1'),
      'one word': 'a'.repeat(size),
      'blanks': ' '.repeat(size),
      'tabs and durations': fill('\t1s'),
    };
  };
  const scanner = new NoiseScanner();
  const reads = (text: string): number => {
    scanner.reads = 0;
    scanner.run(text);
    return scanner.reads;
  };

  // First, on small texts: a quadratic scanner fails here quickly instead of hanging below.
  test('twice the text costs twice the reads (linear, not quadratic)', () => {
    const small = shapes(4000);
    const double = shapes(8000);
    for (const [name, text] of Object.entries(small)) {
      const ratio = reads(double[name] ?? '') / reads(text);
      assert.ok(ratio < 2.2, `${name}: doubling the text multiplied the reads by ${ratio.toFixed(2)}`);
    }
  });

  test('normalizing reads each character a bounded number of times (100 KB+ worst cases)', () => {
    for (const [name, text] of Object.entries(shapes(120_000))) {
      assert.ok(text.length >= 100_000, name);
      const perChar = reads(text) / text.length;
      assert.ok(perChar <= 16, `${name}: ${perChar.toFixed(1)} reads per character`);
    }
  });

  test('a 1 MB result costs what its two windows cost', () => {
    const bound = 16 * 2 * WINDOW + 2 * MAX_BLOCKS;
    for (const [name, text] of Object.entries(shapes(4000))) {
      const huge = text.repeat(Math.ceil(1_000_000 / text.length));
      resultDigest([{ type: 'text', text: huge }], false);
      assert.ok(lastDigestReads() <= bound, `${name}: ${lastDigestReads()} reads for ${huge.length} characters`);
      const blocks = Array.from({ length: 10_000 }, (_, k) => ({ type: 'text', text: huge.slice(k * 100, k * 100 + 100) }));
      resultDigest(blocks, false);
      assert.ok(lastDigestReads() <= bound, `${name} in 10,000 blocks: ${lastDigestReads()} reads`);
    }
  });
});

describe('bounded memory', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const used = (): number => {
    gc();
    gc();
    return process.memoryUsage().heapUsed + process.memoryUsage().external;
  };

  test('digests of 1 MB results keep nothing of them alive', () => {
    const fresh = (i: number): string => `${i} ${Buffer.alloc(1 << 20, `line ${i} in 0.5s\n`).toString('latin1')}`;
    digest(fresh(-1));
    const before = used();
    const kept: string[] = [];
    for (let i = 0; i < 24; i++) kept.push(digest(fresh(i)));
    const grown = used() - before;
    assert.equal(new Set(kept).size, 24);
    // Holding on to any part of each source text would cost 24 MB.
    assert.ok(grown < 4 << 20, `retained ${(grown / 1024).toFixed(0)} KiB`);
  });
});

describe('design §9.2 D17: the content identity, from the same pass', () => {
  const blocks = (text: string) => [{ type: 'text', text }];
  const content = (text: string): string => resultIdentities(blocks(text), false).content;

  test('the exact identity is resultDigest(), whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.boolean(), (text, isError) => {
        assert.equal(resultIdentities(blocks(text), isError).exact, resultDigest(blocks(text), isError));
      }),
      fullRuns(100),
    );
    const big = `${'line 1 of many\n'.repeat(5000)}tail 42`;
    assert.equal(resultIdentities(blocks(big), false).exact, resultDigest(blocks(big), false));
  });

  test('numbers and hex ids of 7+ characters mixing letters and digits are masked; words and names are not', () => {
    assert.equal(content('downloaded 1024 bytes (37%)'), content('downloaded 99 bytes (38%)'));
    assert.equal(content('request 3f9a2c71d0e4b8a5 failed'), content('request 0b1c2d3e4f5a6b7c failed'));
    // D21: a short git sha (7 hex characters) is an id; D17 kept its letters.
    assert.equal(content('id abc1234 failed'), content('id abd1234 failed'));
    // D26: a counter inside a name is not news (`run_7`, `job42`); its letters are.
    assert.equal(content('build42 ok'), content('build7 ok'));
    assert.equal(content('run_20240101_120000 ok'), content('run_20240102_093011 ok'));
    assert.notEqual(content('test_api ok'), content('test_v2_api ok'));
    assert.notEqual(content('request deadbeefcafe failed'), content('request feedfacebead failed'), 'hex letters only: a word');
    assert.notEqual(content('1 failed: boom A'), content('1 failed: boom B'));
    assert.notEqual(content('ok'), resultIdentities(blocks('ok'), true).content, 'an error never equals a success');
    // The exact identity still tells them apart: they are not the same result (D13, D15).
    assert.notEqual(resultDigest(blocks('downloaded 1024 bytes'), false), resultDigest(blocks('downloaded 99 bytes'), false));
  });

  test('masking follows the normalized text: noise is erased first, redraws keep their last frame', () => {
    assert.equal(content('3 passed in 0.53s'), content('4 passed in 1.61s'));
    assert.equal(content('progress 10%\rprogress 20%\rdone 3 files'), content('done 5 files'));
  });
});

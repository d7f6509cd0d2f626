// Issue 11, the guard: hostile input must cost work linear in its size and memory
// bounded by a constant plus the input. Work is counted, never timed: the loops that
// scan model-written text report their steps (lib/work.ts), every regex execution is
// counted by the characters it scanned, and every regex in lib/ must be linear by
// construction (or reviewed below), since one regex execution is one count however
// much it backtracks.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { afterEach, describe, test } from 'node:test';
import fc from 'fast-check';
import ts from 'typescript';
import { HASHED_REST, MAX_PIECES, canonicalJson, canonicalParts } from '../lib/call/canonical.js';
import { UrlFolder, strippedCommand, urlSpans } from '../lib/call/command.js';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { denialMessage, neutraliseMarkup } from '../lib/messages.js';
import { compilePatterns, isTracked } from '../lib/call/scope.js';
import { commandWords, tokenize, verbOf } from '../lib/call/shell.js';
import { isLocalHost, normalizeUrl } from '../lib/call/url.js';
import { metered } from '../lib/work.js';
import { watchStderr } from './helpers/stderr-watch.js';

const stderr = watchStderr();
afterEach(() => assert.deepEqual(stderr.reports(), [], 'no internal error was reported'));

const root = new URL('../', import.meta.url);

// ------------------------------------------------------------- regex audit

interface RegexShape {
  /** A leading `^`, no top-level `|`, no `m` flag: the engine tries one start only. */
  readonly anchored: boolean;
  /** `*`, `+` and `{n,}` outside character classes. */
  readonly unbounded: number;
}

function shapeOf(source: string, flags: string): RegexShape {
  let unbounded = 0;
  let depth = 0;
  let topAlternation = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) topAlternation = true;
    else if (c === '*' || c === '+' || (c === '{' && /^\{\d+,\}/.test(source.slice(i)))) unbounded++;
  }
  return { anchored: source.startsWith('^') && !topAlternation && !flags.includes('m'), unbounded };
}

/** Linear by construction: with no unbounded quantifier each start position costs at
 *  most the pattern's length; anchored with one, there is one start and one run to
 *  back off. Anything else needs a reason why the engine cannot rescan a run. */
const isLinearShape = ({ anchored, unbounded }: RegexShape): boolean => unbounded === 0 || (anchored && unbounded === 1);

const REVIEWED: ReadonlyMap<string, string> = new Map([
  ['lib/call/shell.ts /&\\d*-?$/', 'every attempt starts at a `&`, which `\\d` cannot match, so attempts scan disjoint runs'],
  ['lib/call/shell.ts /^\\d+(?:\\.\\d+)?[smhd]?$/', 'anchored; its two digit runs are split by a `.` that neither can match'],
  [
    'lib/messages.ts /<(?=\\/?\\s*(?:tool_calls?|tool_response|function(?:_calls?)?|invoke|parameter)\\b|function=|[|｜])/gi',
    'every attempt starts at a `<`, which `\\s` cannot match; the text is a bounded preview',
  ],
  ['lib/messages.ts /`{3,}/g', 'a run of backticks is consumed by one match, and a failed attempt stops at the run’s end'],
]);

/** Every regex literal and RegExp construction in a source file. */
function regexesIn(file: string): { readonly where: string; readonly shape: RegexShape | null }[] {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, root), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { where: string; shape: RegexShape | null }[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf('/');
      found.push({ where: `${file} ${text}`, shape: shapeOf(text.slice(1, end), text.slice(end + 1)) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(source) === 'RegExp') {
      found.push({ where: `${file} ${node.getText(source)}`, shape: null }); // a pattern built at run time
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('every regex in lib/ runs in linear time', () => {
  test('the shape reader reads quantifiers, classes and anchors', () => {
    assert.deepEqual(shapeOf('[.,;:!?)\\]}\'"]+$', ''), { anchored: false, unbounded: 1 });
    assert.deepEqual(shapeOf('%.*$', ''), { anchored: false, unbounded: 1 });
    assert.deepEqual(shapeOf('^[a-z*+]{1,4}\\*$', 'i'), { anchored: true, unbounded: 0 });
    assert.deepEqual(shapeOf('^a|b+', ''), { anchored: false, unbounded: 1 });
    assert.deepEqual(shapeOf('^(?:a|b)x{2,}$', 'm'), { anchored: false, unbounded: 1 });
    assert.equal(isLinearShape(shapeOf('^\\d+$', '')), true);
    assert.equal(isLinearShape(shapeOf('^(a+)+$', '')), false, 'nested quantifiers');
  });

  test('no regex can rescan its input from every start position', () => {
    const files = (readdirSync(new URL('lib/', root), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `lib/${name.split(sep).join('/')}`);
    assert.ok(files.includes('lib/call/shell.ts') && files.includes('lib/result/noise.ts'), 'the audit reads every folder of lib/');
    const suspicious = files
      .flatMap(regexesIn)
      .filter(({ where, shape }) => (shape === null || !isLinearShape(shape)) && !REVIEWED.has(where))
      .map(({ where }) => where);
    assert.deepEqual(suspicious, []);
  });
});

// ------------------------------------------------------------ counted work

/** Runs `action`, counting the steps lib/ reports plus, for every regex execution, the
 *  characters from where it started to where it matched (or to the end). */
function work<T>(action: () => T): { readonly result: T; readonly steps: number } {
  const exec = RegExp.prototype.exec; // every test/replace/match goes through it once replaced
  let scanned = 0;
  RegExp.prototype.exec = function (this: RegExp, input: string): RegExpExecArray | null {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, input);
    scanned += (match === null ? String(input).length : match.index + match[0].length) - from + 1;
    return match;
  };
  try {
    const { result, steps } = metered(action);
    return { result, steps: steps + scanned };
  } finally {
    RegExp.prototype.exec = exec;
  }
}

const KB100 = 100 * 1024;
const dots = '.'.repeat(KB100);
const printer = new Fingerprinter(resolveConfig(undefined));

interface Row {
  /** The input's size in characters: the work bound is a small multiple of it. */
  readonly size: number;
  readonly run: () => unknown;
  readonly expected: unknown;
}

// Each pattern-bearing function on 100 KB of the input shape that is worst for it.
const ROWS: Record<string, Row> = {
  'urlSpans: a URL, 100 KB of dots, then a letter': {
    size: KB100,
    run: () => urlSpans(`http://a.com/${dots}x`).map((span) => span.raw.length),
    expected: [`http://a.com/${dots}x`.length],
  },
  'urlSpans: a URL ending in 100 KB of dots': {
    size: KB100,
    run: () => urlSpans(`http://a.com/${dots}`).map((span) => span.raw),
    expected: ['http://a.com/'],
  },
  'the guard’s shell reader: curl, a URL, 32,000 dots and a letter': {
    size: 32_020,
    run: () => printer.print('bash', { command: `curl http://a.com/${'.'.repeat(32_000)}x` }).fingerprints.map((f) => f.kind),
    expected: ['exact', 'verb', 'family', 'cmd', 'net', 'site'],
  },
  'isLocalHost: an IPv6 address with a 100 KB zone': {
    size: KB100,
    run: () => isLocalHost(`::1%${'%'.repeat(KB100)}\u2028x`),
    expected: true,
  },
  'normalizeUrl: a 100 KB scheme-like host': {
    size: KB100,
    run: () => normalizeUrl(`${'a'.repeat(KB100)}:x`),
    expected: null,
  },
  'normalizeUrl: 100 KB of tracking-like query keys': {
    size: KB100,
    run: () => normalizeUrl(`https://a.com/?${'utm_'.repeat(KB100 / 4)}=1&q=%25`)?.net,
    expected: 'a.com/?q=%25',
  },
  'tokenize + commandWords: a descriptor duplication with 100 KB of digits': {
    size: KB100,
    run: () => commandWords(tokenize(`cat >&${'1'.repeat(KB100)} x`)),
    expected: [['cat', 'x']],
  },
  'verbOf: a 100 KB timeout duration that is not one': {
    size: KB100,
    run: () => verbOf(['timeout', `${'1'.repeat(KB100 / 2)}.${'1'.repeat(KB100 / 2)}X`, 'curl']),
    expected: `${'1'.repeat(KB100 / 2)}.${'1'.repeat(KB100 / 2)}x`,
  },
  'strippedCommand: a 100 KB assignment-like word and a 100 KB option cluster': {
    size: 2 * KB100,
    run: () => strippedCommand(tokenize(`${'A'.repeat(KB100)} -${'s'.repeat(KB100)}x`), new UrlFolder(new Map()), true).length,
    expected: 2 * KB100 + 3,
  },
  'the shell read limit: a 100 KB command without a blank': {
    size: KB100,
    run: () => printer.print('bash', { command: 'x'.repeat(KB100) }).fingerprints.map((f) => f.kind),
    expected: ['exact'],
  },
  'URL tool detection: a 100 KB tool name': {
    size: KB100,
    run: () => printer.print(`${'a'.repeat(KB100)}web_`, { url: 'https://a.com/' }).fingerprints.map((f) => f.kind),
    expected: ['exact', 'net', 'site', 'family'],
  },
  'canonical JSON: 100 KB with nothing to escape, then 100 KB of quotes and control characters': {
    size: 2 * KB100,
    run: () => [`x${dots}`, '"\u0001'.repeat(KB100 / 2)].map((s) => canonicalJson({ s }) === JSON.stringify({ s })),
    expected: [true, true],
  },
  'neutraliseMarkup: `<` followed by 100 KB of blanks, and 100 KB of `<|`': {
    size: 2 * KB100,
    run: () => [neutraliseMarkup(`<${' '.repeat(KB100)}tool_call>`).slice(0, 2), neutraliseMarkup('<|'.repeat(KB100 / 2)).slice(0, 4)],
    expected: ['‹ ', '‹|‹|'],
  },
  'denialMessage: a quoted result of 100 KB of two-backtick runs': {
    size: KB100,
    run: () => denialMessage({ tool: 't', hits: [], localNote: null, previous: { text: '``x'.repeat(KB100 / 3) }, previewChars: 400 }).includes('\n```\n``x'),
    expected: true,
  },
  'tool patterns: `*a…ab` (10,000 a) against 100 KB of `a`': {
    size: KB100 + 10_002,
    run: () => [compilePatterns([`*${'a'.repeat(10_000)}b`])('a'.repeat(KB100)), compilePatterns([`*${'a'.repeat(10_000)}b`])(`${'a'.repeat(KB100)}b`)],
    expected: [false, true],
  },
  'tool patterns: `*a…a*b*a…a*` (5,000 a each) against 100 KB of `a`': {
    size: KB100 + 10_004,
    run: () => compilePatterns([`*${'a'.repeat(5000)}*b*${'a'.repeat(5000)}*`])('a'.repeat(KB100)),
    expected: false,
  },
  'tool patterns: forty `*a`, then `*b*c`, against 100 KB of `a` and a `c`': {
    size: KB100 + 85,
    run: () => isTracked(`${'a'.repeat(KB100)}c`, [`${'*a'.repeat(40)}*b*c`], []),
    expected: false,
  },
};

describe('pattern-bearing functions do work linear in their input', () => {
  for (const [name, row] of Object.entries(ROWS)) {
    test(name, () => {
      const { result, steps } = work(row.run);
      if (process.env['SHOW_STEPS']) console.log(`${(steps / row.size).toFixed(2)} steps/char  ${name}`);
      assert.deepEqual(result, row.expected);
      assert.ok(steps > 0, 'the work was counted');
      assert.ok(steps <= 8 * row.size, `${steps} steps for ${row.size} characters`);
    });
  }
});

describe('tool patterns', () => {
  test('the compiled matcher agrees with an anchored regex on every small pattern and name', () => {
    const reference = (pattern: string): RegExp =>
      new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^]*')}$`);
    const letters = fc.constantFrom('a', 'b', '*', '.');
    fc.assert(
      fc.property(fc.array(fc.string({ unit: letters, maxLength: 8 }), { maxLength: 3 }), fc.string({ unit: letters, maxLength: 14 }), (patterns, name) => {
        const expected = patterns.some((pattern) => reference(pattern).test(name));
        assert.equal(compilePatterns(patterns)(name), expected, `${JSON.stringify(patterns)} vs ${JSON.stringify(name)}`);
      }),
      { numRuns: 3000 },
    );
  });

  test('star-free patterns cost one lookup however many there are', () => {
    const matcher = compilePatterns(Array.from({ length: 1000 }, (_, i) => `tool_${i}`));
    assert.equal(matcher('tool_999'), true);
    const { result, steps } = work(() => matcher(`tool_${'9'.repeat(KB100)}`));
    assert.equal(result, false);
    assert.equal(steps, 0, 'no pattern was scanned');
  });
});

// ----------------------------------------------------------- bounded pieces

describe('canonical JSON of gigantic structures stays bounded', () => {
  const numbers = (length: number, last: number): number[] => {
    const list = new Array<number>(length).fill(7);
    list[length - 1] = last;
    return list;
  };

  test(`an array of 3,000,000 numbers: the first ${MAX_PIECES} pieces kept, the rest one digest`, () => {
    const list = numbers(3_000_000, 7);
    const parts = canonicalParts(list);
    assert.ok(parts.length <= MAX_PIECES + 4096 + 2, `${parts.length} pieces`);
    const last = parts[parts.length - 1]!;
    assert.match(last, new RegExp(`^${HASHED_REST}[\\w-]{43}$`));
    // What is kept is the canonical text's start, unchanged.
    const kept = parts.slice(0, -1).join('');
    assert.ok(kept.length > 1_000_000);
    assert.equal(kept, JSON.stringify(list).slice(0, kept.length));
    // Deterministic, and a difference in the hashed rest is a different text.
    assert.deepEqual(canonicalParts(numbers(3_000_000, 7)), parts);
    assert.notEqual(canonicalParts(numbers(3_000_000, 8)).at(-1), last);
  });

  test('distinct gigantic arguments get distinct exact: fingerprints, equal ones the same', () => {
    const id = (list: unknown[]): string => printer.print('write', { path: '/w/x.json', list }).fingerprints[0]!.id;
    const seven = id(numbers(3_000_000, 7));
    assert.equal(id(numbers(3_000_000, 7)), seven);
    assert.notEqual(id(numbers(3_000_000, 8)), seven);
    assert.notEqual(id(numbers(3_000_001, 7)), seven);
  });

  test('ordinary arguments keep their exact canonical JSON', () => {
    // About 600,000 pieces: 1.5 MB of JSON made of small values stays whole.
    const items = Array.from({ length: 100_000 }, (_, i) => (i % 3 === 0 ? { b: i, a: [i, null] } : `s${i}`));
    const expected = JSON.stringify(items.map((item) => (typeof item === 'object' ? { a: item.a, b: item.b } : item)));
    const text = canonicalJson(items);
    assert.ok(text === expected, 'the canonical JSON is JSON.stringify with sorted keys');
    assert.ok(!text.includes(HASHED_REST));
  });

  test('a sparse array of 10,000,000 slots goes through the guard under a 64 MB heap', () => {
    // In a child process: running out of heap aborts V8, which no try/catch contains.
    // Before the bound, its 20 million pieces needed 160 MB; a length of 85 million
    // exceeded V8's largest array and aborted at any heap size.
    const script = `
      import { apply } from ${JSON.stringify(new URL('dist/index.js', root).href)};
      let guard;
      apply({ tools: { guard: (fn) => ((guard = fn), () => {}) }, on: () => () => {} }, {});
      const items = [];
      items[9_999_999] = 'last'; // one element: a dictionary, not a 10-million-slot backing store
      const agent = {};
      const verdicts = [0, 1].map(() => guard({ name: 'write', arguments: { path: '/w/sparse.json', items }, agent }) ?? 'allowed');
      process.stdout.write(JSON.stringify(verdicts));
    `;
    const child = spawnSync(process.execPath, ['--max-old-space-size=64', '--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(child.signal, null, child.stderr.slice(0, 2000));
    assert.equal(child.status, 0, child.stderr.slice(0, 2000));
    assert.equal(child.stdout, '["allowed","allowed"]');
    assert.equal(child.stderr, '', 'nothing was reported');
  });
});

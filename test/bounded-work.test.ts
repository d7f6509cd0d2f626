// Issue 11, the guard: hostile input must cost work linear in its size and memory
// bounded by a constant plus the input. Work is counted, never timed: the loops that
// scan model-written text report their steps (lib/work.ts; every loop in lib/call/ must,
// see the audit below), and test/helpers/counted-work.ts counts every regex execution by
// the characters it scanned and the array and string built-ins by the elements they
// walked. Every regex in lib/ must be linear by construction (or reviewed below), since
// one regex execution is one count however much it backtracks.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { afterEach, describe, test } from 'node:test';
import fc from 'fast-check';
import type { Node } from 'typescript';
import ts from './helpers/typescript.js';
import { HASHED_REST, MAX_PIECES, canonicalJson, canonicalParts } from '../lib/call/canonical.js';
import { UrlFolder, strippedCommand } from '../lib/call/command.js';
import { urlSpans } from '../lib/call/url-spans.js';
import { readCommands } from '../lib/call/commands.js';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { QUOTED_BLOCKS, denialMessage, neutraliseMarkup, resultText } from '../lib/messages.js';
import { MAX_MATCHED_NAME, compilePatterns, isTracked } from '../lib/call/scope.js';
import { commandWords, tokenize, verbOf } from '../lib/call/shell.js';
import { isLocalHost, normalizeUrl } from '../lib/call/url.js';
import { MISSING_READ, missingProgram } from '../lib/result/missing-program.js';
import { work } from './helpers/counted-work.js';
import { fullRuns, propertyRuns } from './helpers/property-runs.js';
import { bySize } from './helpers/stress-size.js';
import { VOCABULARY as VOCABULARY_FOR_FUZZ, WORD_WALKERS, unitsFor } from './helpers/shell-shapes.js';
import { AgentState, type StoredResult } from '../lib/window.js';
import { callThrough, mountHooks } from './helpers/hooks.js';
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
    'lib/messages.ts /<(?=\\/?\\s*(?:tool_calls?|tool_response|function(?:_calls?)?|invoke|parameter)\\b|function=|[|\\uFF5C])/gi',
    'every attempt starts at a `<`, which `\\s` cannot match; the text is a bounded preview',
  ],
  ['lib/messages.ts /`{3,}/g', 'a run of backticks is consumed by one match, and a failed attempt stops at the run’s end'],
]);

/** Every regex literal and RegExp construction in a source file. */
function regexesIn(file: string): { readonly where: string; readonly shape: RegexShape | null }[] {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, root), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { where: string; shape: RegexShape | null }[] = [];
  const visit = (node: Node): void => {
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

// -------------------------------------------------------------- loop audit

const LOOPS = new Set([ts.SyntaxKind.ForStatement, ts.SyntaxKind.ForOfStatement, ts.SyntaxKind.ForInStatement, ts.SyntaxKind.WhileStatement, ts.SyntaxKind.DoStatement]);

/** Each function of a source file with a loop of its own (nested functions aside), and
 *  whether that same body reports its steps through countSteps(). */
function loopsIn(file: string): { readonly where: string; readonly counted: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, root), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { where: string; counted: boolean }[] = [];
  const visit = (node: Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      let loop = false;
      let counted = false;
      const own = (inner: Node): void => {
        if (ts.isFunctionLike(inner)) return; // its own entry
        if (LOOPS.has(inner.kind)) loop = true;
        if (ts.isCallExpression(inner) && inner.expression.getText(source) === 'countSteps') counted = true;
        ts.forEachChild(inner, own);
      };
      ts.forEachChild(node.body, own);
      const name = node.name?.getText(source) ?? `(a function on line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
      if (loop) found.push({ where: `${file} ${name}`, counted });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('every loop over a call’s arguments reports its steps', () => {
  test('each function in lib/call/ that loops calls countSteps()', () => {
    const files = readdirSync(new URL('lib/call/', root))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `lib/call/${name}`);
    const loops = files.flatMap(loopsIn);
    // The audit sees the word walkers it is meant to guard.
    for (const name of ['tokenize', 'commandWords', 'commandStart', 'skipOptions', 'strippedCommand', 'rawCommands', 'readCommands', 'heredocEnd', 'handedCode', 'optionWrites', 'stripDecoys', 'shellWait', 'groupedBefore', 'isGrouping']) {
      assert.ok(loops.some(({ where }) => where.endsWith(` ${name}`)), `${name} was audited`);
    }
    assert.deepEqual(loops.filter(({ counted }) => !counted).map(({ where }) => where), []);
  });
});

// ------------------------------------------------------------ counted work

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
    run: () => {
      const tokens = tokenize(`${'A'.repeat(KB100)} -${'s'.repeat(KB100)}x`);
      return strippedCommand(tokens, readCommands(tokens), new UrlFolder(new Map()), true).length;
    },
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
    run: () => denialMessage({ tool: 't', hits: [], localNote: null, previous: { head: '``x'.repeat(KB100 / 3), tail: '', omitted: 0 }, previewChars: 400 }).includes('\n```\n``x'),
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
  'missingProgram (D20): a result of 100 KB is not read at all': {
    size: KB100,
    run: () => missingProgram([{ type: 'text', text: `bash: foo: command not found\n${'x: not found\n'.repeat(KB100 / 13)}` }], true),
    expected: undefined,
  },
  'missingProgram (D20): 2 KB of lines that almost say it': {
    size: MISSING_READ,
    run: () => missingProgram([{ type: 'text', text: 'a: b: c: not found\n'.repeat(MISSING_READ / 19) }], true),
    expected: undefined,
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
      fullRuns(3000),
    );
  });

  test('1,000 configured star patterns against a 100 KB tool name cost nothing (issue 17)', () => {
    const patterns = Array.from({ length: 1000 }, (_, i) => `*${i}${'a'.repeat(240)}*`);
    const scoped = resolveConfig({ include: patterns, exclude: patterns, changeTools: patterns });
    const scopedPrinter = new Fingerprinter(scoped);
    const check = (name: string): unknown[] => [
      isTracked(name, scoped.include, []),
      isTracked(name, [], scoped.exclude),
      scopedPrinter.print(name, {}).change,
    ];
    check('warm-up'); // the frozen lists are compiled once, on first use
    // Before the bound each pattern scanned the whole name: 300 million steps.
    const long = work(() => check('a'.repeat(KB100)));
    assert.deepEqual(long.result, [false, true, false], 'matched by no pattern: untracked with an include list, tracked without one');
    // What is left reads the name once (the URL-tool test, exact:), whatever the patterns.
    assert.ok(long.steps <= 2 * KB100, `${long.steps} steps for a 100 KB name`);
    // A name at the bound is still matched by every pattern, in work bounded by the patterns.
    const longest = `x7${'a'.repeat(MAX_MATCHED_NAME - 3)}y`;
    const atBound = work(() => check(longest));
    assert.deepEqual(atBound.result, [true, false, true]);
    assert.ok(atBound.steps <= 3 * 1000 * 3 * MAX_MATCHED_NAME, `${atBound.steps} steps for a ${MAX_MATCHED_NAME}-character name`);
  });

  test('star-free patterns cost one lookup however many there are', () => {
    const matcher = compilePatterns(Array.from({ length: 1000 }, (_, i) => `tool_${i}`));
    assert.equal(matcher('tool_999'), true);
    const { result, steps } = work(() => matcher(`tool_${'9'.repeat(KB100)}`));
    assert.equal(result, false);
    assert.equal(steps, 0, 'no pattern was scanned');
  });
});

// ------------------------------------------------- shell words: linear shapes

/** The largest growth a linear walk may show when its input doubles, and the slack for
 *  its fixed costs: a quadratic walk grows about fourfold. */
const DOUBLING = 2.2;
const FIXED = 64;
/** Both sizes lie between the canonical JSON's long-string threshold (8 KiB) and
 *  SHELL_READ_LIMIT, so the guard reads the whole command the same way at both. */
const SHAPE_CHARS = 9000;

/** The word walkers whose work grows faster than linearly when `unit` is repeated twice as often. */
function superlinear(unit: string): string[] {
  const units = unitsFor(unit, SHAPE_CHARS);
  const slow: string[] = [];
  for (const [name, prepare] of Object.entries(WORD_WALKERS)) {
    const small = work(prepare(unit.repeat(units))).steps;
    const large = work(prepare(unit.repeat(2 * units))).steps;
    if (process.env['SHOW_STEPS']) console.log(`${(large / small).toFixed(2)}×  ${large} steps  ${name}  ${JSON.stringify(unit)}`);
    if (large > DOUBLING * small + FIXED) slow.push(`${name}: ${small} → ${large} steps for ${JSON.stringify(unit)} × ${units} → ${2 * units}`);
  }
  return slow;
}

/** Wrapper words and sink verbs, the family issue 17 found, and the other readers' specials. */
const SHAPES: Record<string, string> = {
  'sudo tee into /dev/null (issue 17: every tee scanned to the end of its command)': 'sudo tee /dev/null ',
  'sudo tee into stdout': 'sudo tee -a - ',
  'wrappers before tee': 'env nohup nice sudo tee /dev/null ',
  'sudo dd into /dev/null': 'sudo dd of=/dev/null ',
  'timeout before cp': 'timeout 5 cp ',
  'nohup into /dev/null': 'nohup >/dev/null ',
  'sudo with a value option': 'sudo -u root ',
  'command, exec, xargs': 'command exec xargs ',
  'git options and a reading stash': 'git -C . stash list ',
  'tar letters': 'tar xvf ',
  'heredoc openers whose bodies never end': 'cat <<EOF x ; ',
  'curl with a URL and an output file': 'curl -sSfL http://a.com/x -o out.txt ',
  'quoted words': `'a b' "c\\"d" `,
  'separators only': '| && ; ',
  // Issue 21: the waits reader looks at every sleep's list, timeouts and groups.
  'sleeps, timeouts and backgrounds': 'sleep 1 && timeout 1 sleep 0.001; sleep 2 & ',
  'sleeps in groups and after ||': 'x || sleep 1 && { sleep 2; } | sleep 3 ; ',
  'sleeps after a subshell': '(x) ; sleep 1 && ',
};

describe('every function that walks command words does work linear in the command', () => {
  for (const [name, unit] of Object.entries(SHAPES)) {
    test(name, () => assert.deepEqual(superlinear(unit), []));
  }

  test('random units of wrapper, sink, separator, change-rule and URL words', () => {
    const unit = fc.array(fc.constantFrom(...VOCABULARY_FOR_FUZZ), { minLength: 1, maxLength: 6 }).map((words) => `${words.join(' ')} `);
    fc.assert(
      fc.property(unit, (text) => assert.deepEqual(superlinear(text), [])),
      propertyRuns(60),
    );
  });

});

// ------------------------------------------------------- arguments and results

describe('arguments and results cost work linear in what they hold (issue 17)', () => {
  test('decoy stripping: 100,000 argument keys against 1,000 decoy names cost keys plus names', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `decoy_${i}`);
    const stripper = new Fingerprinter(resolveConfig({ ignoreArgs: { '*': names } }));
    const args: Record<string, unknown> = { command: 'ls', description: 'list', timeoutMs: 5 };
    for (let i = 0; i < 100_000; i++) args[i % 100 === 0 ? `decoy_${i / 100}` : `key_${i}`] = i;
    const { result, steps } = work(() => stripper.clean('bash', args));
    assert.equal(Object.keys(result).length, 100_000 + 3 - 1000 - 2, 'the 1,000 decoys, description and timeoutMs are gone');
    assert.equal(result['command'], 'ls');
    assert.equal(result['decoy_999'], undefined);
    assert.equal(result['key_99999'], 99_999);
    // Before: every key was compared with every name, 100 million steps.
    assert.ok(steps <= 8 * (100_000 + 1000), `${steps} steps`);
  });
});

describe('the previous result a denial quotes (D9) costs one lookup per stored id (issue 17)', () => {
  /** D9 as a scan, newest first: the latest result of a call carrying one of `ids` (issue 29:
   *  never another call's). */
  const reference = (results: readonly StoredResult[], ids: readonly string[]): StoredResult | undefined =>
    [...results].reverse().find((result) => ids.some((id) => result.ids.includes(id)));

  test('agrees with the D9 scan on random histories', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const ids = fc.uniqueArray(id, { maxLength: 3 });
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), fc.array(fc.oneof(fc.record({ remember: ids }), fc.record({ ask: ids })), { maxLength: 40 }), (size, steps) => {
        const state = new AgentState(size);
        const kept: StoredResult[] = [];
        steps.forEach((step, n) => {
          if ('remember' in step) {
            const result = { ids: step.remember, isError: n % 3 === 0, head: `r${n}`, tail: '', omitted: 0 };
            state.remember(result);
            kept.push(result);
            if (kept.length > size) kept.shift();
          } else assert.equal(state.previousResult(step.ask), reference(kept, step.ask));
        });
      }),
      fullRuns(2000),
    );
  });

  test('at window 1,000, a denial looks each stored id up once instead of comparing it with every asked id', () => {
    const state = new AgentState(1000);
    const long = (i: number, kind: string): string => `${kind}:${'x'.repeat(240)}${i}`;
    for (let i = 0; i < 1500; i++) state.remember({ ids: ['exact', 'verb', 'cmd', 'net', 'site', 'sink', 'family'].map((kind) => long(i, kind)), isError: false, head: `r${i}`, tail: '', omitted: 0 });
    const asked = ['exact', 'cmd', 'net', 'sink'].map((kind) => long(7, kind)); // long evicted
    const { result, steps } = work(() => [state.previousResult(asked)?.head, state.previousResult([long(600, 'net'), long(900, 'sink')])?.head]);
    assert.deepEqual(result, [undefined, 'r900']);
    // Before: every stored id compared with every asked one, 48,000 steps (5–18 ms with
    // long ids). Now at most one lookup per stored id: 7 per result, 1,000 results.
    assert.ok(steps <= 7 * 1000 + 7 * 600 + 2, `${steps} steps`);
  });
});

describe('a result’s content is read over a bounded number of blocks (issue 17)', () => {
  test('post-execute reads a sparse content array of 1,000,000 slots at its ends only, and quotes its start', async () => {
    const slots: unknown[] = [];
    slots[0] = { type: 'text', text: 'first block' };
    slots[999_999] = { type: 'text', text: 'last block' };
    let reads = 0; // every slot read, by whatever walk: a for-of reads each hole too
    const content = new Proxy(slots, {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const hooks = mountHooks();
    const allow = (): Promise<{ kind: 'allow' }> => Promise.resolve({ kind: 'allow' });
    const accept = (): Promise<{ kind: string }> => Promise.resolve({ kind: 'accept' });
    const agent = { id: 'sparse' };
    const exec = { name: 'read', arguments: { path: '/w/a' }, agent };
    assert.equal((await hooks.pre(exec, allow)).kind, 'allow');
    assert.equal(hooks.guard(exec), undefined);
    await hooks.post(exec, { content }, accept);
    // Before: 2,000,000 reads (the quote and the kept text each walked every slot).
    assert.ok(reads > 0 && reads <= 4 * 4096, `${reads} slots read`);
    // What a denial would quote: the blocks at both ends (§8.1 item 5).
    assert.deepEqual(resultText(slots, 800), { head: 'first block\nlast block', tail: '', omitted: 0 });
    for (let i = 0; i < 4; i++) await callThrough(hooks, { name: 'read', arguments: { path: '/w/a' }, agent });
    assert.equal(reads <= 4 * 4096, true, 'later calls do not read it again');
  });

  test('the quoted text is read from QUOTED_BLOCKS blocks at each end', () => {
    const blocks = Array.from({ length: 3 * QUOTED_BLOCKS }, (_, i) => ({ type: 'text', text: `b${i}` }));
    const { head, tail, omitted } = resultText(blocks, 1_000_000);
    const read = [...blocks.slice(0, QUOTED_BLOCKS), ...blocks.slice(2 * QUOTED_BLOCKS)].map((block) => block.text).join('\n');
    assert.deepEqual({ head, tail, omitted }, { head: read, tail: '', omitted: 0 });
    assert.equal(resultText(blocks.slice(0, 3), 100).head, 'b0\nb1\nb2');
    assert.equal(resultText(blocks.slice(0, QUOTED_BLOCKS + 2), 1_000_000).head.split('\n').length, QUOTED_BLOCKS + 2);
  });
});

// ----------------------------------------------------------- bounded pieces

describe('canonical JSON of gigantic structures stays bounded', () => {
  // Outside CI a million numbers: still two million pieces, twice MAX_PIECES.
  const LENGTH = bySize(3_000_000, 1_000_000);
  const numbers = (length: number, last: number): number[] => {
    const list = new Array<number>(length).fill(7);
    list[length - 1] = last;
    return list;
  };

  test(`an array of ${LENGTH.toLocaleString('en-US')} numbers: the first ${MAX_PIECES} pieces kept, the rest one digest`, () => {
    const list = numbers(LENGTH, 7);
    const parts = canonicalParts(list);
    assert.ok(parts.length <= MAX_PIECES + 4096 + 2, `${parts.length} pieces`);
    const last = parts[parts.length - 1]!;
    assert.match(last, new RegExp(`^${HASHED_REST}[\\w-]{43}$`));
    // What is kept is the canonical text's start, unchanged.
    const kept = parts.slice(0, -1).join('');
    assert.ok(kept.length > 1_000_000);
    assert.equal(kept, JSON.stringify(list).slice(0, kept.length));
    // Deterministic, and a difference in the hashed rest is a different text.
    assert.deepEqual(canonicalParts(numbers(LENGTH, 7)), parts);
    assert.notEqual(canonicalParts(numbers(LENGTH, 8)).at(-1), last);
  });

  test('distinct gigantic arguments get distinct exact: fingerprints, equal ones the same', () => {
    const id = (list: unknown[]): string => printer.print('write', { path: '/w/x.json', list }).fingerprints[0]!.id;
    const seven = id(numbers(LENGTH, 7));
    assert.equal(id(numbers(LENGTH, 7)), seven);
    assert.notEqual(id(numbers(LENGTH, 8)), seven);
    assert.notEqual(id(numbers(LENGTH + 1, 7)), seven);
  });

  test('ordinary arguments keep their exact canonical JSON', () => {
    // About 600,000 pieces: 1.5 MB of JSON made of small values stays whole.
    const items = Array.from({ length: 100_000 }, (_, i) => (i % 3 === 0 ? { b: i, a: [i, null] } : `s${i}`));
    const expected = JSON.stringify(items.map((item) => (typeof item === 'object' ? { a: item.a, b: item.b } : item)));
    const text = canonicalJson(items);
    assert.ok(text === expected, 'the canonical JSON is JSON.stringify with sorted keys');
    assert.ok(!text.includes(HASHED_REST));
  });

  // Outside CI a quarter of the slots under half the heap: the build before the bound
  // (50ea0ff^) aborts under 32 MB at 2,500,000 slots and runs under 64; this one needs 24.
  const SPARSE = bySize({ slots: 10_000_000, heapMiB: 64 }, { slots: 2_500_000, heapMiB: 32 });
  test(`a sparse array of ${SPARSE.slots.toLocaleString('en-US')} slots goes through the guard under a ${SPARSE.heapMiB} MB heap`, () => {
    // In a child process: running out of heap aborts V8, which no try/catch contains.
    // Before the bound, 10 million slots made 20 million pieces that needed 160 MB; a
    // length of 85 million exceeded V8's largest array and aborted at any heap size.
    const script = `
      import { apply } from ${JSON.stringify(new URL('dist/index.js', root).href)};
      let guard;
      apply({ tools: { guard: (fn) => ((guard = fn), () => {}) }, on: () => () => {} }, {});
      const items = [];
      items[${SPARSE.slots - 1}] = 'last'; // one element: a dictionary, not a backing store of every slot
      const agent = {};
      const verdicts = [0, 1].map(() => guard({ name: 'write', arguments: { path: '/w/sparse.json', items }, agent }) ?? 'allowed');
      process.stdout.write(JSON.stringify(verdicts));
    `;
    const child = spawnSync(process.execPath, [`--max-old-space-size=${SPARSE.heapMiB}`, '--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(child.signal, null, child.stderr.slice(0, 2000));
    assert.equal(child.status, 0, child.stderr.slice(0, 2000));
    assert.equal(child.stdout, '["allowed","allowed"]');
    assert.equal(child.stderr, '', 'nothing was reported');
  });
});

// Issue 21 item 6: the YAML-subset reader (cli/input/yaml-subset.ts) reads a document as dsh
// reads it, or refuses it with line:column; never a third way. dsh reads patch files with
// js-yaml under its JSON schema plus `!!js` (test/helpers/dsh-yaml.ts). Differential fuzz:
// seeded documents (test/helpers/yaml-fuzz.ts), a fixed number of them, YAML_FUZZ_DOCS to
// run more (CI runs 20,000; the default keeps `npm test` fast).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { MAX_DEPTH, parseYamlSubset, YamlSubsetError } from '../cli/input/yaml-subset.js';
import { asDshValue, dshLoad } from './helpers/dsh-yaml.js';
import { CI } from './helpers/property-runs.js';
import { anchoredDocuments, compare, fuzzDocuments, type Outcome, type Reader } from './helpers/yaml-fuzz.js';

const DOCUMENTS = Number(process.env['YAML_FUZZ_DOCS'] ?? (CI ? 20_000 : 2_500));

const reader: Reader = {
  read: parseYamlSubset,
  isRefusal: (error) => error instanceof YamlSubsetError && /^\d+:\d+: /.test(error.message),
  reference: dshLoad,
  normalize: asDshValue,
  same: isDeepStrictEqual,
};

/** `text` is read as dsh reads it, or refused with line:column. */
function assertReadAsDshOrRefused(text: string): Outcome {
  const { outcome, detail } = compare(reader, text);
  assert.ok(outcome === 'same' || outcome === 'refused', `${JSON.stringify(text)}: ${outcome}: ${detail ?? ''}`);
  return outcome;
}

describe('issue 21 item 6: the YAML subset reads what dsh reads, or refuses', () => {
  test(`differential fuzz: ${DOCUMENTS} seeded documents, none read otherwise than dsh reads them, none crash`, () => {
    const counts: Record<Outcome, number> = { same: 0, refused: 0, different: 0, crashed: 0 };
    const failures: string[] = [];
    for (const text of fuzzDocuments(21_6, DOCUMENTS)) {
      const { outcome, detail } = compare(reader, text);
      counts[outcome]++;
      if ((outcome === 'different' || outcome === 'crashed') && failures.length < 5) failures.push(`${JSON.stringify(text)}\n  ${outcome}: ${detail ?? ''}`);
    }
    assert.deepEqual(failures, [], JSON.stringify(counts));
    // Not a reader that refuses everything: most documents without a splice are read.
    assert.ok(counts.same > DOCUMENTS * 0.35, `read ${counts.same} of ${DOCUMENTS}: ${JSON.stringify(counts)}`);
  });

  test('the documents the issue names are refused with line:column, or read as dsh reads them', () => {
    const refused = [
      'a: ,x\n', // dsh: bad indentation
      '[,]\n', // dsh: expected the node content
      'a: [a, b "c, #d"]\n', // the comment ends the line inside the list
      'a: 1\n--- : x\n', // a second document, not a key "---"
      'a: 1\n---\nb: 2\n',
      '---x: 1\n', // dsh reads {x: 1}
      '- a:\n  -\n- b\n', // an empty item: dsh reads `- b` into the inner list
      'a: x\x01\n', // dsh: non-printable
      'a:\tb\n', // a tab between values
    ];
    for (const text of refused) assert.equal(assertReadAsDshOrRefused(text), 'refused', JSON.stringify(text));
    const read: [string, unknown][] = [
      ['exclude: [todo_write\u00a0]\n', { exclude: ['todo_write\u00a0'] }], // NBSP is part of the name, as dsh reads it
      ['a: x\u3000\n', { a: 'x\u3000' }],
      ['a: b "c #d\n', { a: 'b "c' }], // a quote inside a plain value does not hide the comment
      ["a: it's # c\n", { a: "it's" }],
      ['a: 1\t\n', { a: 1 }], // a tab at the end of a line is a blank
      ['n: [0b101, 0o17, 0x1F, -.5, 1e400, -0, ~]\n', { n: [5, 15, 31, '-.5', '1e400', 0, null] }],
      ['~: a\n1.0: b\n', { null: 'a', '1': 'b' }],
      ['- a\n...\n', ['a']],
      ['disabled: !!js process.platform === "win32"\n', { disabled: { __jsExpr: 'process.platform === "win32"' } }],
    ];
    for (const [text, value] of read) {
      assert.equal(assertReadAsDshOrRefused(text), 'same', JSON.stringify(text));
      assert.deepEqual(asDshValue(parseYamlSubset(text)), value, JSON.stringify(text));
    }
  });

  test(`nesting deeper than ${MAX_DEPTH} levels is refused with one line, whatever the form (3,100 levels crashed the reader)`, () => {
    const forms = (depth: number): string[] => [
      `${'['.repeat(depth)}${']'.repeat(depth)}\n`,
      `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}\n`,
      Array.from({ length: depth }, (_, i) => `${' '.repeat(i * 2)}a:`).join('\n'),
      Array.from({ length: depth }, (_, i) => `${' '.repeat(i * 2)}- `).join('\n'),
      `${'- '.repeat(depth)}x\n`,
    ];
    for (const text of forms(3100)) {
      assert.throws(() => parseYamlSubset(text), (error: unknown) => error instanceof YamlSubsetError && new RegExp(`^\\d+:\\d+: nesting deeper than ${MAX_DEPTH} levels is not read$`).test(error.message));
    }
    for (const text of forms(MAX_DEPTH)) assert.equal(assertReadAsDshOrRefused(text), 'same', text.slice(0, 40));
  });
});

describe("issue 28 C6: anchors, aliases and `<<` keys are read as dsh's reader reads them", () => {
  test(`differential fuzz: ${DOCUMENTS} seeded documents with anchors and aliases, none read otherwise than dsh reads them, none crash`, () => {
    const counts: Record<Outcome, number> = { same: 0, refused: 0, different: 0, crashed: 0 };
    const failures: string[] = [];
    let aliasesRead = 0;
    for (const text of anchoredDocuments(28_6, DOCUMENTS)) {
      const { outcome, detail } = compare(reader, text);
      counts[outcome]++;
      if (outcome === 'same' && /(?:^|[ [{,])\*[^ ,[\]{}]/m.test(text)) aliasesRead++;
      if ((outcome === 'different' || outcome === 'crashed') && failures.length < 5) failures.push(`${JSON.stringify(text)}\n  ${outcome}: ${detail ?? ''}`);
    }
    assert.deepEqual(failures, [], JSON.stringify(counts));
    assert.ok(aliasesRead > DOCUMENTS * 0.01, `read ${aliasesRead} documents with an alias: ${JSON.stringify(counts)}`);
  });

  test('an alias is the value its anchor names, the latest of the name; a collection wins over an anchor of its name inside it; `<<` is a key', () => {
    const read: [string, unknown][] = [
      ['- id: a\n  config: &c\n    window: 20\n- id: b\n  config: *c\n', [{ id: 'a', config: { window: 20 } }, { id: 'b', config: { window: 20 } }]],
      ['a: &x 1\nb: &x 2\nc: *x\n', { a: 1, b: 2, c: 2 }],
      ['a: &x\n  b: &x t\nc: *x\n', { a: { b: 't' }, c: { b: 't' } }],
      ['a: &x [&x t]\nc: *x\n', { a: ['t'], c: ['t'] }],
      ['a: &x\nb: *x\n', { a: null, b: null }],
      ['[&a 1, *a]\n', [1, 1]],
      ['a: &x !!js process.env.A\nb: *x\n', { a: { __jsExpr: 'process.env.A' }, b: { __jsExpr: 'process.env.A' } }],
      ['- &base\n  id: approval\n- <<: *base\n  id: other\n', [{ id: 'approval' }, { '<<': { id: 'approval' }, id: 'other' }]],
      ['a: &x:y 1\nb: *x:y\n', { a: 1, b: 1 }],
    ];
    for (const [text, value] of read) {
      assert.equal(assertReadAsDshOrRefused(text), 'same', JSON.stringify(text));
      assert.deepEqual(asDshValue(parseYamlSubset(text)), value, JSON.stringify(text));
    }
    const shared = parseYamlSubset('a: &x [1]\nb: *x\n') as Record<string, unknown>;
    assert.equal(shared['a'], shared['b'], 'the same value, as js-yaml gives it');
  });

  test('what is refused, with line:column: an alias with no anchor or inside its own value, anchors on keys, an anchor alone on its line, a billion laughs, nesting deep through aliases', () => {
    const refused: [string, RegExp][] = [
      ['a: *x\n', /^1:4: unknown alias \*x \(no &x before it\)$/],
      ['a: &x [*x]\n', /^1:8: the alias \*x is inside the value &x names/],
      ['a: &x\n  b: *x\n', /^2:6: the alias \*x is inside the value &x names/],
      ['&a key: 1\n', /^1:1: an anchor on a mapping key is not read$/],
      ['{&k a: 1}\n', /^1:2: an anchor on a mapping key is not read$/],
      ['&a\n- 1\n', /^1:1: an anchor alone on its line is not read/],
      ['a: &x &y 1\n', /^1:7: a value with two anchors is not read$/],
      ['a: &x *y\n', /^1:7: an alias cannot have an anchor$/],
      ['a: !!js &x foo\n', /^1:4: `!!js` must be followed by a scalar \(an anchor goes before the tag/],
      [
        ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n'),
        /^6:9: aliases expand this value past 1,000,000 values/,
      ],
      [`d0: &d0 ${'['.repeat(60)}${']'.repeat(60)}\nd1: [[[[*d0]]]]\n`, new RegExp(`^2:9: nesting deeper than ${MAX_DEPTH} levels is not read$`)],
    ];
    for (const [text, pattern] of refused) {
      assert.throws(() => parseYamlSubset(text), (error: unknown) => error instanceof YamlSubsetError && pattern.test(error.message), JSON.stringify(text).slice(0, 80));
    }
  });
});

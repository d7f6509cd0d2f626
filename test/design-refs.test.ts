// Design references resolve: every section (`§4.3`) and every scenario or deviation id
// (T11b, D9, P1) cited in index.ts, lib/, cli/ and test/ exists in docs/design.md, and
// nothing still points at a document outside the repository. When this fails after a
// merge, `node scripts/cite-design.mjs` rewrites the old citations.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'test/design-refs.test.ts';
const design = readFileSync(join(ROOT, 'docs/design.md'), 'utf8');

/** Section numbers of the headings (`## §4 …`, `### §4.3 …`). */
const sections = new Set([...design.matchAll(/^#{2,4} §(\d+(?:\.\d+)*) /gm)].map((m) => m[1]!));
/** Explicit anchors (`<a id="T11b"></a>`). */
const anchors = new Set([...design.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));

/** The files whose citations must resolve, as paths relative to the repository. */
function scanned(): string[] {
  const out: string[] = [];
  const walk = (path: string): void => {
    const rel = relative(ROOT, path).split('\\').join('/');
    if (rel === 'test/fixtures' || rel === SELF) return; // this file names ids without citing them
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else if (/\.(?:[cm]?ts|[cm]?js)$/.test(rel)) out.push(rel);
  };
  for (const top of ['index.ts', 'lib', 'cli', 'test']) walk(join(ROOT, top));
  return out.sort();
}

interface Citation {
  readonly where: string;
  readonly cited: string;
}

/** `§n(.n)*` citations, except those of a named external standard (`RFC 8878 §3.1`). */
function sectionCitations(where: string, text: string): Citation[] {
  return [...text.matchAll(/§(\d+(?:\.\d+)*)/g)]
    .filter((m) => !/RFC \d+ $/.test(text.slice(Math.max(0, m.index - 12), m.index)))
    .map((m) => ({ where: `${where}:${lineOf(text, m.index)}`, cited: m[1]! }));
}

/** Scenario (T1, T11b), deviation (D9) and pipeline (P1) ids. */
function idCitations(where: string, text: string): Citation[] {
  return [...text.matchAll(/\b(T\d+[a-z]?|D\d+|P\d+)\b/g)].map((m) => ({ where: `${where}:${lineOf(text, m.index)}`, cited: m[1]! }));
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

const files = scanned();
const texts = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

describe('design references resolve', () => {
  test('docs/design.md has every section of the specification and an anchor for every id', () => {
    const expectedSections = [
      '1', '2', '3', '3.1', '3.2', '3.3', '3.4', '4', ...Array.from({ length: 10 }, (_, i) => `4.${i + 1}`),
      '5', '6', '6.1', '6.2', '6.3', '6.4', '7', '8', '8.1', '8.2', '8.3', '9', '9.1', '10',
    ];
    assert.deepEqual(expectedSections.filter((s) => !sections.has(s)), [], 'sections missing from docs/design.md');
    const scenarios = Array.from({ length: 30 }, (_, i) => `T${i + 1}`).filter((id) => id !== 'T16'); // there is no T16
    const lettered = ['T1b', 'T2b', 'T4b', 'T4c', 'T6b', 'T11b', 'T12b', 'T12c', 'T14b', 'T14c', 'T17b', 'T28b', 'T28c'];
    const deviations = Array.from({ length: 14 }, (_, i) => `D${i + 1}`);
    const ids = [...scenarios, ...lettered, ...deviations, 'P1'];
    assert.deepEqual(ids.filter((id) => !anchors.has(id)), [], 'ids without an anchor in docs/design.md');
  });

  test('every §n cited in index.ts, lib/, cli/, test/ (and in the design itself) is a section of docs/design.md', () => {
    const citations = [...texts].flatMap(([file, text]) => sectionCitations(file, text));
    citations.push(...sectionCitations('docs/design.md', design));
    assert.ok(citations.length >= 40, `only ${citations.length} section citations found: is the pattern still reading them?`);
    const broken = citations.filter((c) => !sections.has(c.cited)).map((c) => `${c.where} cites §${c.cited}`);
    assert.deepEqual(broken, [], 'cited sections that docs/design.md does not have');
  });

  test('every T/D/P id cited in index.ts, lib/, cli/, test/ has an anchor in docs/design.md', () => {
    const citations = [...texts].flatMap(([file, text]) => idCitations(file, text));
    assert.ok(citations.length >= 100, `only ${citations.length} id citations found: is the pattern still reading them?`);
    const broken = citations.filter((c) => !anchors.has(c.cited)).map((c) => `${c.where} cites ${c.cited}`);
    assert.deepEqual(broken, [], 'cited ids that docs/design.md does not define');
  });

  test('no citation points outside the repository (run `node scripts/cite-design.mjs` to rewrite them)', () => {
    const outside = /\bSPEC\b|\bdsh-host-api\b|\bdsh-full-boot\b|\.\.\/shared\//;
    const stale = [...texts].flatMap(([file, text]) =>
      text.split('\n').flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    assert.deepEqual(stale, []);
  });
});

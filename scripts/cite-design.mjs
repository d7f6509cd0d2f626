#!/usr/bin/env node
// Points design citations in the sources at docs/design.md: "SPEC §4.3" becomes
// "design §4.3", and citations of the host notes that live outside the repository
// (dsh-host-api.md, dsh-full-boot) become "design §2.1", where docs/design.md restates
// those facts. Idempotent: re-run it after merging a branch that still says SPEC.
//
//   node scripts/cite-design.mjs           rewrite in place and list the files changed
//   node scripts/cite-design.mjs --check   change nothing; exit 1 if a file would change
//
// test/design-refs.test.ts fails while any such citation is left, and checks that every
// cited section and id exists in docs/design.md.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['index.ts', 'lib', 'cli', 'test', 'bench'];
const SKIPPED = new Set(['test/fixtures', 'test/design-refs.test.ts', 'node_modules']);
const SOURCE = /\.(?:[cm]?ts|[cm]?js)$/;

const SECTION_LIST = String.raw`§\d+(?:\.\d+)*(?:,\s*§\d+(?:\.\d+)*)*`;
/** [pattern, replacement], applied in order. `\s|//|*` lets a citation wrap onto the next comment line. */
const REWRITES = [
  [/\bSPEC\.md\b/g, 'docs/design.md'],
  [new RegExp(String.raw`\bdsh-host-api(?:\.md)?((?:\s|//|\*)*)${SECTION_LIST}`, 'g'), 'design$1§2.1'],
  [new RegExp(String.raw`\bdsh-full-boot(?:\.md)?((?:\s|//|\*)*)${SECTION_LIST}`, 'g'), 'design$1§2.1'],
  [/\bSPEC\b/g, 'design'],
];

function* sources(path) {
  const rel = relative(ROOT, path).split('\\').join('/');
  if (SKIPPED.has(rel)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* sources(join(path, entry));
  } else if (SOURCE.test(path)) {
    yield path;
  }
}

const check = process.argv.includes('--check');
const changed = [];
for (const top of SCANNED) {
  const start = join(ROOT, top);
  try {
    statSync(start);
  } catch {
    continue;
  }
  for (const file of sources(start)) {
    const before = readFileSync(file, 'utf8');
    const after = REWRITES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), before);
    if (after === before) continue;
    changed.push(relative(ROOT, file));
    if (!check) writeFileSync(file, after);
  }
}
for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
if (check && changed.length > 0) process.exitCode = 1;

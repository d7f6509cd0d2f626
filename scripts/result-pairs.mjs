#!/usr/bin/env node
// Measures the result digest (lib/result/digest.ts) on recorded runs: for every call that
// repeats an earlier call of the same file (same tool, same arguments), compares its result
// with the previous one's, raw and by digest. Prints the totals, then with --show the pairs
// the digest calls the same although their text differs (what normalization erased) and
// --changed the pairs whose normalized texts still differ in at most two lines (to look
// for noise it missed). Needs a build: `npm run build && node scripts/result-pairs.mjs DIR…`.
//
// Input: trajectory JSONL files ({"tool","arguments","result","isError"} per line), e.g.
// ../shared/realworld-dev or ../shared/realworld-loops-dev/cases.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { normalizedText, resultDigest } from '../dist/lib/result/digest.js';

const args = process.argv.slice(2);
const show = args.includes('--show');
const changed = args.includes('--changed');
const inputs = args.filter((a) => !a.startsWith('--'));
if (inputs.length === 0) {
  console.error('usage: node scripts/result-pairs.mjs [--show] [--changed] FILE_OR_DIR…');
  process.exit(2);
}

const files = inputs.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(path, f))
    : [path],
);

/** The lines that differ between two texts, side by side (at most `max`). */
function differingLines(a, b, max) {
  const left = a.split('\n');
  const right = b.split('\n');
  const rows = [];
  for (let k = 0; k < Math.max(left.length, right.length) && rows.length < max + 1; k++) {
    if (left[k] !== right[k]) rows.push(`    - ${JSON.stringify(left[k] ?? '')}\n    + ${JSON.stringify(right[k] ?? '')}`);
  }
  return rows;
}

const totals = { files: files.length, pairs: 0, rawDiffer: 0, digestDiffer: 0, noiseOnly: 0 };
for (const file of files) {
  const previous = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line);
    if (typeof row.tool !== 'string') continue;
    const key = `${row.tool} ${JSON.stringify(row.arguments ?? {})}`;
    const now = { text: typeof row.result === 'string' ? row.result : '', isError: row.isError === true };
    now.digest = resultDigest([{ type: 'text', text: now.text }], now.isError);
    const before = previous.get(key);
    previous.set(key, now);
    if (before === undefined) continue;
    totals.pairs++;
    const raw = before.text !== now.text || before.isError !== now.isError;
    const digest = before.digest !== now.digest;
    if (raw) totals.rawDiffer++;
    if (digest) totals.digestDiffer++;
    if (raw && !digest) {
      totals.noiseOnly++;
      if (show) console.log(`same  ${file} ${key.slice(0, 100)}\n${differingLines(before.text, now.text, 3).join('\n')}`);
    }
    if (digest && changed && before.isError === now.isError) {
      const rows = differingLines(normalizedText(before.text), normalizedText(now.text), 2);
      if (rows.length <= 2) console.log(`differ ${file} ${key.slice(0, 100)}\n${rows.join('\n')}`);
    }
  }
}
console.log(JSON.stringify(totals));

// Where D21's line between generated and written tokens falls, measured (docs/how-it-decides.md
// quotes the output): the share of each id format masked as ‹id› (2,000 seeded ids each), and
// the written tokens with a digit in TypeScript's compiler and Node's type definitions (from
// node_modules) that are masked as ‹id›. Usage: node --import tsx scripts/generated-line.ts
import { readdirSync, readFileSync } from 'node:fs';
import { contentText } from '../lib/result/digest.js';
import { ID_FORMATS, idsOf } from '../test/helpers/id-formats.js';

const MASKED = /^([a-z]+[-_])*(‹id›|‹n›)(\.‹id›)*$/;
console.log('| id format | masked |');
console.log('|---|---|');
for (const format of Object.keys(ID_FORMATS)) {
  const ids = idsOf(format, 2000);
  const masked = ids.filter((id) => MASKED.test(contentText(id))).length;
  console.log(`| ${format} | ${((100 * masked) / ids.length).toFixed(1)} % |`);
}

const root = new URL('../node_modules/', import.meta.url);
const sources = [
  readFileSync(new URL('typescript/lib/typescript.js', root), 'utf8'),
  ...readdirSync(new URL('@types/node/', root))
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => readFileSync(new URL(`@types/node/${name}`, root), 'utf8')),
];
const tokens = new Set<string>();
for (const source of sources) for (const token of source.match(/[A-Za-z0-9_+/-]*[0-9][A-Za-z0-9_+/-]*=*/g) ?? []) tokens.add(token);
const lookalikes = [...tokens].filter((token) => contentText(` ${token} `).includes('‹id›'));
console.log(`\n${tokens.size} distinct tokens with a digit in typescript.js and @types/node: ${lookalikes.length} masked as ‹id›`);
console.log(lookalikes.join(' '));

// `npm run bench:load` (and the first part of `npm run bench`): how long a host's boot
// takes to load the plugin — import the package's plugin entry (what package.json's
// `exports` gives a host that mounts it by name) and call its `apply` with the defaults —
// beside the registry's `dsh-repeat-tool-breaker@0.5.2` (the original line of this
// plugin, a few small files; fetched once with `npm pack` into .cache/) and a no-op plugin
// of one file (issue 36). Each measurement is a fresh process whose module loader has
// already loaded one file (bench/load-child.mjs); the variants take turns in a random
// order in each round, so a busy moment slows them alike. The table gives the median
// over the rounds and the range of import + apply, the CPU time the process spent on them
// (which another process taking the CPU does not inflate), and what the first call then
// costs (this build compiles its engine there). The target (this build no slower than
// 0.5.2, wall-clock medians) is PASS/MISS, never asserted: a slow machine must not fail CI.
//
// Environment:
//   LOAD_RUNS=<n>            rounds (default 9)
//   LOAD_EXTRA=<label>=<path>[,…]  more entries to load beside them (another build's
//                            dist/index.js, the modular entry, …)

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { rng } from './mixed.mjs';
import { median, printSummary, shuffled } from './summary.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LOAD_RUNS ?? 9);
const CHILD = join(ROOT, 'bench', 'load-child.mjs');
const started = performance.now();

/** The file a host that mounts the package by name imports: `exports["."]`, else `main`. */
function packageEntry() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const dot = manifest.exports?.['.'];
  const target = typeof dot === 'string' ? dot : dot?.import ?? dot?.default ?? manifest.main;
  return join(ROOT, target);
}

/** dsh-repeat-tool-breaker@0.5.2 from the registry, unpacked once under .cache/; undefined
 *  (with a note) when the registry cannot be reached. */
function registryEntry(version) {
  const dir = join(ROOT, '.cache', 'bench-load', version);
  const entry = join(dir, 'package', 'index.js');
  if (existsSync(entry)) return entry;
  try {
    mkdirSync(dir, { recursive: true });
    const out = execFileSync('npm', ['pack', `dsh-repeat-tool-breaker@${version}`, '--json', '--pack-destination', dir], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [{ filename }] = JSON.parse(out);
    execFileSync('tar', ['xzf', join(dir, filename), '-C', dir]);
    return entry;
  } catch (error) {
    console.log(`(dsh-repeat-tool-breaker@${version} could not be fetched with npm pack: ${String(error.message ?? error).split('\n')[0]}; its row is left out)`);
    return undefined;
  }
}

const variants = [
  { label: 'this build', entry: packageEntry() },
  { label: '0.5.2 (registry)', entry: registryEntry('0.5.2') },
  { label: 'no-op plugin', entry: join(ROOT, 'bench', 'load-noop.mjs') },
  ...(process.env.LOAD_EXTRA ?? '')
    .split(',')
    .filter((spec) => spec.includes('='))
    .map((spec) => ({ label: spec.slice(0, spec.indexOf('=')), entry: spec.slice(spec.indexOf('=') + 1) })),
].filter((variant) => variant.entry !== undefined);

/** One fresh process's measurement of `entry`, in ms. @throws when the child fails. */
function measure(entry) {
  const child = spawnSync(process.execPath, [CHILD, entry], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`loading ${entry} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout);
}

const times = new Map(variants.map((variant) => [variant.label, []]));
const random = rng(36);
for (let round = 0; round < RUNS; round++) {
  for (const variant of shuffled(variants, random)) times.get(variant.label).push(measure(variant.entry));
}

const ms = (value) => value.toFixed(2);
const summary = (label) => {
  const runs = times.get(label);
  const totals = runs.map((run) => run.total);
  return {
    total: median(totals),
    min: Math.min(...totals),
    max: Math.max(...totals),
    import: median(runs.map((run) => run.import)),
    apply: median(runs.map((run) => run.apply)),
    cpu: median(runs.map((run) => run.cpu)),
    firstCall: median(runs.map((run) => run.firstCall)),
    firstCallCpu: median(runs.map((run) => run.firstCallCpu)),
  };
};

const rows = variants.map((variant) => ({ label: variant.label, ...summary(variant.label) }));
const noop = rows.find((row) => row.label === 'no-op plugin');
console.log(`Loading the plugin: import of its entry + apply(defaults), a fresh process each, median of ${RUNS} [min–max] (Node ${process.versions.node})\n`);
console.log('| plugin | import + apply | range | import | apply | over the no-op | CPU time | then the first call (CPU) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.label} | ${ms(row.total)} ms | ${ms(row.min)}–${ms(row.max)} | ${ms(row.import)} | ${ms(row.apply)} | ${ms(row.total - noop.total)} ms | ${ms(row.cpu)} ms | ${ms(row.firstCall)} ms (${ms(row.firstCallCpu)} ms) |`);
}

const ours = rows[0];
const original = rows.find((row) => row.label === '0.5.2 (registry)');
const targets = {};
if (original !== undefined) {
  targets['load no slower than 0.5.2'] = { ours: Number(ms(ours.total)), original: Number(ms(original.total)), pass: ours.total <= original.total };
  console.log(`\nthis build / 0.5.2: ${(ours.total / original.total).toFixed(2)}× — ${targets['load no slower than 0.5.2'].pass ? 'PASS' : 'MISS'} (target ≤ 1×)`);
}
const json = { bench: 'load', runs: RUNS, node: process.versions.node, rows: rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Number(ms(v)) : v]))), targets };
printSummary(json, started);

// `npm run bench` (second part) or `npm run bench:host [-- scenario…]`: the BUILT plugin
// inside the genuine ToolRuntime (@deepseek-ai/dsh-tools 0.1.0-rc.8, a devDependency),
// beside a no-op plugin that registers the same four hooks and the host alone, each in
// its own cordis Context with the same stub tools. Every call is one
// ToolRuntime.execute(): argument snapshot, the pre-execute waterfall, guards, the stub
// body, post-execute, result materialization.
//
// Absolute times swing with the machine, so only ratios measured in the same run are
// compared: in each round the variants take turns call by call (in a random order), so
// a busy moment slows them alike; a round's time per call is the median call of each
// variant, and a variant's cost is that minus the host alone's in the same round.
// "× no-op" is that cost over the no-op's cost. The table shows the median over the
// rounds and the range [min–max]. Targets are PASS/MISS, never asserted: a slow machine
// must not fail CI.
//
// Arguments select scenarios (short, mixed, real, 10kb, 100kb, stream; default all). Environment:
//   BENCH_ROUNDS=<n>        rounds (default 7)
//   BENCH_BEFORE=<path>     another build's dist/index.js: its breaker variants run
//                           beside this build's in the same rounds ("before" rows)
//   BENCH_STAT=mean         a round's time per call is the mean call, not the median (the
//                           median ignores another process taking the CPU for a while)
//   BENCH_HOOKS=1           also time the breaker's work inside the hooks (see timeHooks)
//   BENCH_REAL=<dir>        the recorded runs the `real` scenario takes its calls from
//                           (default test/fixtures/realworld; any replay-format directory)
//   BENCH_PROFILE=<variant> run only that variant (`host`, `no-op`, or a breaker variant
//                           such as `default`) of the chosen scenarios, for profiling:
//                           node --cpu-prof bench/host.mjs short  (with BENCH_PROFILE=default)

import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import breakerPlugin from '../dist/index.js';
import { boot, filled, flatten, noopPlugin, setResult, workCall } from './genuine-host.mjs';
import { mixedCalls as drawMixed, rng } from './mixed.mjs';
import { median, printSummary, shuffled } from './summary.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const beforePath = process.env.BENCH_BEFORE;
const beforePlugin = beforePath ? (await import(pathToFileURL(beforePath).href)).default : undefined;

// BENCH_HOOKS=1: also time the breaker's own work inside the hooks (its Breaker methods,
// patched with a timer), without the host around it: a change too small to show in the
// whole call (a µs of a few hundred) shows here. The timers cost a little themselves.
const HOOKS = process.env.BENCH_HOOKS === '1';
const HOOKED = ['askFor', 'guard', 'settle', 'preStep'];
/** The breaker time of the call in progress, in ms. */
let inHooks = 0;
async function timeHooks(entry) {
  const { Breaker } = await import(new URL('lib/breaker.js', entry).href);
  for (const method of HOOKED) {
    const original = Breaker.prototype[method];
    if (typeof original !== 'function') continue;
    Breaker.prototype[method] = function timed(...args) {
      const t0 = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        inHooks += performance.now() - t0;
      }
    };
  }
}
if (HOOKS) {
  await timeHooks(new URL('../dist/index.js', import.meta.url));
  if (beforePath) await timeHooks(pathToFileURL(beforePath));
}
const STAT = process.env.BENCH_STAT === 'mean' ? (calls) => calls.reduce((a, b) => a + b, 0) / calls.length : (calls) => median(calls);
const PROFILE = process.env.BENCH_PROFILE;
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

/** The mix of `npm run bench` (bench/mixed.mjs, as bench/run.mjs draws it): calls repeat
 *  the way an agent's do (the workload). 6,000 calls, then again. */
const mixedCalls = (() => {
  const next = drawMixed(rng(7));
  return Array.from({ length: 6000 }, (_, i) => next(i));
})();

/** The calls of recorded agent runs (the replay format), one run after another, and the
 *  index where each run starts. */
function recordedCalls(dir) {
  const calls = [];
  const starts = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.jsonl')).sort()) {
    starts.add(calls.length);
    for (const line of readFileSync(new URL(file, dir), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line);
      if (typeof row.tool === 'string') calls.push([row.tool, row.arguments ?? {}]);
    }
  }
  return { calls, starts };
}
const realDir = process.env.BENCH_REAL ? pathToFileURL(`${process.env.BENCH_REAL.replace(/\/$/, '')}/`) : new URL('../test/fixtures/realworld/', import.meta.url);
let realRuns;

/** Call `i` of the recorded runs; each run is made by a fresh agent, as a new session's is. */
function realCall(i, variant) {
  realRuns ??= recordedCalls(realDir);
  const k = i % realRuns.calls.length;
  if (realRuns.starts.has(k)) variant.agent = { id: `${variant.key} ${i}` };
  return realRuns.calls[k];
}

/** 16 results of `size` characters, each starting differently. */
const results = (size) => Array.from({ length: 16 }, (_, v) => flatten(`${String(v).padStart(4, '0')} ${filled(size - 5, 'line of tool output, 42 ms\n')}`));

// ----------------------------------------------------------------- scenarios

/** `n` in the letters a–z (0 → a, 26 → ba). */
const lettersOf = (n) => (n < 26 ? '' : lettersOf(Math.floor(n / 26))) + String.fromCharCode(97 + (n % 26));
const STREAM_LINES = ['compiling lib/call', 'compiling lib/result', 'linking dist', 'running tests'];

const SCENARIOS = {
  short: {
    label: 'short results ("ok")',
    calls: 1_000,
    warmup: 1_000,
    variants: { default: undefined, 'localHosts: deny': { localHosts: 'deny' } },
    result: () => () => 'ok',
    next: workCall,
  },
  mixed: {
    label: 'short results, calls that repeat (the mix of bench/run.mjs)',
    calls: 1_000,
    warmup: 1_000,
    variants: { default: undefined },
    result: () => () => 'ok',
    next: (i) => mixedCalls[i % mixedCalls.length],
  },
  real: {
    label: 'short results, the calls of recorded runs',
    calls: 1_000,
    warmup: 1_000,
    variants: { default: undefined },
    result: () => () => 'ok',
    next: realCall,
  },
  '10kb': {
    label: '10 KB results, never compared',
    calls: 1_000,
    warmup: 500,
    variants: { default: undefined },
    result: () => {
      const texts = results(10 << 10);
      let n = 0;
      return () => texts[(n += 1) % 16];
    },
    next: workCall,
  },
  '100kb': {
    label: '100 KB results, never compared',
    calls: 300,
    warmup: 150,
    variants: { default: undefined },
    result: () => {
      const texts = results(100 << 10);
      let n = 0;
      return () => texts[(n += 1) % 16];
    },
    next: workCall,
  },
  stream: {
    label: 'stream read (job_output, new output each read)',
    calls: 1_000,
    // The window-1000 breaker must hold a full window of earlier reads before timing starts.
    warmup: 1_500,
    variants: { 'window 12': { window: 12 }, 'window 1000': { window: 1000 } },
    result: () => {
      let n = 0;
      // New words each read: D17 masks digits, so a counter alone would not be new output.
      return () => `${STREAM_LINES[(n += 1) % 4]} ${lettersOf(n)}\n`.repeat(1 + (n % 5));
    },
    next: () => ['job_output', { job_id: 'build-7' }],
  },
};

const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const name of chosen) {
  if (!(name in SCENARIOS)) {
    console.error(`bench/host.mjs: unknown scenario ${JSON.stringify(name)} (known: ${Object.keys(SCENARIOS).join(', ')})`);
    process.exit(2);
  }
}
const selected = chosen.length > 0 ? chosen : Object.keys(SCENARIOS);

// ----------------------------------------------------------------- measuring

const random = rng(23);

/** Runs every variant of `scenario` for `ROUNDS` rounds; returns the µs per call of each, per round. */
async function measure(scenario) {
  const variants = [
    { key: 'host', pipeline: await boot(undefined) },
    { key: 'no-op', pipeline: await boot(noopPlugin) },
  ];
  for (const [key, config] of Object.entries(scenario.variants)) {
    variants.push({ key, pipeline: await boot(breakerPlugin, config), breaker: true });
    if (beforePlugin !== undefined) variants.push({ key: `${key} (before)`, pipeline: await boot(beforePlugin, config), breaker: true });
  }
  if (PROFILE !== undefined) {
    const only = variants.filter((variant) => variant.key === PROFILE);
    if (only.length === 0) throw new Error(`no variant ${JSON.stringify(PROFILE)} (known: ${variants.map((v) => v.key).join(', ')})`);
    variants.splice(0, variants.length, ...only);
  }
  for (const variant of variants) {
    variant.agent = { id: `agent of ${variant.key}` };
    variant.index = 0;
    variant.times = [];
    variant.hookTimes = [];
  }
  setResult(scenario.result());
  const one = (variant) => {
    const [name, args] = scenario.next(variant.index++, variant);
    return variant.pipeline.call(variant.agent, name, args);
  };
  for (let k = 0; k < scenario.warmup; k++) for (const variant of variants) await one(variant);
  for (let round = 0; round < ROUNDS; round++) {
    gc();
    for (const variant of variants) {
      variant.calls = new Float64Array(scenario.calls);
      variant.hookCalls = new Float64Array(scenario.calls);
    }
    // Call by call in turn, in a fresh order each time, so that a busy moment slows every
    // variant alike and none always follows the same one (whose code it would find warm).
    for (let k = 0; k < scenario.calls; k++) {
      for (const variant of shuffled(variants, random)) {
        inHooks = 0;
        const t0 = performance.now();
        await one(variant);
        variant.calls[k] = (performance.now() - t0) * 1e3;
        variant.hookCalls[k] = inHooks * 1e3;
      }
    }
    for (const variant of variants) {
      variant.times.push(STAT(variant.calls));
      variant.hookTimes.push(STAT(variant.hookCalls));
    }
  }
  const denied = Object.fromEntries(variants.filter((v) => v.breaker).map((v) => [v.key, v.pipeline.denied()]));
  return { variants, denied };
}

const summary = (list) => ({ median: median(list), min: Math.min(...list), max: Math.max(...list) });

// -------------------------------------------------------------------- report

const rows = [];
const json = { bench: 'repeat-tool-breaker in the genuine ToolRuntime', node: process.version, rounds: ROUNDS, unit: 'µs per call', results: {}, targets: {} };

const us = (value) => `${value.toFixed(1)} µs`;
const times = (value) => `${value.toFixed(2)}×`;
const span = (s, show) => `${show(s.median)} [${show(s.min)}–${show(s.max)}]`;

function goal(key, description, measured, limit) {
  const pass = measured.median <= limit;
  json.targets[key] = { limit, measured: Number(measured.median.toFixed(3)), min: Number(measured.min.toFixed(3)), max: Number(measured.max.toFixed(3)), pass };
  return { target: description, status: pass ? 'PASS' : 'MISS' };
}

const TARGETS = {
  'short/default': ['short_vs_noop', '≤ 1.8× no-op', 1.8],
  'mixed/default': ['mixed_vs_noop', '≤ 1.8× no-op', 1.8],
  '10kb/default': ['10kb_vs_noop', '≤ 3× no-op', 3],
};

const started = performance.now();
console.log(`repeat-tool-breaker in the genuine ToolRuntime · ${process.version} · ${ROUNDS} rounds · per call: median [min–max] over rounds`);
console.log('per call = median call of a round; cost = per call minus the host alone in the same round; × no-op = cost / no-op cost\n');

for (const name of selected) {
  const scenario = SCENARIOS[name];
  const { variants, denied } = await measure(scenario);
  if (PROFILE !== undefined) {
    console.log(`${name}, ${PROFILE}: ${span(summary(variants[0].times), us)} per call, denied ${JSON.stringify(denied)}`);
    continue;
  }
  const host = variants[0].times;
  const added = (v) => v.times.map((t, r) => t - host[r]);
  const noopAdded = added(variants[1]);
  json.results[name] = { calls: scenario.calls, denied, host: summary(host), variants: {} };
  rows.push({ scenario: scenario.label, variant: 'host alone', perCall: span(summary(host), us), cost: '', ratio: '' });
  for (const variant of variants.slice(1)) {
    const cost = added(variant);
    const ratio = cost.map((c, r) => c / noopAdded[r]);
    json.results[name].variants[variant.key] = { perCall: summary(variant.times), cost: summary(cost), vsNoop: summary(ratio) };
    if (HOOKS && variant.breaker) json.results[name].variants[variant.key].inHooks = summary(variant.hookTimes);
    const target = TARGETS[`${name}/${variant.key}`];
    rows.push({
      scenario: '',
      variant: variant.breaker ? `breaker, ${variant.key}` : variant.key,
      perCall: span(summary(variant.times), us),
      cost: span(summary(cost), us),
      ratio: variant.breaker ? span(summary(ratio), times) : '',
      hooks: HOOKS && variant.breaker ? span(summary(variant.hookTimes), us) : '',
      ...(target === undefined ? {} : goal(target[0], target[1], summary(ratio), target[2])),
    });
  }
  if (beforePlugin !== undefined) {
    // This build's cost over the other build's, round by round.
    for (const key of Object.keys(scenario.variants)) {
      const after = added(variants.find((v) => v.key === key));
      const before = added(variants.find((v) => v.key === `${key} (before)`));
      const change = summary(after.map((c, r) => c / before[r]));
      json.results[name].variants[key].vsBefore = change;
      const hooks = HOOKS ? { hooks: span(summary(variants.find((v) => v.key === key).hookTimes.map((t, r) => t / variants.find((v) => v.key === `${key} (before)`).hookTimes[r])), times) } : {};
      rows.push({ scenario: '', variant: `${key}: cost / cost before`, perCall: '', cost: '', ratio: span(change, times), ...hooks });
    }
  }
  if (name === 'stream') {
    for (const suffix of beforePlugin === undefined ? [''] : ['', ' (before)']) {
      const w12 = added(variants.find((v) => v.key === `window 12${suffix}`));
      const w1000 = added(variants.find((v) => v.key === `window 1000${suffix}`));
      const growth = summary(w1000.map((c, r) => c / w12[r]));
      json.results.stream[`window1000_vs_window12${suffix}`] = growth;
      rows.push({
        scenario: '',
        variant: `window 1000 / window 12${suffix}`,
        perCall: '',
        cost: '',
        ratio: span(growth, times),
        ...(suffix === '' ? goal('stream_w1000_vs_w12', '≤ 1.3× window 12', growth, 1.3) : {}),
      });
    }
  }
  for (const [key, count] of Object.entries(denied)) {
    if (count > 0) console.log(`note: ${name}/${key}: ${count} calls denied (expected none)`);
  }
}

const columns = [
  ['scenario', 'scenario'],
  ['variant', 'variant'],
  ['perCall', 'per call'],
  ['cost', 'cost over host'],
  ['ratio', '× no-op'],
  ...(HOOKS ? [['hooks', 'in the hooks']] : []),
  ['target', 'target'],
  ['status', ''],
];
const width = columns.map(([key, title]) => Math.max(title.length, ...rows.map((r) => (r[key] ?? '').length)));
const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(width[i]) : cell.padStart(width[i]))).join('  ').trimEnd();
console.log(line(columns.map(([, title]) => title)));
console.log(line(width.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(columns.map(([key]) => r[key] ?? '')));

printSummary(json, started);

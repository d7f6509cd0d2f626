// Where a count of bench/instructions.mjs goes: its instructions by kind of work (the
// breaker's own JavaScript, other JavaScript, V8's compilers, the collector, builtins, the
// rest of the runtime) and by breaker function, deterministically (docs/measurements.md,
// "Round 4"). Callgrind names code V8 compiles at run time only by its address; the map
// `--perf-basic-prof` writes names it, and with `--no-compact-code-space` no code moves.
//
//   node bench/attribute.mjs count <dir> <instructions.mjs arguments…>
//     counts one run under callgrind and keeps <dir>/callgrind.out
//   node bench/attribute.mjs compare <calls> <A short> <A long> [<B short> <B long>]
//     the span's instructions per call (`long − short`, over `calls`), by kind and by the
//     breaker's functions, for A (and B, and A − B)
//
// A function V8 inlined counts in its caller: compare kinds first, functions second.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const KINDS = [
  ['breaker', (name) => name.startsWith('JS:') && name.includes(' dist/')],
  ['other JS', (name) => name.startsWith('JS:')],
  ['compilers', (name) => /compiler::|maglev::|interpreter::|Compil|(?<!Json)(Parser|Scanner)|Bytecode/.test(name)],
  ['collector', (name) => /Scaveng|Mark|Sweep|Evacuat|Heap|heap::|Remembered|Pretenuring|Ephemeron|IteratePointers|SlotSet|Weak/.test(name)],
  ['deopt', (name) => /Deoptimiz|Translat|SafepointTable/.test(name)],
  ['builtins', (name) => name.startsWith('Builtins_')],
  ['rest', () => true],
];
const kindOf = (name) => KINDS.find(([, test]) => test(name))[0];

/** The code ranges of a perf map (`start size name`, hexadecimal), by start. */
function codeRanges(file) {
  if (!existsSync(file)) return [];
  const ranges = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (m !== null) ranges.push({ start: BigInt(`0x${m[1]}`), end: BigInt(`0x${m[1]}`) + BigInt(`0x${m[2]}`), name: m[3] });
  }
  return ranges.sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : 0));
}

/** The name of the code at `address`: the latest range that starts at or before it and holds it. */
function nameAt(ranges, address) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].start <= address) lo = mid + 1;
    else hi = mid - 1;
  }
  for (let i = hi; i >= 0 && i > hi - 64; i--) if (ranges[i].end > address) return ranges[i].name;
  return undefined;
}

/** Self instructions by function name from a callgrind output (names compressed as
 *  `fn=(id) name` on first use, by `fn=`, `cfn=`; the line after `calls=` is a call's
 *  inclusive cost, not the function's own), run-time code named through `ranges`. */
function selfCosts(file, ranges) {
  const names = new Map();
  const costs = new Map();
  let fn;
  let callCost = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const named = /^c?fn=\((\d+)\)(?: (.*))?$/.exec(line);
    if (named !== null) {
      if (named[2] !== undefined) names.set(named[1], named[2]);
      if (line.startsWith('fn=')) fn = named[1];
    } else if (line.startsWith('calls=')) callCost = true;
    else if (/^[+\-*\d]/.test(line)) {
      if (callCost) callCost = false;
      else if (fn !== undefined) costs.set(fn, (costs.get(fn) ?? 0) + Number(line.split(' ')[1] ?? 0));
    }
  }
  const byName = new Map();
  for (const [id, cost] of costs) {
    // One function of another build (its path) or of another tier (`*`, `~`, `^`, `+`) is one row.
    const raw = names.get(id) ?? id;
    const address = /^0x([0-9a-f]+)$/.exec(raw);
    const name = ((address === null ? raw : nameAt(ranges, BigInt(`0x${address[1]}`))) ?? 'unnamed code').replace(/^JS:[*~^+]?/, 'JS:').replace(/ file:\/\/(?!\S*\/node_modules\/)\S*?\/(dist\/\S*?)(:\d+)+$/, ' $1');
    byName.set(name, (byName.get(name) ?? 0) + cost);
  }
  return byName;
}

function count(folder, [variant, scenario, calls, entry]) {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  const out = join(dir, 'callgrind.out');
  // The run's folder is `dir` (V8's own log of it lands there), so a relative entry is read from here.
  const args = [variant, scenario, calls, ...(entry === undefined ? [] : [resolve(entry)])];
  const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--perf-basic-prof', '--no-compact-code-space', '--predictable', '--predictable-gc-schedule', new URL('instructions.mjs', import.meta.url).pathname, ...args], {
    encoding: 'utf8',
    cwd: dir,
  });
  const pid = /==(\d+)==/.exec(run.stderr)?.[1];
  if (pid !== undefined && existsSync(`/tmp/perf-${pid}.map`)) renameSync(`/tmp/perf-${pid}.map`, join(dir, 'perf.map'));
  const total = /Collected : (\d+)/.exec(run.stderr)?.[1];
  if (run.status !== 0 || total === undefined) {
    rmSync(out, { force: true });
    throw new Error(`callgrind failed (${run.status}): ${run.stderr.slice(-2000)}`);
  }
  console.log(`${run.stdout.trim()} ${total} instructions`);
}

/** Per call of the span between two counts: by kind, and the breaker's functions. */
function span(calls, short, long) {
  const [a, b] = [short, long].map((dir) => selfCosts(join(dir, 'callgrind.out'), codeRanges(join(dir, 'perf.map'))));
  const names = new Set([...a.keys(), ...b.keys()]);
  const kinds = new Map(KINDS.map(([kind]) => [kind, 0]));
  const breaker = new Map();
  for (const name of names) {
    const cost = ((b.get(name) ?? 0) - (a.get(name) ?? 0)) / calls;
    const kind = kindOf(name);
    kinds.set(kind, kinds.get(kind) + cost);
    if (kind === 'breaker') breaker.set(name.slice(3), cost);
  }
  return { kinds, breaker };
}

function compare(calls, dirs) {
  const [a, b] = [span(calls, dirs[0], dirs[1]), dirs.length === 4 ? span(calls, dirs[2], dirs[3]) : undefined];
  const row = (label, x, y) => console.log(label.padEnd(44), ...[x, ...(y === undefined ? [] : [y, x - y])].map((v) => Math.round(v).toLocaleString('en').padStart(11)));
  console.log(`instructions per call, calls ${dirs[0]} → ${dirs[1]}${b === undefined ? '' : `; then ${dirs[2]} → ${dirs[3]}, and the difference`}`);
  let total = [0, 0];
  for (const [kind, cost] of a.kinds) {
    row(kind, cost, b?.kinds.get(kind));
    total = [total[0] + cost, total[1] + (b?.kinds.get(kind) ?? 0)];
  }
  row('total', total[0], b === undefined ? undefined : total[1]);
  console.log('\nthe breaker, by function (inlined callees in their callers)');
  const functions = [...new Set([...a.breaker.keys(), ...(b?.breaker.keys() ?? [])])];
  const weight = (name) => (b === undefined ? a.breaker.get(name) ?? 0 : Math.abs((a.breaker.get(name) ?? 0) - (b.breaker.get(name) ?? 0)));
  for (const name of functions.sort((x, y) => weight(y) - weight(x)).slice(0, 30)) row(name, a.breaker.get(name) ?? 0, b === undefined ? undefined : b.breaker.get(name) ?? 0);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'count' && rest.length >= 4) count(rest[0], rest.slice(1));
else if (command === 'compare' && Number(rest[0]) > 0 && (rest.length === 3 || rest.length === 5)) compare(Number(rest[0]), rest.slice(1));
else {
  console.error('usage: node bench/attribute.mjs count <dir> <instructions.mjs arguments…>\n       node bench/attribute.mjs compare <calls> <A short> <A long> [<B short> <B long>]');
  process.exit(2);
}

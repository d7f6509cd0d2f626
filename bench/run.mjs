// `npm run bench`: drives the BUILT plugin (dist/) through a minimal fake host context
// — the pre-execute listener, the guard, and post-execute with the call's result, as
// the host runs them for every tool call — and reports the cost per call (median and
// p99), plus the heap each agent keeps. Prints a table, then one final JSON line.
// Targets are reported as PASS/MISS, never asserted: a slow machine must not fail CI.
// Needs --expose-gc (the npm script passes it).

import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { apply } from '../dist/index.js';
import { fakeHost } from './fake-host.mjs';
import { tokenize } from '../dist/lib/call/shell.js';
import { shellWait } from '../dist/lib/call/waits.js';
import { DIRS, HOSTS, WORDS, mixedCalls, rng } from './mixed.mjs';
import { printSummary } from './summary.mjs';

// BENCH_BASELINE=<path to another build's dist/index.js>: also time the mixed stream on that
// build, alternating with this one in the same process, and report the difference.
const baselinePath = process.env.BENCH_BASELINE;
const baseline = baselinePath ? (await import(pathToFileURL(baselinePath).href)).apply : undefined;

const gc = globalThis.gc;
if (typeof gc !== 'function') {
  console.error('bench: run with `node --expose-gc bench/run.mjs` (or `npm run bench`).');
  process.exit(2);
}

/** The built plugin (or `applyFn`, another build's) on the fake host. */
const plugin = (config, applyFn = apply) => fakeHost(applyFn, config);

// -------------------------------------------------------------------- inputs

/** A flat string (not a rope, not a slice), as JSON.parse would hand it over. */
const flatten = (text) => Buffer.from(text, 'utf8').toString('utf8');
const filled = (length, unit) => flatten(unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
const text = (body) => ({ isError: false, content: [{ type: 'text', text: body }] });
/** What a host hands the plugin: arguments freshly parsed from the model's JSON. */
const parsed = (args) => JSON.parse(JSON.stringify(args));

const LOCAL_TOO = [...HOSTS, 'localhost:3000'];

/** A realistic mixed stream over three agents: shell (curl/wget/ls/grep/…), web_fetch, read, edit. */
function mixedStream(count, seed) {
  const r = rng(seed);
  const next = mixedCalls(r, LOCAL_TOO);
  const agents = [{ id: 'main' }, { id: 'sub-1' }, { id: 'sub-2' }];
  const calls = [];
  for (let i = 0; i < count; i++) {
    const [name, args] = next(i);
    const length = 200 + Math.floor(r() * 1800);
    calls.push({ name, args: parsed(args), agent: agents[i % 3], result: text(filled(length, `${name} output line ${i}\n`)) });
  }
  return calls;
}

/** Shapes of a hostile megabyte for the shell reader. */
const MB = 1 << 20;
const ADVERSARIAL = {
  'quotes and backslashes': (v) => filled(MB, `"\\"'\\\\'"\\\\\\"" \\' '"' ${v} `),
  '150k http:// prefixes, one token': (v) => flatten(`curl ${'http://'.repeat(Math.floor((MB - 20) / 7))}x${v}.com`),
  'dense words and operators': (v) => filled(MB, `curl "a\\"b" 'c\\' http://http://x.${v}.com/"q" >o 2>&1 |&& ;; -o ./ `),
  'heredoc of prose': (v) => flatten(`cat > notes.txt <<'EOF'\n${filled(MB - 40, `lorem ipsum ${v} dolor sit amet, consectetur adipiscing elit\n`)}\nEOF`),
  // Issue 11: each URL token ends in 32,000 dots and a letter, the trailing-punctuation worst case.
  'URLs ending in 32,000 dots': (v) => filled(MB, `curl http://a${v}.com/${'.'.repeat(32_000)}x `),
};

// ----------------------------------------------------------------- measuring

/** Times every call separately. `calls` are templates; each call gets its own execution object. */
async function timeCalls(p, calls, { warmup, total }) {
  const exec = (c) => ({ name: c.name, arguments: c.args, agent: c.agent });
  for (let i = 0; i < warmup; i++) await p.call(exec(calls[i % calls.length]), calls[i % calls.length].result);
  const ns = new Float64Array(total);
  let denied = 0;
  for (let k = 0; k < total; k++) {
    const c = calls[k % calls.length];
    const e = exec(c);
    const t0 = performance.now();
    const verdict = await p.call(e, c.result);
    ns[k] = (performance.now() - t0) * 1e6;
    if (verdict !== undefined) denied++;
  }
  const sorted = ns.sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1], calls: total, denied };
}

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external; // large strings may be external
};

async function settle() {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

/** Heap kept per agent after `count` calls spread over `agentCount` live agents: the heap
 *  with the agents alive minus the heap once they are gone (the state is keyed by agent). */
async function retainedPerAgent(agentCount, count, makeCall) {
  const p = plugin({});
  let agents = Array.from({ length: agentCount }, (_, i) => ({ id: i }));
  for (let i = 0; i < count; i++) {
    const c = makeCall(i);
    await p.call({ name: c.name, arguments: c.args, agent: agents[i % agentCount] }, c.result);
  }
  await settle();
  const alive = used();
  agents = null;
  await settle();
  return (alive - used()) / agentCount;
}

// -------------------------------------------------------------------- report

const fmt = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);
const rows = [];
const json = { bench: 'repeat-tool-breaker', node: process.version, platform: `${process.platform}-${process.arch}`, unit: 'ns per call (pre-execute + guard + post-execute)', results: {}, targets: {} };

function timed(key, label, result, target) {
  json.results[key] = { median: Math.round(result.median), p99: Math.round(result.p99), calls: result.calls, denied: result.denied };
  rows.push({ label, calls: String(result.calls), median: fmt(result.median), p99: fmt(result.p99), ...target });
}

function goal(key, description, measured, limit, shown) {
  const pass = measured <= limit;
  json.targets[key] = { limit, measured: Number(measured.toFixed(2)), pass };
  return { target: description, measured: shown, status: pass ? 'PASS' : 'MISS' };
}

function printTable() {
  const columns = [
    ['label', 'scenario'],
    ['calls', 'calls'],
    ['median', 'median'],
    ['p99', 'p99'],
    ['target', 'target'],
    ['measured', 'measured'],
    ['status', ''],
  ];
  const width = columns.map(([key, title]) => Math.max(title.length, ...rows.map((r) => (r[key] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(width[i]) : cell.padStart(width[i]))).join('  ').trimEnd();
  console.log(line(columns.map(([, title]) => title)));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map(([key]) => r[key] ?? '')));
}

// ----------------------------------------------------------------- scenarios

const started = performance.now();
console.log(`repeat-tool-breaker bench · ${process.version} ${process.platform}-${process.arch} · one call = pre-execute + guard + post-execute\n`);

{
  const stream = mixedStream(20_000, 7);
  const w12 = await timeCalls(plugin({}), stream, { warmup: 5_000, total: 40_000 });
  timed('mixed_window12', 'mixed stream, 3 agents, window 12', w12, goal('mixed_median_ns', '≤ 10 µs median', w12.median, 10_000, fmt(w12.median)));
  const w64 = await timeCalls(plugin({ window: 64 }), stream, { warmup: 5_000, total: 40_000 });
  timed('mixed_window64', 'mixed stream, 3 agents, window 64', w64, { target: 'vs window 12', measured: `${(w64.median / w12.median).toFixed(2)}×` });
  if (baseline !== undefined) {
    // Alternate the two builds so that a busy machine slows both alike; report every pair.
    const mine = [];
    const theirs = [];
    for (let round = 0; round < 5; round++) {
      theirs.push((await timeCalls(plugin({}, baseline), stream, { warmup: 5_000, total: 40_000 })).median);
      mine.push((await timeCalls(plugin({}), stream, { warmup: 5_000, total: 40_000 })).median);
    }
    const deltas = mine.map((m, i) => m - theirs[i]).sort((a, b) => a - b);
    const mid = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
    json.results.mixed_vs_baseline = { mine: mine.map(Math.round), baseline: theirs.map(Math.round), deltas: deltas.map(Math.round) };
    rows.push({
      label: `mixed stream, window 12: this build − ${baselinePath} (5 alternating runs)`,
      calls: '5×40000',
      median: fmt(mid(mine)),
      p99: fmt(mid(theirs)),
      ...goal('mixed_growth_ns', '≤ 1 µs growth (median of pairs)', mid(deltas), 1_000, `${fmt(deltas[0])} … ${fmt(deltas[deltas.length - 1])}`),
    });
  }
}

{
  // D17: a stream read — `job_output {job_id}` with new output every time, so never capped.
  const agent = { id: 'reader' };
  const calls = Array.from({ length: 64 }, (_, i) => ({
    name: 'job_output',
    args: parsed({ job_id: 'build-7' }),
    agent,
    result: text(`[${i}] compiling ${WORDS[i % WORDS.length]}/${DIRS[i % DIRS.length]} ${'.'.repeat(i % 7)}\n`.repeat(1 + (i % 5))),
  }));
  const stream = await timeCalls(plugin({}), calls, { warmup: 2_000, total: 40_000 });
  timed('stream_read', 'stream read: job_output, new output each read', stream, goal('stream_median_ns', '≤ 20 µs median', stream.median, 20_000, fmt(stream.median)));
}

{
  // D16: a poll — `sleep 30 && gh run view 7`, whose answer moves every 10th run (so the
  // waiting budget restarts and every run is allowed).
  const agent = { id: 'poller' };
  const calls = Array.from({ length: 40 }, (_, i) => ({
    name: 'bash',
    args: parsed({ command: 'sleep 30 && gh run view 7' }),
    agent,
    result: text(`X main  CI  push  7  ${Math.floor(i / 10) % 2 === 0 ? 'in_progress' : 'queued'}  step ${Math.floor(i / 10)}`),
  }));
  const poll = await timeCalls(plugin({}), calls, { warmup: 2_000, total: 40_000 });
  timed('poll', 'poll: sleep 30 && gh run view 7, answer moves every 10th', poll, goal('poll_median_ns', '≤ 20 µs median', poll.median, 20_000, fmt(poll.median)));
}

{
  const agent = { id: 'looper' };
  const args = { command: 'curl -s https://open.canada.ca/data/census.csv -o /workspace/census.csv', description: 'fetch the census table' };
  // A fresh parse per call, like a model repeating itself; denied from the 5th call on.
  const calls = Array.from({ length: 1_000 }, () => ({ name: 'bash', args: parsed(args), agent, result: text('  % Total    % Received\n100 18432  100 18432 saved /workspace/census.csv') }));
  const loop = await timeCalls(plugin({}), calls, { warmup: 2_000, total: 40_000 });
  timed('identical_loop', 'identical bash call, looped (denied from 5th)', loop, goal('identical_median_ns', '≤ 5 µs median', loop.median, 5_000, fmt(loop.median)));
}

{
  // D21: a result full of generated ids (a load test's access log: request ids, ULIDs,
  // short shas, base64 nonces). Every result is over 4 KB, so it is digested and its ids
  // masked; 16 jobs in turn, each read at most once per 12-call window, so every call is
  // allowed. 1 MB reads what 32 KB does (its two 16 KB ends), so it costs about the same.
  const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const r = rng(21);
  const pick = (alphabet, n) => Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  const line = (k) => `GET /api/${WORDS[k % WORDS.length]} 200 req_${pick(B62, 24)} trace=01J${pick('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)} rev=${pick('0123456789abcdef', 7)} nonce=${pick(B62, 22)}==\n`;
  const idLog = (size) => {
    let body = '';
    for (let k = 0; body.length < size; k++) body += line(k);
    return flatten(body.slice(0, size));
  };
  const sizes = {};
  for (const [label, size, total] of [['10 KB', 10 << 10, 4_000], ['32 KB', 32 << 10, 1_500], ['1 MB', MB, 200]]) {
    const agent = { id: `ids ${label}` };
    const calls = Array.from({ length: 16 }, (_, v) => ({ name: 'job_output', args: parsed({ job_id: `load-${v}` }), agent, result: text(idLog(size)) }));
    const result = await timeCalls(plugin({}), calls, { warmup: Math.min(200, total), total });
    sizes[label] = result;
    const ratio = label === '1 MB' ? result.median / sizes['32 KB'].median : 0;
    timed(`generated_ids_${label.replace(' ', '')}`, `result full of generated ids, ${label}`, result, label === '1 MB' ? goal('generated_ids_1mb_vs_32kb', '≤ 2× the 32 KB result', ratio, 2, `${ratio.toFixed(2)}×`) : {});
  }
  // D20: calls that do nothing. A burst of literal no-ops and a program the shell cannot
  // find, in rotation: the 3rd in a row is denied and so is every one after it (the denial
  // path). Then the same calls two at a time between reads: no row reaches 3, so each
  // no-op is classified and each missing-program result read (looped, the repeats of one
  // call are still stopped by the same answer, D15).
  const noops = ['true', 'echo', 'echo ""', '""', ':', "printf ''", 'echo " "', 'update_plan --step 1', 'update_plan --done'];
  const resultOf = (command) => text(command.startsWith('update_plan') ? 'bash: line 1: update_plan: command not found' : '');
  const burstAgent = { id: 'no-op burst' };
  const burst = noops.map((command) => ({ name: 'bash', args: parsed({ command }), agent: burstAgent, result: resultOf(command) }));
  const denied = await timeCalls(plugin({}), burst, { warmup: 2_000, total: 40_000 });
  timed('noop_burst', 'no-op burst: true / echo / "" / a missing program (denied from 3rd)', denied, goal('noop_burst_median_ns', '≤ 10 µs median', denied.median, 10_000, fmt(denied.median)));
  const narrator = { id: 'no-op narration' };
  const narration = noops.flatMap((command, i) => [
    { name: 'bash', args: parsed({ command }), agent: narrator, result: resultOf(command) },
    ...(i % 2 === 1 ? [{ name: 'read', args: parsed({ path: `/workspace/src/${WORDS[i]}.ts` }), agent: narrator, result: text(`// ${WORDS[i]}\n`.repeat(20)) }] : []),
  ]);
  const spread = await timeCalls(plugin({}), narration, { warmup: 2_000, total: 40_000 });
  timed('noop_between_reads', 'no-ops two at a time between reads, looped', spread, goal('noop_between_reads_median_ns', '≤ 10 µs median', spread.median, 10_000, fmt(spread.median)));
}

const writes = {};
for (const [label, size, total] of [['1 KB', 1 << 10, 20_000], ['10 KB', 10 << 10, 8_000], ['100 KB', 100 << 10, 1_200], ['1 MB', 1 << 20, 160]]) {
  const agent = { id: `writer ${label}` };
  // 16 distinct contents: each appears at most once per 12-call window, so every call is allowed.
  const calls = Array.from({ length: 16 }, (_, v) => ({
    name: 'write',
    args: { path: `/workspace/out-${v}.txt`, content: flatten(`${String(v).padStart(4, '0')}${filled(size - 4, 'lorem ipsum\n')}`) },
    agent,
    result: text(`Wrote ${size} bytes to /workspace/out-${v}.txt`),
  }));
  const result = await timeCalls(plugin({}), calls, { warmup: Math.min(400, total), total });
  writes[label] = result;
  const ratio = label === '1 MB' ? result.median / writes['100 KB'].median : 0;
  timed(`write_${label.replace(' ', '')}`, `write, ${label} content`, result, label === '1 MB' ? goal('write_1mb_vs_100kb', '≤ 12× the 100 KB write', ratio, 12, `${ratio.toFixed(2)}×`) : {});
}

for (const [shape, make] of Object.entries(ADVERSARIAL)) {
  const agent = { id: shape };
  const calls = [0, 1, 2, 3].map((v) => ({ name: 'bash', args: { command: make(v) }, agent, result: text('done') }));
  const key = `adversarial_1mb_${shape.replace(/\W+/g, '_')}`;
  const result = await timeCalls(plugin({}), calls, { warmup: 4, total: 12 });
  timed(key, `1 MB shell command: ${shape}`, result, goal(`${key}_median_ns`, '≤ 20 ms median', result.median, 20e6, fmt(result.median)));
}

{
  // Issue 17, the worst shape found: every `tee` after `sudo` looked for its file up to
  // the end of the command, and /dev/null at the end means none is ever found. Just under
  // the 32 KiB the guard reads, so all of it is read.
  const agent = { id: 'sudo tee' };
  const calls = [0, 1, 2, 3].map((v) => ({ name: 'bash', args: { command: flatten(`x${v} ${'sudo tee '.repeat(3638)}/dev/null`) }, agent, result: text('done') }));
  const result = await timeCalls(plugin({}), calls, { warmup: 4, total: 12 });
  timed('adversarial_32kb_sudo_tee', '32 KB shell command: `sudo tee` × 3,638, then /dev/null', result, goal('adversarial_32kb_sudo_tee_median_ns', '≤ 20 ms median', result.median, 20e6, fmt(result.median)));
}

{
  // Issue 21: the waits parser (D16) walks every sleep's list, its timeouts and groups.
  // Three hostile shapes just under the 32 KiB the guard reads: the parser alone on their
  // tokens (sh and pwsh, as the guard runs it), and the whole call through the plugin.
  const SHAPES = ['sleep 1 && ', 'sleep 0.001; ', 'timeout 1 sleep 30 & '];
  const commands = SHAPES.map((unit, v) => flatten(`x${v} ${unit.repeat(Math.floor(32_000 / unit.length))}true`));
  const tokens = commands.map((command) => tokenize(command));
  const ns = [];
  for (let k = 0; k < 60; k++) {
    const t = tokens[k % tokens.length];
    const t0 = performance.now();
    shellWait(t, 1_800_000);
    if (k >= 6) ns.push((performance.now() - t0) * 1e6);
  }
  ns.sort((a, b) => a - b);
  const parser = { median: ns[ns.length >> 1], p99: ns[Math.min(ns.length - 1, Math.floor(0.99 * ns.length))], calls: ns.length, denied: 0 };
  timed('waits_parser_32kb', 'waits parser alone: shellWait (sh + pwsh) on 32 KB of `sleep 1 &&` / `sleep 0.001;` / `timeout 1 sleep 30 &`', parser, goal('waits_parser_32kb_median_ns', '≤ 5 ms median', parser.median, 5e6, fmt(parser.median)));
  const agent = { id: 'hostile waits' };
  const calls = commands.map((command) => ({ name: 'bash', args: { command }, agent, result: text('done') }));
  const result = await timeCalls(plugin({}), calls, { warmup: 6, total: 30 });
  timed('adversarial_32kb_waits', '32 KB shell command of sleeps, the same three shapes, whole call', result, goal('adversarial_32kb_waits_median_ns', '≤ 20 ms median', result.median, 20e6, fmt(result.median)));
}

{
  // Issue 17: each of 1,000 `*…*` patterns scanned the whole name (4.6 s per call); a
  // configured list now matches no name longer than 256 characters. No pattern matches
  // (the name has no `z`), so before the bound every one of them scanned all of it.
  const patterns = Array.from({ length: 1_000 }, (_, i) => `*${'a'.repeat(200)}z${i}*`);
  const agent = { id: 'long tool name' };
  const calls = [0, 1, 2, 3].map((v) => ({ name: flatten(`${v}${'a'.repeat(MB - 1)}`), args: { x: 1 }, agent, result: text('unknown tool') }));
  const result = await timeCalls(plugin({ exclude: patterns, changeTools: patterns }), calls, { warmup: 4, total: 12 });
  timed('tool_name_1mb_1000_patterns', '1 MB tool name, 1,000 `*…*` exclude + changeTools patterns', result, goal('tool_name_1mb_1000_patterns_median_ns', '≤ 20 ms median', result.median, 20e6, fmt(result.median)));
}

{
  const contents = Array.from({ length: 16 }, (_, v) => flatten(`${String(v).padStart(4, '0')}${filled(MB - 4, 'lorem ipsum\n')}`));
  const writesKiB = (await retainedPerAgent(20, 1_000, (i) => ({
    name: 'write',
    args: { path: `/workspace/big-${i}.bin`, content: contents[i % 16] },
    result: text(`Wrote ${MB} bytes to /workspace/big-${i}.bin`),
  }))) / 1024;
  json.results.retained_kib_per_agent_1mb_writes = Number(writesKiB.toFixed(1));
  rows.push({ label: 'heap kept per agent: 1,000 × 1 MB writes over 20 agents', calls: '1000', ...goal('retained_kib_per_agent', '≤ 256 KiB', writesKiB, 256, `${writesKiB.toFixed(1)} KiB`) });

  const readsKiB = (await retainedPerAgent(20, 400, (i) => ({
    name: 'read',
    args: { path: `/workspace/big-${i}.bin` },
    result: text(`${i}${contents[i % 16]}`), // a fresh 1 MB result each time
  }))) / 1024;
  json.results.retained_kib_per_agent_1mb_results = Number(readsKiB.toFixed(1));
  rows.push({ label: 'heap kept per agent: 400 reads with 1 MB results', calls: '400', ...goal('retained_kib_per_agent_big_results', '≤ 256 KiB', readsKiB, 256, `${readsKiB.toFixed(1)} KiB`) });
}

printTable();
printSummary(json, started);

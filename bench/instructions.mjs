// Counts instructions, not seconds: what one call costs, deterministically, for
// `valgrind --tool=callgrind` (issue 27 item 8; docs/measurements.md). Run a scenario with
// `calls` and with `2 × calls` calls, and the difference of their totals over `calls` is the
// cost of a call without start-up:
//
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//     node --predictable --predictable-gc-schedule bench/instructions.mjs <variant> <scenario> <calls> [entry]
//
// `--predictable-gc-schedule` fixes when V8 collects: its default schedule reads the clock,
// which valgrind slows ~50×, and two counts of one build to 20,000 calls differed by 9 %
// without it (within 0.002 % with it).
//
// variant: `host` (the genuine ToolRuntime alone), `noop` (with a plugin that registers
// the breaker's four hooks and passes everything on), `breaker` (with the entry a host
// loads, dist/plugin.js, or the entry given: another build's dist/index.js). scenario: `short` (the ordinary work of
// bench/host.mjs, every call allowed), `mixed` (bench/mixed.mjs' calls that repeat),
// `identical` (the identical loop of bench/run.mjs: one fetch repeated, denied from the
// 5th), each through the genuine ToolRuntime; `short-fake`, `mixed-fake` and
// `identical-fake` are the same calls on bench/fake-host.mjs, the breaker's own work
// alone. No clock, no randomness but seeded.

import { pathToFileURL } from 'node:url';
import { boot, noopPlugin, setResult, workCall } from './genuine-host.mjs';
import { fakeHost } from './fake-host.mjs';
import { mixedCalls, rng } from './mixed.mjs';

const [variant, scenario, countText, distPath] = process.argv.slice(2);
const calls = Number(countText);
const SCENARIOS = ['short', 'mixed', 'identical', 'short-fake', 'mixed-fake', 'identical-fake'];
if (!['host', 'noop', 'breaker'].includes(variant ?? '') || !SCENARIOS.includes(scenario ?? '') || !(calls > 0)) {
  console.error(`usage: node --predictable --predictable-gc-schedule bench/instructions.mjs host|noop|breaker ${SCENARIOS.join('|')} <calls> [entry]`);
  process.exit(2);
}
const entry = pathToFileURL(distPath ?? new URL('../dist/plugin.js', import.meta.url).pathname).href;
const breaker = variant === 'breaker' ? await import(entry) : undefined;

const LOOP = { command: 'curl -s https://open.canada.ca/data/census.csv -o /workspace/census.csv', description: 'fetch the census table' };
const LOOP_RESULT = '  % Total    % Received\n100 18432  100 18432 saved /workspace/census.csv';
const base = scenario.replace(/-fake$/, '');
const next = base === 'mixed' ? mixedCalls(rng(7)) : base === 'short' ? workCall : () => ['bash', LOOP];
const answer = base === 'identical' ? LOOP_RESULT : 'ok';
const agent = { id: 'counted' };
let denied = 0;

if (scenario.endsWith('-fake')) {
  const host = fakeHost(breaker?.apply ?? noopPlugin.apply, {});
  const result = { isError: false, content: [{ type: 'text', text: answer }] };
  for (let i = 0; i < calls; i++) {
    const [name, args] = next(i);
    if ((await host.call({ name, arguments: JSON.parse(JSON.stringify(args)), agent }, result)) !== undefined) denied++;
  }
} else {
  setResult(() => answer);
  const pipeline = await boot(variant === 'host' ? undefined : variant === 'noop' ? noopPlugin : breaker.default, variant === 'host' ? undefined : {});
  for (let i = 0; i < calls; i++) {
    const [name, args] = next(i);
    await pipeline.call(agent, name, JSON.parse(JSON.stringify(args)));
  }
  denied = pipeline.denied();
}
console.log(JSON.stringify({ variant, scenario, calls, denied }));

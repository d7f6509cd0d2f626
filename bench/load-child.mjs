// One measurement of bench/load.mjs, in a fresh process: how long importing a plugin's
// entry and calling its `apply` with the defaults takes, as a host's boot pays it.
//
//   node bench/load-child.mjs <entry file>
//
// The loader is warmed first by one other file (bench/load-warm.mjs), as in a host, which
// has loaded its own modules before it loads a plugin: the first import of a process also
// pays for starting the ES module loader, which is not the plugin's cost. `apply` gets a
// context that only records what it is handed. Prints the milliseconds, as JSON: wall-clock
// (import, apply, total) and the CPU time of the process over the same span (`cpu`), which
// another process taking the CPU does not inflate; then how long its guard takes to decide
// the process's first call (`firstCall`: what a plugin leaves to first use is paid there).

import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

await import('./load-warm.mjs');

const entry = process.argv[2];
if (entry === undefined) {
  console.error('usage: node bench/load-child.mjs <entry file>');
  process.exit(2);
}
let guard = () => undefined;
const context = { tools: { guard: (fn) => ((guard = fn), () => {}) }, on: () => () => {}, get: () => ({}) };

const cpu = process.cpuUsage();
const started = performance.now();
const plugin = await import(pathToFileURL(entry).href);
const imported = performance.now();
(plugin.apply ?? plugin.default.apply)(context, {});
const applied = performance.now();
const { user, system } = process.cpuUsage(cpu);
guard({ name: 'bash', arguments: { command: 'ls -la src' }, agent: { id: 'main' }, callId: 'c1' });
const firstCall = performance.now() - applied;
const firstCallCpu = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu)) - (user + system) / 1000;

console.log(JSON.stringify({ import: imported - started, apply: applied - imported, total: applied - started, cpu: (user + system) / 1000, firstCall, firstCallCpu }));

// The last lines of both benches: how many targets were met, then the whole JSON record.

import { performance } from 'node:perf_hooks';

/** Completes `json` (seconds since `started`, whether every target passed) and prints it. */
export function printSummary(json, started) {
  const seconds = (performance.now() - started) / 1000;
  const targets = Object.values(json.targets);
  json.seconds = Number(seconds.toFixed(1));
  json.pass = targets.every((t) => t.pass);
  console.log(`\n${targets.filter((t) => t.pass).length}/${targets.length} targets met in ${seconds.toFixed(1)} s`);
  console.log(JSON.stringify(json));
}

// What the benches share: the median of their measurements, a seeded random order, and
// their last lines (how many targets were met, then the whole JSON record).

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

/** The median of `values` (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A copy of `list` in random order (Fisher–Yates), drawing from `random` (a seeded rng). */
export function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

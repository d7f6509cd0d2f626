// Looks for shell command shapes on which a word walker of lib/call/ does more than
// linear work: random units of the words the readers treat specially are repeated to
// two sizes, every walker's steps are counted at both (test/helpers/counted-work.ts),
// and the largest growth ratios are printed. A linear walker grows about 2× when its
// input doubles; a quadratic one about 4×. Half the commands end in `/dev/null`, so a
// sink rule that keeps looking for a file to write finds none until the very end.
// `node --import tsx scripts/explore-shell-shapes.ts [units] [seed] [chars]` draws
// random units; `… pairs [chars]` tries every pair of words instead.

import { work } from '../test/helpers/counted-work.js';
import { seededRandom } from '../test/helpers/rng.js';
import { VOCABULARY, WORD_WALKERS, randomUnit, unitsFor } from '../test/helpers/shell-shapes.js';

const pairs = process.argv[2] === 'pairs';
const [units = 2000, seed = 17, chars = 9000] = pairs ? [VOCABULARY.length ** 2, 0, Number(process.argv[3] ?? 3000)] : process.argv.slice(2).map(Number);


interface Finding {
  readonly ratio: number;
  readonly steps: number;
  readonly walker: string;
  readonly unit: string;
}

const random = seededRandom(seed);
const worst: Finding[] = [];
for (let n = 0; n < units; n++) {
  const unit = pairs ? `${VOCABULARY[Math.floor(n / VOCABULARY.length)]!} ${VOCABULARY[n % VOCABULARY.length]!} ` : randomUnit(random);
  const count = unitsFor(unit, chars);
  const end = pairs || n % 2 === 1 ? '/dev/null' : '';
  for (const [walker, prepare] of Object.entries(WORD_WALKERS)) {
    const small = work(prepare(unit.repeat(count) + end)).steps;
    const large = work(prepare(unit.repeat(2 * count) + end)).steps;
    worst.push({ ratio: large / Math.max(1, small), steps: large, walker, unit });
  }
  worst.sort((a, b) => b.ratio - a.ratio);
  worst.length = Math.min(worst.length, 20);
}
console.log(`${units} ${pairs ? 'word pairs' : `random units, seed ${seed}`}, ${chars} → ${2 * chars} characters; largest growth:`);
for (const { ratio, steps, walker, unit } of worst) console.log(`${ratio.toFixed(2)}×  ${String(steps).padStart(9)} steps  ${walker}  ${JSON.stringify(unit)}`);

// How large the size-stress tests are (docs/development.md, "Running the tests"): the big
// logs, the heaps they replay under, the many agents and rows. CI (CI set and not "false")
// runs each at its full size; `npm test` elsewhere at a smaller one chosen so that it still
// fails against the bug the test is for (each test says how that was checked), with a heap
// limit scaled with it where the test is about memory. STRESS_SIZE=full runs the full sizes
// anywhere, STRESS_SIZE=local the smaller ones in CI too.

import { CI } from './property-runs.js';

function fullFromEnv(): boolean {
  const text = process.env['STRESS_SIZE'];
  if (text === undefined || text === '') return CI;
  if (text === 'full') return true;
  if (text === 'local') return false;
  throw new Error(`STRESS_SIZE=${text}: expected "full" or "local"`);
}

/** Whether the size-stress tests run at their full size. */
export const FULL_SIZE = fullFromEnv();

/** `full` in a full-size run (CI, STRESS_SIZE=full), `local` otherwise. */
export function bySize<T>(full: T, local: T): T {
  return FULL_SIZE ? full : local;
}

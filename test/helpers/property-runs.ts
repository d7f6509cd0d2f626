// How many cases a property test tries, and from which seed (docs/development.md, "Running
// the tests"). Every fast-check property runs from one fixed seed, so a failure is the
// same failure on the next run and on another machine: PROPERTY_SEED=<integer> picks another
// seed, PROPERTY_SEED=random draws one and prints it. CI (CI set and not "false"; .ci/run sets
// CI=true) runs each property's full count; `npm test` elsewhere a quarter of it, the first
// quarter of the same cases. PROPERTY_RUNS=<factor> scales the full count instead
// (PROPERTY_RUNS=1 runs what CI runs, PROPERTY_RUNS=10 ten times as many).

/** Whether this is a CI run, by the usual convention (CI=true; CI=false or empty: not). */
export const CI = (process.env['CI'] ?? '') !== '' && process.env['CI'] !== 'false';

/** The seed every property runs from unless PROPERTY_SEED says otherwise. */
export const DEFAULT_SEED = 22;

/** The share of each property's full count that `npm test` runs outside CI. */
export const LOCAL_SHARE = 0.25;

function envNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${text}: expected a positive number`);
  return value;
}

function seedFromEnv(): number {
  const text = process.env['PROPERTY_SEED'];
  if (text === 'random') {
    const seed = (Math.random() * 2 ** 31) | 0;
    console.log(`# PROPERTY_SEED=${seed} (drawn at random; set it to run the same cases again)`);
    return seed;
  }
  if (text === undefined || text === '') return DEFAULT_SEED;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`PROPERTY_SEED=${text}: expected an integer or "random"`);
  return seed;
}

/** The seed of this run. */
export const SEED = seedFromEnv();

/** The factor each property's full count is scaled by in this run. */
export const RUN_FACTOR = envNumber('PROPERTY_RUNS', CI ? 1 : LOCAL_SHARE);

/** fast-check parameters for a property whose full (CI) count is `full` cases: this run's
 *  seed, and its share of the count (at least one case). */
export function propertyRuns(full: number): { seed: number; numRuns: number } {
  return { seed: SEED, numRuns: Math.max(1, Math.ceil(full * RUN_FACTOR)) };
}

/** fast-check parameters for a property cheap enough to run its full count everywhere:
 *  this run's seed, and the count (a PROPERTY_RUNS above 1 scales it too). */
export function fullRuns(full: number): { seed: number; numRuns: number } {
  return { seed: SEED, numRuns: Math.ceil(full * Math.max(1, RUN_FACTOR)) };
}

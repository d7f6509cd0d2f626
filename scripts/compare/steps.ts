// What every rule of the comparison (scripts/compare.ts) is given: one agent's calls and
// human messages in order, as the replay CLI reads them from a trajectory, and what it
// answers for each call. Kept apart so that each rule's module is a pure function of it.

/** One tool call with what it returned in the recording. */
export interface CallStep {
  readonly kind: 'call';
  readonly tool: string;
  readonly arguments: unknown;
  readonly result: string;
  readonly isError: boolean;
}

/** A message from the human: the harnesses that reset on one do it here. */
export interface UserStep {
  readonly kind: 'user';
}

export type Step = CallStep | UserStep;

/** `stop`: the rule keeps this call from running (a denial, a halted turn, a stopped
 *  agent, a question to the user); `remind`: it runs, and the model is told it repeats
 *  itself; `run`: nothing happens. */
export type Verdict = 'run' | 'stop' | 'remind';

/** Object keys sorted at every level, so that two argument objects that differ only in
 *  key order compare equal (what a JSON dict comparison does). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'undefined';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, sortKeys(record[key])]));
  }
  return value;
}

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

// The breaker's verdict on one call, as data. The host gets a string or nothing,
// the model and the operator get text rendered from this (lib/messages.ts), and
// tools such as the replay read it directly.

import type { Fingerprint } from './call/fingerprint.js';
import type { ToolExecution } from './host.js';

/** A fingerprint that reaches its cap with this call. */
export interface Hit {
  readonly fingerprint: Fingerprint;
  /** The occurrence this call would be: the runs counted + 1. */
  readonly next: number;
  readonly cap: number;
  /** How the runs were counted (design §9 D13): over the whole window, or — for a check —
   *  only since its result last changed across a change (`unchanged`). */
  readonly counted: 'window' | 'unchanged';
}

/** D13: a check the 0.3.3 counting would have stopped, let through because its earlier
 *  runs returned a different result before a change. */
export interface Forgiven {
  readonly fingerprint: Fingerprint;
  readonly cap: number;
  /** The occurrence under whole-window counting (>= cap). */
  readonly inWindow: number;
  /** The occurrence counted since the result last changed (< cap). */
  readonly next: number;
}

/** `ask` comes from pre-execute; `allow`/`deny` from the guard; `declined` from
 *  post-execute when an ask was not approved. */
export type Verdict = 'allow' | 'deny' | 'ask' | 'declined';

export interface Decision {
  readonly verdict: Verdict;
  readonly tool: string;
  readonly agent: object;
  /** The call changes the agent's world (D13). Always false with `progress: false`. */
  readonly change: boolean;
  /** deny: the blocking hits; ask and declined: the hits asked about; allow: none. */
  readonly hits: readonly Hit[];
  /** Checks let through by D13 that whole-window counting would have stopped. */
  readonly forgiven: readonly Forgiven[];
  /** `false` under `mode: 'observe'`: the verdict (`deny`, or `ask` for a local-only block
   *  under `localHosts: ask`) is what enforcing would have done, from the guard; the call
   *  was allowed and counted as allowed. Absent when the verdict took effect. */
  readonly enforced?: false;
}

/** What post-execute learned about a call the guard let through. */
export interface Settlement {
  readonly agent: object;
  readonly change: boolean;
  readonly isError: boolean;
  /** A new change that ran and succeeded: it closed the agent's episode and opened the next. */
  readonly opened: boolean;
}

/** Optional listener for tools that show what the breaker did (the replay CLI). */
export interface BreakerObserver {
  decided?(exec: ToolExecution, decision: Decision): void;
  settled?(exec: ToolExecution, settlement: Settlement): void;
}

import type { Fingerprint } from './call/fingerprint.js';
import type { ToolExecution } from './host.js';
/** A fingerprint that reaches its cap with this call. */
export interface Hit {
    readonly fingerprint: Fingerprint;
    /** The occurrence this call would be: the runs counted + 1 (design §6.2's `next`; the
     *  replay's `--json` hit records carry it as `count`, docs/replay-json.md). */
    readonly next: number;
    readonly cap: number;
    /** The rule that counted this hit (design §9):
     *  - `window`: runs over the whole window (0.3.3; changes, and checks with `progress: false`);
     *  - `unchanged`: a check's runs since its result last changed (D13) or brought new content (D17);
     *  - `same-result`: a check whose last runs in this episode returned one answer (D15);
     *    `next` and `cap` are both `sameResult`;
     *  - `poll`: a poll that has waited `pollBudget` seconds for the same answer (D16);
     *    `next` is the seconds waited, `cap` the budget;
     *  - `wait`: a call that only waits, after `pollBudget` seconds of nothing else (D16);
     *    `next` is the seconds waited in a row, `cap` the budget;
     *  - `noop`: a call that does nothing, the `limits.noop`-th such call in a row (D20);
     *    the fingerprint is `noop:`;
     *  - `failure`: a tool other than a shell whose last `limits.failure` runs failed with the
     *    same error (D34); `next` is those failed runs, the fingerprint `failure:<tool>`. */
    readonly counted: HitRule;
    /** D18, a `same-result` hit of a change: its last runs failed the same way (`failed`),
     *  or redid what was already done (`redone`), with nothing changed since. */
    readonly retried?: 'failed' | 'redone';
    /** D20, a `noop` hit of a call whose program could not be found: that program. */
    readonly missing?: string;
    /** D20, a `noop` hit of a call of a tool the host could not find: that tool. */
    readonly missingTool?: string;
    /** D34, a `failure` hit: the failed runs were not all of one call (their arguments differed). */
    readonly varied?: boolean;
}
export type HitRule = 'window' | 'unchanged' | 'same-result' | 'poll' | 'wait' | 'noop' | 'failure';
/** The rules whose `next`/`cap` are seconds, not runs. */
export declare const SECONDS_RULES: ReadonlySet<HitRule>;
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
    /** ask and declined: the setting that made the stop a question — `localHosts` (a
     *  local-only block, §7: yes lets the agent's local repeats through for the rest of the
     *  turn) or `mode` (`mode: 'ask'`, §3.6: yes lets this one call through). */
    readonly askedBy?: 'localHosts' | 'mode';
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

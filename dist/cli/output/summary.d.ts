import type { ReplayRow } from '../replay/replay.js';
interface Counts {
    readonly calls: number;
    readonly allowed: number;
    readonly denied: number;
    /** Asks that were not approved (the call did not run). */
    readonly asked: number;
    /** Asks the operator approved (`--approve`); these calls ran and count as allowed too. */
    readonly approved: number;
    readonly userMessages: number;
    /** Calls that ran and counted as a change (D13). */
    readonly changes: number;
    /** Of those, the new ones that succeeded: each opened an episode. */
    readonly opened: number;
    /** Allowed calls that whole-window counting would have stopped: re-runs of a check
     *  whose result changed. */
    readonly reruns: number;
    /** Calls denied when the session was recorded (they never ran), whatever the replay decides. */
    readonly deniedLive: number;
    /** Hits of the calls that did not run (denied or asked), by fingerprint kind. */
    readonly hitsByKind: Readonly<Record<string, number>>;
    /** The same hits by the rule that counted them (`window`, `unchanged`, `same-result`, `poll`, `wait`, `noop`, `failure`). */
    readonly hitsByRule: Readonly<Record<string, number>>;
}
/** Agent names a summary lists at most (it counts them all), and the characters of each. */
export declare const MAX_LISTED_AGENTS = 1000;
export interface Summary extends Counts {
    /** Agent names in order of first appearance, the first MAX_LISTED_AGENTS of them. */
    readonly agents: readonly string[];
    /** The agents replayed: each counted once, unless it was forgotten (more agents at once
     *  than the replay keeps) and came back. */
    readonly agentCount: number;
}
export interface Total extends Counts {
    /** Files replayed. */
    readonly files: number;
    /** Files (or directories) that could not be read or parsed. */
    readonly skipped: number;
}
/** Counts one file's rows as they are decided. */
export declare class Tally {
    private readonly counts;
    private readonly agents;
    private agentCount;
    private readonly kinds;
    private readonly rules;
    add(row: ReplayRow): void;
    summary(): Summary;
}
/** Adds up the summaries of several files. */
export declare class Totals {
    private readonly counts;
    private readonly kinds;
    private readonly rules;
    private files;
    private skipped;
    add(summary: Summary): void;
    skip(): void;
    get replayed(): number;
    total(): Total;
}
/** The summary of rows already gathered (in-process callers, tests). */
export declare function summarize(rows: Iterable<ReplayRow>): Summary;
export {};

import type { ReplayRow } from './replay.js';
export interface Summary {
    readonly calls: number;
    readonly allowed: number;
    readonly denied: number;
    /** Asks that were not approved (the call did not run). */
    readonly asked: number;
    /** Asks the operator approved (`--approve`); these calls ran and count as allowed too. */
    readonly approved: number;
    readonly userMessages: number;
    /** Agent names in order of first appearance. */
    readonly agents: readonly string[];
    /** Hits of the calls that did not run (denied or asked), by fingerprint kind. */
    readonly hitsByKind: Readonly<Record<string, number>>;
}
export declare function summarize(rows: readonly ReplayRow[]): Summary;

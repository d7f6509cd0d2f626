import { type ApprovalOutcome } from '../lib/host-sim.js';
import type { CallEvent, ReplayEvent } from './events.js';
import { type ReplayHit } from './hits.js';
export type Decision = 'allowed' | 'denied' | 'asked';
export interface CallRow {
    readonly kind: 'call';
    /** 1-based position among the calls. */
    readonly index: number;
    readonly event: CallEvent;
    readonly decision: Decision;
    /** How the operator answered, when the breaker asked. */
    readonly approval?: ApprovalOutcome;
    /** The hits that denied the call, or that the ask was about. */
    readonly hits: readonly ReplayHit[];
    /** What the model would read: the denial, or the host's refusal of a declined ask. Absent when the call ran. */
    readonly message?: string;
    readonly askReason?: string;
}
export interface UserRow {
    readonly kind: 'user';
    readonly event: ReplayEvent & {
        kind: 'user';
    };
}
export type ReplayRow = CallRow | UserRow;
export interface ReplayOptions {
    /** The plugin config (already validated by the caller, validated again by `apply`). */
    readonly config: unknown;
    /** Approve asks (`allowed-once`); otherwise the replay is headless (`unavailable`). */
    readonly approve: boolean;
}
export declare function replay(events: readonly ReplayEvent[], options: ReplayOptions): Promise<ReplayRow[]>;

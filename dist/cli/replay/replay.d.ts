import { type Hit } from '../../index.js';
import { type LetThrough } from '../../lib/let-through.js';
import type { CallEvent, ReplayEvent, UserEvent } from '../input/events.js';
import { type ApprovalOutcome } from './host-sim.js';
export type RowDecision = 'allowed' | 'denied' | 'asked';
/** Agents whose state a replay keeps at once. */
export declare const MAX_LIVE_AGENTS = 1000;
export interface ReplayHit {
    /** The fingerprint as the denial quotes it (head-truncated past `previewChars`). */
    readonly fingerprint: string;
    /** `exact`, `cmd`, `net`, `site`, `sink`, `family` or `verb`. */
    readonly kind: string;
    /** The occurrence the call would have been. */
    readonly count: number;
    readonly cap: number;
    /** The rule (lib/decision.ts Hit): `window`, `unchanged` (D13/D17), `same-result` (D15,
     *  D18), `poll` or `wait` (D16; count and cap in seconds), `noop` (D20), `failure` (D34). */
    readonly counted: Hit['counted'];
}
/** A check whole-window counting would have stopped, let through because its result changed (D13). */
export interface ForgivenCheck {
    readonly fingerprint: string;
    readonly kind: string;
    /** The occurrence counted since the result last changed (< cap). */
    readonly count: number;
    readonly cap: number;
    /** The occurrence over the whole window (>= cap). */
    readonly inWindow: number;
}
export interface CallRow {
    readonly kind: 'call';
    /** 1-based position among the file's calls. */
    readonly index: number;
    readonly event: CallEvent;
    /** The agent's first event, or its first since it was forgotten (MAX_LIVE_AGENTS). */
    readonly newAgent: boolean;
    readonly decision: RowDecision;
    /** How the operator answered, when the breaker asked. */
    readonly approval?: ApprovalOutcome;
    /** The hits that denied the call, or that the ask was about (also when it was approved and ran). */
    readonly hits: readonly ReplayHit[];
    /** The breaker counted the call as a change of the agent's world (D13). */
    readonly change: boolean;
    /** The call ran, was a new change and succeeded: checks after it count afresh. */
    readonly opened: boolean;
    /** Checks let through although whole-window counting would have stopped them. */
    readonly forgiven: readonly ForgivenCheck[];
    /** For a call that did not run: its rules, their keys, and the `config` assignment that
     *  lets it through (lib/let-through.ts). */
    readonly letThrough?: LetThrough;
    /** The call was denied when it was recorded (`event.deniedLive`): it never ran, so when the
     *  replayed config lets it through, it brings no answer and changes nothing. */
    readonly deniedLive: boolean;
    /** What the model would read: the denial, or the host's refusal of a declined ask. Absent when the call ran. */
    readonly message?: string;
    readonly askReason?: string;
}
export interface UserRow {
    readonly kind: 'user';
    readonly event: UserEvent;
    readonly newAgent: boolean;
}
/** What a replay did beyond its rows. */
export interface ReplayStats {
    /** Agents forgotten to stay within MAX_LIVE_AGENTS. */
    readonly forgottenAgents: number;
}
export type ReplayRow = CallRow | UserRow;
export interface ReplayOptions {
    /** The plugin config (validated by `apply`, which throws ConfigError). */
    readonly config: unknown;
    /** Approve asks (`allowed-once`); otherwise the replay is headless (`unavailable`). */
    readonly approve: boolean;
    /** Replay without the plugin, as dsh runs a disabled row: every call runs (`config` is not read). */
    readonly disabled?: boolean;
    /** Agents kept at once (default MAX_LIVE_AGENTS; tests lower it). */
    readonly maxLiveAgents?: number;
}
/**
 * Replays `events` through a fresh plugin (one log = one host session) and hands each
 * row to `onRow` as soon as it is decided; awaits `onRow`, so a slow consumer slows
 * the replay instead of rows piling up.
 * @throws ConfigError for a bad config; whatever `events` or `onRow` throw.
 */
export declare function replayEvents(events: AsyncIterable<ReplayEvent> | Iterable<ReplayEvent>, options: ReplayOptions, onRow: (row: ReplayRow) => void | Promise<void>): Promise<ReplayStats>;
/** All rows at once: for tests and small inputs. */
export declare function replay(events: AsyncIterable<ReplayEvent> | Iterable<ReplayEvent>, options: ReplayOptions): Promise<ReplayRow[]>;

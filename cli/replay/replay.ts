// Drives the real plugin through the host simulator, one recorded event at a time:
// a human message is a pre-step that resets its agent; a call goes through
// pre-execute → (ask → approval) → guard → body → post-execute, and the body
// "returns" the recorded result. What the breaker decided comes from its observer
// as data (the same hook order the host runs; nothing is read back from messages).
//
// Memory stays bounded whatever the number of agents: the replay keeps the state of at
// most MAX_LIVE_AGENTS agents, and forgets the one idle longest to make room (the
// plugin's per-agent state is keyed by the agent object, so it goes with it). An agent
// that comes back after that starts with an empty window, as after a human message.

import { createHash } from 'node:crypto';
import { applyWithObserver, type Decision, type Forgiven, type Hit, type Settlement } from '../../index.js';
import { validateConfig } from '../../lib/config.js';
import { letThrough, type LetThrough } from '../../lib/let-through.js';
import { truncate } from '../../lib/messages.js';
import type { CallEvent, ReplayEvent, UserEvent } from '../input/events.js';
import { SimHost, type ApprovalOutcome } from './host-sim.js';

export type RowDecision = 'allowed' | 'denied' | 'asked';

/** Agents whose state a replay keeps at once. */
export const MAX_LIVE_AGENTS = 1000;

/** Agent names longer than this are told apart by their SHA-256 digest. */
const MAX_NAME_KEPT = 256;

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

/** What the observer saw during one call. */
interface Observed {
  decisions: Decision[];
  settlement: Settlement | undefined;
}

/**
 * Replays `events` through a fresh plugin (one log = one host session) and hands each
 * row to `onRow` as soon as it is decided; awaits `onRow`, so a slow consumer slows
 * the replay instead of rows piling up.
 * @throws ConfigError for a bad config; whatever `events` or `onRow` throw.
 */
export async function replayEvents(
  events: AsyncIterable<ReplayEvent> | Iterable<ReplayEvent>,
  options: ReplayOptions,
  onRow: (row: ReplayRow) => void | Promise<void>,
): Promise<ReplayStats> {
  const { previewChars, exempt } = validateConfig(options.disabled === true ? undefined : options.config);
  const maxLive = options.maxLiveAgents ?? MAX_LIVE_AGENTS;
  const host = new SimHost({ approval: options.approve ? 'allowed-once' : 'unavailable', keepRan: false });
  // Calls run one at a time, so whatever the observer hears belongs to the current call.
  let observed: Observed = { decisions: [], settlement: undefined };
  const observer = {
    decided: (_exec: unknown, decision: Decision) => void observed.decisions.push(decision),
    settled: (_exec: unknown, settlement: Settlement) => {
      observed.settlement = settlement;
    },
  };
  const teardown = options.disabled === true ? () => {} : applyWithObserver(host.ctx, options.config, observer);
  /** The live agents, the one idle longest first (a Map keeps insertion order). */
  const agents = new Map<string, object>();
  let forgottenAgents = 0;
  /** The agent's object, and whether it was made now (first event, or back after being forgotten). */
  const agentObject = (name: string): { agent: object; newAgent: boolean } => {
    // A long name is kept as its digest: 1,000 names of megabytes each are not held.
    const key = name.length > MAX_NAME_KEPT ? `sha256:${createHash('sha256').update(name).digest('hex')}` : name;
    let agent = agents.get(key);
    const newAgent = agent === undefined;
    if (agent === undefined) agent = {};
    else agents.delete(key);
    agents.set(key, agent);
    if (agents.size > maxLive) {
      const idlest = agents.keys().next();
      if (idlest.done !== true) agents.delete(idlest.value);
      forgottenAgents++;
    }
    return { agent, newAgent };
  };
  const hitOf = ({ fingerprint, next, cap, counted }: Hit): ReplayHit => ({
    fingerprint: truncate(fingerprint.head, previewChars, fingerprint.length),
    kind: fingerprint.kind,
    count: next,
    cap,
    counted,
  });
  const forgivenOf = ({ fingerprint, next, cap, inWindow }: Forgiven): ForgivenCheck => ({
    fingerprint: truncate(fingerprint.head, previewChars, fingerprint.length),
    kind: fingerprint.kind,
    count: next,
    cap,
    inWindow,
  });

  try {
    let index = 0;
    for await (const event of events) {
      const { agent, newAgent } = agentObject(event.agent);
      if (event.kind === 'user') {
        await host.preStep(agent, ['user']);
        await onRow({ kind: 'user', event, newAgent });
        continue;
      }
      observed = { decisions: [], settlement: undefined };
      const outcome = await host.execute({
        agent,
        name: event.tool,
        arguments: event.arguments,
        ...(event.result === undefined ? {} : { result: event.result }),
        ...(event.deniedLive === true ? { neverRuns: true } : {}),
      });
      const { decisions, settlement } = observed;
      // An ask (approved or not) is about the hits it asked with; a denial about its own.
      const asked = decisions.find((decision) => decision.verdict === 'ask');
      const final = decisions.at(-1);
      const hits = (final?.verdict === 'deny' ? final : asked)?.hits ?? [];
      const ran = outcome.decision === 'allowed';
      const through = ran ? undefined : letThrough(hits, exempt);
      await onRow({
        kind: 'call',
        index: ++index,
        event,
        newAgent,
        decision: outcome.decision,
        ...(outcome.approval === undefined ? {} : { approval: outcome.approval }),
        hits: hits.map(hitOf),
        change: final?.change ?? false,
        opened: settlement?.opened ?? false,
        forgiven: ran ? (final?.forgiven ?? []).map(forgivenOf) : [],
        ...(through === undefined ? {} : { letThrough: through }),
        deniedLive: event.deniedLive === true,
        ...(ran ? {} : { message: outcome.text }),
        ...(outcome.askReason === undefined ? {} : { askReason: outcome.askReason }),
      });
    }
  } finally {
    teardown();
  }
  return { forgottenAgents };
}

/** All rows at once: for tests and small inputs. */
export async function replay(events: AsyncIterable<ReplayEvent> | Iterable<ReplayEvent>, options: ReplayOptions): Promise<ReplayRow[]> {
  const rows: ReplayRow[] = [];
  await replayEvents(events, options, (row) => void rows.push(row));
  return rows;
}

// Drives the real plugin through the host simulator, one recorded event at a time:
// a human message is a pre-step that resets its agent; a call goes through
// pre-execute → (ask → approval) → guard → body → post-execute, and the body
// "returns" the recorded result.

import plugin from '../index.js';
import { SimHost, type ApprovalOutcome } from '../lib/host-sim.js';
import type { CallEvent, ReplayEvent } from './events.js';
import { parseAskHits, parseHits, type ReplayHit } from './hits.js';

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
  readonly event: ReplayEvent & { kind: 'user' };
}

export type ReplayRow = CallRow | UserRow;

export interface ReplayOptions {
  /** The plugin config (already validated by the caller, validated again by `apply`). */
  readonly config: unknown;
  /** Approve asks (`allowed-once`); otherwise the replay is headless (`unavailable`). */
  readonly approve: boolean;
}

export async function replay(events: readonly ReplayEvent[], options: ReplayOptions): Promise<ReplayRow[]> {
  const host = new SimHost({ approval: options.approve ? 'allowed-once' : 'unavailable' });
  plugin.apply(host.ctx, options.config);
  const agents = new Map<string, object>();
  const agentObject = (name: string): object => {
    let agent = agents.get(name);
    if (agent === undefined) {
      agent = { name };
      agents.set(name, agent);
    }
    return agent;
  };

  const rows: ReplayRow[] = [];
  let index = 0;
  for (const event of events) {
    if (event.kind === 'user') {
      await host.preStep(agentObject(event.agent), ['user']);
      rows.push({ kind: 'user', event });
      continue;
    }
    const outcome = await host.execute({
      agent: agentObject(event.agent),
      name: event.tool,
      arguments: event.arguments,
      ...(event.result === undefined ? {} : { result: event.result }),
    });
    const ran = outcome.decision === 'allowed';
    // A denial lists its own hits; an ask (declined or approved) lists the hits it was about.
    const hits = outcome.decision === 'denied' ? parseHits(outcome.text) : parseAskHits(outcome.askReason);
    rows.push({
      kind: 'call',
      index: ++index,
      event,
      decision: outcome.decision,
      ...(outcome.approval === undefined ? {} : { approval: outcome.approval }),
      hits,
      ...(ran ? {} : { message: outcome.text }),
      ...(outcome.askReason === undefined ? {} : { askReason: outcome.askReason }),
    });
  }
  return rows;
}

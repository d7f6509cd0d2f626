// The decision engine behind the four hooks. It owns the per-agent state and the
// bookkeeping that links one execution across pre-execute, guard and post-execute.
// No host wiring here: index.ts adapts these methods to the host's hooks.

import { argumentsObject } from './canonical.js';
import type { BreakerConfig } from './config.js';
import { Fingerprinter, RELAXABLE, type CallPrint } from './fingerprint.js';
import type { PreStepPayload, ToolExecution, ToolExecutionResult } from './host.js';
import { askReason, denialMessage, resultText, truncate, type Hit, type LocalNote } from './messages.js';
import { isTracked } from './scope.js';
import { AgentStates, type AgentState } from './window.js';

interface Call {
  readonly tool: string;
  readonly agent: object;
  readonly print: CallPrint;
}

interface PendingAsk {
  readonly state: AgentState;
  readonly hitIds: readonly string[];
}

interface AllowedRun {
  readonly state: AgentState;
  readonly ids: ReadonlySet<string>;
}

interface Evaluation {
  readonly hits: readonly Hit[];
  /** Every hit is of a relaxable kind and the call is local (design §7). */
  readonly localOnly: boolean;
}

/** design §4.1: where the host keeps the tool name. */
export function toolNameOf(exec: ToolExecution): string {
  if (typeof exec.name === 'string') return exec.name;
  if (typeof exec.toolName === 'string') return exec.toolName;
  const tool: unknown = exec.tool;
  if (typeof tool === 'object' && tool !== null) {
    const name: unknown = (tool as { name?: unknown }).name;
    if (typeof name === 'string') return name;
  }
  return '';
}

function agentOf(exec: ToolExecution): object | null {
  const agent: unknown = exec.agent;
  return (typeof agent === 'object' && agent !== null) || typeof agent === 'function' ? (agent as object) : null;
}

function hasUserMessage(messages: unknown): boolean {
  if (!Array.isArray(messages)) return false;
  return messages.some((message: unknown) => {
    if (typeof message !== 'object' || message === null) return false;
    const source: unknown = (message as { source?: unknown }).source;
    return typeof source === 'object' && source !== null && (source as { kind?: unknown }).kind === 'user';
  });
}

export class Breaker {
  private readonly fingerprinter: Fingerprinter;
  private readonly states: AgentStates;
  /** Executions asked about in pre-execute whose answer is not known yet. */
  private readonly pendingAsks = new WeakMap<object, PendingAsk>();
  /** Executions the guard let through, waiting for their result. */
  private readonly allowedRuns = new WeakMap<object, AllowedRun>();
  /** Pre-execute's fingerprints, reused by the guard while name and arguments are unchanged. */
  private readonly printCache = new WeakMap<object, { tool: string; args: unknown; print: CallPrint }>();

  constructor(readonly config: BreakerConfig) {
    this.fingerprinter = new Fingerprinter(config);
    this.states = new AgentStates(config.window);
  }

  /** A tracked call with an agent, fingerprinted; null when the breaker must stay out of the way. */
  private inspect(exec: ToolExecution, keep = true): Call | null {
    const agent = agentOf(exec);
    const tool = toolNameOf(exec);
    if (agent === null || !isTracked(tool, this.config.include, this.config.exclude)) return null;
    const rawArgs = exec.arguments !== undefined ? exec.arguments : exec.args;
    const cached = this.printCache.get(exec);
    if (cached !== undefined && cached.tool === tool && cached.args === rawArgs) {
      if (!keep) this.printCache.delete(exec);
      return { tool, agent, print: cached.print };
    }
    const print = this.fingerprinter.print(tool, argumentsObject(rawArgs));
    // The guard is the last reader: caching for it would only churn the WeakMap.
    if (keep) this.printCache.set(exec, { tool, args: rawArgs, print });
    return { tool, agent, print };
  }

  private evaluate(state: AgentState, print: CallPrint): Evaluation {
    const hits: Hit[] = [];
    for (const fingerprint of print.fingerprints) {
      if (fingerprint.cap === null) continue;
      const next = state.window.count(fingerprint.id) + 1;
      if (next >= fingerprint.cap) hits.push({ fingerprint, next, cap: fingerprint.cap });
    }
    const localOnly =
      print.local && hits.length > 0 && hits.every((hit) => RELAXABLE.has(hit.fingerprint.kind));
    return { hits, localOnly };
  }

  /** `tools/pre-execute` under `localHosts: ask`: the ask reason, or null to let the call on.
   *  Without an approval service the host would show the operator's question to the model,
   *  so the agent is treated as having been refused instead and the guard explains. */
  askFor(exec: ToolExecution, canAsk: () => boolean): string | null {
    if (this.config.localHosts !== 'ask') return null;
    const call = this.inspect(exec);
    if (call === null || !call.print.local) return null; // only a local call is ever askable
    const state = this.states.peek(call.agent);
    if (state === undefined || state.refused || state.exempt) return null;
    const { hits, localOnly } = this.evaluate(state, call.print);
    if (!localOnly) return null;
    if (!canAsk()) {
      state.refused = true;
      return null;
    }
    this.pendingAsks.set(exec, { state, hitIds: hits.map((hit) => hit.fingerprint.id) });
    return askReason(call.tool, hits, this.config.previewChars);
  }

  /** The guard: a denial message, or undefined to allow. Counting happens here only. */
  guard(exec: ToolExecution): string | undefined {
    const call = this.inspect(exec, false);
    if (call === null) return undefined;
    const state = this.states.get(call.agent);
    if (this.pendingAsks.has(exec)) {
      // A rejected ask never reaches guards, so arriving here means it was approved.
      this.pendingAsks.delete(exec);
      state.exempt = true;
    }
    const { hits, localOnly } = this.evaluate(state, call.print);
    const blocking =
      state.exempt && call.print.local ? hits.filter((hit) => !RELAXABLE.has(hit.fingerprint.kind)) : hits;
    if (blocking.length === 0) {
      const ids = call.print.fingerprints.map((fingerprint) => fingerprint.id);
      state.window.commit(ids);
      this.allowedRuns.set(exec, { state, ids: new Set(ids) });
      return undefined;
    }
    const blockingIds = blocking.map((hit) => hit.fingerprint.id);
    state.window.commit(blockingIds);
    let localNote: LocalNote | null = null;
    if (localOnly) localNote = state.refused ? { kind: 'refused' } : { kind: 'policy', policy: this.config.localHosts };
    return denialMessage({
      tool: call.tool,
      hits: blocking,
      localNote,
      previous: state.previousResult(blockingIds),
      previewChars: this.config.previewChars,
    });
  }

  /** `tools/post-execute`: settle a declined ask, or keep a successful result for quoting. */
  settle(exec: ToolExecution, result: Readonly<ToolExecutionResult> | undefined): void {
    const pending = this.pendingAsks.get(exec);
    if (pending !== undefined) {
      this.pendingAsks.delete(exec);
      pending.state.refused = true;
      pending.state.window.commit(pending.hitIds);
      return;
    }
    const run = this.allowedRuns.get(exec);
    if (run === undefined) return;
    this.allowedRuns.delete(exec);
    if (result === undefined || result === null || result.isError === true) return;
    const max = this.config.resultPreviewChars;
    const { head, length } = resultText(result.content, max);
    run.state.remember({ ids: run.ids, text: truncate(head, max, length) });
  }

  /** `agent/pre-step`: a real user message starts the agent over. */
  preStep(payload: PreStepPayload): void {
    const agent: unknown = payload.agent;
    if (typeof agent !== 'object' || agent === null) return;
    if (hasUserMessage(payload.messages)) this.states.reset(agent);
  }
}

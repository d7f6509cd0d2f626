// An in-memory stand-in for the DSH tool pipeline, faithful to the order and
// outcomes verified against @deepseek-ai/dsh-tools 0.1.0-rc.8 (design
// §2.1): pre-execute waterfall → (ask → approval) → guards only on allow →
// body → post-execute waterfall. The replay CLI and the tests drive plugins with it.

import type {
  Disposer,
  HostContext,
  HostEvents,
  PreStepDecision,
  PostToolDecision,
  PreToolDecision,
  ToolExecution,
  ToolExecutionResult,
  ToolGuard,
} from './host.js';

export type ApprovalOutcome = 'allowed-once' | 'rejected' | 'cancelled' | 'unavailable';

export interface SimCall {
  readonly agent?: object;
  readonly name: string;
  readonly arguments?: unknown;
  /** What the tool body returns if it runs (default: a successful empty result). */
  readonly result?: { readonly text: string; readonly isError?: boolean };
}

export interface SimOutcome {
  /** `allowed` = the body ran; `denied` = a guard or pre-execute refused; `asked` = an ask was not approved. */
  readonly decision: 'allowed' | 'denied' | 'asked';
  readonly isError: boolean;
  /** The model-facing text (`Error: …` for failures, as the host prints it). */
  readonly text: string;
  /** The ask reason when pre-execute asked, whatever the answer was. */
  readonly askReason?: string;
  readonly approval?: ApprovalOutcome;
}

export interface SimHostOptions {
  /** No approval service at all (`undefined`), or how its answerer replies. */
  readonly approval?: ApprovalOutcome | ((request: { toolName: string; reason?: string }) => ApprovalOutcome);
}

type Listener<K extends keyof HostEvents> = HostEvents[K];

function textResult(text: string, isError: boolean): ToolExecutionResult {
  return { isError, content: [{ type: 'text', text }] };
}

export class SimHost {
  private readonly guards: ToolGuard[] = [];
  private readonly listeners: { [K in keyof HostEvents]: Listener<K>[] } = {
    'tools/pre-execute': [],
    'tools/post-execute': [],
    'agent/pre-step': [],
  };
  private nextCallId = 0;
  /** Bodies that actually ran, in order. */
  readonly ran: SimCall[] = [];

  constructor(private readonly options: SimHostOptions = {}) {}

  readonly ctx: HostContext = {
    tools: {
      guard: (fn: ToolGuard): Disposer => {
        this.guards.push(fn);
        return () => remove(this.guards, fn);
      },
    },
    on: <K extends keyof HostEvents>(event: K, listener: HostEvents[K]): Disposer => {
      const list = this.listeners[event] as HostEvents[K][];
      list.push(listener);
      return () => remove(list, listener);
    },
    // Like cordis: the approval service exists only when one is mounted.
    get: (name: string): unknown => (name === 'approval' && this.options.approval !== undefined ? {} : undefined),
  };

  get guardCount(): number {
    return this.guards.length;
  }

  listenerCount(event: keyof HostEvents): number {
    return this.listeners[event].length;
  }

  /** Runs one tool call through the pipeline. */
  async execute(call: SimCall): Promise<SimOutcome> {
    const exec: ToolExecution & { callId: string } = {
      callId: `sim-call${this.nextCallId++}`,
      name: call.name,
      arguments: call.arguments,
      ...(call.agent === undefined ? {} : { agent: call.agent }),
    };
    const pre = await this.preExecute(exec);
    let outcome: SimOutcome;
    try {
      if (pre.kind === 'deny') outcome = { decision: 'denied', isError: true, text: `Error: ${pre.reason}` };
      else if (pre.kind === 'ask') outcome = await this.resolveAsk(exec, call, pre.reason);
      else outcome = this.runGuardedBody(exec, call);
    } catch (error) {
      if (error instanceof GuardThrew) return { decision: 'denied', isError: true, text: `Error: ${error.message}` };
      throw error;
    }
    const settled: ToolExecutionResult = textResult(outcome.text, outcome.isError);
    await this.postExecute(exec, settled);
    return outcome;
  }

  /** Dispatches `agent/pre-step` with messages of the given source kinds. */
  async preStep(agent: object, sources: readonly string[], turn = 1, step = 1): Promise<void> {
    const messages = sources.map((kind, i) => ({ id: `m${i}`, role: 'user', content: [], source: { kind } }));
    const chain = [...this.listeners['agent/pre-step']];
    const run = (i: number): Promise<PreStepDecision> =>
      i < chain.length ? chain[i]!({ agent, messages, turn, step }, () => run(i + 1)) : Promise.resolve({ kind: 'enter' });
    await run(0);
  }

  private preExecute(exec: ToolExecution): Promise<PreToolDecision> {
    const chain = [...this.listeners['tools/pre-execute']];
    const run = (i: number): Promise<PreToolDecision> =>
      i < chain.length ? chain[i]!(exec, () => run(i + 1)) : Promise.resolve({ kind: 'allow' });
    return run(0);
  }

  private postExecute(exec: ToolExecution, result: ToolExecutionResult): Promise<PostToolDecision> {
    const chain = [...this.listeners['tools/post-execute']];
    const run = (i: number): Promise<PostToolDecision> =>
      i < chain.length ? chain[i]!(exec, result, () => run(i + 1)) : Promise.resolve({ kind: 'accept' });
    return run(0);
  }

  private async resolveAsk(exec: ToolExecution, call: SimCall, reason: string | undefined): Promise<SimOutcome> {
    const approval = this.options.approval;
    const base = { decision: 'asked' as const, isError: true, ...(reason === undefined ? {} : { askReason: reason }) };
    if (approval === undefined) {
      return { ...base, text: `Error: ${reason ?? `tool "${call.name}" requires approval (not yet supported)`}` };
    }
    const answer =
      typeof approval === 'function'
        ? approval({ toolName: call.name, ...(reason === undefined ? {} : { reason }) })
        : approval;
    if (answer === 'allowed-once') return { ...this.runGuardedBody(exec, call), approval: answer, ...(reason === undefined ? {} : { askReason: reason }) };
    const texts: Record<Exclude<ApprovalOutcome, 'allowed-once'>, string> = {
      rejected: `Error: the user rejected tool "${call.name}"`,
      cancelled: `Error: approval for tool "${call.name}" was cancelled`,
      unavailable: `Error: tool "${call.name}" requires approval, but no approval channel is available`,
    };
    return { ...base, approval: answer, text: texts[answer] };
  }

  private runGuardedBody(exec: ToolExecution, call: SimCall): SimOutcome {
    for (const guard of this.guards) {
      let verdict: string | undefined;
      try {
        verdict = guard(exec);
      } catch (error) {
        // The host denies with the thrown message and skips post-execute.
        throw new GuardThrew(error instanceof Error ? error.message : String(error));
      }
      if (verdict !== undefined) return { decision: 'denied', isError: true, text: `Error: ${String(verdict)}` };
    }
    this.ran.push(call);
    const result = call.result ?? { text: '' };
    const isError = result.isError === true;
    return { decision: 'allowed', isError, text: isError ? `Error: ${result.text}` : result.text };
  }
}

class GuardThrew extends Error {}

function remove<T>(list: T[], item: T): void {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}

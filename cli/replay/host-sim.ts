// An in-memory stand-in for the DSH tool pipeline, faithful to the order and
// outcomes verified against @deepseek-ai/dsh-tools 0.1.0-rc.8 (design
// §2.1): pre-execute waterfall → (ask → approval) → guards only on allow →
// body → post-execute waterfall (whose `block` replaces the result). The replay CLI
// and the tests drive plugins with it; it is not part of the plugin.

import type {
  Disposer,
  HostContext,
  HostEvents,
  PreStepDecision,
  PreStepPayload,
  PostToolDecision,
  PreToolDecision,
  ToolExecution,
  ToolExecutionResult,
  ToolGuard,
} from '../../lib/host.js';
import { errorMessage } from '../../lib/values.js';

export type ApprovalOutcome = 'allowed-once' | 'rejected' | 'cancelled' | 'unavailable';

export interface SimCall {
  readonly agent?: object;
  readonly name: string;
  readonly arguments?: unknown;
  /** What the tool body returns if it runs (default: a successful empty result): its text,
   *  or its content blocks when they hold more than text (D29). */
  readonly result?: { readonly text: string; readonly isError?: boolean; readonly content?: readonly unknown[] };
  /** The body never runs (a recorded call that was denied live, issue 35): when the guards
   *  let it through, post-execute hears what the host reports of a call that never started
   *  (`ABORTED_BEFORE_DISPATCH`), so the plugin learns no answer and no effect. */
  readonly neverRuns?: boolean;
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
  /** The content blocks the body returned, when they hold more than text (D29). */
  readonly content?: readonly unknown[];
}

export interface SimHostOptions {
  /** No approval service at all (`undefined`), or how its answerer replies. */
  readonly approval?: ApprovalOutcome | ((request: { toolName: string; reason?: string }) => ApprovalOutcome);
  /** Keep every call whose body ran in `ran` (default true; a long replay turns it off,
   *  or it would hold every call it ever ran). */
  readonly keepRan?: boolean;
}

const NEVER_STARTED_TEXT = 'Error: tool call aborted before dispatch';
/** The genuine host's result for a call whose body never started. */
const NEVER_STARTED: ToolExecutionResult = Object.freeze({
  isError: true,
  error: { message: 'tool call aborted before dispatch', info: { code: 'ABORTED_BEFORE_DISPATCH' } },
  content: [{ type: 'text', text: NEVER_STARTED_TEXT }],
});

type Listener<K extends keyof HostEvents> = HostEvents[K];

function textResult(text: string, isError: boolean): ToolExecutionResult {
  return { isError, content: [{ type: 'text', text }] };
}

/** A hook listener: the hook's own arguments, then `next` for the rest of the chain. */
type Hook<A extends unknown[], R> = (...args: [...A, () => Promise<R>]) => Promise<R>;

/** The host's waterfall: each listener may call `next()` to run the listeners after it;
 *  past the last one, `next()` resolves to the host's default. Listeners added or removed
 *  while it runs do not join or leave this dispatch. */
function waterfall<A extends unknown[], R>(listeners: readonly Hook<A, R>[], args: A, fallback: R): Promise<R> {
  const chain = [...listeners];
  const run = (i: number): Promise<R> => {
    const listener = chain[i];
    return listener === undefined ? Promise.resolve(fallback) : listener(...args, () => run(i + 1));
  };
  return run(0);
}

export class SimHost {
  private readonly guards: ToolGuard[] = [];
  private readonly listeners: { [K in keyof HostEvents]: Listener<K>[] } = {
    'tools/pre-execute': [],
    'tools/post-execute': [],
    'agent/pre-step': [],
  };
  private nextCallId = 0;
  /** Bodies that actually ran, in order (empty with `keepRan: false`). */
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
    const settled: ToolExecutionResult =
      outcome.decision === 'allowed' && call.neverRuns === true
        ? NEVER_STARTED
        : outcome.content === undefined
          ? textResult(outcome.text, outcome.isError)
          : { isError: outcome.isError, content: [...outcome.content] };
    const post = await this.postExecute(exec, settled);
    // `block` fails the call with its feedback as the content, verbatim (no `Error: ` added).
    if (post.kind === 'block' && Array.isArray(post.feedback)) {
      const text = post.feedback.map((block) => (typeof block.text === 'string' ? block.text : '')).join('\n');
      return { ...outcome, isError: true, text };
    }
    return outcome;
  }

  /** Dispatches `agent/pre-step` with messages of the given source kinds. */
  async preStep(agent: object, sources: readonly string[], turn = 1, step = 1): Promise<void> {
    const messages = sources.map((kind, i) => ({ id: `m${i}`, role: 'user', content: [], source: { kind } }));
    await waterfall<[PreStepPayload], PreStepDecision>(this.listeners['agent/pre-step'], [{ agent, messages, turn, step }], {
      kind: 'enter',
    });
  }

  private preExecute(exec: ToolExecution): Promise<PreToolDecision> {
    return waterfall<[ToolExecution], PreToolDecision>(this.listeners['tools/pre-execute'], [exec], { kind: 'allow' });
  }

  private postExecute(exec: ToolExecution, result: ToolExecutionResult): Promise<PostToolDecision> {
    return waterfall<[ToolExecution, Readonly<ToolExecutionResult>], PostToolDecision>(
      this.listeners['tools/post-execute'],
      [exec, result],
      { kind: 'accept' },
    );
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
        throw new GuardThrew(errorMessage(error));
      }
      if (verdict !== undefined) return { decision: 'denied', isError: true, text: `Error: ${String(verdict)}` };
    }
    if (call.neverRuns === true) return { decision: 'allowed', isError: true, text: NEVER_STARTED_TEXT };
    if (this.options.keepRan !== false) this.ran.push(call);
    const result = call.result ?? { text: '' };
    const isError = result.isError === true;
    const content = result.content === undefined ? {} : { content: result.content };
    return { decision: 'allowed', isError, text: isError ? `Error: ${result.text}` : result.text, ...content };
  }
}

class GuardThrew extends Error {}

function remove<T>(list: T[], item: T): void {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}

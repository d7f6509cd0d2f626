// The real plugin applied to a bare context that only records what it registers, so a
// test can call each hook directly, in any order, with any input (no host simulator).
import assert from 'node:assert/strict';
import { hostApply } from './host-apply.js';
import type { Disposer, HostContext, HostEvents, PreToolDecision, ToolExecution, ToolGuard } from '../../lib/host.js';

export interface Hooks {
  readonly guard: ToolGuard;
  /** The pre-execute listener, or the host's pass-through when apply registered none. */
  readonly pre: HostEvents['tools/pre-execute'];
  readonly post: HostEvents['tools/post-execute'];
  readonly preStep: HostEvents['agent/pre-step'];
  /** What `apply` returned. */
  readonly teardown: () => void;
  /** The registrations in the order `apply` made them (`guard` for ctx.tools.guard). */
  readonly registered: readonly string[];
}

/** Applies the plugin; every registration returns `dispose` as its disposer. */
export function mountHooks(config?: unknown, dispose: Disposer = () => undefined): Hooks {
  const registered: string[] = [];
  let guard: ToolGuard | undefined;
  const on: Partial<Record<keyof HostEvents, unknown>> = {};
  const ctx: HostContext = {
    tools: {
      guard: (fn) => {
        registered.push('guard');
        guard = fn;
        return dispose;
      },
    },
    on: (event, listener) => {
      registered.push(event);
      on[event] = listener;
      return dispose;
    },
  };
  const teardown = hostApply(ctx, config);
  assert.ok(guard !== undefined, 'apply registered no guard');
  return {
    guard,
    // Registered only when the config can ask; without it the host hands on its default.
    pre: (on['tools/pre-execute'] as HostEvents['tools/pre-execute'] | undefined) ?? ((_exec, next) => next()),
    post: on['tools/post-execute'] as HostEvents['tools/post-execute'],
    preStep: on['agent/pre-step'] as HostEvents['agent/pre-step'],
    teardown,
    registered,
  };
}

const allow = (): Promise<PreToolDecision> => Promise.resolve({ kind: 'allow' });
const accept = (): Promise<{ kind: string }> => Promise.resolve({ kind: 'accept' });

let calls = 0;

/** One call in the host's order — pre-execute (nothing downstream objects), the guard,
 *  post-execute with `text` as the result if it ran — and the guard's verdict. The
 *  policies these tests use never ask, so an ask fails the test. The default result is
 *  `ok N` with a running N, for the reason given in test/helpers/sim.ts' mount(). */
export async function callThrough(hooks: Hooks, exec: ToolExecution, text = `ok ${++calls}`): Promise<string | undefined> {
  const decision = await hooks.pre(exec, allow);
  assert.equal(decision.kind, 'allow', 'no ask expected here');
  const verdict: unknown = hooks.guard(exec);
  assert.ok(verdict === undefined || typeof verdict === 'string', 'the guard answers string | undefined');
  const settled = verdict === undefined ? { content: [{ type: 'text', text }] } : { isError: true, content: [{ type: 'text', text: `Error: ${verdict}` }] };
  await hooks.post(exec, settled, accept);
  return verdict;
}

/** A `next` that counts its calls and resolves to one recognisable value. */
export function counted<T>(value: T): { next: () => Promise<T>; calls: () => number; value: T } {
  let calls = 0;
  return { next: () => (calls++, Promise.resolve(value)), calls: () => calls, value };
}

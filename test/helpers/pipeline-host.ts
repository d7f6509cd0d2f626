// A real DSH tool pipeline for the P1 tests: a cordis Context with the genuine
// SystemPrompt and ToolRuntime (@deepseek-ai/dsh-tools 0.1.0-rc.8), the BUILT plugin
// loaded from dist/ with ctx.plugin() exactly as cordis loads a profile row, stub
// tools whose bodies only count and record their invocations, and an optional stub
// `approval` service.
//
// Nothing here touches the network: URLs in arguments are plain strings handed to
// stub bodies that never fetch.

import { Context, type Events, type Fiber } from '@deepseek-ai/cordis';
import { SystemPrompt } from '@deepseek-ai/dsh-system-prompt';
import { ToolRuntime, type ToolDefinition, type ToolExecutionInput, type ToolExecutionResult } from '@deepseek-ai/dsh-tools';
import type { applyWithObserver as sourceApplyWithObserver } from '../../index.js';
import type { BreakerObserver } from '../../lib/decision.js';
import type { HostContext } from '../../lib/host.js';

/** `applyWithObserver` as index.ts declares it. */
type ApplyWithObserver = typeof sourceApplyWithObserver;

/** The agent type ToolRuntime.execute() expects; the tests pass plain objects (see fakeAgent). */
export type AgentArg = NonNullable<ToolExecutionInput['agent']>;

/** What the registry passes to `ctx.approval.request()` (dsh-tools lib/index.js, `serviceAsk`). */
export interface ApprovalRequest {
  readonly agent: unknown;
  readonly toolName: string;
  readonly callId?: string;
  readonly reason?: string;
  readonly signal?: AbortSignal;
}

/** The `agent/pre-step` payload and its messages, as the agent loop builds them. */
type PreStepPayload = Parameters<Events['agent/pre-step']>[0];
type UserMessage = PreStepPayload['messages'][number];

export type ApprovalOutcome = 'allowed-once' | 'rejected' | 'cancelled' | 'unavailable';

/** The plugin object as the built entry exports it. */
export interface PluginObject {
  readonly name: string;
  readonly inject: readonly string[];
  readonly apply: (ctx: never, config?: unknown) => unknown;
}

/** What ctx.plugin() accepts. */
export type CordisPlugin = Parameters<Context['plugin']>[0];

/**
 * The plugin object as cordis receives it. A cast only: dist/index.d.ts types `apply`'s
 * ctx as the plugin's own HostContext, which TypeScript does not accept where cordis'
 * `Plugin` (apply(ctx: Context, …)) is expected, so `ctx.plugin(plugin)` does not
 * type-check without it. At run time cordis gets the object unchanged.
 */
export function asCordisPlugin(plugin: PluginObject): CordisPlugin {
  return plugin as unknown as CordisPlugin;
}

/** cordis FiberState.ACTIVE (a const enum in its typings, so it is spelled out here). */
export const FIBER_ACTIVE = 2;

/** Loads `dist/index.js` (the built plugin), checks its shape, and returns the default export. */
export async function loadBuiltPlugin(): Promise<PluginObject> {
  const mod: unknown = await import('../../dist/index.js');
  if (typeof mod !== 'object' || mod === null) throw new Error('dist/index.js did not load as a module');
  const plugin: unknown = (mod as { default?: unknown }).default;
  if (
    typeof plugin !== 'object' ||
    plugin === null ||
    typeof (plugin as { name?: unknown }).name !== 'string' ||
    !Array.isArray((plugin as { inject?: unknown }).inject) ||
    typeof (plugin as { apply?: unknown }).apply !== 'function'
  ) {
    throw new Error('dist/index.js has no default plugin object {name, inject, apply}');
  }
  return plugin as PluginObject;
}

/** The built plugin object, its `apply` replaced by the built `applyWithObserver` bound to `observer`. */
async function observedBuiltPlugin(observer: BreakerObserver): Promise<PluginObject> {
  const plugin = await loadBuiltPlugin();
  const mod = (await import('../../dist/index.js')) as { applyWithObserver?: unknown };
  if (typeof mod.applyWithObserver !== 'function') throw new Error('dist/index.js exports no applyWithObserver');
  // The built export is the source's, so it has the source's signature.
  const applyWithObserver = mod.applyWithObserver as ApplyWithObserver;
  return { ...plugin, apply: (ctx: HostContext, config?: unknown) => applyWithObserver(ctx, config, observer) };
}

/**
 * A stand-in for the live agent. The breaker only needs a stable object identity
 * (it keys a WeakMap); ToolRuntime routes scope-filtered dispatch by it and the
 * registry passes it to `approval.request()`. The real ApprovalService would also
 * need `agent.session` with an open turn, but the stub service used here answers
 * without it, so no session is attached.
 */
export function fakeAgent(label: string): AgentArg {
  return { id: label } as object as AgentArg;
}

/** One recorded body invocation of a stub tool. */
export interface BodyCall {
  readonly tool: string;
  readonly args: unknown;
}

export type StubBehaviour = (args: unknown, callNumber: number) => string | Promise<string>;

export interface PipelineOptions {
  /** The plugin config handed to ctx.plugin(); omitted = no config (undefined), as a row without `config:`. */
  readonly config?: unknown;
  /** A stub `approval` service answering with this outcome (or function); omitted = no approval service. */
  readonly approval?: ApprovalOutcome | ((request: ApprovalRequest) => ApprovalOutcome);
  /** Mount the built plugin through its `applyWithObserver` with this observer (the decisions as data). */
  readonly observer?: BreakerObserver;
}

export interface Pipeline {
  readonly ctx: Context;
  readonly runtime: ToolRuntime;
  readonly pluginFiber: Fiber;
  /** Every stub body that ran, in order. */
  readonly bodies: BodyCall[];
  /** Every request the stub approval service received, in order. */
  readonly approvals: ApprovalRequest[];
  /** How many times the body of `tool` ran (optionally only those whose args satisfy `match`). */
  ran(tool: string, match?: (args: unknown) => boolean): number;
  /** Registers a stub tool through ctx.tools.register(); its body records and counts each call. */
  stub(name: string, behaviour?: StubBehaviour): void;
  /** One call through ToolRuntime.execute(), the same entry the agent loop uses. */
  call(agent: AgentArg | undefined, name: string, args: unknown): Promise<ToolExecutionResult>;
  /** Emits `agent/pre-step` as the agent loop does at a step boundary. */
  preStep(agent: AgentArg, source: 'user' | 'plugin', step?: number): Promise<void>;
}

/** The model-facing text of a result: what the agent loop puts in `tool/result`. */
export function textOf(result: ToolExecutionResult): string {
  return result.content
    .map((block) => (typeof (block as { text?: unknown }).text === 'string' ? (block as { text: string }).text : ''))
    .join('\n');
}

let callCounter = 0;

/** A stub tool with an open argument object, so every JSON argument reaches the body unvalidated. */
function stubDefinition(name: string, body: (args: unknown) => Promise<string>): ToolDefinition {
  return {
    name,
    description: `stub ${name} for the pipeline tests`,
    parameters: { type: 'object', properties: {} },
    output: {
      schema: { type: 'string' },
      render: (_args: unknown, value: unknown) => [{ type: 'text', text: String(value) }],
    },
    execute: (args: unknown) => body(args),
  };
}

/**
 * For a plugin plugged into `ctx` while no `tools` service existed yet: plugs
 * SystemPrompt and ToolRuntime, waits for the plugin's `fiber` to settle, and registers
 * a stub `read` tool. `read()` makes one identical call through ToolRuntime.execute()
 * and returns its model-facing text; `runs()` counts the bodies that ran.
 */
export async function plugToolsLate(ctx: Context, fiber: Fiber, label: string): Promise<{ read(): Promise<string>; runs(): number }> {
  await ctx.plugin(SystemPrompt);
  await ctx.plugin(ToolRuntime);
  await fiber.await();
  let runs = 0;
  ctx.tools.register(stubDefinition('read', async () => `read #${(runs += 1)}`));
  const agent = fakeAgent(label);
  const signal = new AbortController().signal;
  let calls = 0;
  return {
    async read() {
      const callId = `${label}-${(calls += 1)}` as ToolExecutionInput['callId'];
      return textOf(await ctx.tools.execute({ callId, name: 'read', arguments: { path: 'a' }, agent, signal }));
    },
    runs: () => runs,
  };
}

/**
 * Boots ToolRuntime and the built plugin. Resolves only once the plugin's fiber is
 * ACTIVE: `ctx.plugin()` returns a fiber whose `apply` runs later, in a microtask,
 * after `tools` exists, and awaiting a still-PENDING fiber resolves at once.
 */
export async function bootPipeline(options: PipelineOptions = {}): Promise<Pipeline> {
  const plugin = options.observer === undefined ? await loadBuiltPlugin() : await observedBuiltPlugin(options.observer);
  const ctx = new Context();
  await ctx.plugin(SystemPrompt);
  await ctx.plugin(ToolRuntime);
  const runtime: ToolRuntime = ctx.tools;
  if (!(runtime instanceof ToolRuntime)) throw new Error('ToolRuntime did not provide ctx.tools');

  const approvals: ApprovalRequest[] = [];
  const answer = options.approval;
  if (answer !== undefined) {
    // A plugin that provides the `approval` service seam. The registry only ever
    // calls `request()` on it (dsh-tools `serviceAsk`), so that is all it has.
    await ctx.plugin({
      name: 'approval-stub',
      apply(approvalCtx: Context) {
        approvalCtx.provide('approval', {
          async request(request: ApprovalRequest): Promise<ApprovalOutcome> {
            approvals.push(request);
            return typeof answer === 'function' ? answer(request) : answer;
          },
        });
      },
    });
    if (ctx.get('approval') === undefined) throw new Error('the approval stub was not provided');
  }

  const pluginFiber: Fiber =
    options.config === undefined
      ? ctx.plugin(asCordisPlugin(plugin))
      : ctx.plugin(asCordisPlugin(plugin), options.config);
  await pluginFiber;
  await pluginFiber.await();
  if (pluginFiber.state !== FIBER_ACTIVE) {
    throw new Error(`the plugin fiber is not active (state ${pluginFiber.state})`);
  }

  const bodies: BodyCall[] = [];
  const perTool = new Map<string, number>();
  const controller = new AbortController();

  return {
    ctx,
    runtime,
    pluginFiber,
    bodies,
    approvals,
    ran(tool, match) {
      return bodies.filter((body) => body.tool === tool && (match === undefined || match(body.args))).length;
    },
    stub(name, behaviour) {
      runtime.register(
        stubDefinition(name, async (args) => {
          const n = (perTool.get(name) ?? 0) + 1;
          perTool.set(name, n);
          bodies.push({ tool: name, args });
          return behaviour === undefined ? `${name} #${n} ok` : await behaviour(args, n);
        }),
      );
    },
    call(agent, name, args) {
      callCounter += 1;
      const input: ToolExecutionInput = {
        callId: `p1-call${callCounter}` as ToolExecutionInput['callId'],
        name,
        arguments: args,
        signal: controller.signal,
        ...(agent === undefined ? {} : { agent }),
      };
      return runtime.execute(input);
    },
    async preStep(agent, source, step = 1) {
      const message: UserMessage = {
        id: `m${(callCounter += 1)}` as UserMessage['id'],
        role: 'user',
        content: [{ type: 'text', text: source === 'user' ? 'please carry on' : 'a plugin notice' }],
        source:
          source === 'user'
            ? { kind: 'user' }
            : { kind: 'plugin', plugin: 'pipeline-test', form: 'notice', summary: 'a plugin notice' },
      };
      Object.freeze(message);
      const payload: PreStepPayload = { agent, messages: [message], turn: 1, step, signal: controller.signal };
      await ctx.waterfall('agent/pre-step', payload, () => Promise.resolve({ kind: 'enter', messages: [message] }));
    },
  };
}

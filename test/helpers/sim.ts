// The plugin mounted on the simulated host (cli/replay/host-sim.ts), which runs every call
// through the host's hook order; for tests that speak in whole calls and outcomes.
import { hostApply } from './host-apply.js';
import { SimHost, type SimHostOptions, type SimOutcome } from '../../cli/replay/host-sim.js';

export interface Harness {
  readonly host: SimHost;
  readonly teardown: () => void;
  /** One tool call; `result` is what the body returns if it runs. */
  call(name: string, args: unknown, options?: { agent?: object | null; result?: string; isError?: boolean; content?: readonly unknown[] }): Promise<SimOutcome>;
  /** Runs the same call `times` times and returns the decisions. */
  repeat(times: number, name: string, args: (i: number) => unknown, agent?: object): Promise<SimOutcome[]>;
  userMessage(agent?: object): Promise<void>;
  pluginMessage(agent?: object): Promise<void>;
  readonly agent: object;
}

/**
 * By default every call "returns" `ran <tool> (call N)`, N counting the harness's calls: the
 * text of a real tool differs a little from run to run, and a test of the count caps must
 * not be cut short by D15 (the same answer twice, nothing changed: the 3rd run is a loop).
 * D17 masks the number, so for the caps these results still have the same content. Tests
 * of D15 pass their own `result`.
 */
export function mount(config?: unknown, options: SimHostOptions = {}): Harness {
  const host = new SimHost(options);
  let calls = 0;
  const teardown = hostApply(host.ctx, config);
  const defaultAgent = { id: 'agent-a' };
  const harness: Harness = {
    host,
    teardown,
    agent: defaultAgent,
    call: (name, args, opts = {}) => {
      const agent = opts.agent === null ? undefined : (opts.agent ?? defaultAgent);
      return host.execute({
        name,
        arguments: args,
        ...(agent === undefined ? {} : { agent }),
        result: { text: opts.result ?? `ran ${name} (call ${++calls})`, isError: opts.isError ?? false, ...(opts.content === undefined ? {} : { content: opts.content }) },
      });
    },
    repeat: async (times, name, args, agent = defaultAgent) => {
      const outcomes: SimOutcome[] = [];
      for (let i = 0; i < times; i++) outcomes.push(await harness.call(name, args(i), { agent }));
      return outcomes;
    },
    userMessage: (agent = defaultAgent) => host.preStep(agent, ['user']),
    pluginMessage: (agent = defaultAgent) => host.preStep(agent, ['plugin']),
  };
  return harness;
}

export const decisions = (outcomes: readonly SimOutcome[]): string[] => outcomes.map((o) => o.decision);

export const ordinal = (i: number): string => ['1st', '2nd', '3rd'][i] ?? `${i + 1}th`;

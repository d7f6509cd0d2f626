// dsh's own `@deepseek-ai/dsh-repeat-tool-reminder` (0.1.0-rc.8, the version of the host
// this plugin targets; a devDependency): its real code, not a rewrite. Its `apply` gets a
// context that records the listeners it registers, and each call is handed to its
// `tools/post-execute` listener the way the host hands it over ({agent, name, arguments});
// a human message goes to its `agent/pre-step` listener. It never keeps a call from
// running: at 3, 5 and 8 identical calls in a row it adds a reminder to the conversation.

import type { Context } from '@deepseek-ai/cordis';
import { apply, Config } from '@deepseek-ai/dsh-repeat-tool-reminder';
import type { Step, Verdict } from './steps.js';

type Listener = (...args: unknown[]) => unknown;

interface Decision {
  readonly kind?: unknown;
  readonly additionalContexts?: readonly unknown[];
}

/** @throws Error when the package no longer registers the two listeners it is run through. */
export async function reminder(steps: readonly Step[]): Promise<Verdict[]> {
  const listeners = new Map<string, Listener>();
  const ctx = { on: (event: string, listener: Listener) => listeners.set(event, listener) };
  // The package only calls `ctx.on`; a whole cordis Context would add nothing it reads.
  apply(ctx as unknown as Context, Config({}));
  const postExecute = listeners.get('tools/post-execute');
  const preStep = listeners.get('agent/pre-step');
  if (postExecute === undefined || preStep === undefined) throw new Error('dsh-repeat-tool-reminder registered no post-execute or pre-step listener');
  const agent = {};
  const verdicts: Verdict[] = [];
  for (const step of steps) {
    if (step.kind === 'user') {
      await preStep({ agent, messages: [{ source: { kind: 'user' } }] }, async () => undefined);
      continue;
    }
    const result = { content: [{ type: 'text', text: step.result }], isError: step.isError };
    const decision = (await postExecute({ agent, name: step.tool, arguments: step.arguments }, result, async () => ({ kind: 'continue' }))) as Decision;
    verdicts.push((decision.additionalContexts?.length ?? 0) > 0 ? 'remind' : 'run');
  }
  return verdicts;
}

// The published types must let TypeScript users plug the plugin into cordis without a
// cast: this file is checked by `npm run typecheck` (tsc fails if HostContext stops
// accepting cordis' Context). At run time the same object, plugged the same way, must
// work: apply runs once `tools` exists, receives the config, and its guard denies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Context } from '@deepseek-ai/cordis';
import { SystemPrompt } from '@deepseek-ai/dsh-system-prompt';
import { ToolRuntime, type ToolExecutionInput } from '@deepseek-ai/dsh-tools';
import plugin from '../index.js';
import { FIBER_ACTIVE, fakeAgent, textOf } from './helpers/pipeline-host.js';

test('the plugin object is a cordis plugin, typed and at run time', async () => {
  const ctx = new Context();
  const fiber = ctx.plugin(plugin, { limits: { exact: 3 } });
  await fiber;
  assert.equal(fiber.state, 0, 'PENDING until a `tools` service exists');

  await ctx.plugin(SystemPrompt);
  await ctx.plugin(ToolRuntime);
  await fiber.await();
  assert.equal(fiber.state, FIBER_ACTIVE);

  let bodies = 0;
  ctx.tools.register({
    name: 'read',
    description: 'stub',
    parameters: { type: 'object', properties: {} },
    output: { schema: { type: 'string' }, render: (_a: unknown, v: unknown) => [{ type: 'text', text: String(v) }] },
    execute: async () => `read #${(bodies += 1)}`,
  });
  const agent = fakeAgent('typed');
  const signal = new AbortController().signal;
  const texts: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const callId = `typed-${i}` as ToolExecutionInput['callId'];
    texts.push(textOf(await ctx.tools.execute({ callId, name: 'read', arguments: { path: 'a' }, agent, signal })));
  }
  // The config reached apply (the default cap is 5), and the registered guard denied before the body ran.
  assert.deepEqual(texts.slice(0, 2), ['read #1', 'read #2']);
  assert.match(texts[2] ?? '', /^Error: REPEAT_TOOL_BLOCKED: [\s\S]*\n- exact:read:\{"path":"a"\} 3\/3\n/);
  assert.equal(bodies, 2);

  fiber.dispose();
});

// The published types must let TypeScript users plug the plugin into cordis without a
// cast: this file is checked by `npm run typecheck` (tsc fails if HostContext stops
// accepting cordis' Context). At run time the same object, plugged the same way, must
// work: apply runs once `tools` exists, receives the config, and its guard denies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Context } from '@deepseek-ai/cordis';
import plugin from '../index.js';
import { FIBER_ACTIVE, plugToolsLate } from './helpers/pipeline-host.js';

test('the plugin object is a cordis plugin, typed and at run time', async () => {
  const ctx = new Context();
  const fiber = ctx.plugin(plugin, { limits: { exact: 3 } });
  await fiber;
  assert.equal(fiber.state, 0, 'PENDING until a `tools` service exists');

  const tools = await plugToolsLate(ctx, fiber, 'typed');
  assert.equal(fiber.state, FIBER_ACTIVE);
  const texts = [await tools.read(), await tools.read(), await tools.read()];
  // The config reached apply (the default cap is 5), and the registered guard denied before the body ran.
  assert.deepEqual(texts.slice(0, 2), ['read #1', 'read #2']);
  assert.match(texts[2] ?? '', /^Error: REPEAT_TOOL_BLOCKED: [\s\S]*\n- exact:read:\{"path":"a"\} 3\/3\n/);
  assert.equal(tools.runs(), 2);

  fiber.dispose();
});

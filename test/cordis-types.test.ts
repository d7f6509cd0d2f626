// The published types must let TypeScript users plug the plugin into cordis without a
// cast: this file is checked by `npm run typecheck` (tsc fails if HostContext stops
// accepting cordis' Context), and at run time cordis accepts the object as is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Context } from '@deepseek-ai/cordis';
import plugin from '../index.js';

test('the plugin object is a cordis plugin, typed and at run time', async () => {
  const ctx = new Context();
  const fiber = ctx.plugin(plugin, { window: 20 });
  await fiber;
  // `tools` is not provided here, so apply has not run and nothing was registered.
  assert.equal(fiber.state, 0);
  fiber.dispose();
});

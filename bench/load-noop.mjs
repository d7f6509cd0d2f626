// The no-op plugin of bench/load.mjs: one small file that registers the breaker's four
// hooks and passes everything on (bench/genuine-host.mjs has the same plugin for the
// per-call benches), as the floor a plugin's load cannot go below.

export const name = 'noop-guard';
export const inject = ['tools'];

export function apply(ctx) {
  ctx.on('tools/pre-execute', async (_exec, next) => next());
  ctx.tools.guard(() => undefined);
  ctx.on('tools/post-execute', async (_exec, _result, next) => next());
  ctx.on('agent/pre-step', async (_payload, next) => next());
}

export default { name, inject, apply };

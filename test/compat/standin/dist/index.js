// Development stand-in: denies the 5th identical bash command of an agent.
export default {
  name: 'repeat-tool-breaker',
  inject: ['tools'],
  apply: (ctx) => {
    const seen = new WeakMap();
    ctx.tools.guard((exec) => {
      if (exec.name !== 'bash' || !exec.agent) return undefined;
      const cmd = typeof exec.arguments === 'object' && exec.arguments ? String(exec.arguments.command) : '';
      const m = seen.get(exec.agent) ?? new Map(); seen.set(exec.agent, m);
      const n = (m.get(cmd) ?? 0) + 1; m.set(cmd, Math.min(n, 4));
      return n >= 5 ? `REPEAT_TOOL_BLOCKED: stand-in ${n}/5` : undefined;
    });
  },
};

// The genuine DSH host for the benches (bench/host.mjs, bench/instructions.mjs): a cordis
// Context with SystemPrompt, ToolRuntime (@deepseek-ai/dsh-tools 0.1.0-rc.8) and stub
// tools, a plugin mounted as a profile row mounts it, a no-op plugin with the breaker's
// four hooks, and the ordinary work of an agent as calls.

import { Context } from '@deepseek-ai/cordis';
import { SystemPrompt } from '@deepseek-ai/dsh-system-prompt';
import { ToolRuntime } from '@deepseek-ai/dsh-tools';

/** The same four hooks as the breaker, each only passing the decision on. */
export const noopPlugin = {
  name: 'noop-guard',
  inject: ['tools'],
  apply(ctx) {
    ctx.on('tools/pre-execute', async (_exec, next) => next());
    ctx.tools.guard(() => undefined);
    ctx.on('tools/post-execute', async (_exec, _result, next) => next());
    ctx.on('agent/pre-step', async (_payload, next) => next());
  },
};

const TOOLS = ['bash', 'read', 'edit', 'web_fetch', 'job_output', 'write', 'ipython', 'think'];

/** What the stub bodies return for the next call (set by the scenario). */
let resultOf = () => 'ok';

/** The stub bodies return `result(args)` from now on. */
export function setResult(result) {
  resultOf = result;
}

function stubTool(name) {
  return {
    name,
    description: `stub ${name} for the bench`,
    parameters: { type: 'object', properties: {} },
    output: { schema: { type: 'string' }, render: (_args, value) => [{ type: 'text', text: String(value) }] },
    execute: async (args) => resultOf(args),
  };
}

/** A Context with SystemPrompt, ToolRuntime, the stub tools and `plugin` (none for the host alone). */
export async function boot(plugin, config) {
  const ctx = new Context();
  await ctx.plugin(SystemPrompt);
  await ctx.plugin(ToolRuntime);
  const runtime = ctx.tools;
  if (!(runtime instanceof ToolRuntime)) throw new Error('ToolRuntime did not provide ctx.tools');
  if (plugin !== undefined) {
    const fiber = config === undefined ? ctx.plugin(plugin) : ctx.plugin(plugin, config);
    await fiber;
    await fiber.await();
    if (fiber.state !== 2) throw new Error(`${plugin.name} did not load (fiber state ${fiber.state})`);
  }
  for (const tool of TOOLS) runtime.register(stubTool(tool));
  const signal = new AbortController().signal;
  let calls = 0;
  let denied = 0;
  return {
    /** One call as the agent loop makes it; counts the breaker's denials. */
    async call(agent, name, args) {
      const result = await runtime.execute({ callId: `b${(calls += 1)}`, name, arguments: args, signal, agent });
      if (result.isError) denied++;
    },
    denied: () => denied,
  };
}

/** A flat string (not a rope), as a tool body would hand it over. */
export const flatten = (text) => Buffer.from(text, 'utf8').toString('utf8');
export const filled = (length, unit) => flatten(unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Call `i` of an agent's ordinary work: shell, read, web_fetch and edit, none repeated
 *  (every one is allowed and no result is ever compared). Fresh arguments every call. */
export function workCall(i) {
  switch (i % 20) {
    case 0: case 4: case 8: case 12: case 16:
      return ['read', { path: `/workspace/src/module${i}.ts`, offset: 200 * (i % 5), limit: 200 }];
    case 1:
      return ['bash', { command: `grep -rn "parseArgs${i}" src/ | head -n 40`, description: 'find the parser' }];
    case 5:
      return ['bash', { command: `curl -s --max-time 30 https://api.github.com/repos/o/r/commits?per_page=100&page=${i} -o /workspace/page${i}.json`, description: `page ${i}` }];
    case 9:
      return ['bash', { command: `ls -la /workspace/src/dir${i}`, timeoutMs: 30_000 }];
    case 13:
      return ['bash', { command: `cd /workspace && git log --oneline -n ${i}` }];
    case 17:
      return ['bash', { command: `timeout 120 npm test -- --grep case${i} 2>&1 | tail -n 30`, description: 'run the tests' }];
    case 2: case 10:
      return ['bash', { command: `cat src/file${i}.ts | wc -l` }];
    case 6: case 14:
      return ['bash', { command: `find src -name 'm${i}*.ts' -newer package.json` }];
    case 3: case 11: case 18:
      return ['web_fetch', { url: `https://docs.python.org/3/library/module${i}.html?utm_source=agent`, prompt: 'summarise the page' }];
    default:
      return ['edit', { path: `/workspace/src/module${i}.ts`, old_string: `const limit = ${i};`, new_string: `const limit = ${i + 1};` }];
  }
}

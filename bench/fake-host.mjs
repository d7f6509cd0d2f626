// A minimal fake DSH host for the benches: a context that only records what a plugin
// registers, and one tool call as the host runs it — pre-execute, the guard, and
// post-execute with the call's result (or the host's `Error: ` text of a denial).

const ALLOW = Promise.resolve({ kind: 'allow' });
const ACCEPT = Promise.resolve({ kind: 'accept' });
const nextAllow = () => ALLOW;
const nextAccept = () => ACCEPT;

/** Applies a plugin's `applyFn` with `config` to the fake context; `call(exec, result)`
 *  runs one call through its hooks and resolves to the guard's verdict. */
export function fakeHost(applyFn, config) {
  const hooks = {};
  const ctx = {
    tools: { guard: (fn) => ((hooks.guard = fn), () => {}) },
    on: (event, fn) => ((hooks[event] = fn), () => {}),
  };
  applyFn(ctx, config);
  const pre = hooks['tools/pre-execute'] ?? ((_exec, next) => next());
  const guard = hooks.guard;
  const post = hooks['tools/post-execute'];
  async function call(exec, result) {
    const decision = await pre(exec, nextAllow);
    if (decision.kind !== 'allow') {
      await post(exec, { isError: true, content: [{ type: 'text', text: 'not approved' }] }, nextAccept);
      return decision.reason ?? 'asked';
    }
    const verdict = guard(exec);
    await post(exec, verdict === undefined ? result : { isError: true, content: [{ type: 'text', text: `Error: ${verdict}` }] }, nextAccept);
    return verdict;
  }
  return { call };
}

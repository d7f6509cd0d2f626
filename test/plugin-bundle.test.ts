// Issue 36 item 1: the plugin entry a host loads (package.json's `exports`) is
// dist/plugin.js, index.ts bundled into one file by scripts/build-plugin.mjs, with the
// Breaker in dist/plugin-engine.cjs, required on first use. These tests hold the bundle to
// what the modules do: the same exports, the same decision on every call, and a load that
// reads one file and leaves the engine (and node:crypto) for the first call. Load time
// itself is measured by bench/load.mjs, never asserted.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seededRandom } from './helpers/rng.js';
import { Breaker } from '../lib/breaker.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = new URL('../dist/plugin.js', import.meta.url);
const MODULAR = new URL('../dist/index.js', import.meta.url);

type Listener = (...args: unknown[]) => Promise<unknown>;
type Guard = (exec: unknown) => string | undefined;
interface Plugin {
  readonly apply: (ctx: unknown, config?: unknown) => () => void;
}

/** `plugin` applied with `config` to a context that records its hooks; `call` runs one
 *  call in the host's order (pre-step, pre-execute, the guard, post-execute with `text`)
 *  and returns the guard's verdict or the pre-execute's ask. */
function mount(plugin: Plugin, config: unknown): (exec: { name: string; arguments: unknown; agent: object; callId: string }, text: string) => Promise<string> {
  let guard: Guard | undefined;
  const on = new Map<string, Listener>();
  plugin.apply({ tools: { guard: (fn: Guard) => ((guard = fn), () => {}) }, on: (event: string, fn: Listener) => (on.set(event, fn), () => {}), get: () => ({}) }, config);
  return async (exec, text) => {
    await on.get('agent/pre-step')?.({ agent: exec.agent }, async () => undefined);
    const decision = (await (on.get('tools/pre-execute')?.(exec, async () => ({ kind: 'allow' })) ?? { kind: 'allow' })) as { kind: string; reason?: string };
    if (decision.kind !== 'allow') return `${decision.kind}: ${decision.reason ?? ''}`;
    const verdict = guard!(exec);
    const result = verdict === undefined ? { isError: false, content: [{ type: 'text', text }] } : { isError: true, content: [{ type: 'text', text: `Error: ${verdict}` }] };
    await on.get('tools/post-execute')?.(exec, result, async () => ({ kind: 'accept' }));
    return verdict ?? 'allowed';
  };
}

/** A seeded stream of calls over three agents, like bench/mixed.mjs' but loopier: shell
 *  commands (fetches, reads, checks, installs, edits by sed, polls, no-ops, heredocs),
 *  web_fetch, read and edit, each answered with one of a few results, and nearly half of
 *  them a repeat of one of the agent's last three calls with its answer. */
function* calls(seed: number, count: number): Generator<{ exec: { name: string; arguments: unknown; agent: object; callId: string }; text: string }> {
  const r = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const hosts = ['api.github.com', 'API.GitHub.com', 'localhost:3000', 'docs.python.org', 'example.com'];
  const dirs = ['src', 'lib', 'test', 'docs'];
  const shell = [
    () => `curl -s --max-time ${pick([20, 30])} https://${pick(hosts)}/repos/o/r?page=${Math.floor(r() * 3)} -o /w/page.json`,
    () => `ls -la /w/${pick(dirs)}`,
    () => `grep -rn "${pick(['TODO', 'guard', 'retry'])}" ${pick(dirs)}/ | head -n 20`,
    () => 'cd /w && git status --short',
    () => `npm test -- --grep ${pick(['a', 'b'])} 2>&1 | tail -n 30`,
    () => `pip install ${pick(['requests', 'numpy'])}`,
    () => `sed -i 's/${pick(['x', 'y'])}/z/' src/a.py`,
    () => `sleep ${pick([5, 30])} && gh run view 7`,
    () => pick(['true', 'echo done', '']),
    () => `cat > notes.txt <<'EOF'\n${pick(['one', 'two'])}\nEOF`,
  ];
  const agents = [{ id: 'main' }, { id: 'sub-1' }, { id: 'sub-2' }];
  const recent: { name: string; args: unknown; text: string }[][] = agents.map(() => []);
  for (let i = 0; i < count; i++) {
    const mine = recent[i % 3]!;
    // Loops: nearly half the calls repeat one of the agent's last three, answered alike.
    if (mine.length > 0 && r() < 0.45) {
      const again = pick(mine);
      yield { exec: { name: again.name, arguments: JSON.parse(JSON.stringify(again.args)) as unknown, agent: agents[i % 3]!, callId: `c${i}` }, text: again.text };
      continue;
    }
    const roll = r();
    const name = roll < 0.55 ? 'bash' : roll < 0.7 ? 'web_fetch' : roll < 0.88 ? 'read' : 'edit';
    const args =
      name === 'bash'
        ? { command: pick(shell)(), description: `step ${i}` }
        : name === 'web_fetch'
          ? { url: `https://${pick(hosts)}/docs/${pick(['a', 'b'])}?utm_source=x`, prompt: 'summarise' }
          : name === 'read'
            ? { path: `/w/${pick(dirs)}/a.ts`, offset: 200 * Math.floor(r() * 2) }
            : { path: `/w/src/a.ts`, old_string: `x = ${Math.floor(r() * 3)}`, new_string: `x = ${Math.floor(r() * 3)}` };
    const text = pick(['ok', 'ok', 'FAILED: 1 test', `line ${Math.floor(r() * 4)}`, 'Error: command not found']);
    mine.push({ name, args, text });
    if (mine.length > 3) mine.shift();
    yield { exec: { name, arguments: JSON.parse(JSON.stringify(args)) as unknown, agent: agents[i % 3]!, callId: `c${i}` }, text };
  }
}

describe('the bundled plugin entry (issue 36)', () => {
  test('package.json gives a host dist/plugin.js, which exports what index.ts exports', async () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', pathToFileURL(ROOT + '/')), 'utf8')) as { main: string; exports: { '.': { import: string; default: string } } };
    assert.equal(manifest.exports['.'].import, './dist/plugin.js');
    assert.equal(manifest.exports['.'].default, './dist/plugin.js');
    assert.equal(manifest.main, './dist/plugin.js');
    const bundled = (await import(ENTRY.href)) as Record<string, unknown>;
    const source = (await import('../index.js')) as Record<string, unknown>;
    assert.deepEqual(Object.keys(bundled).sort(), Object.keys(source).sort());
    assert.deepEqual(bundled['DEFAULTS'], source['DEFAULTS']);
    const plugin = bundled['default'] as { name: unknown; inject: unknown };
    assert.equal(plugin.name, 'repeat-tool-breaker');
    assert.deepEqual(plugin.inject, ['tools']);
  });

  test('a bad config still fails at load: apply checks it before any engine is built', async () => {
    const { apply, ConfigError } = (await import(ENTRY.href)) as { apply: Plugin['apply']; ConfigError: new () => Error };
    const ctx = { tools: { guard: () => () => {} }, on: () => () => {} };
    const stderr = process.stderr.write;
    process.stderr.write = () => true; // apply also writes the message to stderr for the host
    try {
      assert.throws(() => apply(ctx, { window: 0 }), (error: unknown) => error instanceof ConfigError && /window/.test((error as Error).message));
    } finally {
      process.stderr.write = stderr;
    }
  });

  test('its stand-in forwards every method of the Breaker (lib/breaker.ts) to the engine', () => {
    const text = readFileSync(ENTRY, 'utf8');
    const methods = Object.getOwnPropertyNames(Breaker.prototype).filter((name) => name !== 'constructor');
    assert.ok(methods.includes('guard') && methods.includes('settle') && methods.includes('preStep'));
    for (const method of methods) assert.ok(text.includes(`${method}(...args){return this.#built().${method}(...args)}`), `dist/plugin.js forwards ${method}`);
    assert.ok(!text.includes('class Fingerprinter'), 'the engine is not in the entry');
  });

  test('importing and applying it reads one file of the package and neither the engine nor node:crypto; the first call requires the engine', () => {
    const script = `
      import { createRequire } from 'node:module';
      const hasCrypto = () => process.moduleLoadList.includes('NativeModule crypto');
      const cryptoBefore = hasCrypto(); // a Node that loads it at start leaves nothing to see
      const plugin = (await import(${JSON.stringify(ENTRY.href)})).default;
      let guard;
      plugin.apply({ tools: { guard: (fn) => ((guard = fn), () => {}) }, on: () => () => {} }, {});
      const engine = ${JSON.stringify(fileURLToPath(new URL('../dist/plugin-engine.cjs', import.meta.url)))};
      const cache = createRequire(import.meta.url).cache;
      const loaded = () => ({ engine: engine in cache, crypto: hasCrypto() && !cryptoBefore });
      const atLoad = loaded();
      const verdict = guard({ name: 'bash', arguments: { command: 'ls' }, agent: {} }) ?? 'allowed';
      console.log(JSON.stringify({ atLoad, afterFirstCall: loaded(), verdict }));
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(child.status, 0, child.stderr);
    const seen = JSON.parse(child.stdout) as { atLoad: { engine: boolean; crypto: boolean }; afterFirstCall: { engine: boolean; crypto: boolean }; verdict: string };
    assert.deepEqual(seen.atLoad, { engine: false, crypto: false });
    assert.equal(seen.afterFirstCall.engine, true);
    assert.equal(seen.verdict, 'allowed');
    // One module of the package: the entry imports nothing but node: builtins (the modules'
    // build reads ~60 files before apply can run).
    const imports = [...readFileSync(ENTRY, 'utf8').matchAll(/^import\b[^'"]*["']([^'"]+)["']/gm)].map((m) => m[1]);
    assert.deepEqual(imports, ['node:module']);
  });

  for (const [label, config] of [['the defaults', {}], ['progress: false', { progress: false }], ['localHosts: deny, window 6', { localHosts: 'deny', window: 6 }]] as const) {
    test(`every call of a seeded 3,000-call stream is decided as the modules decide it, with ${label}`, async () => {
      const bundled = mount((await import(ENTRY.href)).default as Plugin, config);
      const modular = mount((await import(MODULAR.href)).default as Plugin, config);
      let denied = 0;
      for (const { exec, text } of calls(36, 3000)) {
        const a = await bundled({ ...exec }, text);
        const b = await modular({ ...exec }, text);
        assert.equal(a, b, `call ${exec.callId}: ${JSON.stringify(exec.arguments)}`);
        if (a.startsWith('REPEAT_TOOL_BLOCKED')) denied++;
      }
      assert.ok(denied > 50, `${denied} calls denied: the stream exercises the rules`);
    });
  }
});

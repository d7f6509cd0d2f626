// Property-based tests (issue 5), with fast-check, from a fixed seed (test/helpers/
// property-runs.ts): the models of counting run a quarter of their cases in a local
// `npm test` and all of them in CI, the cheap properties all of them everywhere; a failure
// prints its seed and the shrunk counterexample. Every property also fails when an internal error was
// contained and reported on stderr (D10): a swallowed exception must not pass as an
// "allowed" call.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Breaker } from '../lib/breaker.js';
import { argumentsObject, canonicalJson } from '../lib/call/canonical.js';
import { CEILINGS, resolveConfig, type BreakerConfig } from '../lib/config.js';
import { Fingerprinter, type Fingerprint } from '../lib/call/fingerprint.js';
import type { PreToolDecision, ToolExecution } from '../lib/host.js';
import { isTracked } from '../lib/call/scope.js';
import { urlSpans } from '../lib/call/url-spans.js';
import { normalizeUrl } from '../lib/call/url.js';
import type { AgentStates } from '../lib/window.js';
import { hitLines } from './helpers/hits.js';
import { callThrough, counted, mountHooks } from './helpers/hooks.js';
import { fullRuns, propertyRuns } from './helpers/property-runs.js';
import { watchStderr } from './helpers/stderr-watch.js';
import { seededRandom } from './helpers/rng.js';

// ---------------------------------------------------------------- stderr watch

const stderr = watchStderr();
/** Checked inside every property run, so the shrunk counterexample is the one that reported. */
function assertNothingReported(): void {
  assert.deepEqual(stderr.reports(), [], 'an internal error was contained and reported');
}

const RUNS = propertyRuns(300);

// ------------------------------------------------------------------ generators

const SHELL_WORDS = [
  'curl', 'wget', 'ls', 'grep', 'cat', 'git', 'status', 'sudo', 'env', 'timeout', '5', 'FOO=1', 'nice', '-n', '10',
  '-s', '-sS', '-fsSL', '-sv', '--max-time', '30', '-m60', '--retry=3', '-A', 'agent/1.0', '-o', 'out.bin', '-O', 'file.bin',
  '--output=o.txt', '>', '>>', '2>', '&>', '2>&1', '/dev/null', '|', '||', '&&', ';', '&', 'tee', '-a', './log.txt',
  'https://open-data.canada.ca/x', 'https://www.open.canada.ca/x/', 'http://127.0.0.1:8080/status', 'http://[::1]:3000/',
  'https://a.com/p?page=2&per_page=100', 'https://a.com/p?utm_source=x', 'HTTPS://Example.COM:443/a/', 'http://localhost:3000',
  "'single quoted'", '"double \\" quoted"', "'it'\\''s'", '\\ ', '"$HOME"', 'https://a.com/x|jq', '"https://b.org/y"', '\n',
];
const JUNK_CHARS = ['"', "'", '\\', ' ', '|', '&', ';', '>', '<', '\n', 'h', 't', 'p', ':', '/', '.', 'a', '-', '=', '2', '\u0000', '\uD800', 'é'];

const shellCommand = fc.oneof(
  fc.array(fc.constantFrom(...SHELL_WORDS), { maxLength: 8 }).map((words) => words.join(' ')),
  fc.array(fc.constantFrom(...SHELL_WORDS, ...JUNK_CHARS), { maxLength: 16 }).map((parts) => parts.join('')),
  fc.string({ unit: fc.constantFrom(...JUNK_CHARS), maxLength: 30 }),
);
const urlLike = fc.oneof(
  fc.constantFrom(...SHELL_WORDS.filter((w) => w.includes('://')), 'open-data.canada.ca/x', 'http://[::1', 'http://a b', 'ftp://x.y/'),
  fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withPort: true, withIPv4: true, withIPv6: true } }),
  fc.string({ maxLength: 20 }),
);
const TOOLS = ['bash', 'pwsh', 'shell', 'web_fetch', 'WebSearch', 'browse_page', 'read', 'read_file', 'edit', 'write', 'todo_write', ''];
const toolName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TOOLS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });

const jsonLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: shellCommand },
  { weight: 1, arbitrary: urlLike },
  { weight: 1, arbitrary: fc.constantFrom(undefined, Number.NaN, -0, Infinity, 10n) },
);
const argsArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record(
    { command: fc.oneof(shellCommand, jsonLike), description: fc.string(), timeoutMs: fc.nat(), run_in_background: fc.boolean() },
    { requiredKeys: [] },
  ),
  fc.record({ url: urlLike, href: urlLike, query: fc.string(), prompt: fc.string() }, { requiredKeys: [] }),
  fc.record({ path: fc.constantFrom('/w/a.ts', '/w/b.ts'), offset: fc.nat(300), old_string: fc.string(), new_string: fc.string() }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 6 }), jsonLike, { maxKeys: 4 }),
  jsonLike, // not an object at all: wrapped as { value }
);

const AGENTS: readonly unknown[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, undefined, null, 'agent-as-string', 42];
const agentArb = fc.constantFrom(...AGENTS);

const resultArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ isError: fc.boolean(), content: fc.array(fc.record({ type: fc.constant('text'), text: fc.string() }), { maxLength: 3 }) }),
  fc.record({ content: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 })) }),
  fc.constantFrom(undefined, null, {}, { isError: true }),
);

const capArb = fc.constantFrom(2, 3, 5, null);
const configArb = fc.record(
  {
    window: fc.integer({ min: 4, max: 14 }),
    localHosts: fc.constantFrom('deny', 'ask', 'allow'),
    previewChars: fc.integer({ min: 1, max: 120 }),
    resultPreviewChars: fc.integer({ min: 1, max: 200 }),
    exclude: fc.constantFrom(['todo_write'], ['read*'], []),
    include: fc.constantFrom([], ['*'], ['bash', 'web_*', 'edit']),
    limits: fc.record({ exact: capArb, cmd: capArb, net: capArb, sink: capArb, site: capArb, verb: capArb, family: capArb }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const isDenial = (verdict: unknown): boolean => typeof verdict === 'string' && verdict.startsWith('REPEAT_TOOL_BLOCKED:');

// ------------------------------------------------------------------ properties

describe('any interleaving of the four hooks', () => {
  type Event =
    | { kind: 'pre'; exec: number; downstream: 'allow' | 'deny' }
    | { kind: 'guard'; exec: number }
    | { kind: 'post'; exec: number; result: unknown }
    | { kind: 'preStep'; agent: unknown; sources: string[]; messages: unknown }
    | { kind: 'call'; exec: number; result: unknown; approve: boolean };
  const execIndex = fc.nat(5);
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    fc.record({ kind: fc.constant('pre' as const), exec: execIndex, downstream: fc.constantFrom('allow' as const, 'deny' as const) }),
    fc.record({ kind: fc.constant('guard' as const), exec: execIndex }),
    fc.record({ kind: fc.constant('post' as const), exec: execIndex, result: resultArb }),
    fc.record({
      kind: fc.constant('preStep' as const),
      agent: agentArb,
      sources: fc.array(fc.constantFrom('user', 'plugin', 'model', 'tool'), { maxLength: 2 }),
      messages: fc.constantFrom(undefined, null, 'x', [null, 1, { source: null }, { source: { kind: 7 } }]),
    }),
    fc.record({ kind: fc.constant('call' as const), exec: execIndex, result: resultArb, approve: fc.boolean() }),
  );
  const execArb = fc.record({ name: toolName, arguments: argsArb, agent: agentArb, useArgs: fc.boolean(), toolShape: fc.nat(2) });

  test('nothing throws, the guard answers string | undefined synchronously, every listener calls next() once', async () => {
    await fc.assert(
      fc.asyncProperty(configArb, fc.array(execArb, { minLength: 1, maxLength: 6 }), fc.array(eventArb, { minLength: 4, maxLength: 40, size: 'large' }), async (config, specs, events) => {
        const hooks = mountHooks(config);
        // pre-execute only when the config can ask (configArb never sets `mode`).
        const asks = (config.localHosts ?? 'ask') === 'ask';
        assert.deepEqual(hooks.registered, [...(asks ? ['tools/pre-execute'] : []), 'guard', 'tools/post-execute', 'agent/pre-step']);
        // Tool name and arguments in every place the host may keep them (§4.1).
        const execs: ToolExecution[] = specs.map((s) => ({
          ...(s.toolShape === 0 ? { name: s.name } : s.toolShape === 1 ? { toolName: s.name } : { tool: { name: s.name } }),
          ...(s.useArgs ? { args: s.arguments } : { arguments: s.arguments }),
          agent: s.agent,
        }));
        const pick = (i: number): ToolExecution => execs[i % execs.length]!;
        const guard = (exec: ToolExecution): string | undefined => {
          const verdict: unknown = hooks.guard(exec);
          assert.ok(verdict === undefined || isDenial(verdict), `guard answered ${String(verdict)}`);
          return verdict as string | undefined;
        };
        const pre = async (exec: ToolExecution, downstream: 'allow' | 'deny'): Promise<PreToolDecision> => {
          const next = counted<PreToolDecision>(downstream === 'allow' ? { kind: 'allow' } : { kind: 'deny', reason: 'policy' });
          const decision = await hooks.pre(exec, next.next);
          assert.equal(next.calls(), 1);
          if (decision !== next.value) {
            assert.equal(downstream, 'allow', 'a downstream denial passes through untouched');
            assert.equal(decision.kind, 'ask');
            assert.match((decision as { reason: string }).reason, /LOCAL address/);
          }
          return decision;
        };
        const post = async (exec: ToolExecution, result: unknown): Promise<void> => {
          const next = counted({ kind: 'accept' });
          const decision = await hooks.post(exec, result as never, next.next);
          assert.equal(next.calls(), 1);
          assert.equal(decision, next.value);
        };
        for (const event of events) {
          if (event.kind === 'pre') await pre(pick(event.exec), event.downstream);
          else if (event.kind === 'guard') guard(pick(event.exec));
          else if (event.kind === 'post') await post(pick(event.exec), event.result);
          else if (event.kind === 'preStep') {
            const next = counted({ kind: 'enter' });
            const messages = event.sources.length > 0 ? event.sources.map((kind) => ({ source: { kind } })) : event.messages;
            const decision = await hooks.preStep({ agent: event.agent, messages }, next.next);
            assert.equal(next.calls(), 1);
            assert.equal(decision, next.value);
          } else {
            // The host's order for one call: pre-execute, then (allowed or approved) the guard, then post-execute.
            const exec = { ...pick(event.exec) };
            const decision = await pre(exec, 'allow');
            const verdict = decision.kind === 'allow' || event.approve ? guard(exec) : undefined;
            await post(exec, verdict === undefined ? event.result : { isError: true, content: [{ type: 'text', text: verdict }] });
          }
          assertNothingReported();
        }
      }),
      RUNS,
    );
  });
});

describe('canonical JSON', () => {
  /** A deep copy with the keys of every object inserted in a shuffled order. */
  function shuffled(value: unknown, random: () => number, seen = new Map<object, unknown>()): unknown {
    if (value === null || typeof value !== 'object') return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    if (Array.isArray(value)) {
      const copy: unknown[] = [];
      seen.set(value, copy);
      for (let i = 0; i < value.length; i++) copy[i] = shuffled(value[i], random, seen);
      copy.length = value.length;
      return copy;
    }
    const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
    seen.set(value, copy);
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    }
    for (const key of keys) {
      const inner = shuffled((value as Record<string, unknown>)[key], random, seen);
      Object.defineProperty(copy, key, { value: inner, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  const valueArb = fc.anything({
    maxDepth: 4,
    withBigInt: true,
    withNullPrototype: true,
    withSparseArray: true,
    withBoxedValues: false,
    withMap: false,
    withSet: false,
    withDate: false,
    withTypedArray: false,
    withObjectString: false,
  });
  const mulberry = seededRandom;

  test('is invariant under key order at every depth', () => {
    fc.assert(
      fc.property(valueArb, fc.integer(), (value, seed) => {
        assert.equal(canonicalJson(shuffled(value, mulberry(seed))), canonicalJson(value));
      }),
      fullRuns(300),
    );
  });

  test('writes an object at the root (the one-pass path for a flat one) as it writes it nested', () => {
    const leafArb = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt());
    const memberArb = fc.oneof({ weight: 4, arbitrary: leafArb }, { weight: 1, arbitrary: valueArb });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), memberArb, { maxKeys: 80 }), (value) => {
        assert.equal(canonicalJson([value]), `[${canonicalJson(value)}]`);
        assert.equal(canonicalJson({ '': value }), `{"":${canonicalJson(value)}}`);
      }),
      fullRuns(300),
    );
  });

  test('says what JSON.stringify says, with object keys sorted', () => {
    const isIndex = (key: string): boolean => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
    const keysSorted = (value: unknown): boolean => {
      if (value === null || typeof value !== 'object') return true;
      const inner = Object.values(value as object);
      if (!Array.isArray(value)) {
        const named = Object.keys(value).filter((key) => !isIndex(key)); // JSON.parse reorders index keys
        if (named.some((key, i) => i > 0 && named[i - 1]! > key)) return false;
      }
      return inner.every(keysSorted);
    };
    fc.assert(
      fc.property(valueArb, (value) => {
        const text = canonicalJson(value);
        const parsed: unknown = JSON.parse(text);
        assert.ok(keysSorted(parsed), text);
        const reference = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner));
        assert.deepEqual(parsed, reference === undefined ? null : JSON.parse(reference));
      }),
      fullRuns(300),
    );
  });
});

describe('fingerprinting', () => {
  test('a long-lived Fingerprinter (warm memos) prints exactly what a fresh one prints', () => {
    fc.assert(
      fc.property(configArb, fc.array(fc.oneof(fc.tuple(toolName, argsArb), fc.tuple(fc.constant('bash'), fc.record({ command: shellCommand }))), { minLength: 10, maxLength: 30, size: 'large' }), (config, calls) => {
        const cfg = resolveConfig(config);
        const warm = new Fingerprinter(cfg);
        for (const [tool, args] of [...calls, ...calls]) {
          assert.deepEqual(warm.print(tool, argumentsObject(args)), new Fingerprinter(cfg).print(tool, argumentsObject(args)));
        }
      }),
      propertyRuns(100),
    );
  });

  test('calls whose `exact:` texts are equal but whose values are not JSON print as a fresh Fingerprinter prints them', () => {
    // canonical JSON writes 5n as "5n", NaN and Infinity as null and -0 as 0: the whole-print
    // memo must not hand one of these calls the print of the other.
    const cfg = resolveConfig({});
    const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ command: 'echo 5n' }, { command: 5n }],
      [{ command: '5n' }, { command: 5n }],
      [{ wait: true, timeout_ms: null }, { wait: true, timeout_ms: Number.NaN }],
      [{ wait: true, timeout_ms: null }, { wait: true, timeout_ms: Number.POSITIVE_INFINITY }],
      [{ yield_time_ms: 0 }, { yield_time_ms: -0 }],
    ];
    for (const [first, second] of pairs) {
      for (const order of [[first, second], [second, first]]) {
        const warm = new Fingerprinter(cfg);
        for (const args of [...order, ...order]) assert.deepEqual(warm.print('job_output', args), new Fingerprinter(cfg).print('job_output', args));
        for (const args of [...order, ...order]) assert.deepEqual(warm.print('bash', args), new Fingerprinter(cfg).print('bash', args));
      }
    }
  });
});

describe('canonical JSON of long strings', () => {
  test('a lone high surrogate just before a slice boundary does not split the pair after it', () => {
    // Found by the property below: "\ud800" then "😀" (a pair) straddling the 16,384th unit.
    for (let at = 16380; at <= 16386; at++) {
      const value = `${'a'.repeat(at)}\ud800😀${'b'.repeat(20)}`;
      assert.equal(canonicalJson({ value }), JSON.stringify({ value }), `lone surrogate at ${at}`);
    }
  });

  test('is escaped exactly like JSON.stringify, at any length and alignment', () => {
    const unit = fc.string({ unit: fc.constantFrom('a', 'b', '\n', '"', '\\', '\ud83d', '\ude00', '\ud800', 'é', '\u0000', '\u2028', '/'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(unit, fc.integer({ min: 8000, max: 40000 }), fc.nat(3), (piece, length, pad) => {
        const value = `${'x'.repeat(pad)}${piece.repeat(Math.ceil(length / piece.length))}`.slice(0, length);
        assert.equal(canonicalJson({ value, list: [value] }), JSON.stringify({ list: [value], value }));
      }),
      fullRuns(60),
    );
  });
});

describe('decoys', () => {
  // Values nobody else generates: the generated arguments only use other characters.
  const marker = (i: number): string => `§DECOY${i}§`;
  const decoyValue = fc.oneof(
    fc.nat(99).map((i) => marker(i)),
    fc.nat(99).map((i) => ({ nested: [marker(i), { deeper: marker(i + 1) }] })),
    fc.nat(99).map((i) => [`curl https://${i}.decoy.example/§`, marker(i)]),
  );
  const plainString = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '"', '\\', '/', ':', '.', '-', '=', '?', '&') });
  const baseArgs = fc.oneof(
    fc.record({ command: shellCommand, extra: plainString }, { requiredKeys: ['command'] }),
    fc.record({ url: urlLike.filter((u) => !u.includes('§')), q: plainString }, { requiredKeys: [] }),
    fc.dictionary(plainString, fc.oneof(plainString, fc.integer(), fc.boolean()), { maxKeys: 4 }),
  );
  const decoysArb = fc.record(
    { description: decoyValue, timeoutMs: decoyValue, run_in_background: decoyValue, justification: decoyValue, reason: decoyValue, title: decoyValue, comment: decoyValue, note: decoyValue },
    { requiredKeys: [] },
  );
  const config = resolveConfig({ previewChars: CEILINGS.previewChars, ignoreArgs: { mytool: ['note'] } }); // heads = whole texts
  const printer = new Fingerprinter(config);
  const decoyKeys = (tool: string): readonly string[] => [...(config.ignoreArgs.get('*') ?? []), ...(config.ignoreArgs.get(tool) ?? [])];
  const without = (args: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> =>
    Object.fromEntries(Object.entries(args).filter(([key]) => !keys.includes(key)));

  test('never appear in any fingerprint, and deleting them changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOOLS, 'mytool'), baseArgs, decoysArb, (tool, base, decoys) => {
        const keys = decoyKeys(tool);
        const applicable = without(decoys, Object.keys(decoys).filter((key) => !keys.includes(key))); // only real decoys
        const clean = without(base, keys);
        const decorated = { ...clean, ...applicable };
        const print = printer.print(tool, decorated);
        assert.equal(print.fingerprints[0]?.kind, 'exact', 'every call has an exact: fingerprint');
        for (const fp of print.fingerprints) {
          assert.equal(fp.head.length, fp.length, 'the head is the whole text');
          assert.doesNotMatch(fp.head, /§DECOY|decoy\.example/, fp.head);
        }
        const ids = (fps: readonly Fingerprint[]): string[] => fps.map((fp) => fp.id);
        assert.deepEqual(ids(print.fingerprints), ids(printer.print(tool, clean).fingerprints));
      }),
      fullRuns(300),
    );
  });

  test('never appear in a denial but where it names them, and churning them does not make a call new', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('bash', 'web_fetch', 'edit', 'mytool'), baseArgs, fc.array(decoysArb, { minLength: 5, maxLength: 5 }), async (tool, base, decoys) => {
        const hooks = mountHooks({ ignoreArgs: { mytool: ['note'] }, localHosts: 'deny' });
        const agent = { id: 'a' };
        const keys = decoyKeys(tool);
        const clean = without(base, keys);
        let verdict: string | undefined;
        for (const set of decoys) {
          const exec = { name: tool, arguments: { ...clean, ...without(set, Object.keys(set).filter((key) => !keys.includes(key))) }, agent };
          verdict = await callThrough(hooks, exec);
        }
        assert.ok(isDenial(verdict), 'the 5th call with only the decoys changed is a repeat');
        // §8.1 item 3: only the cosmetic-change sentence names decoy values (bounded previews).
        const others = verdict!.split('\n').filter((line) => !line.startsWith('Cosmetic changes do not make it a new action: '));
        assert.doesNotMatch(others.join('\n'), /§|decoy\.example/);
        assertNothingReported();
      }),
      fullRuns(100),
    );
  });
});

describe('URL normalization', () => {
  const decorated = fc
    .record({
      url: fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withPort: true, withUserInfo: true, withIPv4: true, withIPv6: true } }),
      upper: fc.boolean(),
      www: fc.boolean(),
      dot: fc.boolean(),
      slashes: fc.nat(2),
      tracking: fc.constantFrom('', 'utm_source=x', 'fbclid=1&UTM_MEDIUM=y'),
      tricky: fc.constantFrom('', 'a=1%26b%3D2', 'q=%23x', 'p=%2B', 'k%3Dv=1', 'n=%2525', 's=a+b', 'e=caf%C3%A9', 't=%09'),
      bare: fc.boolean(),
    })
    .map(({ url, upper, www, dot, slashes, tracking, tricky, bare }) => {
      const parsed = new URL(url);
      if (parsed.hostname !== '' && !parsed.hostname.startsWith('[') && !/^[\d.]+$/.test(parsed.hostname)) {
        parsed.hostname = `${www ? 'www.' : ''}${upper ? parsed.hostname.toUpperCase() : parsed.hostname}${dot ? '.' : ''}`;
      }
      parsed.pathname += '/'.repeat(slashes);
      const extra = [tracking, tricky].filter((part) => part !== '').join('&');
      if (extra !== '') parsed.search = parsed.search === '' ? `?${extra}` : `${parsed.search}&${extra}`;
      return bare ? parsed.href.replace(/^https:\/\//, '') : parsed.href;
    });

  test('is idempotent: normalizing a net: value again gives the same net:, site: and locality', () => {
    const aliases = resolveConfig(undefined).hostAliases;
    let compared = 0;
    fc.assert(
      fc.property(fc.oneof(decorated, urlLike), (raw) => {
        const once = normalizeUrl(raw, aliases);
        if (once === null) return;
        // The spec strips one `www.` (and one trailing dot) per pass; hosts that carry two
        // are outside this property. So is a value ending in whitespace (trimmed on input).
        fc.pre(!once.net.startsWith('www.') && !/^[^/]*\.\//.test(once.net) && !/\s$/.test(once.net));
        // An http URL on port 443 is written `host:443`, which means https on its default port.
        fc.pre(!(/^http:/i.test(raw.trim()) && /^[^/]*:443\//.test(once.net)));
        const twice = normalizeUrl(once.net, aliases);
        assert.deepEqual(twice, once, `${raw} → ${once.net}`);
        compared++;
      }),
      fullRuns(400),
    );
    // About half the inputs are decorated web URLs: a normalizer that gave up on them would pass above.
    assert.ok(compared >= 100, `only ${compared} of 400 inputs normalized`);
  });

  test('a query keeps every non-tracking pair, exactly, however it was encoded', () => {
    const text = fc.string({ unit: 'binary', maxLength: 8 }).filter((s) => !/\p{Cs}/u.test(s));
    const pairs = fc.array(fc.tuple(fc.oneof(text, fc.constantFrom('a', 'page', 'utm_x', 'a&b', 'k=v')), text), { maxLength: 5 });
    fc.assert(
      fc.property(pairs, (list) => {
        const url = new URL('https://a.com/p');
        for (const [key, value] of list) url.searchParams.append(key, value);
        const net = normalizeUrl(url.href)?.net;
        assert.ok(net !== undefined, url.href);
        const query = net.includes('?') ? net.slice(net.indexOf('?') + 1) : '';
        const read = query === '' ? [] : query.split('&').map((pair) => {
          const eq = pair.indexOf('=');
          return [decodeURIComponent(pair.slice(0, eq)), decodeURIComponent(pair.slice(eq + 1))].join('\u0000');
        });
        const tracking = /^(?:utm_.*|fbclid|gclid|msclkid|mc_eid|_ga|ref_src|igshid)$/is;
        const expected = list.filter(([key]) => !tracking.test(key)).map((pair) => pair.join('\u0000'));
        assert.deepEqual([...read].sort(), [...expected].sort(), net);
      }),
      fullRuns(300),
    );
  });
});

describe('URL queries', () => {
  test('a query with nothing to decode reads as URLSearchParams reads it', () => {
    // Appending a tracking pair that holds a `+` sends the same query down the
    // URLSearchParams path; the pair itself is dropped, so the two must agree.
    const query = fc.string({ unit: fc.constantFrom(...'ab=&;,/?:@!$*()[]{}|^~'.split('')), maxLength: 24 });
    fc.assert(
      fc.property(query, (raw) => {
        const plain = normalizeUrl(`https://a.com/p?${raw}`);
        const decoded = normalizeUrl(`https://a.com/p?${raw}&utm_x=+`);
        assert.ok(plain !== null && decoded !== null);
        assert.equal(plain.net, decoded.net, raw);
      }),
      fullRuns(400),
    );
  });
});

describe('URLs inside a shell token', () => {
  /** design §4.7 the plain way: every match of /https?:\/\//gi starts a URL that runs to the next one. */
  function reference(text: string): { start: number; end: number; raw: string }[] {
    const starts = [...text.matchAll(/https?:\/\//gi)].map((m) => m.index);
    return starts.flatMap((start, k) => {
      const raw = text.slice(start, starts[k + 1] ?? text.length).replace(/[.,;:!?)\]}'"]+$/, '');
      return /^https?:\/\/$/i.test(raw) ? [] : [{ start, end: start + raw.length, raw }];
    });
  }
  const piece = fc.constantFrom('http', 'HTTPS', 'hTtP', 's', ':', '/', '//', '://', 'a.com', '.', ')', '"', 'ſ', 'K', 'x', '?q=1', 'http://', 'https://');
  test('are found exactly where the regex of the spec would find them', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }).map((parts) => parts.join('')), (text) => {
        assert.deepEqual(urlSpans(text), reference(text));
      }),
      fullRuns(1000),
    );
  });
});

describe('counting: what an allowed and a denied call commit', () => {
  /** design §6 written out independently: one slot of ids per guarded call, the oldest falling out. */
  class ModelWindow {
    private slots: string[][] = [];
    constructor(private readonly size: number) {}
    count(id: string): number {
      return this.slots.filter((slot) => slot.includes(id)).length;
    }
    commit(ids: string[]): void {
      this.slots.push(ids);
      if (this.slots.length > this.size) this.slots.shift();
    }
    get length(): number {
      return this.slots.length;
    }
    ids(): Set<string> {
      return new Set(this.slots.flat());
    }
  }

  // Calls drawn from a small pool, so repeats, shared URLs and shared sinks are common.
  const POOL_COMMANDS = [
    'curl -s https://open-data.canada.ca/x --max-time 60 -o /w/od.bin',
    'curl --max-time 30 https://open.canada.ca/x/ -o /w/od.bin',
    'wget -O /w/od.bin https://open.canada.ca/x',
    'curl -s -o /dev/null -w "%{http_code}" https://a.com/p?page=2',
    'curl http://127.0.0.1:8080/status -o /w/s.json',
    'ls /w',
    'cd /tmp && curl https://b.org/y | tee -a ./log.txt',
  ];
  const poolCall = fc.oneof(
    fc.record({ name: fc.constant('bash'), arguments: fc.record({ command: fc.constantFrom(...POOL_COMMANDS), description: fc.string({ maxLength: 3 }) }) }),
    fc.record({ name: fc.constant('web_fetch'), arguments: fc.record({ url: fc.constantFrom('https://open.canada.ca/x', 'https://www.open-data.canada.ca/x/', 'http://localhost:3000/', 'https://a.com/p?page=2') }) }),
    fc.record({ name: fc.constantFrom('read', 'edit', 'todo_write'), arguments: fc.record({ path: fc.constantFrom('/w/a', '/w/b'), offset: fc.nat(1) }) }),
  );
  type Step = { kind: 'call'; call: number; agent: number } | { kind: 'preStep'; agent: number; source: 'user' | 'plugin' };
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    { weight: 12, arbitrary: fc.record({ kind: fc.constant('call' as const), call: fc.nat(5), agent: fc.nat(2) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('preStep' as const), agent: fc.nat(2), source: fc.constantFrom('user' as const, 'plugin' as const) }) },
  );
  // The model is design §6's window alone: the counting with episodes (D13–D20) has its own
  // model below, so it is off here (D19 would free checks at every new edit).
  const smallConfig = fc.record({
    window: fc.integer({ min: 4, max: 8 }),
    localHosts: fc.constantFrom('deny', 'allow', 'ask'),
    limits: fc.record({ exact: capArb, cmd: capArb, net: capArb, sink: capArb, site: capArb, family: capArb, verb: capArb }, { requiredKeys: [] }),
    progress: fc.constant(false),
  });

  interface Expected {
    readonly deny: boolean;
    readonly hits: readonly string[];
  }

  /** Runs the model next to the real thing; `observe` feeds one call to the real thing. */
  async function check(
    cfg: BreakerConfig,
    pool: readonly { name: string; arguments: unknown }[],
    steps: readonly Step[],
    real: {
      call(exec: ToolExecution): Promise<string | undefined> | string | undefined;
      preStep(agent: object, source: string): Promise<void> | void;
      counts?: (agent: object, ids: readonly string[]) => { counts: number[]; length: number } | undefined;
    },
  ): Promise<void> {
    const printer = new Fingerprinter(cfg);
    const agents = [{ id: 0 }, { id: 1 }, { id: 2 }];
    const models = new Map<object, ModelWindow>();
    for (const step of steps) {
      const agent = agents[step.agent]!;
      if (step.kind === 'preStep') {
        await real.preStep(agent, step.source);
        if (step.source === 'user') models.delete(agent);
      } else {
        const { name, arguments: args } = pool[step.call % pool.length]!;
        const verdict = await real.call({ name, arguments: args, agent });
        let expected: Expected = { deny: false, hits: [] };
        if (isTracked(name, cfg.include, cfg.exclude)) {
          const model = models.get(agent) ?? new ModelWindow(cfg.window);
          models.set(agent, model);
          const fps = printer.print(name, argumentsObject(args)).fingerprints;
          const hits = fps.filter((fp) => fp.cap !== null && model.count(fp.id) + 1 >= fp.cap);
          expected = { deny: hits.length > 0, hits: hits.map((fp) => `${model.count(fp.id) + 1}/${fp.cap}`) };
          // The rule under test: allowed → every fingerprint; denied → only the hitting ones.
          model.commit((hits.length > 0 ? hits : fps).map((fp) => fp.id));
        }
        assert.equal(verdict !== undefined, expected.deny, `${name} ${JSON.stringify(args)}: ${verdict ?? 'allowed'}`);
        if (verdict !== undefined) {
          assert.deepEqual(hitLines(verdict).map((line) => line.slice(line.lastIndexOf(' ') + 1)), expected.hits, verdict);
        }
      }
      if (real.counts !== undefined) {
        for (const agentRef of agents) {
          const model = models.get(agentRef);
          const ids = [...(model?.ids() ?? [])];
          const seen = real.counts(agentRef, ids);
          assert.deepEqual(seen?.length ?? 0, model?.length ?? 0, 'window length');
          assert.deepEqual(seen?.counts ?? [], ids.map((id) => model!.count(id)), 'per-fingerprint counts');
        }
      }
      assertNothingReported();
    }
  }

  test('white box: the breaker window holds exactly what the model commits', async () => {
    await fc.assert(
      fc.asyncProperty(smallConfig, fc.array(poolCall, { minLength: 1, maxLength: 6 }), fc.array(stepArb, { minLength: 8, maxLength: 40, size: 'large' }), async (config, pool, steps) => {
        const cfg = resolveConfig(config);
        const breaker = new Breaker(cfg);
        const states = (breaker as unknown as { states: AgentStates }).states;
        await check(cfg, pool, steps, {
          call: (exec) => {
            const verdict = breaker.guard(exec);
            breaker.settle(exec, { content: [{ type: 'text', text: 'ok' }] });
            return verdict;
          },
          preStep: (agent, source) => breaker.preStep({ agent, messages: [{ source: { kind: source } }] }),
          counts: (agent, ids) => {
            const window = states.peek(agent)?.window;
            return window === undefined ? undefined : { counts: ids.map((id) => window.count(id)), length: window.length };
          },
        });
      }),
      propertyRuns(300),
    );
  });

  test('black box: through the plugin hooks, every decision and every n/cap matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(
        smallConfig.map((c) => ({ ...c, localHosts: c.localHosts === 'ask' ? 'deny' : c.localHosts })),
        fc.array(poolCall, { minLength: 1, maxLength: 6 }),
        fc.array(stepArb, { minLength: 8, maxLength: 40, size: 'large' }),
        async (config, pool, steps) => {
          const hooks = mountHooks(config);
          await check(resolveConfig(config), pool, steps, {
            call: (exec) => callThrough(hooks, exec, 'ok'), // deny/allow policies never ask
            preStep: async (agent, source) => {
              await hooks.preStep({ agent, messages: [{ source: { kind: source } }] }, () => Promise.resolve({ kind: 'enter' }));
            },
          });
        },
      ),
      propertyRuns(300),
    );
  });
});

describe('counting with episodes, answers, waits and effects (D13, D15–D20)', () => {
  /** One committed call of the model; `result` is set when an allowed check settles,
   *  `outcome` when any allowed call does, `idle` when a change changed nothing (D18). */
  interface ModelSlot {
    readonly ids: ReadonlySet<string>;
    readonly exact: string;
    episode: number;
    readonly change: boolean;
    readonly clock: number;
    readonly wait: number;
    outcome: 'denied' | 'ok' | 'failed';
    result?: string;
    content?: string;
    streak?: number;
    idle?: string;
    /** D27: what a change that ran without error returned (its content). */
    said?: string;
    /** Issue 28 F3: a call denied on the same answer (D15) stands for that answer. */
    evidence?: ReadonlyMap<string, string>;
  }

  /** D17's content, written independently: every run of digits masked (the pool's texts
   *  have no hex identifiers and no noise). */
  const contentOf = (result: string): string => result.replace(/[0-9]+/g, '#');
  /** D15's answer (D26): the result with a counter that ends a lowercase word's id masked. */
  const answerOf = (result: string): string => result.replace(/([a-z]{2,}_?)[0-9]+\b/g, '$1#');

  interface ModelConfig {
    readonly window: number;
    readonly progress: boolean;
    readonly sameResult: number | null;
    readonly pollSleep: number | null;
    readonly pollBudget: number;
  }

  /** design §6, §9.1, §9.2 and §9.3 written out independently, straight from their wording. */
  class ModelAgent {
    slots: ModelSlot[] = [];
    episode = 0;
    clock = 0;
    waitedInARow = 0;
    /** D19: the episode the latest new edit opened. */
    editEpisode = 0;
    /** D20: no-ops in a row, the row before the latest allowed call, that call, and the
     *  programs found missing in episode `missingEpisode`. */
    noops = 0;
    rowBefore = 0;
    latest: ModelSlot | undefined;
    missing = new Set<string>();
    missingEpisode = 0;
    /** D33: the answered checks that left the window, with their place among the commits:
     *  at most `window` of them, none older than `2 × window` commits. */
    left: { readonly slot: ModelSlot; readonly seq: number }[] = [];
    commits = 0;
    /** D34: each tool's (not a shell's) failures in a row with one error. */
    failing = new Map<string, { runs: number; content: string; episode: number; clock: number }>();
    /** D28: the workspace's count of new changes this agent has taken in. */
    seen: number;
    constructor(
      private readonly cfg: ModelConfig,
      private readonly workspace: { changes: number; edits: number },
    ) {
      this.seen = workspace.changes;
    }

    /** D28: another agent's new changes open one new episode here. */
    catchUp(): void {
      if (this.workspace.changes === this.seen) return;
      this.episode++;
      if (this.workspace.edits > this.seen) this.editEpisode = this.episode;
      this.seen = this.workspace.changes;
    }

    /** D13, D19, D27, D28: a new episode for this agent, and for the others when they look. */
    open(edits: boolean): void {
      this.catchUp();
      this.episode++;
      this.seen = ++this.workspace.changes;
      if (edits) {
        this.editEpisode = this.episode;
        this.workspace.edits = this.workspace.changes;
      }
    }

    runs(id: string): ModelSlot[] {
      return this.slots.filter((slot) => slot.ids.has(id));
    }

    isMissing(program: string): boolean {
      return program !== '' && this.missingEpisode === this.episode && this.missing.has(program);
    }

    /** How many earlier runs of `id` count for a call that is (or is not) a change. */
    counted(id: string, callIsChange: boolean): number {
      const all = this.runs(id);
      if (!this.cfg.progress || callIsChange || all.some((slot) => slot.change)) return all.length;
      // D19: nothing before the latest new edit counts.
      const runs = all.filter((slot) => slot.episode >= this.editEpisode);
      let keepFrom = 0;
      // D13: drop every run up to the last settled run before the latest boundary across
      // which consecutive settled runs returned different results.
      let previous: { at: number; slot: ModelSlot } | undefined;
      runs.forEach((slot, at) => {
        if (slot.result === undefined) return;
        if (previous !== undefined && previous.slot.episode < slot.episode && previous.slot.result !== slot.result) {
          keepFrom = Math.max(keepFrom, previous.at + 1);
        }
        previous = { at, slot };
      });
      // D17: a run of a call whose content differs from that call's run before it in the
      // episode, in an answer none of the call's earlier runs in the episode gave, starts
      // the count over from itself.
      runs.forEach((slot, at) => {
        if (slot.result === undefined) return;
        const earlier = runs
          .map((other, index) => ({ other, index }))
          .filter(({ other, index }) => index < at && other.result !== undefined && other.exact === slot.exact && other.episode === slot.episode);
        const before = earlier.at(-1);
        if (before === undefined || before.other.content === slot.content) return;
        if (earlier.some(({ other }) => other.result === slot.result)) return;
        keepFrom = Math.max(keepFrom, before.index + 1);
      });
      return runs.length - keepFrom;
    }

    /** The answer a run of `id` gave, or that its denial on the same answer stood for. */
    answer(slot: ModelSlot, id: string): string | undefined {
      return slot.result ?? slot.evidence?.get(id);
    }

    /** D15: the last `sameResult - 1` answered runs of `id` all in this episode, one answer. */
    sameAnswer(id: string): boolean {
      if (this.cfg.sameResult === null) return false;
      // D33: among the last `2 × window` calls, the window and the answered ones that left it.
      const reach = [...this.left.map(({ slot }) => slot).filter((slot) => slot.ids.has(id)), ...this.runs(id)];
      const settled = reach.filter((slot) => this.answer(slot, id) !== undefined);
      const last = settled.slice(-(this.cfg.sameResult - 1));
      return (
        last.length === this.cfg.sameResult - 1 &&
        last.every((slot) => slot.episode === this.episode && answerOf(this.answer(slot, id)!) === answerOf(this.answer(last[0]!, id)!))
      );
    }

    /** D18: the change `exact` changed nothing on its latest `runs` settled runs, all in
     *  this episode, one content, its latest run less than `pollSleep` declared seconds
     *  before `at`, and no check since the oldest of them saw the world move (its latest run
   *  there answered otherwise than its run before, or had none before in the window). */
    changedNothing(exact: string, runs: number, at: number): boolean {
      const settled = this.runs(exact).filter((slot) => slot.outcome !== 'denied');
      const last = settled.slice(-runs);
      if (last.length < runs || !last.every((slot) => slot.idle !== undefined && slot.episode === this.episode && slot.idle === last[0]!.idle)) return false;
      if (this.cfg.pollSleep !== null && at - last[runs - 1]!.clock >= this.cfg.pollSleep) return false;
      // Each check's latest run since then speaks for it: it saw the world move when its
      // answer differs from its run before, or when it has no run before in the window.
      const since = this.slots.slice(this.slots.indexOf(last[0]!) + 1);
      const latest = new Map<string, ModelSlot>();
      for (const slot of since) if (!slot.change && slot.result !== undefined) latest.set(slot.exact, slot);
      return ![...latest.values()].some((slot) => {
        const before = this.previousRun(slot.exact, slot);
        return before === undefined || before.result !== slot.result;
      });
    }

    /** The latest settled run of the call `exact` (before `slot`, when given). */
    previousRun(exact: string, slot?: ModelSlot): ModelSlot | undefined {
      const end = slot === undefined ? this.slots.length : this.slots.indexOf(slot);
      return this.slots.slice(0, end).filter((other) => other.exact === exact && other.result !== undefined && !other.change).at(-1);
    }

    commit(slot: ModelSlot): void {
      this.slots.push(slot);
      this.commits++;
      if (this.slots.length > this.cfg.window) {
        const gone = this.slots.shift()!;
        if (!gone.change && (gone.result !== undefined || gone.evidence !== undefined)) this.left.push({ slot: gone, seq: this.commits - this.cfg.window - 1 });
      }
      while (this.left.length > this.cfg.window || (this.left.length > 0 && this.left[0]!.seq < this.commits - 2 * this.cfg.window)) this.left.shift();
    }
  }

  const POOL: readonly { name: string; arguments: Record<string, unknown> }[] = [
    { name: 'bash', arguments: { command: 'npm test' } },
    { name: 'bash', arguments: { command: 'python repro.py', description: 'again' } },
    { name: 'bash', arguments: { command: "sed -i 's/a/b/' f.py" } },
    { name: 'bash', arguments: { command: "sed -i 's/b/a/' f.py" } },
    { name: 'bash', arguments: { command: 'pip install pkg -q' } },
    { name: 'bash', arguments: { command: 'curl -s https://a.com/x -o out.bin' } },
    { name: 'bash', arguments: { command: 'curl -s https://a.com/x' } },
    { name: 'bash', arguments: { command: 'echo 1 > out.bin' } },
    { name: 'write', arguments: { path: 'a.ts', content: 'v1' } },
    { name: 'write', arguments: { path: 'a.ts', content: 'v2' } },
    { name: 'read', arguments: { path: 'a.ts' } },
    { name: 'bash', arguments: { command: 'cat a.ts' } },
    // D16: waits in one call, separate sleeps, and a tool's own wait argument.
    { name: 'bash', arguments: { command: 'sleep 30 && gh run view 7' } },
    { name: 'bash', arguments: { command: 'sleep 20' } },
    { name: 'bash', arguments: { command: 'gh run view 7' } },
    { name: 'job_output', arguments: { job_id: 'j1', wait: true } },
    // D20: literal no-ops, and a program the shell may not find (see TEXTS).
    { name: 'bash', arguments: { command: 'true' } },
    { name: 'bash', arguments: { command: 'echo "== step =="' } },
    { name: 'bash', arguments: { command: 'update_plan --done' } },
    { name: 'bash', arguments: { command: 'cd /w && update_plan' } },
    // Issue 21: waits that add up to the millisecond, a tiny sleep, sleeps that do not run.
    { name: 'bash', arguments: { command: 'sleep 0.1 && gh run view 7' } },
    { name: 'bash', arguments: { command: 'sleep 0.001' } },
    { name: 'bash', arguments: { command: 'sleep 30 & gh run view 7' } },
    { name: 'bash', arguments: { command: 'timeout 5 sleep 30; gh run view 7' } },
  ];
  /** D19, D20, D23, D25 by hand: whether a pool call edits file content, writes a
   *  program's output (a check), writes text it spells out into its sink, is a literal
   *  no-op (one that prints nothing of its own), and the program it runs first. */
  const EDITS = new Set(["sed -i 's/a/b/' f.py", "sed -i 's/b/a/' f.py", 'echo 1 > out.bin']);
  const PRODUCTS = new Set(['curl -s https://a.com/x -o out.bin']);
  const NOOPS = new Set(['true', 'echo "== step =="']);
  const SILENT = new Set(['true']);
  const programOf = (name: string, command: unknown): string =>
    name !== 'bash' || typeof command !== 'string' ? '' : command === 'cd /w && update_plan' ? 'update_plan' : command.split(' ')[0]!;
  /** Milliseconds each pool call declares it waits, and whether it only waits (read off by hand). */
  const DECLARED: Readonly<Record<string, readonly [number, boolean]>> = {
    'sleep 30 && gh run view 7': [30_000, false],
    'sleep 20': [20_000, true],
    'sleep 0.1 && gh run view 7': [100, false],
    'sleep 0.001': [1, true],
    'timeout 5 sleep 30; gh run view 7': [5000, false],
  };
  const WAITS: readonly (readonly [number, boolean])[] = POOL.map(({ arguments: args }) =>
    args['wait'] === true ? [30_000, false] : (DECLARED[String(args['command'])] ?? [0, false]),
  );
  /** A call that only waits counts at least a second toward the budget in a row. */
  const LEAST_ONLY_WAIT_MS = 1000;
  /** Answers: two of them differ only in a number (the same content, not the same result);
   *  one is the shell failing to find a program (D20). */
  const MISSING = 'bash: line 1: update_plan: command not found';
  const TEXTS = ['pass', 'fail: boom', 'queued 1', 'queued 2', MISSING, 'sent run_1', 'sent run_2', ''];
  type Step =
    | { kind: 'call'; call: number; agent: number; result: number; isError: boolean }
    | { kind: 'user'; agent: number };
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 20,
      arbitrary: fc.record({
        kind: fc.constant('call' as const),
        call: fc.nat(POOL.length - 1),
        agent: fc.nat(1),
        result: fc.nat(TEXTS.length - 1),
        isError: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('user' as const), agent: fc.nat(1) }) },
  );
  const configArb = fc.record({
    window: fc.integer({ min: 4, max: 10 }),
    localHosts: fc.constant('deny'),
    limits: fc.record({ exact: capArb, cmd: capArb, net: capArb, sink: capArb, verb: capArb, noop: capArb }, { requiredKeys: [] }),
    sameResult: fc.constantFrom(null, 2, 3, 4),
    pollSleep: fc.constantFrom(null, 20, 30, 50),
    pollBudget: fc.constantFrom(40, 90, 1800),
  });
  const SAME_RESULT_KINDS = new Set(['exact', 'cmd', 'net', 'sink']);
  /** `n/cap` of a hit line (`1800/1800 s` for seconds). */
  const countOf = (line: string): string => /(\S+\/\S+)(?: s)?$/.exec(line)?.[1] ?? line;

  async function agree(config: Record<string, unknown>, steps: readonly Step[]): Promise<void> {
    const cfg = resolveConfig(config);
    const printer = new Fingerprinter(cfg);
    const hooks = mountHooks(config);
    const agents = [{ id: 0 }, { id: 1 }];
    const models = new Map<object, ModelAgent>();
    /** D28: every agent of the breaker works in one place. */
    const workspace = { changes: 0, edits: 0 };
    const polls = cfg.progress && cfg.pollSleep !== null;
    const model = (agent: object): ModelAgent => {
      let found = models.get(agent);
      if (found === undefined) models.set(agent, (found = new ModelAgent(cfg, workspace)));
      return found;
    };
    for (const step of steps) {
      const agent = agents[step.agent]!;
      if (step.kind === 'user') {
        await hooks.preStep({ agent, messages: [{ source: { kind: 'user' } }] }, () => Promise.resolve({ kind: 'enter' }));
        models.delete(agent);
        continue;
      }
      const { name, arguments: args } = POOL[step.call]!;
      const exec: ToolExecution = { name, arguments: args, agent };
      const verdict = hooks.guard(exec);
      const text = TEXTS[step.result]!;
      await hooks.post(exec, verdict === undefined ? { isError: step.isError, content: [{ type: 'text', text }] } : { isError: true, content: [] }, () =>
        Promise.resolve({ kind: 'accept' }),
      );

      const m = model(agent);
      const print = printer.print(name, argumentsObject(args));
      const exact = print.fingerprints[0]!.id;
      m.catchUp();
      // D31: text the call carries into a file has no sink: (the printer's fingerprints).
      const { fingerprints } = print;
      const product = cfg.progress && PRODUCTS.has(String(args['command']));
      const [wait, onlyWaits] = polls ? WAITS[step.call]! : [0, false];
      // D32: a call that asks its tool to block is a poll however short its wait.
      const blocks = polls && args['wait'] === true;
      const check = cfg.progress && !print.change;
      const command = args['command'];
      const program = cfg.progress ? programOf(name, command) : '';
      const noopCap = cfg.limits.get('noop') ?? null;
      const noops = cfg.progress && noopCap !== null;
      const literalNoop = cfg.progress && NOOPS.has(command as string);
      const isNoop = check && (literalNoop || m.isMissing(program));
      let expected: string[];
      let hitIds: string[];
      let sameIds: string[] = [];
      const previous = m.previousRun(exact);
      // D20 first: the no-ops in a row.
      const noopHit = noops && isNoop && m.noops + 1 >= noopCap ? [`${m.noops + 1}/${noopCap}`] : [];
      // D34: a tool (not a shell) whose last failures returned one error.
      const failureCap = cfg.limits.get('failure') ?? null;
      const streak = m.failing.get(name);
      const failureHit =
        cfg.progress && name !== 'bash' && failureCap !== null && streak !== undefined && streak.episode === m.episode && streak.runs >= failureCap &&
        !(cfg.pollSleep !== null && m.clock + wait - streak.clock >= cfg.pollSleep * 1000)
          ? [`${streak.runs}/${failureCap}`]
          : [];
      // The model's clock counts milliseconds; hits show seconds (whole, every budget here is >= 10).
      const budgetMs = cfg.pollBudget * 1000;
      if (check && onlyWaits) {
        expected = m.waitedInARow >= budgetMs ? [`${Math.round(m.waitedInARow / 1000)}/${cfg.pollBudget}`] : [];
        hitIds = expected.length > 0 ? [exact] : [];
      } else if (check && polls && previous !== undefined && (blocks || m.clock + wait - previous.clock >= cfg.pollSleep! * 1000)) {
        const waited = previous.episode === m.episode ? previous.streak! : 0;
        expected = waited >= budgetMs ? [`${Math.round(waited / 1000)}/${cfg.pollBudget}`] : [];
        hitIds = expected.length > 0 ? [exact] : [];
      } else {
        const changeRuns = Math.max(2, (cfg.sameResult ?? 0) - 1);
        const hits = fingerprints.flatMap((fp): { id: string; count: string; same?: true }[] => {
          if (fp.cap === null) return [];
          const n = m.counted(fp.id, print.change) + 1;
          // The whole-window count (a change, a fingerprint a change carries, progress: false)
          // comes first; a check's own count since its result changed only after its answer
          // (issue 35: a denied attempt is still the would-be run of the same answer).
          const wholeWindow = !cfg.progress || print.change || m.runs(fp.id).some((slot) => slot.change);
          if (wholeWindow && n >= fp.cap) return [{ id: fp.id, count: `${n}/${fp.cap}` }];
          // D23: a product write's sink and net name where it writes and what it reads.
          const answers = SAME_RESULT_KINDS.has(fp.kind) && !(product && (fp.kind === 'sink' || fp.kind === 'net'));
          if (check && answers && m.sameAnswer(fp.id)) return [{ id: fp.id, count: `${cfg.sameResult}/${cfg.sameResult}`, same: true }];
          if (n >= fp.cap) return [{ id: fp.id, count: `${n}/${fp.cap}` }];
          // D18: a change that changed nothing, on exact: only.
          if (cfg.progress && print.change && cfg.sameResult !== null && fp.kind === 'exact' && m.changedNothing(fp.id, changeRuns, m.clock + wait)) {
            return [{ id: fp.id, count: `${changeRuns + 1}/${changeRuns + 1}` }];
          }
          return [];
        });
        expected = hits.map((hit) => hit.count);
        hitIds = hits.map((hit) => hit.id);
        sameIds = hits.filter((hit) => hit.same === true).map((hit) => hit.id);
      }
      expected = [...noopHit, ...failureHit, ...expected];
      if (failureHit.length > 0) hitIds = [`failure:${name}`, ...hitIds];
      if (noopHit.length > 0) hitIds = ['noop:', ...hitIds];
      assert.equal(verdict !== undefined, expected.length > 0, `${name} ${JSON.stringify(args)}: ${verdict ?? 'allowed'}`);
      if (verdict !== undefined) {
        assert.deepEqual(hitLines(verdict).map(countOf), expected, verdict);
        // The latest answer of each fingerprint denied on the same answer (D15) stays with the denial.
        const evidence = new Map<string, string>();
        for (const id of sameIds) {
          const latest = m.runs(id).filter((slot) => m.answer(slot, id) !== undefined).at(-1);
          if (latest !== undefined) evidence.set(id, m.answer(latest, id)!);
        }
        m.commit({ ids: new Set(hitIds), exact, episode: m.episode, change: print.change, clock: m.clock, wait: 0, outcome: 'denied', ...(evidence.size > 0 ? { evidence } : {}) });
      } else {
        // D13: new unless a run of it did it (a failed or denied run did nothing); D18: a
        // redo when a run of this episode did it.
        const did = (slot: ModelSlot): boolean => slot.ids.has(exact) && slot.outcome === 'ok';
        const isNew = print.change && !m.slots.some(did);
        const redo = print.change && !isNew && m.slots.some((slot) => did(slot) && slot.episode === m.episode);
        m.clock += wait;
        m.waitedInARow = check && onlyWaits ? m.waitedInARow + Math.max(wait, LEAST_ONLY_WAIT_MS) : 0;
        const outcome = step.isError ? 'failed' : 'ok';
        const slot: ModelSlot = { ids: new Set(fingerprints.map((fp) => fp.id)), exact, episode: m.episode, change: print.change, clock: m.clock, wait, outcome };
        m.commit(slot);
        if (noops) {
          m.rowBefore = m.noops;
          m.noops = isNoop ? m.noops + 1 : 0;
          m.latest = slot;
        }
        if (cfg.progress && !print.change) {
          slot.result = `${step.isError ? 'error' : 'ok'}:${text}`;
          slot.content = `${step.isError ? 'error' : 'ok'}:${contentOf(text)}`;
          // D16: the streak of one answer, carried from the run before (its own wait first);
          // answers are compared by D17's content (issue 21: a counter is not a new answer).
          const before = m.previousRun(exact, slot);
          slot.streak =
            before !== undefined && before.episode === slot.episode && before.content === slot.content
              ? before.streak! + (slot.clock - before.clock)
              : wait;
        }
        // D27: a run that did something new opens an episode: a new change; a change that
        // answered otherwise than its previous run; a possible change with no run before in
        // the window, or answering otherwise than its previous run.
        let opened = false;
        if (!step.isError && cfg.progress) {
          if (print.change) {
            slot.said = `ok:${contentOf(text)}`;
            const before = m.slots.slice(0, -1).filter((other) => other.exact === exact && other.said !== undefined).at(-1);
            opened = isNew || (before !== undefined && before.said !== slot.said);
          } else if (print.possibleChange) {
            const before = m.previousRun(exact, slot);
            opened = before === undefined || before.content !== slot.content;
          }
        }
        if (opened) m.open(EDITS.has(command as string) || name === 'write' || print.possibleChange);
        slot.episode = m.episode;
        if (print.change && cfg.sameResult !== null) {
          if (step.isError) slot.idle = `error:${contentOf(text)}`;
          else if (redo && !opened) slot.idle = slot.said;
        }
        // D34 once the result is in: a failure of a call that is not a change extends the
        // tool's streak when it returned the streak's error (D17's content) in its episode,
        // less than pollSleep after it; a success or a change ends it.
        if (cfg.progress && name !== 'bash') {
          if (step.isError && !print.change) {
            const content = `error:${contentOf(text)}`;
            const before = m.failing.get(name);
            const extend = before !== undefined && before.episode === m.episode && (cfg.pollSleep === null || slot.clock - before.clock < cfg.pollSleep * 1000) && before.content === content;
            m.failing.set(name, { runs: extend ? before.runs + 1 : 1, content, episode: m.episode, clock: slot.clock });
          } else {
            m.failing.delete(name);
          }
        }
        // D20 once the result is in: the program the shell could not find.
        if (noops && (literalNoop || program !== '')) {
          // A literal no-op's output is what it was told to print: it names no program.
          const named = !literalNoop && text === MISSING ? 'update_plan' : undefined;
          let noop = literalNoop;
          // D25: a no-op that prints nothing of its own brought something new: a read.
          if (noop && SILENT.has(command as string) && !step.isError && text.trim() !== '') {
            const before = m.previousRun(exact, slot);
            noop = before !== undefined && before.content === slot.content;
          }
          if (!noop && !print.change) {
            if (named === program) noop = true;
            else if (m.isMissing(program)) m.missing.delete(program);
          }
          if (named !== undefined) {
            if (m.missingEpisode !== m.episode) {
              m.missing = new Set();
              m.missingEpisode = m.episode;
            }
            m.missing.add(named);
          }
          if (slot === m.latest) m.noops = noop ? m.rowBefore + 1 : 0;
        }
      }
      assertNothingReported();
    }
  }

  test('progress: false decides exactly like the 0.3.3 counting, whatever the results, changes, waits and the new keys', async () => {
    await fc.assert(
      fc.asyncProperty(configArb, fc.array(stepArb, { minLength: 8, maxLength: 60, size: 'large' }), async (config, steps) => {
        await agree({ ...config, progress: false }, steps);
      }),
      RUNS,
    );
  });

  test('progress: true decides like an independent model of episodes, unchanged stretches, same answers (D15), polls (D16), new content (D17), changes that changed nothing (D18), edits (D19) and no-ops (D20)', async () => {
    await fc.assert(
      fc.asyncProperty(configArb, fc.array(stepArb, { minLength: 8, maxLength: 60, size: 'large' }), async (config, steps) => {
        await agree(config, steps);
      }),
      RUNS,
    );
  });
});

// Adversarial inputs (issue 5): each test states the right answer and asserts it.
// None of them measures time; a hang or a stack overflow fails the test by itself.
// Every test also checks that no internal error was contained and reported (D10):
// a swallowed exception would otherwise look like an "allowed" call.
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterEach, describe, test } from 'node:test';
import { canonicalJson, stripDecoys } from '../lib/call/canonical.js';
import { MAX_URLS_PER_CALL } from '../lib/call/command.js';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter, MAX_ID_CHARS, SHELL_READ_LIMIT } from '../lib/call/fingerprint.js';
import { MAX_MATCHED_NAME, globMatch, isTracked } from '../lib/call/scope.js';
import { normalizeUrl } from '../lib/call/url.js';
import { hitLines } from './helpers/hits.js';
import { callThrough, mountHooks, type Hooks } from './helpers/hooks.js';
import { watchStderr } from './helpers/stderr-watch.js';

// ------------------------------------------------------------------ harness

/** One call by `agent` through all three tool hooks; the guard's verdict. */
const call = (hooks: Hooks, agent: object, name: string, args: unknown, result?: string): Promise<string | undefined> =>
  callThrough(hooks, { name, arguments: args, agent }, result);

/** Runs the same call `times` times; the verdicts. */
async function repeat(hooks: Hooks, times: number, agent: object, name: string, args: (i: number) => unknown): Promise<(string | undefined)[]> {
  const verdicts: (string | undefined)[] = [];
  for (let i = 0; i < times; i++) verdicts.push(await call(hooks, agent, name, args(i)));
  return verdicts;
}

const allowedFlags = (verdicts: readonly (string | undefined)[]): boolean[] => verdicts.map((v) => v === undefined);
const FOUR_THEN_DENY = [true, true, true, true, false];
/** The count caps alone: these tests repeat one change with one answer, which D18 (a redo
 *  answered the same twice) stops a run before the cap. */
const CAPS_ONLY = { sameResult: null };

const config = resolveConfig(undefined);
const printer = new Fingerprinter(config);
const kinds = (tool: string, args: Record<string, unknown>): string[] => printer.print(tool, args).fingerprints.map((f) => f.kind);
const heads = (tool: string, args: Record<string, unknown>): string[] => printer.print(tool, args).fingerprints.map((f) => f.head);

/** The expected hit line for a fingerprint text longer than previewChars (400). */
const longHit = (text: string, next: string): string => `- ${text.slice(0, 400)}… (+${text.length - 400} more chars) ${next}`;

// Nothing may be contained silently: capture stderr for every test.
const stderr = watchStderr();
afterEach(() => assert.deepEqual(stderr.reports(), [], 'no internal error was reported'));

// ------------------------------------------------------------------- inputs

describe('huge and hostile shell commands', () => {
  test('a 5 MB command of quotes and backslashes: counted, denied on its 5th run, denial stays small', async () => {
    const unit = `"\\"'\\\\'"\\\\\\"" \\' '"' `;
    const command = `printf ${unit.repeat(Math.ceil((5 << 20) / unit.length))}`;
    assert.ok(command.length >= 5 << 20);
    // The right fingerprints: exact, the verb, and a cmd: identity — no URL, no sink.
    assert.deepEqual(kinds('bash', { command }), ['exact', 'verb', 'cmd']);
    const p = mountHooks();
    const agent = { id: 'a' };
    const verdicts = await repeat(p, 5, agent, 'bash', () => ({ command, description: 'again' }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    const exactText = `exact:bash:${JSON.stringify({ command })}`;
    const [exactHit, cmdHit, ...rest] = hitLines(verdicts[4]);
    assert.equal(exactHit, longHit(exactText, '5/5'));
    assert.match(cmdHit ?? '', /^- cmd:printf:.*… \(\+\d+ more chars\) 5\/5$/);
    assert.deepEqual(rest, []);
    assert.ok(verdicts[4]!.length < 3000, `denial is ${verdicts[4]!.length} chars`);
    // A single changed byte at the far end is a different action.
    assert.equal(await call(p, agent, 'bash', { command: `${command}x` }), undefined);
  });

  test('100,000 http:// prefixes in one token: only the first 32 KiB is read, the rest still counts', async () => {
    const command = `curl ${'http://'.repeat(100_000)}example.com/x -o out.bin`;
    assert.ok(command.length > SHELL_READ_LIMIT);
    const print = printer.print('bash', { command });
    // The URL and the sink sit past the read limit, so they are not fingerprinted, and the
    // call cannot be local; the unread tail is still part of exact: and cmd:.
    assert.deepEqual(
      print.fingerprints.map((f) => (f.kind === 'exact' || f.kind === 'cmd' ? f.kind : f.head)),
      ['exact', 'verb:curl', 'family:http-fetch', 'cmd'],
    );
    assert.equal(print.local, false);
    assert.ok(print.fingerprints.every((f) => f.id.length <= MAX_ID_CHARS + 64));
    const other = printer.print('bash', { command: command.replace('out.bin', 'out.txt') });
    assert.notEqual(other.fingerprints[3]!.id, print.fingerprints[3]!.id, 'the tail changes cmd:');
    const p = mountHooks();
    const agent = { id: 'a' };
    const verdicts = await repeat(p, 5, agent, 'bash', () => ({ command }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    const lines = hitLines(verdicts[4]);
    assert.deepEqual(lines.map((l) => l.replace(/^- (\w+):.* (\d\/\d)$/, '$1 $2')), ['exact 5/5', 'cmd 5/5']);
    assert.ok(verdicts[4]!.length < 3000);
  });

  test('a first word longer than the read limit leaves exact: alone', () => {
    const command = `/usr/bin/${'x'.repeat(SHELL_READ_LIMIT + 10)} https://example.com/`;
    assert.deepEqual(kinds('bash', { command }), ['exact']);
  });

  test('a huge command is still read at its start: URL and sink before a megabyte heredoc', () => {
    const command = `curl -s https://example.com/x -o out.bin && cat > notes.txt <<'EOF'\n${'lorem ipsum '.repeat(90_000)}\nEOF`;
    const heads = printer.print('bash', { command }).fingerprints.map((f) => f.head);
    for (const expected of ['verb:curl', 'family:http-fetch', 'site:example.com']) {
      assert.ok(heads.includes(expected), expected);
    }
    // D30: the request and the file it writes carry what the line does next.
    for (const expected of ['net:example.com/x then cat > notes.txt', 'sink:out.bin then cat > notes.txt']) {
      assert.ok(heads.some((head) => head.startsWith(expected)), expected);
    }
  });

  test('100,000 bare `http://` words name no URL at all', () => {
    const command = `curl ${'http:// '.repeat(100_000)}`;
    assert.deepEqual(kinds('bash', { command }), ['exact', 'verb', 'family', 'cmd']);
  });

  test(`a command naming 100,000 distinct URLs fingerprints only the first ${MAX_URLS_PER_CALL}`, () => {
    const urls = Array.from({ length: 100_000 }, (_, i) => `http://127.0.0.${i % 250}/p${i}`);
    const print = printer.print('bash', { command: `curl ${urls.join(' ')}` });
    const nets = print.fingerprints.filter((f) => f.kind === 'net').map((f) => f.head);
    assert.deepEqual(nets, urls.slice(0, MAX_URLS_PER_CALL).map((u) => `net:${u.slice('http://'.length)}`));
    // Every URL it read is local, but it names more than it read: it is not a local call.
    assert.equal(print.local, false);
  });

  test('a non-string `command` is not a shell command: exact only, still counted', async () => {
    const odd: unknown[] = [42, ['curl', 'https://a.com/x', '-o', 'f'], null, { program: 'curl' }, true];
    for (const command of odd) assert.deepEqual(kinds('bash', { command }), ['exact'], JSON.stringify(command));
    assert.deepEqual(kinds('bash', {}), ['exact']);
    const p = mountHooks();
    const agent = { id: 'a' };
    const verdicts = await repeat(p, 5, agent, 'bash', () => ({ command: ['curl', 'https://a.com/x'] }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(verdicts[4]), ['- exact:bash:{"command":["curl","https://a.com/x"]} 5/5']);
    // Invalid JSON arrives as a raw string: wrapped as { value }, never read as a command.
    const raw = await repeat(p, 5, agent, 'bash', () => 'curl https://a.com/x -o f');
    assert.deepEqual(allowedFlags(raw), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(raw[4]), ['- exact:bash:{"value":"curl https://a.com/x -o f"} 5/5']);
  });
});

describe('deep and wide arguments', () => {
  test('10,000-deep nesting: canonical JSON is exact, keys sorted at every level, no stack overflow', async () => {
    let deep: unknown = 'leaf';
    let expected = '"leaf"';
    for (let i = 0; i < 10_000; i++) {
      deep = i % 3 === 2 ? [deep, undefined] : { z: i, a: deep, m: undefined };
      expected = i % 3 === 2 ? `[${expected},null]` : `{"a":${expected},"z":${i}}`;
    }
    assert.equal(canonicalJson(deep), expected);
    const p = mountHooks(CAPS_ONLY);
    const verdicts = await repeat(p, 5, { id: 'a' }, 'edit', () => ({ path: '/w/deep.json', tree: deep }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(verdicts[4]), [longHit(`exact:edit:{"path":"/w/deep.json","tree":${expected}}`, '5/5')]);
  });

  test('200,000-deep nesting is still serialized iteratively', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    assert.equal(canonicalJson(deep), `${'['.repeat(200_000)}0${']'.repeat(200_000)}`);
  });

  test('an array of 100,000 items serializes like JSON.stringify and is counted as one action', async () => {
    const items: unknown[] = Array.from({ length: 100_000 }, (_, i) =>
      [i, `s${i}`, undefined, null, Number.NaN, () => i, { b: i, a: -0 }][i % 7],
    );
    const expected = JSON.stringify(items.map((item) => (typeof item === 'object' && item !== null ? { a: 0, b: (item as { b: number }).b } : item)));
    assert.equal(canonicalJson(items), expected);
    const p = mountHooks(CAPS_ONLY);
    const verdicts = await repeat(p, 5, { id: 'a' }, 'write', () => ({ path: '/w/list.json', items }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(verdicts[4]), [longHit(`exact:write:{"items":${expected},"path":"/w/list.json"}`, '5/5')]);
  });

  test('a cyclic object through the guard terminates, prints deterministically, and its repeats are counted', async () => {
    const build = (): Record<string, unknown> => {
      const args: Record<string, unknown> = { path: '/w/cycle' };
      const inner: Record<string, unknown> = { up: args };
      const list: unknown[] = [inner];
      list.push(list);
      args['self'] = args;
      args['inner'] = inner;
      args['list'] = list;
      return args;
    };
    const expected = '{"inner":{"up":"[Circular]"},"list":[{"up":"[Circular]"},"[Circular]"],"path":"/w/cycle","self":"[Circular]"}';
    assert.equal(canonicalJson(build()), expected);
    // The fingerprint serializes the decoy-free copy, whose back-references still point at
    // the original, so the cycle closes one level further down — the same text every time.
    const exact = `exact:edit:${canonicalJson(stripDecoys(build(), config.ignoreArgs.get('*') ?? []))}`;
    assert.equal(heads('edit', build())[0], exact);
    assert.match(exact, /^exact:edit:\{"inner":\{"up":\{"inner":"\[Circular\]",/);
    const p = mountHooks(CAPS_ONLY);
    // A fresh (but identical) cyclic object on every call: the same action each time.
    const verdicts = await repeat(p, 6, { id: 'a' }, 'edit', () => build());
    assert.deepEqual(allowedFlags(verdicts), [...FOUR_THEN_DENY, false]);
    assert.deepEqual(hitLines(verdicts[4]), [`- ${exact} 5/5`]);
    assert.deepEqual(hitLines(verdicts[5]), [`- ${exact} 6/5`]);
  });
});

describe('hostile tool names and scope patterns', () => {
  const huge = `${'a'.repeat(100 * 1024)}b`;

  test('a 100 KB tool name is tracked, counted by digest, and named in a bounded denial', async () => {
    const p = mountHooks();
    const verdicts = await repeat(p, 5, { id: 'a' }, huge, () => ({ x: 1 }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    const text = verdicts[4]!;
    assert.ok(text.startsWith(`REPEAT_TOOL_BLOCKED: This \`${'a'.repeat(400)}… (+${huge.length - 400} more chars)\` call was stopped`));
    assert.deepEqual(hitLines(text), [longHit(`exact:${huge}:{"x":1}`, '5/5')]);
    assert.ok(text.length < 3000);
  });

  test('many-star patterns match it exactly, in linear time', () => {
    const stars = (n: number, last: string): string => `${'*a'.repeat(n)}*${last}`;
    assert.equal(globMatch(stars(40, 'b'), huge), true);
    assert.equal(globMatch(stars(40, 'c'), huge), false);
    assert.equal(globMatch(`${'*'.repeat(5000)}b`, huge), true);
    assert.equal(globMatch(`a${'*'.repeat(100)}a`, huge), false, 'anchored at the end');
  });

  test('a configured pattern never matches a name longer than 256 characters (issue 17)', async () => {
    const stars = (n: number, last: string): string => `${'*a'.repeat(n)}*${last}`;
    const longest = `${'a'.repeat(MAX_MATCHED_NAME - 1)}b`;
    // Up to the bound, include and exclude work as on any name.
    assert.equal(isTracked(longest, [stars(40, 'b')], []), true);
    assert.equal(isTracked(longest, [stars(40, 'c')], []), false);
    assert.equal(isTracked(longest, [], [stars(40, 'b')]), false, 'exclude wins');
    assert.equal(isTracked(longest, [], ['*']), false);
    // Past it no pattern matches: an include list leaves the call untracked, an exclude
    // list cannot remove it.
    assert.equal(isTracked(`a${longest}`, [stars(40, 'b')], []), false);
    assert.equal(isTracked(huge, [stars(40, 'b')], []), false);
    assert.equal(isTracked(huge, ['*'], []), false);
    assert.equal(isTracked(huge, [], [stars(40, 'b')]), true);
    assert.equal(isTracked(huge, [], ['*']), true);
    // Untracked means transparent: never counted, never denied.
    const p = mountHooks({ include: ['*'] });
    const verdicts = await repeat(p, 8, { id: 'a' }, huge, () => ({ x: 1 }));
    assert.deepEqual(allowedFlags(verdicts), Array(8).fill(true));
    // With no include list it is tracked, whatever exclude says, and never a change tool.
    const q = mountHooks({ exclude: ['*'], changeTools: ['*'] });
    assert.deepEqual(allowedFlags(await repeat(q, 5, { id: 'a' }, huge, () => ({ x: 1 }))), FOUR_THEN_DENY);
    assert.equal(new Fingerprinter(resolveConfig({ changeTools: ['*'] })).print(huge, {}).change, false);
    assert.equal(new Fingerprinter(resolveConfig({ changeTools: ['*'] })).print(longest, {}).change, true);
  });
});

describe('URLs that are hard to read', () => {
  test('IDN, punycode and percent-encoded spellings of one host are one resource', async () => {
    const spellings = [
      'https://BÜCHER.example/Katalog/',
      'https://xn--bcher-kva.example/Katalog',
      'https://b%C3%BCcher.example/Katalog',
      'https://www.bücher.example./Katalog?utm_source=x',
      'https://bücher。example/Katalog#top',
    ];
    for (const url of spellings) {
      assert.deepEqual(normalizeUrl(url), { net: 'xn--bcher-kva.example/Katalog', site: 'xn--bcher-kva.example', local: false }, url);
    }
    assert.equal(normalizeUrl('https://%65xample.COM/')?.net, 'example.com/');
    const p = mountHooks();
    const verdicts = await repeat(p, 5, { id: 'a' }, 'web_fetch', (i) => ({ url: spellings[i] }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(verdicts[4]), ['- net:xn--bcher-kva.example/Katalog 5/5']);
  });

  test('unparseable URLs are not URLs: exact only, never local, never asked about', async () => {
    for (const url of ['http://[::1', 'http://a b', 'http://', 'https://exa mple.com/', 'http://[::1]x/', 'http://a\u0000b.com/']) {
      assert.equal(normalizeUrl(url), null, JSON.stringify(url));
      assert.deepEqual(kinds('web_fetch', { url }), ['exact'], url);
      assert.equal(printer.print('web_fetch', { url }).local, false);
    }
    // In a shell command the quoted token is one unparseable URL; unquoted, `http://a` is a URL.
    assert.deepEqual(kinds('bash', { command: 'curl "http://a b"' }), ['exact', 'verb', 'family', 'cmd']);
    assert.deepEqual(kinds('bash', { command: 'curl "http://[::1"' }), ['exact', 'verb', 'family', 'cmd']);
    assert.ok(heads('bash', { command: 'curl http://a b' }).includes('net:a/'));
    const p = mountHooks(); // localHosts: ask — a call with no URL is never local, so it is denied, not asked
    const verdicts = await repeat(p, 5, { id: 'a' }, 'web_fetch', () => ({ url: 'http://[::1' }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(verdicts[4]), ['- exact:web_fetch:{"url":"http://[::1"} 5/5']);
  });
});

describe('NUL bytes and lone surrogates', () => {
  test('NUL bytes are ordinary characters: tokens, URLs (percent-encoded) and sinks keep them', () => {
    const command = 'curl https://a.com/x\u0000y -o out\u0000.bin';
    assert.deepEqual(heads('bash', { command }), [
      `exact:bash:${JSON.stringify({ command })}`,
      'verb:curl',
      'family:http-fetch',
      'cmd:curl:curl a.com/x%00y -o out\u0000.bin',
      'net:a.com/x%00y',
      'site:a.com',
      'sink:out\u0000.bin',
    ]);
    assert.notDeepEqual(heads('bash', { command: 'cat a\u0000b' }), heads('bash', { command: 'cat a\u0000c' }));
  });

  test('lone surrogates are kept apart in short and in digested fingerprints', () => {
    const ids = (command: string): string[] => printer.print('bash', { command }).fingerprints.map((f) => f.id);
    for (const pad of ['', 'x'.repeat(300)]) {
      const a = ids(`echo ${pad} \uD800`);
      const b = ids(`echo ${pad} \uD801`);
      const c = ids(`echo ${pad} \uDC00`);
      assert.equal(a.length, 3);
      for (let i = 0; i < a.length; i++) {
        if (i === 1) continue; // verb:echo is shared, rightly
        assert.notEqual(a[i], b[i], `fingerprint ${i} with pad ${pad.length}`);
        assert.notEqual(a[i], c[i], `fingerprint ${i} with pad ${pad.length}`);
      }
    }
    // A lone surrogate and the replacement character it would become in UTF-8 are different too.
    const long = 'y'.repeat(300);
    assert.notEqual(ids(`echo ${long}\uD800`)[2], ids(`echo ${long}\uFFFD`)[2]);
  });

  test('lone surrogates in argument keys and values go through the plugin and are counted', async () => {
    const p = mountHooks(CAPS_ONLY);
    const args = { '\uDFFF key': 'value \uD83D', path: '/w/\u0000' };
    const verdicts = await repeat(p, 5, { id: 'a' }, 'edit', () => ({ ...args }));
    assert.deepEqual(allowedFlags(verdicts), FOUR_THEN_DENY);
    assert.deepEqual(hitLines(verdicts[4]), ['- exact:edit:{"path":"/w/\\u0000","\\udfff key":"value \\ud83d"} 5/5']);
    assert.equal(await call(p, { id: 'a' }, 'edit', { ...args, '\uDFFF key': 'value \uD83E' }), undefined);
  });
});

describe('argument names that are special to JavaScript', () => {
  test('`__proto__`, `constructor` and `toString` are ordinary argument names', async () => {
    const parse = (json: string): Record<string, unknown> => JSON.parse(json) as Record<string, unknown>;
    const one = parse('{"__proto__": {"x": 1}, "path": "a"}');
    const two = parse('{"__proto__": {"x": 2}, "path": "a"}');
    assert.deepEqual(heads('edit', one), ['exact:edit:{"__proto__":{"x":1},"path":"a"}']);
    assert.notDeepEqual(heads('edit', one), heads('edit', two));
    // An own `__proto__` never lends a command to the shell reader.
    assert.deepEqual(kinds('bash', parse('{"__proto__": {"command": "curl https://a.com"}}')), ['exact']);
    assert.deepEqual(heads('bash', parse('{"__proto__": "x", "command": "ls", "description": "1st"}')), [
      'exact:bash:{"__proto__":"x","command":"ls"}',
      'verb:ls',
      'cmd:ls:ls',
    ]);
    assert.deepEqual(heads('read', parse('{"constructor": 1, "toString": 2, "hasOwnProperty": 3}')), [
      'exact:read:{"constructor":1,"hasOwnProperty":3,"toString":2}',
    ]);
    const p = mountHooks();
    const verdicts = await repeat(p, 5, { id: 'a' }, 'edit', (i) => parse(`{"__proto__": {"x": ${i}}, "path": "a"}`));
    assert.deepEqual(allowedFlags(verdicts), Array(5).fill(true), 'five different edits');
  });
});

describe('query strings that only look alike', () => {
  test('encoded separators in a query are not separators', () => {
    const net = (url: string): string | undefined => normalizeUrl(url)?.net;
    const distinct = [
      ['https://a.com/?a=1%26b%3D2', 'https://a.com/?a=1&b=2'],
      ['https://a.com/?a%3Db=c', 'https://a.com/?a=b%3Dc'],
      ['https://a.com/?q=%23x', 'https://a.com/?q=#x'],
      ['https://a.com/?q=%2B', 'https://a.com/?q=+'],
      ['https://a.com/?q=%2526', 'https://a.com/?q=%26'],
    ];
    for (const [left, right] of distinct) assert.notEqual(net(left!), net(right!), `${left} vs ${right}`);
    // What is not ambiguous stays decoded and readable.
    assert.equal(net('https://a.com/?q=caf%C3%A9%20au%20lait&x=a%2Fb'), 'a.com/?q=café au lait&x=a/b');
    assert.equal(net('https://a.com/?token=abc%3D%3D'), 'a.com/?token=abc==');
  });
});

// --------------------------------------------------------------- memory

/** `gc()` without --expose-gc on the command line. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

describe('bounded memory (D12)', () => {
  const gc = collector();
  /** A fresh string of about `size` characters, built the way a host builds text: by concatenation. */
  const fresh = (size: number, seed: number): string => `${seed % 10}z${Buffer.alloc(size - 2, `${seed % 10}z`).toString('latin1')}`;
  /** Large strings may live outside the JS heap (external), so count both. */
  const used = (): number => process.memoryUsage().heapUsed + process.memoryUsage().external;
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    }
  };
  /** Heap growth over `count` calls spread across live `agents`, after a warm-up on another agent
   *  (so compiled code and lazily created caches are not counted). */
  async function retained(agents: readonly object[], count: number, call: (agent: object, i: number) => Promise<unknown>): Promise<number> {
    const warmUp = { id: 'warm-up' };
    for (let i = 0; i < 6; i++) await call(warmUp, i);
    await settle();
    const before = used();
    for (let i = 0; i < count; i++) await call(agents[i % agents.length]!, i);
    await settle();
    return used() - before;
  }
  // If anything per agent held on to its source text, 2 agents × 12 window slots × 1 MB = 24 MB.
  const LIMIT = 4 << 20;

  test('1 MB results are stored as a bounded preview, never by reference to the whole text', async () => {
    const p = mountHooks();
    const agents = [{ id: 'a' }, { id: 'b' }];
    const bytes = await retained(agents, 24, (agent, i) => call(p, agent, 'read', { path: `/w/${i}` }, fresh(1 << 20, i)));
    assert.ok(bytes < LIMIT, `retained ${(bytes / 1024).toFixed(0)} KiB for 2 agents`);
    // And the preview is still quoted when the read is repeated.
    for (let i = 0; i < 4; i++) await call(p, agents[0]!, 'read', { path: '/w/same' }, `HEAD${fresh(1 << 20, i)}`);
    const denial = await call(p, agents[0]!, 'read', { path: '/w/same' });
    assert.match(denial ?? '', /\nHEAD3z3z3z/);
    // Its beginning and its end, 800 characters in all (§8.1 item 5), the rest counted.
    assert.match(denial ?? '', /\nHEAD(?:3z){131}\n… \(1047780 characters left out\) …\n(?:3z){267}\n```/);
  });

  test('1 MB arguments leave a bounded footprint per agent', async () => {
    const p = mountHooks();
    const agents = [{ id: 'a' }, { id: 'b' }];
    const heredoc = (i: number): string => `cat > /workspace/generated/file-${i}.txt <<'EOF'\n${fresh(1 << 20, i)}\nEOF`;
    const bytes = await retained(agents, 40, (agent, i) => call(p, agent, 'bash', { command: heredoc(i) }));
    assert.ok(bytes < LIMIT, `retained ${(bytes / 1024).toFixed(0)} KiB for 2 agents`);
    const writes = await retained(agents, 40, (agent, i) => call(p, agent, 'write', { path: `/w/${i}`, content: fresh(1 << 20, i) }));
    assert.ok(writes < LIMIT, `retained ${(writes / 1024).toFixed(0)} KiB for 2 agents`);
  });
});

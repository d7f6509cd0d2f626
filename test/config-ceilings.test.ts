// Issue 11 item 4: every configured size has a ceiling, checked when the plugin loads
// with the usual `repeat-tool-breaker: <key> …` message, and README's tables state them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CEILINGS, ConfigError, DEFAULTS, resolveConfig, stringList, validateConfig, type BreakerConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import type { HostContext } from '../lib/host.js';
import { hostApply } from './helpers/host-apply.js';

const names = (count: number, prefix = 't'): string[] => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const entries = (count: number, value: unknown, prefix = 'k'): Record<string, unknown> => Object.fromEntries(names(count, prefix).map((key) => [key, value]));
/** `limits` keys must be fingerprint kinds or whole fingerprints (issue 29 item 3). */
const limitEntries = (count: number, value: unknown): Record<string, unknown> => entries(count, value, 'verb:k');

/** Loads `config` the way the host does: through the plugin's apply(). */
function load(config: unknown): () => void {
  const ctx: HostContext = { tools: { guard: () => () => undefined }, on: () => () => undefined };
  return hostApply(ctx, config);
}

describe('configuration ceilings', () => {
  const rejected: [string, unknown, RegExp][] = [
    ['window: 1e9', { window: 1e9 }, /^repeat-tool-breaker: `window` must be an integer <= 1000 \(got 1000000000\)$/],
    ['previewChars: 1e9', { previewChars: 1e9 }, /^repeat-tool-breaker: `previewChars` must be an integer <= 2000 \(got 1000000000\)$/],
    ['resultPreviewChars: 1e9', { resultPreviewChars: 1e9 }, /^repeat-tool-breaker: `resultPreviewChars` must be an integer <= 10000 \(got 1000000000\)$/],
    ['a 1,000,000-entry exclude', { exclude: names(1_000_000) }, /^repeat-tool-breaker: `exclude` has 1000000 entries; at most 1000 are allowed$/],
    ['a 1,001-entry include', { include: names(1001) }, /^repeat-tool-breaker: `include` has 1001 entries; at most 1000 are allowed$/],
    ['a 1,000,000-entry ignoreArgs list', { ignoreArgs: { bash: names(1_000_000) } }, /^repeat-tool-breaker: `ignoreArgs\.bash` has 1000000 entries; at most 1000 are allowed$/],
    ['ignoreArgs for 1,001 tools', { ignoreArgs: entries(1001, ['x']) }, /^repeat-tool-breaker: `ignoreArgs` has 1001 entries; at most 1000 are allowed$/],
    ['200,000 limits keys', { limits: limitEntries(200_000, 3) }, /^repeat-tool-breaker: `limits` has 200000 entries; at most 1000 are allowed$/],
    ['1,001 host aliases', { hostAliases: entries(1001, 'a.com') }, /^repeat-tool-breaker: `hostAliases` has 1001 entries; at most 1000 are allowed$/],
    ['a 257-character tool pattern', { exclude: ['a', `*${'a'.repeat(255)}b`] }, /^repeat-tool-breaker: `exclude` entry 1 is 257 characters long; at most 256 are allowed$/],
    ['a 257-character argument name', { ignoreArgs: { '*': ['x'.repeat(257)] } }, /^repeat-tool-breaker: `ignoreArgs\.\*` entry 0 is 257 characters long/],
    ['a 257-character tool name key', { ignoreArgs: { ['t'.repeat(257)]: [] } }, /^repeat-tool-breaker: `ignoreArgs` has a key of 257 characters; at most 256 are allowed$/],
    ['a 257-character alias', { hostAliases: { 'a.com': `${'b'.repeat(251)}.com.x` } }, /^repeat-tool-breaker: `hostAliases\.a\.com` is 257 characters long; at most 256 are allowed$/],
    ['a 4,097-character limits key', { limits: { [`net:${'a'.repeat(4093)}`]: 3 } }, /^repeat-tool-breaker: `limits` has a key of 4097 characters; at most 4096 are allowed$/],
    ['a sparse exclude', { exclude: [, 'todo_write'] }, /^repeat-tool-breaker: `exclude` must be an array of strings \(entry 0 is a hole\)$/],
    ['a sparse include', { include: ['a', , 'b'] }, /^repeat-tool-breaker: `include` must be an array of strings \(entry 1 is a hole\)$/],
    ['a billion-slot exclude', { exclude: new Array(1e9) }, /^repeat-tool-breaker: `exclude` has 1000000000 entries; at most 1000 are allowed$/],
  ];
  for (const [what, config, message] of rejected) {
    test(`rejects ${what} when the plugin loads`, () => {
      assert.throws(() => load(config), (error: unknown) => error instanceof ConfigError && message.test(error.message));
    });
  }

  test('accepts every ceiling itself', () => {
    const config = validateConfig({
      window: CEILINGS.window,
      previewChars: CEILINGS.previewChars,
      resultPreviewChars: CEILINGS.resultPreviewChars,
      exclude: [...names(CEILINGS.entries - 1), 'p'.repeat(CEILINGS.entryChars)],
      include: names(CEILINGS.entries),
      ignoreArgs: { ['t'.repeat(CEILINGS.entryChars)]: names(CEILINGS.entries) },
      hostAliases: entries(CEILINGS.entries, 'h'.repeat(CEILINGS.entryChars)),
      limits: { ...limitEntries(CEILINGS.entries - 1, 3), [`net:${'a'.repeat(CEILINGS.limitKeyChars - 4)}`]: 3 },
    });
    assert.equal(config.window, 1000);
    assert.equal(config.exclude.length, 1000);
    assert.equal(config.limits.size, 1000 + Object.keys(DEFAULTS.limits).length);
    assert.doesNotThrow(() => load({ window: CEILINGS.window, limits: limitEntries(CEILINGS.entries, 3) }));
  });

  test('the defaults sit well inside the ceilings', () => {
    assert.ok(DEFAULTS.window <= CEILINGS.window && DEFAULTS.previewChars <= CEILINGS.previewChars);
    assert.ok(DEFAULTS.resultPreviewChars <= CEILINGS.resultPreviewChars);
  });

  test('the list check is one function that copies, and reads nothing past its bound', () => {
    const list = ['a', 'b*'];
    const copy = stringList('changeTools', list);
    assert.deepEqual(copy, list);
    assert.notEqual(copy, list);
    assert.throws(() => stringList('changeTools', ['a', 'b', 'c'], { entries: 2, chars: 9 }), /^ConfigError: repeat-tool-breaker: `changeTools` has 3 entries; at most 2 are allowed$/);
    const guarded = new Proxy(new Array(5000), {
      get(target, key, receiver) {
        if (key !== 'length' && typeof key === 'string' && /^\d+$/.test(key)) throw new Error(`read entry ${key}`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    assert.throws(() => stringList('exclude', guarded), /has 5000 entries/);
  });

  test('a long rejected value is quoted shortened', () => {
    assert.throws(() => validateConfig({ localHosts: 'x'.repeat(1_000_000) }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.ok(error.message.length < 300, `${error.message.length} characters`);
      return true;
    });
  });
});

describe('no user-sized array is spread into a call', () => {
  test('200,000 limits keys reach the fingerprinter without a RangeError', () => {
    // The configuration loader now refuses this many; the fingerprinter must still not
    // spread them into Math.max (which overflows the call stack past ~100,000 arguments).
    const limits = new Map<string, number | null>([['exact', 5], ['verb:ls', 3], ...names(200_000, 'verb:v').map((key): [string, number] => [key, 4])]);
    const config: BreakerConfig = { ...resolveConfig(undefined), limits };
    const printer = new Fingerprinter(config);
    const caps = printer.print('bash', { command: 'ls -la' }).fingerprints.map((f) => [f.kind, f.cap]);
    assert.deepEqual(caps, [['exact', 5], ['verb', 3], ['cmd', null]]);
  });
});

describe('docs/configuration.md documents the ceilings, and README points there', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const doc = readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');
  const section = (markdown: string, name: string, title: string): string => {
    const start = markdown.indexOf(`\n## ${title}\n`);
    assert.ok(start >= 0, `${name} has a "${title}" section`);
    const end = markdown.indexOf('\n## ', start + 1);
    return markdown.slice(start, end < 0 ? undefined : end);
  };
  const number = (n: number): string => n.toLocaleString('en-US');

  test('the Ceilings table names every ceiling with its value', () => {
    const limits = section(doc, 'docs/configuration.md', 'Ceilings');
    for (const [row, value] of [
      ['`window`', CEILINGS.window],
      ['`previewChars`', CEILINGS.previewChars],
      ['`resultPreviewChars`', CEILINGS.resultPreviewChars],
      ['entries of a list or map', CEILINGS.entries],
      ['characters of a list entry', CEILINGS.entryChars],
      ['characters of a `limits` key', CEILINGS.limitKeyChars],
    ] as const) {
      const line = limits.split('\n').find((l) => l.startsWith('|') && l.includes(row));
      assert.ok(line, `a row for ${row}`);
      assert.ok(line.includes(number(value)), `${row} says ${number(value)}: ${line}`);
    }
  });

  test('the key table and the defaults row state the numeric ranges', () => {
    const keys = section(doc, 'docs/configuration.md', 'Every key');
    for (const [key, value] of [['window', CEILINGS.window], ['previewChars', CEILINGS.previewChars], ['resultPreviewChars', CEILINGS.resultPreviewChars]] as const) {
      const line = keys.split('\n').find((l) => l.startsWith(`| \`${key}\``));
      assert.ok(line?.includes(number(value)), `${key}: ${line}`);
      const row = keys.split('\n').find((l) => l.trimStart().startsWith(`${key}:`));
      assert.ok(row?.includes(number(value)), `the defaults row's ${key}: ${row}`);
    }
  });

  test("README's Limits section names the largest ceilings and links the table", () => {
    const limits = section(readme, 'README', 'Limits').replace(/\s+/g, ' ');
    assert.ok(limits.includes('](docs/configuration.md#ceilings)'));
    assert.ok(limits.includes(`\`window\` ${number(CEILINGS.window)} calls`), limits);
    assert.ok(limits.includes(`\`resultPreviewChars\` ${number(CEILINGS.resultPreviewChars)} characters`), limits);
    assert.ok(limits.includes(`${number(CEILINGS.entries)} list entries`), limits);
  });
});

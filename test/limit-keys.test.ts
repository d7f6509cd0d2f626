// Issue 29 item 3: a `limits` key that is neither a fingerprint kind nor a whole fingerprint
// (`<kind>:<text>`) caps nothing, so it is refused with a did-you-mean: when the plugin loads
// (apply), and by the CLI's `config` (nothing written) and `check`. Before, `limits.exat=3`
// was written and loaded without a word, and `exact` stayed at 5.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ConfigError, DEFAULTS, validateConfig } from '../lib/config.js';
import type { HostContext } from '../lib/host.js';
import { cli } from './helpers/cli.js';
import { hostApply } from './helpers/host-apply.js';

const root = mkdtempSync(join(tmpdir(), 'rtb-limit-keys-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Loads `config` the way the host does: through the plugin's apply(). */
function load(config: unknown): void {
  const ctx: HostContext = { tools: { guard: () => () => undefined }, on: () => () => undefined };
  hostApply(ctx, config)();
}

const KINDS = 'exact, cmd, verb, family, net, site, sink, noop, failure';

describe('issue 29 item 3: the plugin refuses a limits key that caps nothing', () => {
  const refused: [string, string | undefined][] = [
    ['exat', 'exact'],
    ['Exact', 'exact'],
    ['comand', undefined],
    ['famly:http-fetch', 'family:http-fetch'],
    ['verbs:curl', 'verb:curl'],
    ['http-fetch', undefined],
    ['curl', undefined],
    ['verb:', undefined],
    [':curl', undefined],
    ['__proto__', undefined],
  ];
  for (const [key, suggestion] of refused) {
    test(`limits: { ${JSON.stringify(key)}: 3 } fails at apply${suggestion === undefined ? '' : `, with did you mean "${suggestion}"`}`, () => {
      const limits = JSON.parse(`{${JSON.stringify(key)}: 3}`) as unknown; // own __proto__, as a parsed file has it
      const hint = suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
      const message =
        `repeat-tool-breaker: \`limits\` has the key ${JSON.stringify(key)}, which caps nothing: a key is a fingerprint kind ` +
        `(${KINDS}) or a whole fingerprint <kind>:<text> such as verb:curl${hint}`;
      assert.throws(() => load({ limits }), (error: unknown) => error instanceof ConfigError && error.message === message);
    });
  }

  test('every kind, every default key and any <kind>:<text> load', () => {
    const keys = [...KINDS.split(', '), ...Object.keys(DEFAULTS.limits), 'verb:curl', 'net:example.com/x', 'sink:/tmp/out', 'cmd:git status', 'site:a:b'];
    const config = validateConfig({ limits: Object.fromEntries(keys.map((key) => [key, 4])) });
    for (const key of keys) assert.equal(config.limits.get(key), 4, key);
    assert.doesNotThrow(() => load({ limits: { exact: 3, 'family:http-fetch': 10 } }));
  });
});

describe('issue 29 item 3: config and check refuse it too', () => {
  const FRESH = '# a fresh profile\n[]\n';
  let count = 0;
  const file = (content: string): string => {
    const path = join(root, `p${count++}.yml`);
    writeFileSync(path, content);
    return path;
  };

  test('config P limits.exat=3 exits 2 with the did-you-mean and writes nothing', async () => {
    const path = file(FRESH);
    const r = await cli(['config', path, 'limits.exat=3']);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^dsh-repeat-tool-breaker: `limits` has the key "exat", which caps nothing: .*; did you mean "exact"\?; nothing was written to .*\n$/);
    assert.equal(readFileSync(path, 'utf8'), FRESH);
  });

  test('check on a row with limits: { exat: 3 } exits 2 with the row\'s line', async () => {
    const path = file('- id: repeat-tool-breaker\n  config:\n    limits: { exat: 3 }\n');
    const r = await cli(['check', path]);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, new RegExp(`^dsh-repeat-tool-breaker: ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1: \`limits\` has the key "exat", which caps nothing: .*; did you mean "exact"\\?\\n$`));
  });
});

// What the operator is told about a config. A hot reload that the plugin rejects is
// silent in the host (it keeps the last good config), and an ignored key silently runs
// on the defaults, so apply writes one `repeat-tool-breaker: …` line to stderr for each.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply } from '../index.js';
import { ConfigError, DEFAULTS, resolveConfig, unknownConfigKeys, unknownKeyLine, validateConfig } from '../lib/config.js';
import { SimHost } from '../cli/replay/host-sim.js';
import { hostApply } from './helpers/host-apply.js';
import { watchStderr } from './helpers/stderr-watch.js';

const stderr = watchStderr();
const written = (): string => stderr.lines().join('');

describe('unknown config keys (detection is pure data)', () => {
  test('a typo is reported with the key it was probably meant to be', () => {
    assert.deepEqual(unknownConfigKeys({ windw: 20 }), [{ key: 'windw', suggestion: 'window' }]);
    assert.deepEqual(
      unknownConfigKeys({ localhosts: 'deny', limts: {}, exlcude: [], previewChar: 3, window: 12 }).map((u) => [u.key, u.suggestion]),
      [
        ['localhosts', 'localHosts'],
        ['limts', 'limits'],
        ['exlcude', 'exclude'],
        ['previewChar', 'previewChars'],
      ],
    );
  });

  test('a key close to nothing gets no suggestion', () => {
    assert.deepEqual(unknownConfigKeys({ somethingElse: 1, x: 2 }), [
      { key: 'somethingElse', suggestion: undefined },
      { key: 'x', suggestion: undefined },
    ]);
  });

  test('every key the plugin reads is known, and so are progress and changeTools', () => {
    const known = Object.fromEntries([...Object.keys(DEFAULTS), 'progress', 'changeTools'].map((key) => [key, null]));
    assert.ok(Object.keys(known).length >= 11);
    assert.deepEqual(unknownConfigKeys(known), []);
  });

  test('the retired pathAliases and the removed keys are not reported as unknown', () => {
    assert.deepEqual(unknownConfigKeys({ pathAliases: ['x'], denyAfter: 3, warnAfter: 1, registerAdvisory: true }), []);
  });

  test('not an object: nothing to report (resolveConfig rejects it)', () => {
    for (const raw of [undefined, null, [], 'window', 3]) assert.deepEqual(unknownConfigKeys(raw), []);
  });

  test('an ignored key still loads: the config equals the defaults', () => {
    assert.deepEqual(validateConfig({ windw: 20, pathAliases: ['p'] }), resolveConfig(undefined));
  });

  test('the line: quoted key, "ignored", and the suggestion when there is one; always one line', () => {
    assert.equal(
      unknownKeyLine({ key: 'windw', suggestion: 'window' }),
      'repeat-tool-breaker: unknown config key "windw" (ignored; did you mean "window"?)',
    );
    assert.equal(unknownKeyLine({ key: 'x', suggestion: undefined }), 'repeat-tool-breaker: unknown config key "x" (ignored)');
    assert.equal(unknownKeyLine({ key: 'a\nb', suggestion: undefined }), 'repeat-tool-breaker: unknown config key "a\\nb" (ignored)');
  });

  test('a huge key is reported without a suggestion (no distance is computed for it)', () => {
    assert.deepEqual(unknownConfigKeys({ ['w'.repeat(100_000)]: 1 }).map((u) => u.suggestion), [undefined]);
  });
});

describe('apply tells the operator on stderr', () => {
  test('one line per unknown key, then the plugin runs on the rest', () => {
    const host = new SimHost();
    const teardown = hostApply(host.ctx, { windw: 20, limts: { exact: 3 }, pathAliases: ['x'], window: 6 });
    assert.equal(
      written(),
      'repeat-tool-breaker: unknown config key "windw" (ignored; did you mean "window"?)\n' +
        'repeat-tool-breaker: unknown config key "limts" (ignored; did you mean "limits"?)\n',
    );
    assert.equal(host.guardCount, 1);
    teardown();
  });

  test('a valid config writes nothing', () => {
    apply(new SimHost().ctx, { window: 6, limits: { exact: 3 }, progress: true, changeTools: ['write'] })();
    apply(new SimHost().ctx, undefined)();
    assert.equal(written(), '');
  });

  const rejected: [unknown, string][] = [
    [{ window: 0 }, 'repeat-tool-breaker: `window` must be an integer >= 4 (got 0)'],
    [{ denyAfter: 3 }, 'repeat-tool-breaker: `denyAfter` was removed in 0.2.0 — use `limits.exact` instead'],
    [{ limits: { exact: 1 } }, 'repeat-tool-breaker: `limits.exact` must be a finite number >= 2, or null (got 1)'],
    [{ localHosts: 'maybe' }, 'repeat-tool-breaker: `localHosts` must be one of deny, ask, allow (got "maybe")'],
  ];
  for (const [config, line] of rejected) {
    test(`a rejected config ${JSON.stringify(config)}: its one line on stderr, then the same ConfigError as before`, () => {
      const host = new SimHost();
      assert.throws(() => hostApply(host.ctx, config), (error: unknown) => error instanceof ConfigError && error.message === line);
      assert.equal(written(), `${line}\n`);
      assert.equal(host.guardCount, 0, 'nothing is registered');
    });
  }

  test('unknown keys first, then the error; a message with a line break stays on one line', () => {
    assert.throws(() => hostApply(new SimHost().ctx, { windw: 1, hostAliases: { 'a\nb': 3 } }), ConfigError);
    const lines = written().split('\n');
    assert.deepEqual(lines, [
      'repeat-tool-breaker: unknown config key "windw" (ignored; did you mean "window"?)',
      'repeat-tool-breaker: `hostAliases.a b` must be a non-empty host name (got 3)',
      '',
    ]);
  });

  test('a stderr that throws does not change what apply does', () => {
    stderr.replaceWriter(() => {
      throw new Error('EPIPE');
    });
    assert.throws(() => apply(new SimHost().ctx, { window: 0 }), ConfigError);
    const host = new SimHost();
    const teardown = hostApply(host.ctx, { windw: 1 });
    assert.equal(host.guardCount, 1, 'applied although its warning could not be written');
    teardown();
  });
});

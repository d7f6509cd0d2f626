// design §3: defaults (T14), merge semantics, fail-loud validation (T12c, D8), scope (T6).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULTS, resolveConfig, unknownConfigKeys, validateConfig, type BreakerConfig } from '../lib/config.js';
import { limitFor } from '../lib/call/fingerprint.js';
import { globMatch, isTracked } from '../lib/call/scope.js';

/** A resolved config in the shape of DEFAULTS (its maps as plain objects), to compare the two. */
const asPlain = (config: BreakerConfig): Record<string, unknown> => ({
  ...config,
  ignoreArgs: Object.fromEntries(config.ignoreArgs),
  hostAliases: Object.fromEntries(config.hostAliases),
  limits: Object.fromEntries(config.limits),
});
const plainDefaults = (): unknown => JSON.parse(JSON.stringify(DEFAULTS));

describe('T14 shipped defaults', () => {
  test('exactly design §3.1', () => {
    assert.deepEqual(plainDefaults(), {
      window: 12,
      localHosts: 'ask',
      mode: 'enforce',
      report: 'off',
      previewChars: 400,
      resultPreviewChars: 800,
      exclude: ['todo_write'],
      include: [],
      exempt: [],
      // D24: the labels `description`, `title`, `comment`, `reason` are decoys only of the
      // host's own shell, file and task tools; in any other tool they are its payload.
      ignoreArgs: {
        '*': ['timeoutMs', 'run_in_background', 'justification'],
        bash: ['description', 'timeoutMs', 'run_in_background', 'justification', 'reason', 'title', 'comment'],
        pwsh: ['description', 'timeoutMs', 'run_in_background', 'justification', 'reason', 'title', 'comment'],
        shell: ['description', 'timeoutMs', 'run_in_background', 'justification', 'reason', 'title', 'comment'],
        ...Object.fromEntries(
          [
            'read', 'write', 'edit', 'glob', 'grep', 'read_image', 'str_replace_editor', 'subagent', 'task', 'job_output', 'job_kill', 'job_list',
            'read_file', 'write_file', 'edit_file', 'create_file', 'multi_edit', 'apply_patch', 'notebook_edit', 'view',
          ].map((tool) => [tool, ['description', 'title', 'comment', 'reason']]),
        ),
      },
      hostAliases: { 'open-data.canada.ca': 'open.canada.ca' },
      limits: {
        exact: 5, cmd: 5, net: 5, sink: 5, site: null, 'family:http-fetch': null, 'verb:curl': null, 'verb:wget': null, noop: 3, failure: 5,
      },
      progress: true,
      changeTools: [
        'write', 'edit', 'str_replace_editor', 'multi_edit', 'apply_patch', 'notebook_edit', 'write_file', 'edit_file', 'create_file', 'patch', 'replace',
      ],
      delegateTools: ['task', 'agent', 'subagent', 'delegate*', 'spawn_agent', 'dispatch_agent'],
      sameResult: 3,
      pollSleep: 30,
      pollBudget: 1800,
    });
    assert.ok(!('pathAliases' in DEFAULTS));
    assert.ok(Object.isFrozen(DEFAULTS) && Object.isFrozen(DEFAULTS.limits) && Object.isFrozen(DEFAULTS.exclude));
  });

  test('DEFAULTS is read-only in its type as well as frozen (npm run typecheck checks the type errors)', () => {
    assert.throws(() => {
      // @ts-expect-error the shipped defaults are typed read-only
      DEFAULTS.window = 3;
    }, TypeError);
    assert.throws(() => {
      // @ts-expect-error nested lists too
      DEFAULTS.exclude.push('bash');
    }, TypeError);
    assert.throws(() => {
      // @ts-expect-error and nested maps
      DEFAULTS.limits['exact'] = 2;
    }, TypeError);
    assert.equal(DEFAULTS.window, 12);
  });

  test('writepath:/w is uncapped; volume keys stay uncapped under kind caps', () => {
    const limits = resolveConfig(undefined).limits;
    assert.equal(limitFor('writepath:/w', limits), null);
    assert.equal(limitFor('exact:read:{}', limits), 5);
    const tuned = resolveConfig({ limits: { family: 3, verb: 4, site: 20 } }).limits;
    assert.equal(limitFor('family:http-fetch', tuned), null);
    assert.equal(limitFor('verb:curl', tuned), null);
    assert.equal(limitFor('verb:ls', tuned), 4);
    assert.equal(limitFor('site:github.com', tuned), 20);
    assert.equal(limitFor('constructor:x', tuned), null);
  });
});

describe('§3.2 merge semantics', () => {
  test('undefined and {} give the defaults', () => {
    for (const raw of [undefined, {}]) assert.deepEqual(asPlain(resolveConfig(raw)), plainDefaults());
  });

  test('maps merge one level deep; arrays replace; scalars replace', () => {
    const c = resolveConfig({
      window: 20,
      localHosts: 'deny',
      ignoreArgs: { bash: ['description'], read: ['note'] },
      hostAliases: { 'Mirror.Example.com': 'example.com' },
      limits: { exact: 3, site: 30 },
      exclude: ['a', 'b*'],
      include: ['bash'],
    });
    assert.equal(c.window, 20);
    assert.equal(c.localHosts, 'deny');
    assert.deepEqual(c.ignoreArgs.get('bash'), ['description']);
    assert.deepEqual(c.ignoreArgs.get('read'), ['note']);
    assert.deepEqual(c.ignoreArgs.get('*'), DEFAULTS.ignoreArgs['*']);
    assert.equal(c.hostAliases.get('open-data.canada.ca'), 'open.canada.ca');
    assert.equal(c.hostAliases.get('mirror.example.com'), 'example.com');
    assert.equal(c.limits.get('exact'), 3);
    assert.equal(c.limits.get('cmd'), 5);
    assert.equal(c.limits.get('site'), 30);
    assert.deepEqual(c.exclude, ['a', 'b*']);
    assert.deepEqual(c.include, ['bash']);
  });

  test('caller-owned objects are copied, never frozen or mutated', () => {
    const exclude = ['x'];
    const limits = { exact: 4 };
    const raw = { exclude, limits };
    const c = resolveConfig(raw);
    exclude.push('y');
    assert.deepEqual(c.exclude, ['x']);
    assert.ok(!Object.isFrozen(exclude) && !Object.isFrozen(limits) && !Object.isFrozen(raw));
    assert.deepEqual(raw, { exclude: ['x', 'y'], limits: { exact: 4 } });
  });

  test('unknown keys and the removed pathAliases are ignored: the defaults load', () => {
    assert.deepEqual(asPlain(validateConfig({ pathAliases: ['path'], somethingElse: 1 })), plainDefaults());
  });

  test('a misspelt mode or report key is ignored with the key it was meant to be', () => {
    assert.deepEqual(
      unknownConfigKeys({ mdoe: 'observe', reports: 'denials', Mode: 'observe', mode: 'observe' }).map((u) => [u.key, u.suggestion]),
      [
        ['mdoe', 'mode'],
        ['reports', 'report'],
        ['Mode', 'mode'],
      ],
    );
  });

  test('mode and report take each of their values, independently', () => {
    for (const mode of ['enforce', 'observe', 'ask'] as const) {
      for (const report of ['denials', 'off'] as const) {
        const c = resolveConfig({ mode, report });
        assert.deepEqual([c.mode, c.report], [mode, report]);
      }
    }
    assert.deepEqual([resolveConfig({ mode: undefined }).mode, resolveConfig({ report: undefined }).report], ['enforce', 'off']);
  });

  test('{limits:{net:null}} loads and uncaps net', () => {
    assert.equal(resolveConfig({ limits: { net: null } }).limits.get('net'), null);
  });
});

describe('T12c fail-loud configuration', () => {
  const bad: [unknown, RegExp][] = [
    [null, /^repeat-tool-breaker: config must be an object \(got null\)/],
    [[], /^repeat-tool-breaker: config must be an object \(got \[\]\)/],
    ['x', /^repeat-tool-breaker: config must be an object \(got "x"\)/],
    [{ window: 3 }, /^repeat-tool-breaker: `window` must be an integer >= 4 \(got 3\)/],
    [{ window: 4.5 }, /`window` must be an integer >= 4 \(got 4\.5\)/],
    [{ window: '12' }, /`window` must be an integer >= 4 \(got "12"\)/],
    [{ localHosts: 'maybe' }, /`localHosts` must be one of deny, ask, allow \(got "maybe"\)/],
    [{ mode: 'observer' }, /^repeat-tool-breaker: `mode` must be one of enforce, observe, ask \(got "observer"\); did you mean "observe"\?$/],
    [{ mode: 'Enforcing' }, /^repeat-tool-breaker: `mode` must be one of enforce, observe, ask \(got "Enforcing"\); did you mean "enforce"\?$/],
    [{ mode: 'dry-run' }, /^repeat-tool-breaker: `mode` must be one of enforce, observe, ask \(got "dry-run"\)$/],
    [{ mode: true }, /^repeat-tool-breaker: `mode` must be one of enforce, observe, ask \(got true\)$/],
    [{ report: 'denial' }, /^repeat-tool-breaker: `report` must be one of denials, off \(got "denial"\); did you mean "denials"\?$/],
    [{ report: 'on' }, /^repeat-tool-breaker: `report` must be one of denials, off \(got "on"\)$/],
    [{ report: true }, /^repeat-tool-breaker: `report` must be one of denials, off \(got true\)$/],
    [{ report: ['denials'] }, /^repeat-tool-breaker: `report` must be one of denials, off \(got \["denials"\]\)$/],
    [{ previewChars: 0 }, /`previewChars` must be an integer >= 1 \(got 0\)/],
    [{ resultPreviewChars: -1 }, /`resultPreviewChars` must be an integer >= 1 \(got -1\)/],
    [{ limits: { exact: 1 } }, /`limits\.exact` must be a finite number >= 2, or null \(got 1\)/],
    [{ limits: { net: Infinity } }, /`limits\.net` must be a finite number >= 2, or null \(got Infinity\)/],
    [{ limits: { net: '5' } }, /`limits\.net` must be a finite number >= 2, or null \(got "5"\)/],
    [{ limits: [] }, /`limits` must be an object \(got \[\]\)/],
    [{ ignoreArgs: 'description' }, /`ignoreArgs` must be an object/],
    [{ ignoreArgs: { bash: 'description' } }, /`ignoreArgs\.bash` must be an array of strings \(got "description"\)/],
    [{ hostAliases: { a: 1 } }, /`hostAliases\.a` must be a non-empty host name \(got 1\)/],
    [{ exclude: 'todo_write' }, /`exclude` must be an array of strings \(got "todo_write"\)/],
    [{ include: [1] }, /`include` must be an array of strings \(got \[1\]\)/],
    [{ denyAfter: 3 }, /`denyAfter` was removed in 0\.2\.0 — use `limits\.exact`/],
    [{ warnAfter: 3 }, /`warnAfter` was removed in 0\.2\.0 — the advisory tier was removed; the guard denies/],
    [{ registerAdvisory: true }, /`registerAdvisory` was removed in 0\.2\.0 — the advisory tier was removed/],
    [{ maxSamePath: 2 }, /`maxSamePath` was removed in 0\.2\.0 — there is no path-only cap/],
    [{ readTools: [] }, /`readTools` was removed in 0\.2\.0 — read-like tools are recognised from the tool name/],
    [{ matchReadBySubstring: true }, /`matchReadBySubstring` was removed in 0\.2\.0/],
  ];
  for (const [raw, message] of bad) {
    test(`rejects ${JSON.stringify(raw)}`, () => assert.throws(() => validateConfig(raw), { message }));
  }

  test('D8 the removed-key check looks at own keys only', () => {
    const inherited = Object.create({ denyAfter: 3 }) as object;
    assert.throws(() => resolveConfig(inherited), /config must be an object/); // not a plain object
    // Own keys that are not removed keys: unknown, so the defaults load.
    assert.deepEqual(asPlain(validateConfig({ constructor: 'x' })), plainDefaults());
    assert.deepEqual(asPlain(resolveConfig(JSON.parse('{"__proto__": {"denyAfter": 1}}'))), plainDefaults());
  });

  test('no setting is validated against another', () => {
    const c = resolveConfig({ window: 4, limits: { exact: 50 }, previewChars: 1, resultPreviewChars: 1 });
    assert.deepEqual([c.window, c.limits.get('exact'), c.previewChars, c.resultPreviewChars], [4, 50, 1, 1]);
  });
});

describe('T6 §3.4 tool scope', () => {
  test('globs are anchored, case-sensitive, * is the only wildcard', () => {
    assert.ok(globMatch('read*', 'read_file'));
    assert.ok(globMatch('*_file', 'read_file'));
    assert.ok(globMatch('r*d*e', 'read_file'));
    assert.ok(!globMatch('read', 'read_file'));
    assert.ok(!globMatch('Read*', 'read_file'));
    assert.ok(!globMatch('read.file', 'read_file'));
    assert.ok(globMatch('a?b', 'a?b') && !globMatch('a?b', 'axb'));
    assert.ok(globMatch('*', '') && globMatch('**', 'x'));
  });

  test('T6 todo_write untracked, bash tracked; include narrows; exclude wins', () => {
    const d = resolveConfig(undefined);
    assert.equal(isTracked('todo_write', d.include, d.exclude), false);
    assert.equal(isTracked('bash', d.include, d.exclude), true);
    const only = resolveConfig({ include: ['read*'] });
    assert.equal(isTracked('bash', only.include, only.exclude), false);
    assert.equal(isTracked('read_file', only.include, only.exclude), true);
    const both = resolveConfig({ include: ['read*'], exclude: ['read_secret'] });
    assert.equal(isTracked('read_secret', both.include, both.exclude), false);
    assert.equal(isTracked('', d.include, d.exclude), false);
  });
});

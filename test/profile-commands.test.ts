// `check` and `config` on a profile's cordis.patch.yml (issue 22 item 2), through the CLI:
// on a fresh profile's file exactly as dsh writes it, on one that has other rows, and on
// one that already has the plugin's row. What `config` writes is read back with dsh's own
// YAML reader (js-yaml, test/helpers/dsh-yaml.ts). The CLI runs in this process as
// dist/cli/main.js wires it (test/helpers/cli.ts); the first test also runs the built CLI.
import assert from 'node:assert/strict';
import { chmodSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli as runCli, cliProcess } from './helpers/cli.js';
import { dshLoad } from './helpers/dsh-yaml.js';
import { dshConfigOf, ProfileFolders } from './helpers/profile-files.js';

const folders = new ProfileFolders('rtb-profile-');
const { root } = folders;
after(() => folders.remove());

/** dsh-app-boot 0.1.0-rc.8's PROFILE_PATCH_TEMPLATE: the cordis.patch.yml of a profile dsh
 *  has just created (a first `dsh web`, `dsh --profile headless`, `dsh plugin … add`). */
const FRESH = `# Your patch layer for this dsh profile, applied after every bundle layer:
# a top-level YAML array of loader patch entries (id-targeted config
# overrides, disables, and insert lists; \`!!js\` expressions allowed).
[]
`;

/** A profile that has rows of its own, with comments and a !!js value. */
const OTHER_ROWS = `# my profile
- id: approval
  config: { policy: never }   # no asking here

# a guard of my own
- insert:
    - id: tool-guard
      name: /opt/guards/tool-guard.mjs
      disabled: !!js process.env.NO_GUARD === '1'
`;

/** A profile that already tunes the plugin, between other rows. */
const OUR_ROW = `- id: approval
  config: {policy: never}
# tuning the breaker
- id: repeat-tool-breaker
  config:
    window: 20   # wider than the default
    limits: { exact: 3 }
- id: other
  config: {}
`;

/** A profile folder holding `content` as its cordis.patch.yml; returns the file's path. */
const profile = (content: string): string => folders.profile(content);

const cli = (...args: string[]) => runCli(args);

/** `config` exits 0 and says it wrote; the file afterwards. */
async function configured(file: string, ...assignments: string[]): Promise<string> {
  const r = await cli('config', file, ...assignments);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+: wrote the config of repeat-tool-breaker: \\{`));
  return readFileSync(file, 'utf8');
}

describe('issue 22 item 2: config writes the row into a profile, as dsh reads it', () => {
  test("a fresh profile: the row replaces its [] under dsh's comments; dsh reads the config; check shows it", async () => {
    const file = profile(FRESH);
    const text = await configured(file, 'limits.exact=3', 'mode=observe');
    assert.equal(
      text,
      FRESH.replace('[]\n', '- id: repeat-tool-breaker\n  config:\n    limits:\n      exact: 3\n    mode: observe\n'),
    );
    assert.deepEqual(dshLoad(text), [{ id: 'repeat-tool-breaker', config: { limits: { exact: 3 }, mode: 'observe' } }]);
    const check = cliProcess(['check', file]);
    assert.equal(check.status, 0, check.stderr);
    assert.match(check.stdout, /:4: repeat-tool-breaker runs with this config .*\n {2}window: 12\n {2}localHosts: ask\n {2}mode: observe\n/);
    assert.match(check.stdout, /\n {2}limits:\n {4}exact: 3\n {4}cmd: 5\n/);
  });

  test('a profile with other rows: they, their comments and their !!js stay byte for byte; the row is added at the end', async () => {
    const file = profile(OTHER_ROWS);
    const text = await configured(file, 'window=16');
    assert.equal(text, `${OTHER_ROWS}- id: repeat-tool-breaker\n  config:\n    window: 16\n`);
    assert.deepEqual(dshConfigOf(text), { window: 16 });
  });

  test("a profile with the plugin's row: its config block is rewritten with the keys merged, everything around it stays", async () => {
    const file = profile(OUR_ROW);
    const text = await configured(file, 'limits.cmd=4', 'sameResult=null');
    assert.equal(
      text,
      OUR_ROW.replace(
        '  config:\n    window: 20   # wider than the default\n    limits: { exact: 3 }\n',
        '  config:\n    window: 20\n    limits:\n      exact: 3\n      cmd: 4\n    sameResult: null\n',
      ),
    );
    assert.deepEqual(dshConfigOf(text), { window: 20, limits: { exact: 3, cmd: 4 }, sameResult: null });
    const again = await cli('config', file, 'limits.cmd=4');
    assert.equal(again.status, 0);
    assert.match(again.stdout, /: unchanged /);
    assert.equal(readFileSync(file, 'utf8'), text);
  });

  test('a row the file inserts (route C) gets its config: under it; a row written compactly keeps its `- `', async () => {
    const inserted = profile('- insert:\n    - id: repeat-tool-breaker\n      name: dsh-repeat-tool-breaker\n');
    assert.equal(await configured(inserted, 'report=denials'), '- insert:\n    - id: repeat-tool-breaker\n      name: dsh-repeat-tool-breaker\n      config:\n        report: denials\n');
    const compact = profile('- config: {window: 8}\n  id: repeat-tool-breaker\n');
    assert.equal(await configured(compact, 'window=9'), '- config:\n    window: 9\n  id: repeat-tool-breaker\n');
  });

  test('values are typed as YAML reads them: numbers, null, booleans, lists, maps, quoted strings; dotted entries may hold dots', async () => {
    const file = profile(FRESH);
    const text = await configured(
      file,
      'exclude=[todo_write, mcp__*]',
      'limits.verb:curl=10',
      'progress=false',
      'pollSleep=null',
      'hostAliases.open-data.canada.ca=open.canada.ca',
      "ignoreArgs.bash=[description, 'reason']",
    );
    assert.deepEqual(dshConfigOf(text), {
      exclude: ['todo_write', 'mcp__*'],
      limits: { 'verb:curl': 10 },
      progress: false,
      pollSleep: null,
      hostAliases: { 'open-data.canada.ca': 'open.canada.ca' },
      ignoreArgs: { bash: ['description', 'reason'] },
    });
  });

  test('CRLF stays CRLF; a symbolic link stays a link to the file it names; the permissions stay; no temporary file is left', async () => {
    const crlf = profile(FRESH.replace(/\n/g, '\r\n'));
    const text = await configured(crlf, 'window=30');
    assert.ok(!/[^\r]\n/.test(text), JSON.stringify(text));
    assert.deepEqual(dshConfigOf(text), { window: 30 });

    const real = profile(FRESH);
    chmodSync(real, 0o640);
    const link = folders.fresh('link', '.yml');
    symlinkSync(real, link);
    await configured(link, 'window=40');
    assert.ok(lstatSync(link).isSymbolicLink());
    assert.deepEqual(dshConfigOf(readFileSync(real, 'utf8')), { window: 40 });
    assert.equal(statSync(real).mode & 0o777, 0o640);
    for (const file of [crlf, real]) assert.deepEqual(readdirSync(join(file, '..')), ['cordis.patch.yml']);
  });

  test('a rejected value, a YAML error or a file in flow style writes nothing, with one line and exit 2', async () => {
    const cases: [string, string[], RegExp][] = [
      [FRESH, ['limits.exact=1'], /^dsh-repeat-tool-breaker: `limits\.exact` must be a finite number >= 2, or null \(got 1\); nothing was written to .*\n$/],
      [FRESH, ['mode=observer'], /^dsh-repeat-tool-breaker: `mode` must be one of enforce, observe, ask \(got "observer"\); did you mean "observe"\?; nothing was written/],
      [`${FRESH}- id: repeat-tool-breaker\n  config: {window: 20}\n`, ['window=30'], /^.*cordis\.patch\.yml:5:1: a row after \[\] is not in the list .*replace \[\] with the rows\n$/],
      ['[{id: approval, config: {policy: never}}]\n', ['window=30'], /cordis\.patch\.yml:1: the list of patches is written on one line/],
      ['id: repeat-tool-breaker\n', ['window=30'], /: must be a list of patches/],
    ];
    for (const [content, assignments, message] of cases) {
      const file = profile(content);
      const r = await cli('config', file, ...assignments);
      assert.equal(r.status, 2, content);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, message);
      assert.equal(readFileSync(file, 'utf8'), content, 'the file is unchanged');
      assert.deepEqual(readdirSync(join(file, '..')), ['cordis.patch.yml']);
    }
  });

  test('issue 29 item 8: a key given twice is a usage error (exit 2), nothing is written', async () => {
    const cases: [string[], string][] = [
      [['window=20', 'window=30'], '`window` is given twice (window=20 and window=30)'],
      [['limits.exact=3', 'mode=observe', 'limits.exact=4'], '`limits.exact` is given twice (limits.exact=3 and limits.exact=4)'],
      [['limits={exact: 3}', 'limits.cmd=4'], '`limits.cmd` is given twice (limits={exact: 3} and limits.cmd=4)'],
    ];
    for (const [assignments, message] of cases) {
      const file = profile(FRESH);
      const r = await cli('config', file, ...assignments);
      assert.equal(r.status, 2, assignments.join(' '));
      assert.equal(r.stdout, '');
      assert.equal(r.stderr, `dsh-repeat-tool-breaker: config: ${message}; give each key once\nRun 'dsh-repeat-tool-breaker --help' for usage.\n`);
      assert.equal(readFileSync(file, 'utf8'), FRESH, 'nothing is written');
    }
    // Different entries of one map are different keys.
    assert.deepEqual(dshConfigOf(await configured(profile(FRESH), 'limits.exact=3', 'limits.cmd=4')), { limits: { exact: 3, cmd: 4 } });
  });

  test('a file of comments only, which dsh refuses, becomes a list with the row', async () => {
    const file = profile('# nothing here yet\n');
    assert.equal((await cli('check', file)).status, 2);
    assert.equal(await configured(file, 'window=14'), '# nothing here yet\n- id: repeat-tool-breaker\n  config:\n    window: 14\n');
  });
});

describe('issue 22 item 2: check reads the file as dsh will', () => {
  const check = async (content: string) => {
    const file = profile(content);
    return { file, ...(await cli('check', file)) };
  };

  test('a YAML error is one line with line:column, exit 2 (the newcomer\'s row after [])', async () => {
    const r = await check(`${FRESH}- id: repeat-tool-breaker\n  config:\n    mode: observe\n`);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: ${r.file}:5:1: a row after [] is not in the list ([] is a whole, empty list): replace [] with the rows\n`);
  });

  test("a bad row config is the plugin's own message, with the row's line, exit 2", async () => {
    const r = await check('- id: approval\n  config: {}\n- id: repeat-tool-breaker\n  config:\n    window: 0\n');
    assert.equal(r.status, 2);
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: ${r.file}:3: \`window\` must be an integer >= 4 (got 0)\n`);
  });

  test('a disabled row is said (exit 0); a !!js disabled is decided by dsh; a !!js config value cannot be checked (exit 2)', async () => {
    const off = await check('- id: repeat-tool-breaker\n  disabled: true\n  config: {window: 20}\n');
    assert.equal(off.status, 0, off.stderr);
    assert.match(off.stdout, /^.*:1: repeat-tool-breaker is disabled here \(disabled: true\), so dsh does not load it\nenabled, it would run with:\n {2}window: 20\n/);
    const js = await check("- id: repeat-tool-breaker\n  disabled: !!js process.env.CI === '1'\n");
    assert.equal(js.status, 0, js.stderr);
    assert.match(js.stdout, /:1: `disabled: !!js process\.env\.CI === '1'` is decided by dsh when it mounts the row; enabled, repeat-tool-breaker runs with:\n/);
    const value = await check('- id: repeat-tool-breaker\n  config:\n    window: !!js 4 * 5\n');
    assert.equal(value.status, 2);
    assert.equal(value.stderr, `dsh-repeat-tool-breaker: ${value.file}:3:13: \`!!js 4 * 5\` is evaluated by dsh when it mounts the row, so its value cannot be checked here\n`);
  });

  test('what dsh warns about and goes on: a patch dsh skips (exit 0)', async () => {
    const r = await check('- id: repeat-tool-breaker\n  name: some-other-package\n  config: {window: 4}\n- id: repeat-tool-breaker\n  config: {window: 20}\n');
    assert.equal(r.status, 0, r.stderr);
    assert.equal(
      r.stderr,
      `dsh-repeat-tool-breaker: ${r.file}:1: dsh skips this patch: its name "some-other-package" is not the name of the row it reconfigures\n` +
        `dsh-repeat-tool-breaker: ${r.file}: note: read alone (no package.json beside it): the layers dsh applies before it, a profile's bundles, are not seen\n`,
    );
    assert.match(r.stdout, /:4: repeat-tool-breaker runs with this config .*\n {2}window: 20\n/);
  });

  test('issue 29 item 4: a key the plugin would ignore fails the check (exit 2), at its line, with the did-you-mean', async () => {
    const one = await check('- id: repeat-tool-breaker\n  config:\n    window: 20\n    windw: 20\n');
    assert.equal(one.status, 2);
    assert.equal(one.stdout, '');
    assert.equal(one.stderr, `dsh-repeat-tool-breaker: ${one.file}:4: unknown config key "windw" (did you mean "window"?): the plugin would ignore it and run without that setting\n`);
    const two = await check('- id: repeat-tool-breaker\n  config: {lmits: {exact: 3}, frobnicate: 1}\n');
    assert.equal(two.status, 2);
    assert.equal(two.stderr, `dsh-repeat-tool-breaker: ${two.file}:2: unknown config keys "lmits" (did you mean "limits"?), "frobnicate": the plugin would ignore them and run without those settings\n`);
    // A row dsh does not load is not applied at all: said, and the check passes.
    const off = await check('- id: repeat-tool-breaker\n  disabled: true\n  config:\n    windw: 20\n');
    assert.equal(off.status, 0, off.stderr);
    assert.match(off.stderr, /:4: unknown config key "windw" \(did you mean "window"\?\): the plugin would ignore it .* \(once it is enabled\)\n/);
    // --help says so.
    assert.match((await cli('check', '--help')).stdout.replace(/\s+/g, ' '), /a config key the plugin would ignore \(with the key it was probably meant to be\)/);
  });

  test('a file dsh refuses to start with, and a file that is missing, exit 2', async () => {
    assert.match((await check('[]\n---\n[]\n')).stderr, /:2:1: more than one document is not read\n$/);
    const twice = await check('- insert:\n    - id: repeat-tool-breaker\n      name: dsh-repeat-tool-breaker\n- insert:\n    - id: repeat-tool-breaker\n      name: dsh-repeat-tool-breaker\n');
    assert.equal(twice.status, 2);
    assert.equal(
      twice.stderr,
      `dsh-repeat-tool-breaker: ${twice.file}:5: this row mounts repeat-tool-breaker, and so does the row at ${twice.file}:2: dsh refuses to start (duplicate loader entry id: repeat-tool-breaker). Remove one of the two rows\n`,
    );
    assert.match((await check('- a string\n')).stderr, /: entry 1 must be a mapping \(a patch\); dsh refuses to start with it\n$/);
    const missing = await cli('check', join(root, 'nowhere', 'cordis.patch.yml'));
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /^dsh-repeat-tool-breaker: cannot read the file .*nowhere.*ENOENT/);
  });
});

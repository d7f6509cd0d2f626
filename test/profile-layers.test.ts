// Issue 29 items 2 and 5: `check` and `replay --config` read a profile's cordis.patch.yml
// with the bundle layers dsh applies before it, read from the profile's package.json and
// node_modules as route A (`dsh plugin --profile <p> add <tarball>`) leaves them. Route A
// then route C in one profile (the bundle and a `- insert:` row both mount the id) is what
// `dsh web` refuses with `duplicate loader entry id: repeat-tool-breaker` (seen with dsh
// 0.1.0-rc.8): check and replay fail with one line naming both mounts. An untuned route-A
// profile (`[]`) is the defaults, with one note, for both. The profiles are built here as
// dsh and pnpm lay them out: the package's own package.json and cordis.patch.yml installed
// under node_modules.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli } from './helpers/cli.js';

const SAMPLE = 'examples/trajectory.jsonl';
const root = mkdtempSync(join(tmpdir(), 'rtb-layers-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** dsh-app-boot 0.1.0-rc.8's fresh patch file. */
const FRESH = `# Your patch layer for this dsh profile, applied after every bundle layer:
# a top-level YAML array of loader patch entries (id-targeted config
# overrides, disables, and insert lists; \`!!js\` expressions allowed).
[]
`;
/** README's route C row. */
const ROUTE_C = '- insert:\n    - id: repeat-tool-breaker\n      name: dsh-repeat-tool-breaker\n';
const WEB_BUNDLES = ['@deepseek-ai/dsh-base', '@deepseek-ai/dsh-web-app'];

interface Profile {
  readonly dir: string;
  readonly file: string;
  /** The installed bundle's patch file, and the line of its row. */
  readonly bundlePatch: string;
  readonly bundleRow: string;
}

let count = 0;
/** A profile folder: package.json listing `bundles`, the package installed (or not), and
 *  `patch` as its cordis.patch.yml. */
function profile(patch: string, { bundles = [...WEB_BUNDLES, 'dsh-repeat-tool-breaker'], installed = true } = {}): Profile {
  const dir = join(root, `p${count++}`, 'profiles', 'web');
  const pkgDir = join(dir, 'node_modules', 'dsh-repeat-tool-breaker');
  mkdirSync(pkgDir, { recursive: true });
  const manifest = { name: 'dsh-profile-web', private: true, dependencies: { 'dsh-repeat-tool-breaker': 'file:/somewhere/dsh-repeat-tool-breaker-0.5.0.tgz' }, dsh: { profile: { bundles } } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (installed) {
    copyFileSync('package.json', join(pkgDir, 'package.json'));
    copyFileSync('cordis.patch.yml', join(pkgDir, 'cordis.patch.yml'));
  }
  const file = join(dir, 'cordis.patch.yml');
  writeFileSync(file, patch);
  const bundlePatch = join(pkgDir, 'cordis.patch.yml');
  const line = readFileSync('cordis.patch.yml', 'utf8').split('\n').findIndex((l) => l.includes('- id: repeat-tool-breaker')) + 1;
  return { dir, file, bundlePatch, bundleRow: `${bundlePatch}:${line}` };
}

const PREFIX = 'dsh-repeat-tool-breaker: ';
const summary = (stdout: string): string => stdout.trimEnd().split('\n').at(-1) ?? '';

describe('issue 29 item 2: check reads the profile\'s bundle layers beside the file', () => {
  test('route A then route C in one profile: exit 2, one line naming both mounts and how to remove one (dsh web refuses it)', async () => {
    const p = profile(ROUTE_C);
    const r = await cli(['check', p.file]);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.equal(
      r.stderr,
      `${PREFIX}${p.file}:2: this row mounts repeat-tool-breaker, and so does the bundle dsh-repeat-tool-breaker (${p.bundleRow}, in ${join(p.dir, 'package.json')}'s dsh.profile.bundles): ` +
        'dsh refuses to start (duplicate loader entry id: repeat-tool-breaker). Remove this row (the bundle mounts the plugin; tune it with a `- id: repeat-tool-breaker` row), ' +
        'or dsh-repeat-tool-breaker from that dsh.profile.bundles (keep it installed)\n',
    );
  });

  test('a second mount under another id is two breakers: exit 2', async () => {
    const p = profile('- insert:\n    - id: breaker-two\n      name: dsh-repeat-tool-breaker\n');
    const r = await cli(['check', p.file]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /:2: this row mounts repeat-tool-breaker, and so does the bundle dsh-repeat-tool-breaker \(.*\): dsh runs two breakers \(ids repeat-tool-breaker and breaker-two\), each counting every call\. Remove this row /);
  });

  test('route A untuned, route A tuned, route C alone: exit 0, the line names where the plugin is mounted and configured', async () => {
    const untuned = profile(FRESH);
    const a = await cli(['check', untuned.file]);
    assert.equal(a.status, 0, a.stderr);
    assert.equal(a.stderr, '', "dsh's own bundles (@deepseek-ai/…) are not noted");
    assert.ok(a.stdout.startsWith(`${untuned.file}: no row for repeat-tool-breaker here; the bundle dsh-repeat-tool-breaker mounts it (${untuned.bundleRow}) with no config:, so it runs with the defaults:\n  window: 12\n`), a.stdout);

    const tuned = profile(FRESH.replace('[]\n', '- id: repeat-tool-breaker\n  config:\n    window: 20\n'));
    const t = await cli(['check', tuned.file]);
    assert.equal(t.status, 0, t.stderr);
    assert.ok(t.stdout.startsWith(`${tuned.file}:4: repeat-tool-breaker runs with this config (the keys its row leaves out are the defaults):\n  window: 20\n`), t.stdout);

    const routeC = profile(ROUTE_C, { bundles: WEB_BUNDLES });
    const c = await cli(['check', routeC.file]);
    assert.equal(c.status, 0, c.stderr);
    assert.ok(c.stdout.startsWith(`${routeC.file}:2: repeat-tool-breaker has no config: here, so it runs with the defaults:\n`), c.stdout);
  });

  test('a profile in which nothing mounts the plugin: a tuning row dsh would skip, or no row at all, exit 2', async () => {
    const row = profile('- id: repeat-tool-breaker\n  config:\n    window: 20\n', { bundles: WEB_BUNDLES, installed: false });
    const r = await cli(['check', row.file]);
    assert.equal(r.status, 2);
    assert.equal(
      r.stderr,
      `${PREFIX}${row.file}:1: dsh skips this row (patch: entry "repeat-tool-breaker" not found): nothing mounts repeat-tool-breaker before it ` +
        `(${join(row.dir, 'package.json')} does not list dsh-repeat-tool-breaker in dsh.profile.bundles, and no \`- insert:\` row here does); ` +
        'install it (README, "Install") or mount it with a `- insert:` row\n',
    );
    const none = profile(FRESH, { bundles: WEB_BUNDLES, installed: false });
    assert.match((await cli(['check', none.file])).stderr, /: repeat-tool-breaker is not mounted in this profile: .* does not list dsh-repeat-tool-breaker in dsh\.profile\.bundles, and no `- insert:` row here does; /);
  });

  test('where a layer cannot be seen, check says so and passes on what it read', async () => {
    const missing = profile(FRESH, { installed: false });
    const m = await cli(['check', missing.file]);
    assert.equal(m.status, 0, m.stderr);
    assert.equal(
      m.stderr,
      `${PREFIX}${missing.file}: note: not seen: the bundle layer of dsh-repeat-tool-breaker (in ${join(missing.dir, 'package.json')}'s dsh.profile.bundles, not in node_modules beside it)\n`,
    );
    assert.match(m.stdout, /^.*: no row for repeat-tool-breaker here, so it runs with the defaults \(where a bundle or another layer mounts it\):\n/);

    const alone = join(root, 'alone.yml');
    writeFileSync(alone, ROUTE_C);
    const a = await cli(['check', alone]);
    assert.equal(a.status, 0, a.stderr);
    assert.equal(a.stderr, `${PREFIX}${alone}: note: read alone (no package.json beside it): the layers dsh applies before it, a profile's bundles, are not seen\n`);
  });

  test("a bundle dsh would refuse: its package.json declares no patch, or its patch is no list", async () => {
    const p = profile(FRESH);
    writeFileSync(join(p.dir, 'node_modules', 'dsh-repeat-tool-breaker', 'package.json'), '{"name": "dsh-repeat-tool-breaker"}\n');
    const r = await cli(['check', p.file]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /package\.json: dsh-repeat-tool-breaker is in .*package\.json's dsh\.profile\.bundles but declares no dsh\.bundle\.patch; dsh refuses to start with it\n$/);
    const q = profile(FRESH);
    writeFileSync(q.bundlePatch, 'id: repeat-tool-breaker\n');
    assert.match((await cli(['check', q.file])).stderr, new RegExp(`^${PREFIX}${q.bundlePatch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: must be a list of patches`));
  });
});

describe('issue 29 item 2: config reads the profile as check does', () => {
  test('it writes into a route-A profile, and refuses (nothing written) one that mounts the plugin twice or by nothing', async () => {
    const untuned = profile(FRESH);
    const ok = await cli(['config', untuned.file, 'window=20']);
    assert.equal(ok.status, 0, ok.stderr);
    assert.equal(readFileSync(untuned.file, 'utf8'), FRESH.replace('[]\n', '- id: repeat-tool-breaker\n  config:\n    window: 20\n'));

    for (const p of [profile(ROUTE_C), profile(FRESH, { bundles: WEB_BUNDLES, installed: false })]) {
      const before = readFileSync(p.file, 'utf8');
      const r = await cli(['config', p.file, 'window=20']);
      assert.equal(r.status, 2);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, new RegExp(`(duplicate loader entry id: repeat-tool-breaker\\)|is not mounted in this profile).*; nothing was written to ${p.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n$`));
      assert.equal(readFileSync(p.file, 'utf8'), before);
    }
  });
});

describe('issue 29 item 5: replay --config reads a profile file as check does', () => {
  test('an untuned route-A profile ([]): the defaults, with one note, as check says (it exited 2: "has no row for this plugin")', async () => {
    const p = profile(FRESH);
    const withFile = await cli(['replay', SAMPLE, '--config', p.file]);
    const plain = await cli(['replay', SAMPLE]);
    assert.equal(withFile.status, 0, withFile.stderr);
    assert.equal(summary(withFile.stdout), summary(plain.stdout), 'the defaults are what is replayed');
    const checked = (await cli(['check', p.file])).stdout.split('\n')[0]!;
    assert.equal(withFile.stderr, `${PREFIX}--config: ${checked.replace(/:$/, '')}\n`);

    // The same without a profile around it: a fresh file on its own.
    const alone = join(root, 'fresh.yml');
    writeFileSync(alone, FRESH);
    const a = await cli(['replay', SAMPLE, '--config', alone]);
    assert.equal(a.status, 0, a.stderr);
    assert.equal(a.stderr, `${PREFIX}--config: ${alone}: no row for repeat-tool-breaker here, so it runs with the defaults (where a bundle or another layer mounts it)\n`);
  });

  test('what check refuses, replay --config refuses with the same line (route A then route C)', async () => {
    const p = profile(ROUTE_C);
    const replay = await cli(['replay', SAMPLE, '--config', p.file]);
    const check = await cli(['check', p.file]);
    assert.equal(replay.status, 2);
    assert.equal(replay.stdout, '');
    assert.equal(replay.stderr, check.stderr.replace(PREFIX, `${PREFIX}--config: `));
  });

  test('a tuned route-A profile replays the tuning row\'s config', async () => {
    const p = profile(FRESH.replace('[]\n', '- id: repeat-tool-breaker\n  config:\n    limits: { exact: 2 }\n'));
    const viaFile = await cli(['replay', SAMPLE, '--json', '--config', p.file]);
    const inline = await cli(['replay', SAMPLE, '--json', '--config', '{"limits": {"exact": 2}}']);
    assert.equal(viaFile.status, 0, viaFile.stderr);
    assert.equal(viaFile.stderr, '');
    assert.equal(viaFile.stdout, inline.stdout);
  });
});

// The four ways users install the plugin (issue 4), each driven through the real dsh loader
// with the commands README shows (install-commands.ts). Every route ends in a boot whose
// session log must show the breaker denying a repeat: a plugin that did not load can only
// fail, never pass as "nothing was blocked".
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Check } from './checks.js';
import { assertCleanRun, createHome, createProfile, dsh, parseDump, run, tempDir, type DshHome, type RunResult } from './dsh.js';
import { cleanEnv, repoDir, type Toolchain } from './env.js';
import { gitFileUrl, installCommands, tarballName } from './install-commands.js';
import { scriptTag } from './mock-model.js';
import { identical, scenarios, type Scenario } from './scenarios.js';
import { readSessionLog } from './session-log.js';

export interface PackedPlugin {
  name: string;
  version: string;
  /** `tarballName(version)`, packed from the working tree. */
  tarball: string;
  /** Absolute path of the built entry in the repo (route B mounts it without installing). */
  entry: string;
}

export interface RouteContext {
  tc: Toolchain;
  baseURL: string;
  plugin: PackedPlugin;
  check: Check;
}

const INSTALL_TIMEOUT_MS = 120_000;

async function boot(ctx: RouteContext, home: DshHome, profile: string, s: Scenario, extra: string[] = []): Promise<string> {
  const cwd = tempDir(`work-${s.id}`);
  const r = await dsh(ctx.tc, home, ['--profile', profile, ...extra, `${scriptTag(s.id)} run the compat scenario`], cwd);
  assertCleanRun(`dsh --profile ${profile} (${s.id})`, r);
  const log = readSessionLog(ctx.tc.node22, home.dir, cwd);
  s.check(log);
  return `${log.attempts.length} calls, ${r.ms} ms`;
}

async function dumpConfig(ctx: RouteContext, home: DshHome, profile: string, extra: string[] = []): Promise<string> {
  const r = await dsh(ctx.tc, home, ['--profile', profile, ...extra, '--dump-config'], tempDir('dump'));
  assertCleanRun('--dump-config', r);
  return r.stdout;
}

/**
 * Asserts the plugin is mounted by exactly one row and that it comes from the layer the
 * route writes (`source`). A row counts as the plugin's when it names the package or
 * entry, or sits in the package's own bundle layer (whatever module name that uses).
 */
function assertOneRow(dump: string, plugin: PackedPlugin, source: string): string {
  const mine = parseDump(dump).filter((r) => r.name === plugin.name || r.name === plugin.entry || r.source === plugin.name);
  const list = mine.map((r) => `${r.id} (${r.name}) under "# == ${r.source}"`).join('; ');
  const row = mine[0];
  if (mine.length !== 1 || row === undefined) throw new Error(`--dump-config: expected one row mounting ${plugin.name}, found ${mine.length}: ${list}`);
  if (row.source !== source) throw new Error(`--dump-config: the row is ${list}, expected it under "# == ${source}"`);
  return `row ${list}`;
}

interface ProfileJson {
  dependencies?: Record<string, string>;
  dsh?: { profile?: { bundles?: string[] } };
}

function readProfile(dir: string): ProfileJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as ProfileJson;
}

/** Runs a README command (`dsh …` runs the toolchain's dsh) and throws unless it succeeded. */
export async function runCommand(ctx: RouteContext, argv: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<RunResult> {
  const [program = '', ...args] = argv;
  const r = await run(program === 'dsh' ? ctx.tc.dsh : program, args, { cwd, env, timeoutMs: INSTALL_TIMEOUT_MS });
  assertCleanRun(argv.join(' '), r);
  return r;
}

/** The repository at HEAD, cloned the way a user gets it: only what is committed. */
export function cloneHead(): { path: string; sha: string } {
  const git = (args: string[]): string => execFileSync('git', args, { encoding: 'utf8', env: cleanEnv({}), stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const sha = git(['-C', repoDir, 'rev-parse', 'HEAD']);
  const path = join(tempDir('git'), 'repo');
  git(['clone', '--quiet', repoDir, path]);
  git(['-C', path, 'checkout', '--quiet', sha]);
  return { path, sha };
}

export function assertBundle(profileDir: string, name: string): string {
  const pkg = readProfile(profileDir);
  const bundles = pkg.dsh?.profile?.bundles ?? [];
  if (!bundles.includes(name)) throw new Error(`${name} is not in dsh.profile.bundles: ${JSON.stringify(bundles)}`);
  if (pkg.dependencies?.[name] === undefined) throw new Error(`${name} is not a profile dependency`);
  return `bundles ${JSON.stringify(bundles)}, dependency ${pkg.dependencies[name]}`;
}

// Proves the tarball is self-contained: no runtime dependencies, importable by name on the
// Node 20 that runs this check and on the Node 22 that runs dsh.
const IMPORT_JS = `
const [name] = process.argv.slice(1);
const m = await import(name);
const p = m.default;
const ok = p && p.name === 'repeat-tool-breaker' && JSON.stringify(p.inject) === '["tools"]' && typeof p.apply === 'function';
if (!ok) throw new Error('default export is not the plugin object: ' + JSON.stringify(p));
console.log(process.version);
`;

export async function standaloneImport(ctx: RouteContext): Promise<void> {
  await ctx.check('pack: the tarball installs into an empty folder and imports with no dependencies', async () => {
    const dir = tempDir('empty');
    writeFileSync(join(dir, 'package.json'), '{"name":"empty","private":true}\n');
    const env = cleanEnv({});
    const r = await run('npm', ['install', '--no-audit', '--no-fund', ctx.plugin.tarball], { cwd: dir, env, timeoutMs: INSTALL_TIMEOUT_MS });
    assertCleanRun('npm install', r);
    const installed = readdirSync(join(dir, 'node_modules')).filter((e) => !e.startsWith('.'));
    if (installed.join() !== ctx.plugin.name) throw new Error(`expected only ${ctx.plugin.name} in node_modules, found ${installed.join(', ')}`);
    const versions: string[] = [];
    for (const node of ['node', ctx.tc.node22]) {
      const out = await run(node, ['--input-type=module', '-e', IMPORT_JS, ctx.plugin.name], { cwd: dir, env, timeoutMs: 30_000 });
      assertCleanRun(`${node} import('${ctx.plugin.name}')`, out);
      versions.push(out.stdout.trim());
    }
    return `imported on ${versions.join(' and ')}`;
  });
}

/** (A) in a checkout: `npm pack`, then `dsh plugin --profile p add ./<tarball>`. The
 *  checkout is a clone of HEAD, so this route installs what is committed. */
export async function routeBundle(ctx: RouteContext): Promise<void> {
  const home = createHome(ctx.tc, ctx.baseURL);
  const dir = createProfile(home, 'a');
  const { name, version } = ctx.plugin;
  await ctx.check('A bundle: `npm pack` in a clone, then `dsh plugin add ./<tarball>` joins dsh.profile.bundles', async () => {
    const clone = cloneHead();
    await runCommand(ctx, installCommands.pack(), clone.path, cleanEnv({}));
    if (!existsSync(join(clone.path, tarballName(version)))) throw new Error(`npm pack wrote no ${tarballName(version)} in the clone`);
    await runCommand(ctx, installCommands.bundleFromTarball('a', version), clone.path, home.env);
    return `${clone.sha.slice(0, 12)}; ${assertBundle(dir, name)}`;
  });
  await ctx.check('A bundle: --dump-config shows the row', async () =>
    assertOneRow(await dumpConfig(ctx, home, 'a'), ctx.plugin, name),
  );
  for (const s of scenarios) await ctx.check(`A bundle: ${s.id}`, () => boot(ctx, home, 'a', s));
}

/** (B) nothing installed; a `--patch` overlay names the built entry by absolute path. */
export async function routePatch(ctx: RouteContext): Promise<void> {
  const home = createHome(ctx.tc, ctx.baseURL);
  createProfile(home, 'b');
  const overlay = join(tempDir('overlay'), 'overlay.yml');
  writeFileSync(overlay, `- insert:\n    - id: repeat-tool-breaker\n      name: ${ctx.plugin.entry}\n`);
  const args = ['--patch', overlay];
  await ctx.check('B --patch overlay: --dump-config shows the row', async () =>
    assertOneRow(await dumpConfig(ctx, home, 'b', args), ctx.plugin, overlay),
  );
  await ctx.check(`B --patch overlay: ${identical.id}`, () => boot(ctx, home, 'b', identical, args));
}

/** (C) `npm install <tgz>` in the profile, mounted by a hand-written row, NOT a bundle. */
export async function routeNpmRow(ctx: RouteContext): Promise<void> {
  const home = createHome(ctx.tc, ctx.baseURL);
  const name = ctx.plugin.name;
  const dir = createProfile(home, 'c', `- insert:\n    - id: repeat-tool-breaker\n      name: ${name}\n`);
  await ctx.check('C npm + profile row: npm install <tarball> into the profile', async () => {
    await runCommand(ctx, installCommands.npmInstall(ctx.plugin.tarball), dir, { ...home.env, npm_config_audit: 'false', npm_config_fund: 'false' });
    const pkg = readProfile(dir);
    if (pkg.dependencies?.[name] === undefined) throw new Error(`${name} is not a profile dependency`);
    // Listing it as a bundle too would mount it twice (duplicate loader entry id at boot).
    if ((pkg.dsh?.profile?.bundles ?? []).includes(name)) throw new Error(`${name} must not be listed as a bundle on this route`);
    return `dependency ${pkg.dependencies[name]}`;
  });
  await ctx.check('C npm + profile row: --dump-config shows the row', async () =>
    assertOneRow(await dumpConfig(ctx, home, 'c'), ctx.plugin, join(dir, 'cordis.patch.yml')),
  );
  await ctx.check(`C npm + profile row: ${identical.id}`, () => boot(ctx, home, 'c', identical));
}

/**
 * (D) the plugin hub's route: a git URL at a pinned commit, offline through git+file on a
 * clone of this repo at HEAD. pnpm 10 runs no build script of a git dependency, so this
 * passes only if the committed tree already holds the built JavaScript.
 */
export async function routeGit(ctx: RouteContext): Promise<void> {
  const home = createHome(ctx.tc, ctx.baseURL);
  const dir = createProfile(home, 'd');
  const name = ctx.plugin.name;
  await ctx.check('D git URL: `dsh plugin add git+file://<clone>#<sha>` joins dsh.profile.bundles', async () => {
    const clone = cloneHead();
    for (const file of ['dist/plugin.js', 'dist/plugin-engine.cjs', 'cordis.patch.yml']) {
      if (!existsSync(join(clone.path, file))) throw new Error(`commit ${clone.sha} has no ${file}, so a git install cannot load: commit it`);
    }
    await runCommand(ctx, installCommands.bundleFromGit('d', gitFileUrl(clone.path, clone.sha)), tempDir('add'), home.env);
    return `${clone.sha.slice(0, 12)}; ${assertBundle(dir, name)}`;
  });
  await ctx.check('D git URL: --dump-config shows the row', async () =>
    assertOneRow(await dumpConfig(ctx, home, 'd'), ctx.plugin, name),
  );
  await ctx.check(`D git URL: ${identical.id}`, () => boot(ctx, home, 'd', identical));
}

// README's command blocks, run exactly as printed (issue 16): each marked block is read
// out of README.md and run by `bash -euo pipefail -c` in a clone of HEAD, as a user new to
// dsh would run it: a fresh HOME, DSH_HOME unset (so dsh uses ~/.dsh), no profile yet, and
// PATH holding Node 22, pnpm and the pinned dsh (for the `dsh-install` block, Node 22 and
// npm only: it brings the dsh and pnpm the `own-profile` block then runs on). What each block leaves behind is then
// checked, and the plugin is booted to deny a loop. The one liberty: the block's closing
// `dsh web` line is started as `dsh web --no-open --port 0`, which changes only where the
// server listens (parallel runs cannot share port 3080) and that no browser is opened.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { assertCleanRun, dsh, parseDump, run, tempDir, writeSettings, type DshHome, type RunResult } from './dsh.js';
import { cleanEnv, DSH_MANIFEST, DSH_OVERRIDES, DSH_VERSION, PNPM_CACHE, PNPM_STORE, repoDir } from './env.js';
import { gitFileUrl, installCommands } from './install-commands.js';
import { FALLBACK, scriptTag, startMockModel, type Script } from './mock-model.js';
import { recipe, type RecipeId } from './readme-blocks.js';
import { assertBundle, cloneHead, runCommand, type RouteContext } from './routes.js';
import { bash, BLOCKED, clockLine, Expect, SAME_ANSWER } from './scenarios.js';
import { readSessionLog, type SessionLog } from './session-log.js';
import { WebDsh } from './web.js';

const MOCK_LIFETIME_MS = 300_000;
const BLOCK_TIMEOUT_MS = 180_000;
/** One call whose answer moves only in a number (the clock), so D15's same answer never
 *  comes and the count cap decides: the loop README's checks speak of (denied at 5/5, or at
 *  3/3 once `web-tune` wrote `exact: 3`). */
const LOOP = 'echo readme-loop $(date +%s%N)';
const LOOP_ID = 'readme-loop';
/** Five identical calls: with the defaults calls 1-4 run and the 5th is denied. */
const loopScript: Script = { calls: [1, 2, 3, 4, 5].map((n) => bash(LOOP, `loop ${n}`)), finalText: 'done' };
/** README's tuning row, which its `web-tune` block has `config` write. */
const TUNED_ROW = '- id: repeat-tool-breaker\n  config:\n    limits:\n      exact: 3\n';
/** How many fresh sessions may run before a hot edit shows; each takes about a second. */
const PROBES = 15;

const readme = (): string => readFileSync(join(repoDir, 'README.md'), 'utf8');

/** A user new to dsh: an empty HOME, no DSH_HOME, the toolchain on PATH. */
interface User {
  /** `$HOME/.dsh`, dsh's default home, as a DshHome for the shared helpers. */
  readonly home: DshHome;
  readonly env: NodeJS.ProcessEnv;
}

function freshUser(ctx: RouteContext, label: string, path = `${dirname(ctx.tc.dsh)}:${ctx.tc.path}`): User {
  const root = tempDir(`user-${label}`);
  const homeDir = join(root, 'home');
  const tmp = join(root, 'tmp');
  mkdirSync(homeDir);
  mkdirSync(tmp);
  const env = cleanEnv({
    PATH: path,
    HOME: homeDir,
    MOCK_API_KEY: 'mock',
    DSH_TELEMETRY_DISABLED: '1',
    TMPDIR: tmp,
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  });
  if (env['DSH_HOME'] !== undefined) throw new Error('DSH_HOME leaked into the fresh user');
  return { home: { dir: join(homeDir, '.dsh'), env }, env };
}

/** Runs README's block `id` (or the given part of it) as printed. @throws unless it exited 0. */
async function runBlock(user: User, id: RecipeId, cwd: string, body = recipe(readme(), id), env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  const r = await run('bash', ['-euo', 'pipefail', '-c', body], { cwd, env: { ...user.env, ...env }, timeoutMs: BLOCK_TIMEOUT_MS });
  assertCleanRun(`README block ${id}`, r);
  return r;
}

const profileDir = (user: User, name: string): string => join(user.home.dir, 'profiles', name);

interface ProfileJson {
  dependencies?: Record<string, string>;
  dsh?: { profile?: { bundles?: string[] } };
}
const readProfile = (dir: string): ProfileJson => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as ProfileJson;

/** The one row of `--dump-config` that mounts the plugin, and the layer it comes from. */
async function mountedRow(ctx: RouteContext, user: User, profile: string): Promise<{ rows: number; source: string; out: string }> {
  const r = await dsh(ctx.tc, user.home, ['--profile', profile, '--dump-config'], tempDir('dump'));
  assertCleanRun('--dump-config', r);
  const mine = parseDump(r.stdout).filter((row) => row.id === 'repeat-tool-breaker' && row.name !== '');
  return { rows: mine.length, source: mine[0]?.source ?? '', out: `${r.stdout}\n${r.stderr}` };
}

async function assertOneRow(ctx: RouteContext, user: User, profile: string, source: string): Promise<string> {
  const { rows, source: found } = await mountedRow(ctx, user, profile);
  if (rows !== 1 || found !== source) throw new Error(`--dump-config: expected one row under "# == ${source}", found ${rows} (under "${found}")`);
  return `one row under "# == ${source}"`;
}

/** The loop session's log: calls 1 to cap-1 ran, the rest were denied at n/cap. */
function checkLoop(log: SessionLog, cap = 5): string {
  const e = new Expect(log);
  e.count(5);
  for (let i = 0; i < cap - 1; i++) e.executed(i, clockLine('readme-loop'));
  for (let i = cap - 1; i < 5; i++) {
    e.blocked(i, `- exact:bash:{"command":"${LOOP}"} ${i + 1}/${cap}`);
    e.attempt(i, 'the count cap, not the same-answer rule', (a) => !(a.text ?? '').includes(SAME_ANSWER));
  }
  e.done();
  return `calls 1-${cap - 1} ran, denied from call ${cap} at ${cap}/${cap}`;
}

/** A headless run of the loop in a fresh folder, read back from its session log. */
async function headlessLoop(ctx: RouteContext, user: User, profile: string): Promise<string> {
  const cwd = tempDir('work-readme');
  const r = await dsh(ctx.tc, user.home, ['--profile', profile, `${scriptTag(LOOP_ID)} run the loop`], cwd);
  assertCleanRun(`dsh --profile ${profile}`, r);
  return checkLoop(readSessionLog(ctx.tc.node22, user.home.dir, cwd));
}

/** One session in a running `dsh web`, to the end of its turn; resolves to its durable log. */
async function webSession(ctx: RouteContext, user: User, web: WebDsh): Promise<SessionLog> {
  const cwd = tempDir('web-readme');
  const sessionId = await web.startSession(cwd, `${scriptTag(LOOP_ID)} run the loop`);
  await web.turnEnded(sessionId);
  for (let attempt = 0; ; attempt++) {
    try {
      const log = readSessionLog(ctx.tc.node22, user.home.dir, cwd);
      if (log.turnEnd !== undefined || attempt >= 50) return log;
    } catch (error) {
      if (attempt >= 50) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sessions until one is denied first at `cap` (a hot edit applies from the next reload on). */
async function probeUntilCap(ctx: RouteContext, user: User, web: WebDsh, cap: number): Promise<string> {
  const seen: string[] = [];
  for (let probe = 1; probe <= PROBES; probe++) {
    const log = await webSession(ctx, user, web);
    const first = log.attempts.findIndex((a) => (a.text ?? '').startsWith(BLOCKED));
    seen.push(first < 0 ? 'none denied' : `first denial at call ${first + 1}`);
    if (first === cap - 1) return `probe ${probe}: ${checkLoop(log, cap)}`;
  }
  throw new Error(`no session was denied at ${cap}/${cap} in ${PROBES} tries: ${seen.join('; ')}`);
}

/** `web-install`, then `web-tune` on the running server, then `uninstall`: one user's day. */
async function webInstallTuneUninstall(ctx: RouteContext): Promise<void> {
  const user = freshUser(ctx, 'web');
  const name = ctx.plugin.name;
  const lines = recipe(readme(), 'web-install').split('\n');
  let clone: { path: string; sha: string } | undefined;
  const installed = await ctx.check('README web-install: the first two lines, in a fresh clone with DSH_HOME unset, install into ~/.dsh/profiles/web', async () => {
    if (lines.at(-1) !== 'dsh web') throw new Error(`the block should end in \`dsh web\`: ${JSON.stringify(lines)}`);
    clone = cloneHead();
    await runBlock(user, 'web-install', clone.path, lines.slice(0, -1).join('\n'));
    return assertBundle(profileDir(user, 'web'), name);
  });
  if (!installed || clone === undefined) return;
  const checkout = clone.path;
  await ctx.check('README check-mounted: the grep shows the row under the bundle\'s layer', async () => {
    const { stdout } = await runBlock(user, 'check-mounted', checkout);
    if (!stdout.includes(`# == ${name}\n- id: repeat-tool-breaker`)) throw new Error(`unexpected output:\n${stdout}`);
    return stdout.trim().split('\n').join(' | ');
  });
  await ctx.check('README replay-config: the replay in the checkout validates the config and replays the example', async () => {
    const { stdout } = await runBlock(user, 'replay-config', checkout);
    if (!/^\d+ calls: .*denied/m.test(stdout)) throw new Error(`no summary line in:\n${stdout.slice(-2000)}`);
    return stdout.trim().split('\n').at(-1);
  });
  writeSettings(user.home.dir, ctx.baseURL);
  let web: WebDsh | undefined;
  try {
    const served = await ctx.check('README web-install: `dsh web` boots with the plugin, and a loop is denied at 5/5', async () => {
      web = await WebDsh.start(ctx.tc, user.home, tempDir('web-host'));
      return `${web.url}; ${checkLoop(await webSession(ctx, user, web))}`;
    });
    if (!served || web === undefined) return;
    await ctx.check('README replay-sessions: both replays of ~/.dsh/sessions show the denied call of that session', async () => {
      const { stdout } = await runBlock(user, 'replay-sessions', checkout);
      // The session holds one denied call (the 5th); each replay shows it as one DENIED row.
      const denied = stdout.split('\n').filter((line) => /\bDENIED\b/.test(line));
      if (denied.length !== 2) throw new Error(`expected the 5th call DENIED once in each replay, found ${denied.length}:\n${stdout.slice(-3000)}`);
      return `${denied.length} DENIED rows`;
    });
    const running = web;
    // Issue 29 item 6: `config` and `check` run as route A installed them in the profile,
    // from a folder that is no checkout (npx would find no executable there).
    await ctx.check("README web-tune: the profile's own `config`, run outside the checkout, puts the exact: 3 row in place of the fresh profile's [], and the next sessions deny at 3", async () => {
      const file = join(profileDir(user, 'web'), 'cordis.patch.yml');
      const fresh = readFileSync(file, 'utf8');
      if (!/^# [^\n]*\n(?:#[^\n]*\n)*\[\]\n$/.test(fresh)) throw new Error(`dsh's fresh web profile holds ${JSON.stringify(fresh)}, not comments and []`);
      await runBlock(user, 'web-tune', tempDir('web-tune'));
      const patch = readFileSync(file, 'utf8');
      if (patch !== fresh.replace('[]\n', TUNED_ROW)) throw new Error(`the patch file holds ${JSON.stringify(patch)}`);
      const left = readdirSync(profileDir(user, 'web')).filter((name) => name.includes('cordis.patch.yml') && name !== 'cordis.patch.yml');
      if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
      return probeUntilCap(ctx, user, running, 3);
    });
    await ctx.check("README check-config: the profile's own `check`, run outside the checkout, reads the tuned file as dsh does and prints exact: 3", async () => {
      const { stdout } = await runBlock(user, 'check-config', tempDir('check-config'));
      if (!stdout.includes('repeat-tool-breaker runs with this config') || !/\n {2}limits:\n {4}exact: 3\n/.test(stdout)) throw new Error(`unexpected output:\n${stdout}`);
      return stdout.split('\n')[0];
    });
  } finally {
    await web?.stop();
  }
  await ctx.check('README uninstall: the package leaves the profile and its bundles; the leftover tuning row only warns', async () => {
    await runBlock(user, 'uninstall', tempDir('uninstall'));
    const pkg = readProfile(profileDir(user, 'web'));
    if ((pkg.dsh?.profile?.bundles ?? []).includes(name) || pkg.dependencies?.[name] !== undefined) {
      throw new Error(`still installed: ${JSON.stringify(pkg)}`);
    }
    const { rows, out } = await mountedRow(ctx, user, 'web');
    if (rows !== 0) throw new Error(`--dump-config still mounts the plugin (${rows} rows)`);
    const warning = 'patch: entry "repeat-tool-breaker" not found';
    if (!out.includes(warning)) throw new Error(`dsh did not warn ${JSON.stringify(warning)} about the leftover row`);
    return `bundles ${JSON.stringify(pkg.dsh?.profile?.bundles)}; dsh warns "${warning}"`;
  });
}

async function routeC(ctx: RouteContext): Promise<void> {
  const user = freshUser(ctx, 'c');
  const dir = profileDir(user, 'web');
  const installed = await ctx.check('README route-c: in a fresh clone with DSH_HOME unset, npm installs into ~/.dsh/profiles/web and the patch file is valid', async () => {
    const clone = cloneHead();
    await runBlock(user, 'route-c', clone.path);
    if (!existsSync(join(dir, 'node_modules', ctx.plugin.name, 'package.json'))) throw new Error(`${ctx.plugin.name} is not installed in ${dir}`);
    if ((readProfile(dir).dsh?.profile?.bundles ?? []).includes(ctx.plugin.name)) throw new Error('route C must not list the package as a bundle');
    const rows: unknown = parse(readFileSync(join(dir, 'cordis.patch.yml'), 'utf8'));
    return `cordis.patch.yml: ${JSON.stringify(rows)}; ${await assertOneRow(ctx, user, 'web', join(dir, 'cordis.patch.yml'))}`;
  });
  if (!installed) return;
  writeSettings(user.home.dir, ctx.baseURL);
  await ctx.check('README route-c: `dsh web` boots with the row, and a loop is denied at 5/5', async () => {
    const web = await WebDsh.start(ctx.tc, user.home, tempDir('web-host'));
    try {
      return checkLoop(await webSession(ctx, user, web));
    } finally {
      await web.stop();
    }
  });
}

async function routeB(ctx: RouteContext): Promise<void> {
  const user = freshUser(ctx, 'b');
  writeSettings(user.home.dir, ctx.baseURL);
  await ctx.check('README route-b: the overlay is written in a clone and `dsh --profile headless --patch … "your prompt"` denies the loop', async () => {
    const clone = cloneHead();
    await runBlock(user, 'route-b', clone.path);
    return checkLoop(readSessionLog(ctx.tc.node22, user.home.dir, clone.path));
  });
}

async function routeD(ctx: RouteContext): Promise<void> {
  const user = freshUser(ctx, 'd');
  await ctx.check('README route-d: `dsh plugin --profile web add "git+file://$PWD#$(git rev-parse HEAD)"` in a clone joins the bundles', async () => {
    const clone = cloneHead();
    await runBlock(user, 'route-d', clone.path);
    const bundle = assertBundle(profileDir(user, 'web'), ctx.plugin.name);
    return `${bundle}; ${await assertOneRow(ctx, user, 'web', ctx.plugin.name)}`;
  });
}

async function upgrade(ctx: RouteContext): Promise<void> {
  const user = freshUser(ctx, 'upgrade');
  await ctx.check('README upgrade: over a git install (as the hub does it), the tarball replaces it and the profile keeps one bundle row', async () => {
    const clone = cloneHead();
    // The hub's `github:…#<sha>` route, offline: a git URL of the same package name.
    await runCommand(ctx, installCommands.bundleFromGit('web', gitFileUrl(clone.path, clone.sha)), tempDir('hub'), user.env);
    await runBlock(user, 'upgrade', clone.path);
    const pkg = readProfile(profileDir(user, 'web'));
    const spec = pkg.dependencies?.[ctx.plugin.name] ?? '';
    if (!/^file:.*\.tgz$/.test(spec)) throw new Error(`the dependency is still ${JSON.stringify(spec)}`);
    const listed = (pkg.dsh?.profile?.bundles ?? []).filter((b) => b === ctx.plugin.name).length;
    if (listed !== 1) throw new Error(`listed ${listed} times in bundles`);
    return `dependency ${spec}; ${await assertOneRow(ctx, user, 'web', ctx.plugin.name)}`;
  });
}

/** Where README's `dsh-install` block installs dsh, under HOME (its `dir=` line). */
const DSH_DIR = join('.local', 'share', 'dsh-rc8');

/** A PATH with Node 22 and the system's tools, and no folder that holds a dsh or a pnpm. */
function pathWithoutDsh(ctx: RouteContext): string {
  const system = (process.env['PATH'] ?? '').split(':').filter((d) => d !== '' && !existsSync(join(d, 'dsh')) && !existsSync(join(d, 'pnpm')));
  return [dirname(ctx.tc.node22), ...system].join(':');
}

/** The versions the lockfile resolved for `name` (its `packages:` keys are `name@version`). */
function lockedVersions(lock: { packages?: Record<string, unknown> }, name: string): string[] {
  return Object.keys(lock.packages ?? {})
    .filter((key) => key.startsWith(`${name}@`))
    .map((key) => key.slice(name.length + 1));
}

/** The installed tree holds each pinned package at its pin and no other version. */
function assertPinned(dir: string): string {
  const lock = parse(readFileSync(join(dir, 'pnpm-lock.yaml'), 'utf8')) as { overrides?: unknown; packages?: Record<string, unknown> };
  for (const [name, pin] of Object.entries(DSH_OVERRIDES)) {
    const versions = lockedVersions(lock, name);
    if (versions.join() !== pin) throw new Error(`${name}: the lockfile resolves ${JSON.stringify(versions)}, not only the pin ${pin}`);
  }
  return `${Object.keys(DSH_OVERRIDES).length} pinned packages resolved at their pins only`;
}

/**
 * A user with Node 22 and npm only pastes README's dsh install, then installs the plugin
 * into a profile of their own with that dsh and its pnpm, and boots it headless. One
 * liberty: the fresh HOME's pnpm config shares .cache/'s store and metadata cache (and
 * npm's cache for `npx`), so a run downloads nothing .cache/dsh's install has fetched.
 */
async function dshInstallThenOwnProfile(ctx: RouteContext): Promise<void> {
  const bare = pathWithoutDsh(ctx);
  const first = freshUser(ctx, 'dsh', bare);
  const homeDir = first.env['HOME'] ?? '';
  mkdirSync(join(homeDir, '.config', 'pnpm'), { recursive: true });
  writeFileSync(join(homeDir, '.config', 'pnpm', 'rc'), `store-dir=${PNPM_STORE}\ncache-dir=${PNPM_CACHE}\n`);
  first.env['npm_config_cache'] = join(repoDir, '.cache', 'npm');
  const dir = join(homeDir, DSH_DIR);
  const bin = join(dir, 'node_modules', '.bin');
  const installed = await ctx.check('README dsh-install: pasted in a fresh HOME with only Node 22 and npm on PATH, it installs dsh and pnpm 10 with every pin', async () => {
    const { stdout, ms } = await runBlock(first, 'dsh-install', tempDir('dsh-install'));
    const printed = stdout.trimEnd().split('\n').at(-1);
    if (printed !== DSH_VERSION) throw new Error(`the block's last line printed ${JSON.stringify(printed)}, not ${DSH_VERSION}`);
    if (readFileSync(join(dir, 'package.json'), 'utf8') !== DSH_MANIFEST) throw new Error(`${dir}/package.json is not test/compat/dsh-package.json`);
    const pnpm = await run(join(bin, 'pnpm'), ['--version'], { cwd: dir, env: first.env, timeoutMs: 30_000 });
    assertCleanRun('pnpm --version', pnpm);
    if (!pnpm.stdout.startsWith('10.')) throw new Error(`${bin}/pnpm is ${pnpm.stdout.trim()}, not pnpm 10`);
    return `dsh ${printed}, pnpm ${pnpm.stdout.trim()} in ~/${DSH_DIR}; ${assertPinned(dir)}; ${(ms / 1000).toFixed(1)} s`;
  });
  if (!installed) return;
  // The block's `export PATH=…` line, kept as README tells the user to.
  const env = { ...first.env, PATH: `${bin}:${bare}` };
  const user: User = { home: { dir: first.home.dir, env }, env };
  const own: RouteContext = { ...ctx, tc: { ...ctx.tc, dsh: join(bin, 'dsh'), path: env.PATH } };
  writeSettings(user.home.dir, ctx.baseURL);
  await ctx.check('README own-profile, on that dsh and its pnpm: the block creates "mine", installs the tarball, and a headless loop is denied', async () => {
    const clone = cloneHead();
    await runCommand(own, installCommands.pack(), clone.path, user.env);
    await runBlock(user, 'own-profile', clone.path);
    const bundle = assertBundle(profileDir(user, 'mine'), ctx.plugin.name);
    return `${bundle}; ${await headlessLoop(own, user, 'mine')}`;
  });
}

export async function readmeRecipes(ctx: RouteContext): Promise<void> {
  const mock = await startMockModel(
    new Map([
      [LOOP_ID, loopScript],
      [FALLBACK, loopScript],
    ]),
    MOCK_LIFETIME_MS,
  );
  const local: RouteContext = { ...ctx, baseURL: mock.baseURL };
  try {
    for (const part of [webInstallTuneUninstall, dshInstallThenOwnProfile, routeC, routeB, routeD, upgrade]) await part(local);
  } finally {
    await mock.close();
  }
}

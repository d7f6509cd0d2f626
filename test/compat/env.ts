// Fetches what the full-boot check needs into the repo's gitignored .cache/, idempotently:
// Node >= 22.15 (dsh cannot boot on 20), and dsh 0.1.0-rc.8 with pnpm 10 (`dsh plugin`
// spawns `pnpm`) and the foundation packages pinned (unpinned, rc.8 dies before any
// request). dsh is installed from the package.json README's `dsh-install` block writes
// (dsh-package.json, which test/readme.test.ts holds equal to the block), by the block's
// own command, so every route runs on the dsh a user gets from README.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = join(repoDir, '.cache');

/** The package.json of README's dsh install, as text: the one place the pins live. */
export const DSH_MANIFEST = readFileSync(join(repoDir, 'test', 'compat', 'dsh-package.json'), 'utf8');

interface DshManifest {
  dependencies: Record<string, string>;
  pnpm: { overrides: Record<string, string> };
}

/** @throws when dsh-package.json lacks the dsh dependency or the pnpm overrides. */
function readManifest(text: string): DshManifest {
  const parsed = JSON.parse(text) as Partial<DshManifest>;
  if (typeof parsed.dependencies?.['@deepseek-ai/dsh'] !== 'string' || typeof parsed.pnpm?.overrides !== 'object') {
    throw new Error('test/compat/dsh-package.json must depend on @deepseek-ai/dsh and hold pnpm.overrides');
  }
  return parsed as DshManifest;
}

const manifest = readManifest(DSH_MANIFEST);
export const DSH_VERSION: string = manifest.dependencies['@deepseek-ai/dsh'] ?? '';
/** The cordis set current when rc.8 was published; later republishes break its boot. */
export const DSH_OVERRIDES: Readonly<Record<string, string>> = manifest.pnpm.overrides;
/** README's install command, run in the folder holding DSH_MANIFEST. */
export const DSH_INSTALL = ['npx', '-y', 'pnpm@10', 'install', '--engine-strict'];
/** pnpm's store and metadata cache, shared by every install of one compat run and the next. */
export const PNPM_STORE = join(cacheDir, 'pnpm-store');
export const PNPM_CACHE = join(cacheDir, 'pnpm-cache');

export interface Toolchain {
  node22: string;
  /** PATH for every child that runs dsh or pnpm: Node 22 first, then pnpm. */
  path: string;
  dsh: string;
}

function log(line: string): void {
  process.stderr.write(`compat: ${line}\n`);
}

function versionOf(pkgJson: string): string | undefined {
  if (!existsSync(pkgJson)) return undefined;
  const parsed = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : undefined;
}

/** Environment for installers and dsh: no npm_* from `npm run` (pnpm reads npm_config_*). */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|DSH_|NODE_OPTIONS$|INIT_CWD$)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

/** Runs an installer quietly; on failure its output (pnpm reports errors on stdout) is in the error. */
function install(command: string, args: string[], cwd: string, path: string): void {
  try {
    execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: cleanEnv({ PATH: path }) });
  } catch (err) {
    const out = err instanceof Error && 'stdout' in err && 'stderr' in err ? `${String(err.stdout)}\n${String(err.stderr)}` : '';
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${out.trim().split('\n').slice(-30).join('\n')}`);
  }
}

function ensureNode22(): string {
  const script = join(repoDir, 'scripts', 'ensure-node22.sh');
  const bin = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: cleanEnv({}) }).trim();
  return join(bin, 'node');
}

/** .cache/dsh, installed as README's block installs it; returns its node_modules/.bin. */
function ensureDsh(path: string): string {
  const dir = join(cacheDir, 'dsh');
  const stamp = join(dir, '.installed-manifest.json');
  const installed = versionOf(join(dir, 'node_modules', '@deepseek-ai', 'dsh', 'package.json'));
  const upToDate = installed === DSH_VERSION && existsSync(stamp) && readFileSync(stamp, 'utf8') === DSH_MANIFEST;
  if (!upToDate) {
    log(`installing @deepseek-ai/dsh ${DSH_VERSION} and pnpm 10 into .cache/dsh (README's pinned package.json)`);
    // A tree from another manifest or store would make pnpm refuse to reuse node_modules.
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), DSH_MANIFEST);
    const [command = 'npx', ...args] = DSH_INSTALL;
    install(command, [...args, '--reporter=append-only', `--store-dir=${PNPM_STORE}`, `--cache-dir=${PNPM_CACHE}`], dir, path);
    writeFileSync(stamp, DSH_MANIFEST);
  }
  return join(dir, 'node_modules', '.bin');
}

export function prepareToolchain(): Toolchain {
  const node22 = ensureNode22();
  const withNode = `${dirname(node22)}:${process.env.PATH ?? ''}`;
  const bin = ensureDsh(withNode);
  return { node22, path: `${dirname(node22)}:${bin}:${process.env.PATH ?? ''}`, dsh: join(bin, 'dsh') };
}

/**
 * `dsh web` streams its events over a WebSocket, and Node 20 has no global WebSocket.
 * On an older Node this runs the current script again under the toolchain's Node 22 and
 * returns its exit status; on Node 22 it returns undefined and the caller carries on.
 */
export function rerunOnNode22(tc: Toolchain): number | undefined {
  if (typeof globalThis.WebSocket === 'function') return undefined;
  log(`${process.version} has no global WebSocket: running again under ${tc.node22}`);
  const rerun = spawnSync(tc.node22, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  return rerun.status ?? 1;
}

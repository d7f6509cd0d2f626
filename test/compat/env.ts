// Fetches what the full-boot check needs into the repo's gitignored .cache/, idempotently:
// Node >= 22.15 (dsh cannot boot on 20), pnpm 10 (`dsh plugin` spawns `pnpm`) and dsh
// 0.1.0-rc.8 with the foundation packages pinned (unpinned, rc.8 dies before any request).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = join(repoDir, '.cache');

export const DSH_VERSION = '0.1.0-rc.8';

// The cordis set current when rc.8 was published; later republishes break its boot.
const DSH_OVERRIDES: Record<string, string> = {
  '@deepseek-ai/cordis': '4.0.1',
  '@deepseek-ai/cordis-plugin-loader': '1.0.2',
  '@deepseek-ai/cordis-plugin-include': '1.0.6',
  '@deepseek-ai/cordis-plugin-hmr': '1.0.16',
  '@deepseek-ai/cordis-plugin-timer': '1.1.3',
  '@deepseek-ai/cordis-plugin-group': '1.0.1',
  '@deepseek-ai/cosmokit': '1.8.2',
  '@deepseek-ai/schemastery': '3.18.1',
  'node-addon-require-builtin': '0.1.5',
};

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

function ensurePnpm(path: string): string {
  const prefix = join(cacheDir, 'pnpm');
  const binDir = join(prefix, 'node_modules', '.bin');
  if (!versionOf(join(prefix, 'node_modules', 'pnpm', 'package.json'))?.startsWith('10.')) {
    log('installing pnpm 10 into .cache/pnpm');
    mkdirSync(prefix, { recursive: true });
    writeFileSync(join(prefix, 'package.json'), '{"name":"pnpm-cache","private":true}\n');
    install('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', 'pnpm@10'], prefix, path);
  }
  return binDir;
}

function ensureDsh(path: string): string {
  const dir = join(cacheDir, 'dsh');
  const manifest = `${JSON.stringify(
    {
      name: 'dsh-compat-cache',
      private: true,
      dependencies: { '@deepseek-ai/dsh': DSH_VERSION },
      pnpm: { overrides: DSH_OVERRIDES },
    },
    null,
    2,
  )}\n`;
  const stamp = join(dir, '.installed-manifest.json');
  const installed = versionOf(join(dir, 'node_modules', '@deepseek-ai', 'dsh', 'package.json'));
  const upToDate = installed === DSH_VERSION && existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest;
  if (!upToDate) {
    log(`installing @deepseek-ai/dsh ${DSH_VERSION} into .cache/dsh (pnpm, pinned overrides)`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), manifest);
    install('pnpm', ['install', '--reporter=append-only'], dir, path);
    writeFileSync(stamp, manifest);
  }
  return join(dir, 'node_modules', '.bin', 'dsh');
}

export function prepareToolchain(): Toolchain {
  const node22 = ensureNode22();
  const withNode = `${dirname(node22)}:${process.env.PATH ?? ''}`;
  const pnpmBin = ensurePnpm(withNode);
  const path = `${dirname(node22)}:${pnpmBin}:${process.env.PATH ?? ''}`;
  return { node22, path, dsh: ensureDsh(path) };
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

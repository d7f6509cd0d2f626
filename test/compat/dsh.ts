// Throwaway DSH homes, profiles and dsh invocations for the full-boot check.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, type Toolchain } from './env.js';

export interface DshHome {
  dir: string;
  env: NodeJS.ProcessEnv;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

export const HEADLESS_BUNDLES = ['@deepseek-ai/dsh-base', '@deepseek-ai/dsh-headless'];

// Every home, profile, working folder and tarball of one run lives under this root, so a
// failed run leaves one folder to inspect and a passing run removes one folder.
export const runRoot = mkdtempSync(join(tmpdir(), 'dsh-compat-'));

export function tempDir(label: string): string {
  return mkdtempSync(join(runRoot, `${label}-`));
}

/** Points dsh at the mock model: `<dshHome>/settings.yaml`. */
export function writeSettings(dshHome: string, baseURL: string): void {
  mkdirSync(dshHome, { recursive: true });
  writeFileSync(
    join(dshHome, 'settings.yaml'),
    [
      'llm-pi-ai:',
      '  providers:',
      '    mock:',
      '      apiKeyEnv: MOCK_API_KEY',
      '      api: openai-completions',
      `      baseURL: ${baseURL}`,
      '      models:',
      '        - { id: mock-model, contextWindow: 65536, maxTokens: 4096, input: [text] }',
      'agent-default-model: { provider: mock, model: mock-model }',
      '',
    ].join('\n'),
  );
}

export function createHome(tc: Toolchain, baseURL: string): DshHome {
  const dir = tempDir('home');
  writeSettings(dir, baseURL);
  // dsh's tools leave dsh-spill-*/dsh-subprocess-* folders in the temp dir: keep them in the run root.
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  const env = cleanEnv({ PATH: tc.path, DSH_HOME: dir, MOCK_API_KEY: 'mock', DSH_TELEMETRY_DISABLED: '1', TMPDIR: tmp });
  return { dir, env };
}

/** Custom profiles must exist before use; this is the layout `dsh plugin` expects. */
export function createProfile(home: DshHome, name: string, patchYaml = '[]\n'): string {
  const dir = join(home.dir, 'profiles', name);
  mkdirSync(dir, { recursive: true });
  const pkg = { name: `dsh-profile-${name}`, private: true, dependencies: {}, dsh: { profile: { bundles: HEADLESS_BUNDLES } } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(dir, 'cordis.patch.yml'), patchYaml);
  writeFileSync(join(dir, 'pnpm-workspace.yaml'), 'packages:\n  - .\nnodeLinker: hoisted\nautoInstallPeers: false\n');
  return dir;
}

/**
 * Runs a command in its own process group and kills the whole group on timeout, so a
 * hung turn (or a bash child it spawned) fails the check instead of stalling it.
 */
export function run(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group already exited between the timeout and the kill
        }
      }
    }, opts.timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
}

export function dsh(tc: Toolchain, home: DshHome, args: string[], cwd: string, timeoutMs = 60_000): Promise<RunResult> {
  return run(tc.dsh, args, { cwd, env: home.env, timeoutMs });
}

/** Throws unless the dsh run exited 0 in time and reported no plugin load failure. */
export function assertCleanRun(what: string, r: RunResult): void {
  const out = `${r.stdout}\n${r.stderr}`;
  const tail = out.trim().split('\n').slice(-15).join('\n');
  if (r.timedOut) throw new Error(`${what}: timed out after ${r.ms} ms (killed)\n${tail}`);
  if (/failed to load/i.test(out)) throw new Error(`${what}: a plugin failed to load\n${tail}`);
  if (r.code !== 0) throw new Error(`${what}: exit code ${String(r.code)}\n${tail}`);
}

export interface DumpRow {
  /** The layer, from the `# == <source>[, patched by …]` comment above the row. */
  source: string;
  id: string;
  name: string;
}

const unquote = (v: string): string => v.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The top-level rows of `--dump-config` output (enough YAML for the dump's fixed layout). */
export function parseDump(dump: string): DumpRow[] {
  const rows: DumpRow[] = [];
  let source = '';
  let row: DumpRow | undefined;
  for (const line of dump.split('\n')) {
    if (line.startsWith('# == ')) source = line.slice(5).split(', patched by ')[0]?.trim() ?? '';
    const id = /^- id: (.*)$/.exec(line)?.[1];
    if (id !== undefined) rows.push((row = { source, id: unquote(id), name: '' }));
    const name = /^ {2}name: (.*)$/.exec(line)?.[1];
    if (name !== undefined && row !== undefined && row.name === '') row.name = unquote(name);
  }
  return rows;
}

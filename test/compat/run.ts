// Full-boot compatibility check: packs this repo, installs it into the real dsh 0.1.0-rc.8
// CLI by each supported route, drives headless sessions with a scripted mock model and
// asserts every tool result from the session log. Run with `npm run test:compat`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runRoot, tempDir } from './dsh.js';
import { cleanEnv, prepareToolchain, repoDir } from './env.js';
import { startMockModel } from './mock-model.js';
import { routeBundle, routeGit, routeNpmRow, routePatch, standaloneImport, type PackedPlugin, type RouteContext } from './routes.js';
import { scenarios } from './scenarios.js';

// Far above a warm run (~30 s); only a hang gets near it, and the mock then closes itself.
const MOCK_LIFETIME_MS = 170_000;

interface Outcome {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

const outcomes: Outcome[] = [];

async function check(name: string, body: () => Promise<string | void>): Promise<boolean> {
  const started = Date.now();
  let outcome: Outcome;
  try {
    outcome = { name, ok: true, detail: (await body()) ?? '', ms: Date.now() - started };
  } catch (err) {
    outcome = { name, ok: false, detail: err instanceof Error ? err.message : String(err), ms: Date.now() - started };
  }
  outcomes.push(outcome);
  const secs = (outcome.ms / 1000).toFixed(1);
  const detail = outcome.detail === '' ? '' : `\n      ${outcome.detail.split('\n').join('\n      ')}`;
  console.log(`${outcome.ok ? 'PASS' : 'FAIL'}  ${name} (${secs}s)${detail}`);
  return outcome.ok;
}

interface Manifest {
  name: string;
  main?: string;
}

/** Packs the repo as npm would publish it; the routes install that tarball, not the tree. */
function packPlugin(): PackedPlugin {
  const manifest = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8')) as Manifest;
  const entry = join(repoDir, manifest.main ?? 'index.js');
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run \`npm run build\` first`);
  const dest = tempDir('pack');
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dest, repoDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: cleanEnv({}),
  });
  const packed = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  const first = packed[0];
  if (first === undefined) throw new Error('npm pack printed no result');
  const inTarball = first.files.map((f) => f.path);
  for (const need of [manifest.main ?? 'index.js', 'cordis.patch.yml', 'package.json']) {
    if (!inTarball.includes(need.replace(/^\.\//, ''))) throw new Error(`the tarball lacks ${need}: ${inTarball.join(', ')}`);
  }
  return { name: manifest.name, tarball: join(dest, first.filename), entry };
}

async function main(): Promise<number> {
  const started = Date.now();
  const tc = prepareToolchain();
  console.log(`compat: dsh ready (${((Date.now() - started) / 1000).toFixed(1)}s); work folder ${runRoot}`);

  let plugin: PackedPlugin | undefined;
  await check('pack: npm pack of the repo holds the entry and cordis.patch.yml', () => {
    plugin = packPlugin();
    return Promise.resolve(plugin.tarball);
  });
  if (plugin !== undefined) {
    const mock = await startMockModel(new Map(scenarios.map((s) => [s.id, s.script])), MOCK_LIFETIME_MS);
    const ctx: RouteContext = { tc, baseURL: mock.baseURL, plugin, check };
    try {
      for (const route of [standaloneImport, routeBundle, routePatch, routeNpmRow, routeGit]) await route(ctx);
    } finally {
      await mock.close();
    }
  }

  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length === 0) rmSync(runRoot, { recursive: true, force: true });
  else console.log(`compat: kept ${runRoot} for inspection; failed: ${failed.map((o) => o.name).join('; ')}`);
  console.log(`compat: total ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`compat: ${outcomes.length - failed.length} passed, ${failed.length} failed`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    console.log(`compat: ${outcomes.filter((o) => o.ok).length} passed, ${outcomes.filter((o) => !o.ok).length + 1} failed`);
    process.exit(1);
  },
);

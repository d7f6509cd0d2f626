// Full-boot compatibility check: packs this repo, installs it into the real dsh 0.1.0-rc.8
// CLI by each supported route, drives headless sessions with a scripted mock model and
// asserts every tool result from the session log; then runs the web profile (`dsh web`)
// with an operator answering over its API, and README's marked command blocks as printed
// (readme-recipes.ts). Run with `npm run test:compat`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runChecks } from './checks.js';
import { tempDir } from './dsh.js';
import { cleanEnv, prepareToolchain, repoDir } from './env.js';
import { startMockModel } from './mock-model.js';
import { routeObserve } from './observe-route.js';
import { routeBundle, routeGit, routeNpmRow, routePatch, standaloneImport, type PackedPlugin, type RouteContext } from './routes.js';
import { scenarios } from './scenarios.js';
import { readmeRecipes } from './readme-recipes.js';
import { routeWeb } from './web-scenarios.js';

// Far above the headless routes' run (30-80 s); only a hang gets near it, and the mock then closes itself.
const MOCK_LIFETIME_MS = 300_000;

interface Manifest {
  name: string;
  version: string;
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
  return { name: manifest.name, version: manifest.version, tarball: join(dest, first.filename), entry };
}

/** `git status --short` of what a checkout would ship, or '' when it matches HEAD. */
function uncommitted(): string {
  return execFileSync('git', ['-C', repoDir, 'status', '--short', '--', 'index.ts', 'lib', 'cli', 'dist', 'package.json', 'cordis.patch.yml'], {
    encoding: 'utf8',
    env: cleanEnv({}),
  }).trimEnd();
}

runChecks('compat', prepareToolchain, async (tc, check) => {
  if (uncommitted() !== '') console.log(`compat: note: routes A and D install the committed HEAD; these changes are not in them:\n${uncommitted()}`);
  let plugin: PackedPlugin | undefined;
  await check('pack: npm pack of the repo holds the entry and cordis.patch.yml', () => {
    plugin = packPlugin();
    return Promise.resolve(plugin.tarball);
  });
  if (plugin === undefined) return;
  const mock = await startMockModel(new Map(scenarios.map((s) => [s.id, s.script])), MOCK_LIFETIME_MS);
  const ctx: RouteContext = { tc, baseURL: mock.baseURL, plugin, check };
  try {
    for (const route of [standaloneImport, routeBundle, routePatch, routeNpmRow, routeGit, routeObserve, routeWeb, readmeRecipes]) await route(ctx);
  } finally {
    await mock.close();
  }
});

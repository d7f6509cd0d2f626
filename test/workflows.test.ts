// The release machinery (issue 4 items 3 and 4, issue 16 items 4 and 6): ci.yml and
// publish.yml are parsed as YAML and their load-bearing keys checked; publish.yml's two
// guard scripts are run against stand-in package.json files and a stand-in registry;
// .ci/run is checked for the steps CI relies on. Every `run:` script must parse as bash.

import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Dict = Record<string, unknown>;

function dict(value: unknown, where: string): Dict {
  assert.ok(typeof value === 'object' && value !== null && !Array.isArray(value), `${where} must be a mapping`);
  return value as Dict;
}

function list(value: unknown, where: string): unknown[] {
  assert.ok(Array.isArray(value), `${where} must be a list`);
  return value;
}

function text(value: unknown, where: string): string {
  assert.equal(typeof value, 'string', `${where} must be a string`);
  return value as string;
}

function loadWorkflow(file: string): Dict {
  return dict(parse(readFileSync(join(ROOT, '.github/workflows', file), 'utf8')), file);
}

interface Step {
  readonly index: number;
  readonly name: string;
  readonly uses: string | undefined;
  readonly run: string | undefined;
  readonly if: string | undefined;
  readonly with: Dict;
  readonly env: Dict;
}

function stepsOf(job: Dict, where: string): Step[] {
  return list(job.steps, `${where}.steps`).map((raw, index) => {
    const step = dict(raw, `${where}.steps[${index}]`);
    const optional = (key: string): string | undefined =>
      step[key] === undefined ? undefined : text(step[key], `${where}.steps[${index}].${key}`);
    return {
      index,
      name: optional('name') ?? '',
      uses: optional('uses'),
      run: optional('run'),
      if: step.if === undefined ? undefined : String(step.if),
      with: step.with === undefined ? {} : dict(step.with, `${where}.steps[${index}].with`),
      env: step.env === undefined ? {} : dict(step.env, `${where}.steps[${index}].env`),
    };
  });
}

/** The single job of a workflow (both files have one). */
function onlyJob(workflow: Dict, where: string): Dict {
  const jobs = Object.values(dict(workflow.jobs, `${where}.jobs`));
  assert.equal(jobs.length, 1, `${where} has one job`);
  return dict(jobs[0], `${where} job`);
}

/** Index of the first step whose `run` script has a line matching `pattern`. */
function runIndex(steps: readonly Step[], pattern: RegExp, what: string): number {
  const step = steps.find((s) => s.run !== undefined && s.run.split('\n').some((line) => pattern.test(line.trim())));
  assert.ok(step !== undefined, `no step runs ${what}`);
  return step.index;
}

function assertInOrder(indices: readonly [string, number][]): void {
  for (let i = 1; i < indices.length; i++) {
    const [beforeName, before] = indices[i - 1]!;
    const [afterName, after] = indices[i]!;
    assert.ok(before < after, `${beforeName} (step ${before}) must come before ${afterName} (step ${after})`);
  }
}

function assertRunScriptsParse(steps: readonly Step[], where: string): void {
  assert.ok(steps.some((step) => step.run !== undefined), `${where} has no run step`);
  for (const step of steps) {
    if (step.run === undefined) continue;
    try {
      execFileSync('bash', ['-n', '-c', step.run], { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      assert.fail(`${where} step "${step.name}" is not valid bash: ${String((error as { stderr?: unknown }).stderr ?? error)}`);
    }
  }
}

function usesAction(steps: readonly Step[], action: string): Step {
  const step = steps.find((s) => s.uses?.startsWith(`${action}@`));
  assert.ok(step !== undefined, `no step uses ${action}`);
  return step;
}

describe('.github/workflows/ci.yml', () => {
  const workflow = loadWorkflow('ci.yml');
  const job = onlyJob(workflow, 'ci.yml');
  const steps = stepsOf(job, 'ci.yml');

  test('runs on push, pull_request and workflow_dispatch', () => {
    const on = dict(workflow.on, 'ci.yml on');
    for (const trigger of ['push', 'pull_request', 'workflow_dispatch']) assert.ok(trigger in on, `ci.yml lacks on.${trigger}`);
  });

  // README says CI runs `.ci/run`; this is what makes that true. .ci/run itself tests on
  // Node 20 and on the Node 22 it fetches, so the job needs no matrix.
  test('checks out, then runs `bash .ci/run` in a Debian image with Node 20, as root (.ci/run installs chromium with apt-get)', () => {
    const container = job.container;
    const image = typeof container === 'string' ? container : text(dict(container, 'container').image, 'container.image');
    assert.match(image, /^node:20-(bookworm|bullseye|trixie)$/);
    assert.equal(job.strategy, undefined, 'no matrix: .ci/run covers Node 20 and 22 itself');
    const checkout = usesAction(steps, 'actions/checkout');
    const ciRun = runIndex(steps, /^bash \.ci\/run$/, 'bash .ci/run');
    assert.ok(checkout.index < ciRun);
    for (const step of steps) {
      if (step.index === ciRun || step.run === undefined) continue;
      assert.doesNotMatch(step.run, /npm (test|ci)\b|npm run (typecheck|build|test:compat|test:browser)\b/, `step "${step.name}" repeats what .ci/run does`);
    }
  });

  test('the pack check runs after .ci/run', () => {
    assert.ok(runIndex(steps, /^bash \.ci\/run$/, 'bash .ci/run') < runIndex(steps, /^npm pack --dry-run\b/, 'npm pack --dry-run'));
  });

  test('the cached .cache/ is keyed on what decides its contents', () => {
    const cache = usesAction(steps, 'actions/cache');
    assert.match(text(cache.with.path, 'cache path'), /^\.cache$/m);
    const key = text(cache.with.key, 'cache key');
    for (const input of ['package-lock.json', 'test/compat/env.ts', 'test/compat/dsh-package.json', 'scripts/ensure-node22.sh']) assert.ok(key.includes(input), `the cache key ignores ${input}`);
  });

  test('every run script is valid bash', () => assertRunScriptsParse(steps, 'ci.yml'));
});

describe('.github/workflows/publish.yml', () => {
  const workflow = loadWorkflow('publish.yml');
  const job = onlyJob(workflow, 'publish.yml');
  const steps = stepsOf(job, 'publish.yml');

  test('workflow_dispatch only, with boolean inputs dry-run (default true) and debug-oidc (default false)', () => {
    const on = dict(workflow.on, 'publish.yml on');
    assert.deepEqual(Object.keys(on), ['workflow_dispatch']);
    const inputs = dict(dict(on.workflow_dispatch, 'workflow_dispatch').inputs, 'workflow_dispatch.inputs');
    const dryRun = dict(inputs['dry-run'], 'inputs.dry-run');
    assert.equal(dryRun.type, 'boolean');
    assert.equal(dryRun.default, true);
    const debug = dict(inputs['debug-oidc'], 'inputs.debug-oidc');
    assert.equal(debug.type, 'boolean');
    assert.equal(debug.default, false);
    const tag = dict(inputs['dist-tag'], 'inputs.dist-tag');
    assert.equal(tag.type, 'string');
    assert.equal(tag.default, 'latest');
  });

  test('permissions: id-token write (Trusted Publishing / provenance), contents read', () => {
    const permissions = dict(workflow.permissions ?? job.permissions, 'permissions');
    assert.equal(permissions['id-token'], 'write');
    assert.equal(permissions.contents, 'read');
  });

  test('Node 22 with the npm registry URL, and npm upgraded to >= 11.5.1', () => {
    const setup = usesAction(steps, 'actions/setup-node');
    assert.equal(String(setup.with['node-version']), '22');
    assert.equal(setup.with['registry-url'], 'https://registry.npmjs.org');
    const upgrade = steps.find((s) => s.run !== undefined && /npm install -g npm@/.test(s.run));
    assert.ok(upgrade?.run !== undefined, 'no step upgrades npm');
    const match = /npm install -g npm@(\^|>=|~)?(\d+)\.(\d+)\.(\d+)/.exec(upgrade.run);
    assert.ok(match !== null, `cannot read the npm version in ${upgrade.run}`);
    const [major, minor, patch] = [Number(match[2]), Number(match[3]), Number(match[4])];
    assert.ok(major > 11 || (major === 11 && (minor > 5 || (minor === 5 && patch >= 1))), `npm ${major}.${minor}.${patch} < 11.5.1`);
    assert.notEqual(match[1], '~', 'a ~ range would still allow nothing newer than 11.x.y patches; use ^ or >=');
    assert.ok(upgrade.index < runIndex(steps, /^npm publish\b/, 'npm publish'));
  });

  test('installs, tests, and refuses to republish an existing version before publishing', () => {
    const install = runIndex(steps, /^npm ci\b/, 'npm ci');
    const tests = runIndex(steps, /^npm test$/, 'npm test');
    const guard = steps.find((s) => s.run !== undefined && /npm view "\$name@\$version" version/.test(s.run));
    assert.ok(guard?.run !== undefined, 'no step asks the registry whether the version exists');
    assert.ok(/exit 1/.test(guard.run) && /already on the registry/.test(guard.run));
    assert.equal(guard.if, undefined, 'the republish check always runs, dry run or not');
    const publishes = steps.filter((s) => s.run !== undefined && /^npm publish\b/m.test(s.run));
    assert.ok(publishes.length >= 2);
    for (const publish of publishes) assertInOrder([['npm ci', install], ['npm test', tests], ['the republish check', guard.index], ['npm publish', publish.index]]);
  });

  test('the real publish uses provenance and public access, gated on !dry-run, with NPM_TOKEN as the fallback', () => {
    const real = steps.filter((s) => s.run !== undefined && /^npm publish\b/m.test(s.run) && !s.run.includes('--dry-run'));
    assert.equal(real.length, 1, 'exactly one real publish step');
    const step = real[0]!;
    assert.match(step.run!, /^npm publish --provenance --access public --tag "\$DIST_TAG"$/m);
    assert.equal(step.env.DIST_TAG, '${{ inputs.dist-tag }}');
    assert.equal(step.if?.replace(/\s+/g, ''), '${{!inputs.dry-run}}');
    assert.equal(step.env.NODE_AUTH_TOKEN, '${{ secrets.NPM_TOKEN }}');
  });

  test('the dry-run path runs npm publish --dry-run, gated on dry-run', () => {
    const dry = steps.filter((s) => s.run !== undefined && /^npm publish\b.*--dry-run/m.test(s.run));
    assert.equal(dry.length, 1, 'exactly one dry-run publish step');
    assert.equal(dry[0]!.if?.replace(/\s+/g, ''), '${{inputs.dry-run}}');
    assert.match(dry[0]!.run!, /--tag "\$DIST_TAG"/);
    assert.equal(dry[0]!.env.DIST_TAG, '${{ inputs.dist-tag }}');
  });

  const stepNamed = (pattern: RegExp): Step => {
    const step = steps.find((s) => pattern.test(s.name));
    assert.ok(step?.run !== undefined, `no run step named like ${String(pattern)}`);
    assert.equal(step.if, undefined, `"${step.name}" always runs, dry run or not`);
    for (const publish of steps.filter((s) => s.run !== undefined && /^npm publish\b/m.test(s.run))) assert.ok(step.index < publish.index);
    return step;
  };

  /** Runs a step's script in a folder holding `pkg` as package.json, with `npm view` answering `latest`. */
  function runStep(step: Step, pkg: object, env: Record<string, string>, latest = ''): { code: number; out: string } {
    const dir = mkdtempSync(join(tmpdir(), 'rtb-publish-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
      const bin = join(dir, 'bin');
      mkdirSync(bin);
      // A stand-in for the registry: `npm view <name> dist-tags.latest` prints `latest`.
      writeFileSync(join(bin, 'npm'), `#!/bin/sh\n[ "$1" = view ] && [ -n "$LATEST" ] && echo "$LATEST" && exit 0\nexit 1\n`, { mode: 0o755 });
      const r = spawnSync('bash', ['-eo', 'pipefail', '-c', step.run!], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: `${bin}:${process.env.PATH ?? ''}`, LATEST: latest, ...env },
      });
      return { code: r.status ?? 1, out: `${r.stdout}${r.stderr}` };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('the metadata check fails loudly unless package.json names the repository the workflow runs in, a homepage and a bugs URL', () => {
    const step = stepNamed(/repository/);
    const env = { GITHUB_REPOSITORY: 'someone/dsh-repeat-tool-breaker' };
    const repo = 'https://github.com/someone/dsh-repeat-tool-breaker';
    const full = { name: 'x', repository: { type: 'git', url: `git+${repo}.git` }, homepage: `${repo}#readme`, bugs: { url: `${repo}/issues` } };
    assert.equal(runStep(step, full, env).code, 0);
    const bare = runStep(step, { name: 'x' }, env);
    assert.equal(bare.code, 1);
    for (const missing of ['no repository', 'no homepage', 'no bugs URL']) assert.ok(bare.out.includes(missing), bare.out);
    const elsewhere = runStep(step, { ...full, repository: 'https://github.com/other/fork' }, env);
    assert.equal(elsewhere.code, 1);
    assert.match(elsewhere.out, /not github\.com\/someone\/dsh-repeat-tool-breaker/);
    // The name's current owner on the registry is not this repository: the shipped package.json must not pass as is.
    const shipped = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Dict;
    if (shipped.repository === undefined) assert.equal(runStep(step, shipped, env).code, 1);
  });

  test('the dist-tag check refuses `latest` below the registry\'s latest, and tags that look like versions', () => {
    const step = stepNamed(/dist-tag/);
    const pkg = { name: 'dsh-repeat-tool-breaker', version: '0.4.0' };
    const refused = runStep(step, pkg, { DIST_TAG: 'latest' }, '0.5.2');
    assert.equal(refused.code, 1);
    assert.match(refused.out, /0\.5\.2 is the registry's latest and is higher than 0\.4\.0/);
    assert.equal(runStep(step, pkg, { DIST_TAG: 'ts-port' }, '0.5.2').code, 0);
    assert.equal(runStep(step, pkg, { DIST_TAG: 'latest' }, '0.3.3').code, 0);
    assert.equal(runStep(step, pkg, { DIST_TAG: 'latest' }, '').code, 0, 'a name never published');
    assert.equal(runStep(step, pkg, { DIST_TAG: 'latest' }, '0.4.0').code, 0);
    for (const bad of ['', '0.4', 'v1']) assert.equal(runStep(step, pkg, { DIST_TAG: bad }, '0.5.2').code, 1, `dist-tag "${bad}"`);
  });

  test('the OIDC claims step only runs when debug-oidc is set, and masks the token', () => {
    const debug = steps.find((s) => s.if?.includes('inputs.debug-oidc'));
    assert.ok(debug?.run !== undefined, 'no step gated on inputs.debug-oidc');
    assert.equal(debug.if?.replace(/\s+/g, ''), '${{inputs.debug-oidc}}');
    assert.match(debug.run, /ACTIONS_ID_TOKEN_REQUEST_URL/);
    assert.match(debug.run, /::add-mask::/);
  });

  test('every run script is valid bash', () => assertRunScriptsParse(steps, 'publish.yml'));
});

describe('.ci/run', () => {
  const script = readFileSync(join(ROOT, '.ci/run'), 'utf8');
  const lines = script.split('\n').map((line) => line.trim());
  const at = (pattern: RegExp, what: string): number => {
    const index = lines.findIndex((line) => !line.startsWith('#') && pattern.test(line));
    assert.ok(index >= 0, `.ci/run does not run ${what}`);
    return index;
  };

  test('is strict bash and valid', () => {
    assert.ok(lines.includes('set -euo pipefail'));
    execFileSync('bash', ['-n', join(ROOT, '.ci/run')]);
  });

  test('npm ci → typecheck → npm test → dist/ check → Node 22 npm test → test:compat → Chromium → test:browser', () => {
    assertInOrder([
      ['npm ci', at(/^npm ci\b/, 'npm ci')],
      ['ensure-node22', at(/scripts\/ensure-node22\.sh/, 'scripts/ensure-node22.sh')],
      ['typecheck', at(/^npm run typecheck$/, 'npm run typecheck')],
      ['npm test', at(/^npm test$/, 'npm test')],
      ['the dist/ check', at(/^git diff --exit-code\b.* -- dist$/, 'git diff --exit-code -- dist')],
      ['npm test on Node 22', at(/^PATH="\$node22_bin:\$PATH" npm test$/, 'npm test under Node 22')],
      ['test:compat', at(/^npm run test:compat$/, 'npm run test:compat')],
      ['the Chromium install', at(/apt-get install -y chromium\b/, 'apt-get install -y chromium')],
      ['test:browser', at(/^npm run test:browser$/, 'npm run test:browser')],
    ]);
  });

  test('Chromium is installed only when missing, and a failed install stops CI with a message', () => {
    const guard = at(/^if ! command -v chromium\b/, 'a check for chromium');
    const failure = at(/^echo "FAIL: Chromium could not be installed\b.*>&2$/, 'a failure message');
    assert.ok(guard < failure && lines.slice(failure, failure + 3).includes('exit 1'));
  });

  test('package.json has the scripts .ci/run and the workflows call', () => {
    const scripts = dict((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Dict).scripts, 'scripts');
    for (const name of ['build', 'typecheck', 'test', 'test:compat', 'test:browser']) assert.equal(typeof scripts[name], 'string', `no "${name}" script`);
  });
});

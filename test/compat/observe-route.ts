// Trial mode and the operator's report in the real dsh: the built entry mounted by a
// `--patch` overlay row with a `config:`, the `identical` script (7 calls of one bash
// command with one answer, so denied from the 3rd on), the plugin's lines read from dsh's
// own stderr, and the session log the run left replayed by the built CLI. What a headless
// operator sees, checked where it is seen.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertCleanRun, createHome, createProfile, dsh, run, tempDir, type RunResult } from './dsh.js';
import { repoDir } from './env.js';
import { scriptTag } from './mock-model.js';
import type { RouteContext } from './routes.js';
import { BLOCKED, identical } from './scenarios.js';
import { readSessionLog, type SessionLog } from './session-log.js';
import { jsonRows } from '../helpers/json-lines.js';

const COMMAND = 'echo compat-check | cat'; // the `identical` scenario's command (not a no-op, D20)
/** What the plugin names for each call of the `identical` script from its 3rd on: D15's
 *  same-result hit (3/3) on each (a denied attempt is still the would-be 3rd run, issue 35),
 *  then the rule and the command that lets the call through. */
const HITS =
  // `cmd:` folds the last `| cat` away (issue 28 F3).
  `exact:bash:{"command":"${COMMAND}"} 3/3; cmd:echo:echo compat-check 3/3` +
  ` · rule same-result (sameResult) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=["cmd:echo:echo compat-check"]'`;
/** The calls (0-based) the defaults deny, or would deny, in the `identical` script. */
const DENIED = [2, 3, 4, 5, 6];

interface Booted {
  readonly r: RunResult;
  readonly log: SessionLog;
  /** The session folder's name, `session-<uuid>`: also the session id. */
  readonly session: string;
  readonly logFile: string;
  /** The plugin's lines on dsh's stderr. */
  readonly lines: string[];
}

/** One headless `identical` session in a fresh home, the row configured with `config` (JSON, which is YAML). */
async function bootWith(ctx: RouteContext, config: unknown): Promise<Booted> {
  const home = createHome(ctx.tc, ctx.baseURL);
  createProfile(home, 'obs');
  const overlay = join(tempDir('overlay'), 'overlay.yml');
  writeFileSync(
    overlay,
    `- insert:\n    - id: repeat-tool-breaker\n      name: ${ctx.plugin.entry}\n      config: ${JSON.stringify(config)}\n`,
  );
  const cwd = tempDir('work-observe');
  const r = await dsh(ctx.tc, home, ['--profile', 'obs', '--patch', overlay, `${scriptTag(identical.id)} run the compat scenario`], cwd);
  assertCleanRun(`dsh with config ${JSON.stringify(config)}`, r);
  const log = readSessionLog(ctx.tc.node22, home.dir, cwd);
  // A fresh home holds this one session: sessions/--<cwd>--/session-<uuid>/session.jsonl.zstd.
  const [project] = readdirSync(join(home.dir, 'sessions'));
  const [session] = project === undefined ? [] : readdirSync(join(home.dir, 'sessions', project));
  if (project === undefined || session === undefined) throw new Error(`no session folder under ${home.dir}/sessions`);
  const logFile = join(home.dir, 'sessions', project, session, 'session.jsonl.zstd');
  const lines = r.stderr.split('\n').filter((line) => line.startsWith('repeat-tool-breaker: '));
  return { r, log, session, logFile, lines };
}

/** The lines expected for calls 3 to 7 of the session, `what` being how each starts. */
function expectedLines(b: Booted, what: string): string[] {
  return DENIED.map((i) => {
    const callId = b.log.attempts[i]?.callId ?? '?';
    return `repeat-tool-breaker: ${what}, agent "${b.session}", call "${callId}": ${HITS}`;
  });
}

function sameLines(actual: readonly string[], expected: readonly string[], stderr: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`dsh's stderr lines of the plugin:\n${actual.join('\n')}\nexpected:\n${expected.join('\n')}\nall of stderr:\n${stderr.slice(-3000)}`);
  }
}

export async function routeObserve(ctx: RouteContext): Promise<void> {
  let observed: Booted | undefined;
  await ctx.check('observe: `mode: observe` runs all 7 identical calls; dsh\'s stderr names each would-be denial, its session and call', async () => {
    const b = (observed = await bootWith(ctx, { mode: 'observe' }));
    if (b.log.attempts.length !== 7 || b.log.turnEnd !== 'completed') throw new Error(`expected 7 calls and a completed turn, got ${b.log.attempts.length}, ${String(b.log.turnEnd)}`);
    const failed = b.log.attempts.filter((a) => a.isError !== false || a.text !== `compat-check\n`);
    if (failed.length > 0) throw new Error(`calls that did not run: ${failed.map((a) => `${a.callId} ${JSON.stringify(a.text)}`).join(', ')}`);
    sameLines(b.lines, expectedLines(b, 'observe mode, would deny bash (it ran)'), b.r.stderr);
    return `${b.lines.length} lines, session ${b.session}`;
  });
  await ctx.check('observe: replaying that session log with the same config shows what enforcing would have denied', async () => {
    if (observed === undefined) throw new Error('no observe-mode session to replay');
    const cli = join(repoDir, 'dist', 'cli', 'main.js');
    const r = await run(ctx.tc.node22, [cli, 'replay', observed.logFile, '--json', '--config', '{"mode":"observe"}'], {
      cwd: tempDir('replay'),
      env: { PATH: ctx.tc.path },
      timeoutMs: 30_000,
    });
    if (r.code !== 0) throw new Error(`replay exited ${String(r.code)}: ${r.stderr}`);
    const decisions = jsonRows(r.stdout)
      .filter((row) => row.type === 'call')
      .map((row) => row['decision']);
    const want = Array.from({ length: 7 }, (_, i) => (DENIED.includes(i) ? 'denied' : 'allowed'));
    if (JSON.stringify(decisions) !== JSON.stringify(want)) throw new Error(`replay decisions ${JSON.stringify(decisions)}`);
    if (!r.stderr.includes('the replay shows what mode: enforce would decide')) throw new Error(`no note on stderr: ${r.stderr}`);
    return decisions.join(' ');
  });
  await ctx.check('report: `report: denials` writes one stderr line per denial, naming the session and the call', async () => {
    const b = await bootWith(ctx, { report: 'denials' });
    const denied = b.log.attempts.filter((a) => (a.text ?? '').startsWith(BLOCKED)).length;
    if (denied !== DENIED.length) throw new Error(`expected calls 3-7 denied, ${denied} were`);
    sameLines(b.lines, expectedLines(b, 'denied bash'), b.r.stderr);
    return `${b.lines.length} lines`;
  });
}

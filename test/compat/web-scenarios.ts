// The web profile as an operator meets it: the plugin installed into `web` with README's
// route A command, one long-running `dsh web`, sessions prompted over its API, the
// approval answered over `POST /api/respond`, and hot edits of the profile's patch file.
// A local HTTP target counts the requests that really arrived.
import { join } from 'node:path';
import { createHome, tempDir, type DshHome } from './dsh.js';
import { installCommands } from './install-commands.js';
import { scriptTag, startMockModel, type Script } from './mock-model.js';
import { assertBundle, runCommand, type RouteContext } from './routes.js';
import { bash, BLOCKED, clockLine, Expect, SAME_ANSWER } from './scenarios.js';
import { readSessionLog, type SessionLog } from './session-log.js';
import { startTarget, WebDsh, writeAtomically, type ApprovalOutcome, type Target } from './web.js';

const MOCK_LIFETIME_MS = 300_000;
const REJECTED = 'Error: the user rejected tool "bash"';
/** One call whose answer moves only in a number (the clock): not D15's same answer, so the
 *  configured `limits.exact` is what stops it, and an edit of it shows in the first denial. */
const HOT = 'echo hot-reload $(date +%s%N)';
/** How many fresh sessions may run before a hot edit shows; each takes about a second. */
const PROBES = 15;

/** The row an operator adds to the web profile's own cordis.patch.yml to tune the bundle. */
const tuningRow = (config: string): string => `# tuned by the compat check\n- id: repeat-tool-breaker\n  config:\n${config}`;
const EXACT_5 = tuningRow('    limits:\n      exact: 5\n');
const EXACT_3 = tuningRow('    limits:\n      exact: 3\n');
const INVALID = tuningRow('    window: 0\n');
const INVALID_LINE = 'repeat-tool-breaker: `window` must be an integer >= 4 (got 0)';

/** Calls 1-7 reach one local URL with a new header each (same `net:`, new `exact:`/`cmd:`);
 *  calls 8-12 are one byte-identical local call. The target numbers its answers, so no call
 *  gets the same answer twice (D15 stays out) and the count caps decide, as at 0.4.0. */
function localScript(port: number, path: string): Script {
  const url = `http://127.0.0.1:${port}${path}`;
  return {
    calls: [
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => bash(`curl -s -H 'X-Request-Id: ${n}' ${url}/x`, `try ${n}`)),
      ...[1, 2, 3, 4, 5].map((n) => bash(`curl -s ${url}/same`, `same ${n}`)),
    ],
    finalText: 'done',
  };
}

interface Web {
  readonly ctx: RouteContext;
  readonly home: DshHome;
  readonly dsh: WebDsh;
  readonly target: Target;
}

/** One session from prompt to the end of its turn, answering its one approval request
 *  with `answer`; resolves to its durable session log. */
async function session(web: Web, id: string, answer?: ApprovalOutcome): Promise<{ log: SessionLog; reason: string | undefined }> {
  const cwd = tempDir(`web-${id}`);
  const sessionId = await web.dsh.startSession(cwd, `${scriptTag(id)} run the compat scenario`);
  let reason: string | undefined;
  if (answer !== undefined) {
    const request = await web.dsh.approvalRequest(sessionId);
    reason = String(request.payload.reason);
    await web.dsh.respond(request, answer);
  }
  await web.dsh.turnEnded(sessionId);
  return { log: await durableLog(web, cwd), reason };
}

/** The session's `session.jsonl.zstd`, once it holds the end of the turn. */
async function durableLog(web: Web, cwd: string): Promise<SessionLog> {
  for (let attempt = 0; ; attempt++) {
    try {
      const log = readSessionLog(web.ctx.tc.node22, web.home.dir, cwd);
      if (log.turnEnd !== undefined || attempt >= 50) return log;
    } catch (error) {
      if (attempt >= 50) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Exactly one ask in the log, from the breaker and naming `hit`, and one decision `outcome`;
 *  the ask reason the operator was shown is the one the log keeps. */
function oneApproval(e: Expect, log: SessionLog, shown: string | undefined, hit: string, outcome: ApprovalOutcome): void {
  const [ask, ...moreAsks] = log.asks;
  if (ask === undefined || moreAsks.length > 0 || !ask.includes('LOCAL address') || !ask.includes(`the 5th call matching \`${hit}\` (limit 5)`)) {
    e.problems.push(`expected one approval/asked from the breaker about ${hit}; got ${JSON.stringify(log.asks)}`);
  }
  if (ask !== shown) e.problems.push(`the reason on /api/events.mux (${JSON.stringify(shown)}) is not the logged one`);
  if (log.decided.join() !== outcome) e.problems.push(`expected one approval/decided ${outcome}; got ${JSON.stringify(log.decided)}`);
}

function expectHits(e: Expect, target: Target, expected: Record<string, number>): string {
  const seen = Object.keys(expected).map((path) => `${path} ${target.hits(path)}`);
  for (const [path, count] of Object.entries(expected)) {
    if (target.hits(path) !== count) e.problems.push(`the target got ${target.hits(path)} requests for ${path}, expected ${count}`);
  }
  return `target hits: ${seen.join(', ')}`;
}

async function approveScenario(web: Web): Promise<string> {
  const { log, reason } = await session(web, 'web-approve', 'allowed-once');
  const base = `127.0.0.1:${web.target.port}/approve`;
  const e = new Expect(log);
  e.count(12);
  for (let i = 0; i < 7; i++) e.executed(i, `pong /approve/x try=${i + 1} #${i + 1}\n`); // 5 ran once approved; 6-7 rode along
  for (let i = 7; i < 11; i++) e.executed(i, `pong /approve/same try=- #${i - 6}\n`);
  // The exemption relaxes net:, never exact:/cmd:, so the 5th identical call is still a loop.
  e.blocked(11, `- exact:bash:{"command":"curl -s http://${base}/same"} 5/5`, `- cmd:curl:curl ${base}/same 5/5`);
  e.attempt(11, 'no net: hit (relaxed for the rest of the turn)', (a) => !/^- net:/m.test(a.text ?? ''));
  oneApproval(e, log, reason, `net:${base}/x`, 'allowed-once');
  const hits = expectHits(e, web.target, { '/approve/x': 7, '/approve/same': 4 });
  e.done();
  return `12 calls, 11 ran; ${hits}`;
}

async function rejectScenario(web: Web): Promise<string> {
  const { log, reason } = await session(web, 'web-reject', 'rejected');
  const base = `127.0.0.1:${web.target.port}/reject`;
  const e = new Expect(log);
  e.count(12);
  for (let i = 0; i < 4; i++) e.executed(i, `pong /reject/x try=${i + 1} #${i + 1}\n`);
  e.attempt(4, `the host's ${JSON.stringify(REJECTED)}`, (a) => a.isError === true && (a.text ?? '').startsWith(REJECTED));
  for (let i = 5; i < 7; i++) e.blocked(i, `- net:${base}/x ${i + 1}/5`, 'was NOT exempted');
  for (let i = 7; i < 11; i++) e.executed(i, `pong /reject/same try=- #${i - 6}\n`);
  e.blocked(11, `- exact:bash:{"command":"curl -s http://${base}/same"} 5/5`, `- cmd:curl:curl ${base}/same 5/5`, `- net:${base}/same 5/5`);
  oneApproval(e, log, reason, `net:${base}/x`, 'rejected');
  const hits = expectHits(e, web.target, { '/reject/x': 4, '/reject/same': 4 });
  e.done();
  return `12 calls, 8 ran; ${hits}`;
}

/** Sessions of identical `HOT` calls until one is denied at `cap`; the edit
 *  applies to the calls after the reload, which a fresh session shows from its first call. */
async function probeUntilCap(web: Web, cap: number): Promise<string> {
  const seen: string[] = [];
  for (let probe = 1; probe <= PROBES; probe++) {
    const { log } = await session(web, 'web-hot');
    const firstDenied = log.attempts.findIndex((a) => (a.text ?? '').startsWith(BLOCKED));
    seen.push(firstDenied < 0 ? 'none denied' : `first denial at call ${firstDenied + 1}`);
    if (firstDenied !== cap - 1) continue;
    const e = new Expect(log);
    e.count(5);
    for (let i = 0; i < cap - 1; i++) e.executed(i, clockLine('hot-reload'));
    for (let i = cap - 1; i < 5; i++) {
      e.blocked(i, `- exact:bash:{"command":"${HOT}"} ${i + 1}/${cap}`);
      e.attempt(i, 'the count cap, not the same-answer rule', (a) => !(a.text ?? '').includes(SAME_ANSWER));
    }
    e.done();
    return `probe ${probe}: calls 1-${cap - 1} ran, denied from call ${cap} at ${cap}/${cap}`;
  }
  throw new Error(`no session was denied at ${cap}/${cap} in ${PROBES} tries: ${seen.join('; ')}`);
}

async function hotInvalidEdit(web: Web, patchFile: string): Promise<string> {
  if (web.dsh.stderr.includes('repeat-tool-breaker')) throw new Error(`dsh's stderr mentions the plugin before the edit:\n${web.dsh.stderr}`);
  writeAtomically(patchFile, INVALID);
  const started = Date.now();
  while (!web.dsh.stderr.includes(INVALID_LINE)) {
    if (Date.now() - started > 20_000) throw new Error(`dsh's stderr did not show ${JSON.stringify(INVALID_LINE)}; it holds:\n${web.dsh.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ours = web.dsh.stderr.split('\n').filter((line) => line.includes('repeat-tool-breaker'));
  if (ours.some((line) => line !== INVALID_LINE)) throw new Error(`unexpected plugin lines on dsh's stderr:\n${ours.join('\n')}`);
  // The host rolls back to the last good config: exact 5 still holds.
  return `"${INVALID_LINE}" on dsh's stderr; ${await probeUntilCap(web, 5)}`;
}

async function hotValidEdit(web: Web, patchFile: string): Promise<string> {
  const before = web.dsh.stderr;
  writeAtomically(patchFile, EXACT_3);
  const probed = await probeUntilCap(web, 3);
  const added = web.dsh.stderr.slice(before.length);
  if (added.includes('repeat-tool-breaker')) throw new Error(`a valid edit made the plugin write to stderr:\n${added}`);
  return probed;
}

export async function routeWeb(ctx: RouteContext): Promise<void> {
  const target = await startTarget();
  const scripts = new Map<string, Script>([
    ['web-approve', localScript(target.port, '/approve')],
    ['web-reject', localScript(target.port, '/reject')],
    ['web-hot', { calls: [1, 2, 3, 4, 5].map((n) => bash(HOT, `hot ${n}`)), finalText: 'done' }],
  ]);
  const mock = await startMockModel(scripts, MOCK_LIFETIME_MS);
  const home = createHome(ctx.tc, mock.baseURL);
  const profileDir = join(home.dir, 'profiles', 'web');
  const patchFile = join(profileDir, 'cordis.patch.yml');
  let dsh: WebDsh | undefined;
  try {
    const installed = await ctx.check('web: `dsh plugin --profile web add ./<tarball>` joins the web profile', async () => {
      await runCommand(ctx, installCommands.bundleFromTarball('web', ctx.plugin.version), join(ctx.plugin.tarball, '..'), home.env);
      writeAtomically(patchFile, EXACT_5);
      return assertBundle(profileDir, ctx.plugin.name);
    });
    if (!installed) return;
    const booted = await ctx.check('web: `dsh web --no-open --port 0` serves on 127.0.0.1', async () => {
      dsh = await WebDsh.start(ctx.tc, home, tempDir('web-host'));
      if (!dsh.url.startsWith('http://127.0.0.1:')) throw new Error(`dsh web bound ${dsh.url}, not 127.0.0.1`);
      return dsh.url;
    });
    if (!booted || dsh === undefined) return;
    const web: Web = { ctx, home, dsh, target };
    await ctx.check('web approve: the 5th local call asks, runs once allowed, later variants ride along, an identical repeat is denied', () => approveScenario(web));
    await ctx.check('web reject: the host\'s rejection, then "not exempted" denials; only the calls that ran reached the target', () => rejectScenario(web));
    await ctx.check('web hot reload: an invalid edit prints the plugin\'s line on dsh\'s stderr and the last good config stays', () => hotInvalidEdit(web, patchFile));
    await ctx.check('web hot reload: a valid edit (limits.exact 5 → 3) applies to the next calls', () => hotValidEdit(web, patchFile));
  } finally {
    await dsh?.stop();
    await mock.close();
    await target.close();
  }
}

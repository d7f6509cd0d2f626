// Trial mode (`mode: 'observe'`) and the operator's denial lines (`report: 'denials'`),
// through the BUILT plugin in the genuine @deepseek-ai/dsh-tools ToolRuntime (see
// test/helpers/pipeline-host.ts): what runs, what stderr shows, and what the decision
// observer receives as data. Plus the replay CLI on an observe-mode config.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import type { Decision, Settlement } from '../lib/decision.js';
import { run } from '../cli/run.js';
import { mount } from './helpers/sim.js';
import { bootPipeline, fakeAgent, textOf, type AgentArg, type Pipeline } from './helpers/pipeline-host.js';
import { jsonRows } from './helpers/json-lines.js';
import { watchStderr } from './helpers/stderr-watch.js';

const stderr = watchStderr();
/** The breaker's own stderr lines (anything else a dependency prints is not ours). */
const breakerLines = (): string[] =>
  stderr
    .lines()
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('repeat-tool-breaker: '));

const BLOCKED = 'Error: REPEAT_TOOL_BLOCKED: ';

interface Step {
  readonly tool: string;
  readonly args: unknown;
}

const NOTES = { path: '/workspace/notes.md' };
const PING_PONG = [
  { command: 'curl --max-time 60 https://open-data.canada.ca/x -o f', description: '1st' },
  { command: 'curl --max-time 30 https://open.canada.ca/x -o f', description: '2nd' },
];
/** Variants of one local request: only net: repeats, so a block is local-only. */
const localVariant = (i: number): { command: string } => ({ command: `curl -s -H 'X-Request-Id: ${i}' http://localhost:3000/api/status` });

const repeat = (times: number, tool: string, args: (i: number) => unknown): Step[] =>
  Array.from({ length: times }, (_, i) => ({ tool, args: args(i) }));

/** Loop A (7 identical reads), loop C (6 calls of the host-spelling ping-pong), a local-only loop (6 variants). */
const LOOPS: readonly Step[] = [
  ...repeat(7, 'read', () => NOTES),
  ...repeat(6, 'bash', (i) => PING_PONG[i % 2]),
  ...repeat(6, 'bash', (i) => localVariant(i + 1)),
];

/** A boot whose observer records every decision, with stub `read`, `edit` and `bash` bodies. */
async function bootObserved(
  config: unknown,
  approval?: 'rejected' | 'unavailable',
): Promise<{ p: Pipeline; decisions: Decision[]; settled: Settlement[] }> {
  const decisions: Decision[] = [];
  const settled: Settlement[] = [];
  const p = await bootPipeline({
    config,
    ...(approval === undefined ? {} : { approval }),
    observer: {
      decided: (_exec, decision) => void decisions.push(decision),
      settled: (_exec, settlement) => void settled.push(settlement),
    },
  });
  // A check's result depends only on what was asked and how often it was asked, so both
  // modes see the same results. The run number makes each answer differ a little, as a real
  // tool's output does, so these tests meet the count caps; the same-answer rule (D15) has
  // its own tests (test/waits-same-result.test.ts).
  const runs = new Map<string, number>();
  const answer = (what: string, args: unknown): string => {
    const key = `${what} ${JSON.stringify(args)}`;
    const n = (runs.get(key) ?? 0) + 1;
    runs.set(key, n);
    return `${key} (run ${n})`;
  };
  p.stub('read', (args) => answer('contents of', args));
  p.stub('edit');
  p.stub('bash', (args) => answer('output of', args));
  return { p, decisions, settled };
}

async function runSteps(p: Pipeline, agent: AgentArg, steps: readonly Step[]): Promise<string[]> {
  const texts: string[] = [];
  for (const step of steps) texts.push(textOf(await p.call(agent, step.tool, step.args)));
  return texts;
}

/** A decision as comparable data: everything but the agent object and the `enforced` flag. */
function view(decision: Decision): unknown {
  return {
    verdict: decision.verdict,
    tool: decision.tool,
    change: decision.change,
    hits: decision.hits.map((hit) => `${hit.fingerprint.id} ${hit.next}/${hit.cap} ${hit.counted}`),
    forgiven: decision.forgiven.map((f) => `${f.fingerprint.id} ${f.next}/${f.cap} (${f.inWindow} in window)`),
  };
}

describe("mode: 'observe' in the genuine ToolRuntime", () => {
  test('nothing is denied or asked: every body runs, every result is the body\'s own', async () => {
    const { p, settled } = await bootObserved({ mode: 'observe' }, 'rejected');
    const texts = await runSteps(p, fakeAgent('observe-runs'), LOOPS);
    assert.equal(p.bodies.length, LOOPS.length, 'every call ran');
    assert.equal(settled.length, LOOPS.length, 'and every one was settled as a call the guard let through');
    for (const text of texts) assert.ok(!text.startsWith('Error: '), text);
    assert.equal(p.approvals.length, 0, 'an approver that rejects everything was never asked');
  });

  test('every would-be denial and ask reaches the observer as data and stderr as one line', async () => {
    const { p, decisions } = await bootObserved({ mode: 'observe' }, 'rejected');
    await runSteps(p, fakeAgent('obs'), LOOPS);
    const unenforced = decisions.filter((decision) => decision.enforced === false);
    assert.deepEqual(
      unenforced.map((d) => [d.verdict, d.tool, d.hits.map((hit) => `${hit.fingerprint.kind} ${hit.next}/${hit.cap}`).join(', ')]),
      [
        ['deny', 'read', 'exact 5/5'],
        ['deny', 'read', 'exact 6/5'],
        ['deny', 'read', 'exact 7/5'],
        ['deny', 'bash', 'cmd 5/5, net 5/5, sink 5/5'],
        ['deny', 'bash', 'cmd 6/5, net 6/5, sink 6/5'],
        ['ask', 'bash', 'net 5/5'],
        ['ask', 'bash', 'net 6/5'],
      ],
    );
    // Every other decision is a plain, enforced allow.
    assert.equal(decisions.length, LOOPS.length);
    for (const d of decisions.filter((d) => d.enforced !== false)) assert.equal(d.verdict, 'allow');

    const lines = breakerLines();
    assert.equal(lines.length, unenforced.length, lines.join('\n'));
    const call = String.raw`call "p1-call\d+"`;
    assert.match(lines[0]!, new RegExp(String.raw`^repeat-tool-breaker: observe mode, would deny read \(it ran\), agent "obs", ${call}: exact:read:\{"path":"/workspace/notes\.md"\} 5/5 · rule unchanged \(limits\.exact\) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=\["exact:read:\{\\"path\\":\\"/workspace/notes\.md\\"\}"\]'$`));
    assert.match(lines[2]!, / 7\/5 · rule /);
    assert.match(
      lines[3]!,
      new RegExp(String.raw`^repeat-tool-breaker: observe mode, would deny bash \(it ran\), agent "obs", ${call}: cmd:curl:curl open\.canada\.ca/x -o f 5/5; net:open\.canada\.ca/x 5/5; sink:f 5/5 · rule unchanged \(limits\.cmd, limits\.net, limits\.sink\) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=\["cmd:curl:curl open\.canada\.ca/x -o f"\]'$`),
    );
    assert.match(
      lines[5]!,
      new RegExp(String.raw`^repeat-tool-breaker: observe mode, would ask about bash \(a local address; it ran\), agent "obs", ${call}: net:localhost:3000/api/status 5/5 · rule unchanged \(limits\.net\) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=\["net:localhost:3000/api/status"\]'$`),
    );
  });

  test('the same decisions as enforce mode up to the first denial, which observe reports unenforced', async () => {
    const agentSteps: Step[] = [
      { tool: 'read', args: NOTES },
      { tool: 'bash', args: { command: 'npm test' } },
      { tool: 'edit', args: { path: 'src/a.ts', old_string: 'a', new_string: 'b' } },
      { tool: 'bash', args: { command: 'npm test' } },
      { tool: 'read', args: NOTES },
      ...repeat(6, 'bash', (i) => PING_PONG[i % 2]),
      ...repeat(4, 'read', () => NOTES),
    ];
    const enforce = await bootObserved(undefined);
    const enforceTexts = await runSteps(enforce.p, fakeAgent('twin'), agentSteps);
    const observe = await bootObserved({ mode: 'observe' });
    await runSteps(observe.p, fakeAgent('twin'), agentSteps);

    const firstDeny = enforce.decisions.findIndex((d) => d.verdict === 'deny');
    assert.equal(firstDeny, 9, 'the 5th call of the ping-pong');
    assert.ok(enforceTexts[firstDeny]!.startsWith(BLOCKED));
    assert.equal(enforce.decisions.length, agentSteps.length);
    assert.equal(observe.decisions.length, agentSteps.length);
    const upToFirstDeny = (decisions: readonly Decision[]): unknown[] => decisions.slice(0, firstDeny + 1).map(view);
    assert.deepEqual(upToFirstDeny(observe.decisions), upToFirstDeny(enforce.decisions));
    assert.equal(enforce.decisions[firstDeny]!.enforced, undefined, 'enforce mode enforced it');
    assert.equal(observe.decisions[firstDeny]!.enforced, false);
    for (const d of observe.decisions.slice(0, firstDeny)) assert.equal(d.enforced, undefined);
    assert.equal(observe.p.bodies.length, agentSteps.length);
    assert.ok(enforce.p.bodies.length < agentSteps.length);
  });

  test('a call observe mode let through counts as the call that ran: all its fingerprints, not only the hits', async () => {
    // Under exact 4, the ping-pong's 5th call (spelling A, its 3rd run) hits cmd/net/sink
    // but not exact:. Enforcing commits only the hits, so A's 4th run (the 7th call) is
    // still under exact's cap; observing ran the 5th call, so the 7th is A's 4th exact: run.
    const steps = repeat(7, 'bash', (i) => PING_PONG[i % 2]);
    const config = { limits: { exact: 4 } };
    const enforce = await bootObserved(config);
    await runSteps(enforce.p, fakeAgent('count'), steps);
    const observe = await bootObserved({ ...config, mode: 'observe' });
    await runSteps(observe.p, fakeAgent('count'), steps);
    const kinds = (d: Decision | undefined): string[] => (d?.hits ?? []).map((hit) => `${hit.fingerprint.kind} ${hit.next}/${hit.cap}`);
    assert.deepEqual(kinds(enforce.decisions[4]), ['cmd 5/5', 'net 5/5', 'sink 5/5']);
    assert.deepEqual(kinds(observe.decisions[4]), kinds(enforce.decisions[4]));
    assert.deepEqual(kinds(enforce.decisions[6]), ['cmd 7/5', 'net 7/5', 'sink 7/5']);
    assert.deepEqual(kinds(observe.decisions[6]), ['exact 4/4', 'cmd 7/5', 'net 7/5', 'sink 7/5']);
  });
});

describe("report: 'denials' in the genuine ToolRuntime", () => {
  test('one stderr line per denial, each naming the tool, the agent, the call and the hits', async () => {
    const { p, decisions } = await bootObserved({ report: 'denials' });
    const texts = await runSteps(p, fakeAgent('headless-1'), repeat(7, 'read', () => NOTES));
    assert.equal(texts.filter((text) => text.startsWith(BLOCKED)).length, 3);
    const lines = breakerLines();
    assert.deepEqual(
      lines.map((line) => line.replace(/call "p1-call\d+"/, 'call "<id>"')),
      [5, 6, 7].map(
        (n) =>
          `repeat-tool-breaker: denied read, agent "headless-1", call "<id>": exact:read:{"path":"/workspace/notes.md"} ${n}/5` +
          ` · rule unchanged (limits.exact) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=["exact:read:{\\"path\\":\\"/workspace/notes.md\\"}"]'`,
      ),
    );
    // Nothing marks an enforced decision as unenforced.
    assert.ok(decisions.every((d) => d.enforced === undefined));
  });

  test('an ask nobody could answer is a call the breaker stopped: it gets a line too', async () => {
    const { p } = await bootObserved({ report: 'denials' }, 'unavailable');
    const texts = await runSteps(p, fakeAgent('no-channel'), repeat(5, 'bash', (i) => localVariant(i + 1)));
    assert.match(texts[4]!, /no approval channel/);
    assert.deepEqual(
      breakerLines().map((line) => line.replace(/call "p1-call\d+"/, 'call "<id>"')),
      [
        'repeat-tool-breaker: denied bash (the ask about a local address was not approved), agent "no-channel", call "<id>": net:localhost:3000/api/status 5/5' +
          ` · rule unchanged (limits.net) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=["net:localhost:3000/api/status"]'`,
      ],
    );
  });

  for (const config of [undefined, { report: 'off' }]) {
    test(`${JSON.stringify(config) ?? 'no config'} prints nothing, however many calls are denied`, async () => {
      const { p } = await bootObserved(config, 'unavailable');
      const texts = await runSteps(p, fakeAgent('quiet'), [...LOOPS, ...repeat(3, 'read', () => NOTES)]);
      assert.ok(texts.filter((text) => text.startsWith('Error: ')).length >= 6, 'the run had denials');
      assert.deepEqual(stderr.lines(), []);
    });
  }
});

describe('the operator line is one safe line', () => {
  test('control characters of a tool name or a command are escaped; an agent without an id says so', async () => {
    const h = mount({ report: 'denials', mode: 'observe' });
    const tool = 'evil\u001b]0;owned\u0007\nnext';
    const outcomes = await h.repeat(5, tool, () => ({ q: 'a\u2028b' }), {});
    assert.ok(outcomes.every((outcome) => outcome.decision === 'allowed'));
    const written = stderr.lines().join('');
    assert.equal(written.split('\n').length, 2, `one line and its newline: ${JSON.stringify(written)}`);
    assert.ok(!/[\u0000-\u0009\u000b-\u001f\u2028]/.test(written), JSON.stringify(written));
    assert.ok(written.startsWith(String.raw`repeat-tool-breaker: observe mode, would deny evil\x1b]0;owned\x07\x0anext (it ran), an agent without an id, call "sim-call`), written);
    assert.ok(written.includes(String.raw`{"q":"a\u2028b"} 5/5`), written);
  });

  test('a huge tool name, agent id or call is cut at previewChars like the fingerprints', async () => {
    const h = mount({ report: 'denials', previewChars: 40 });
    const tool = 't'.repeat(5000);
    await h.repeat(5, tool, () => ({ q: 'x'.repeat(5000) }), { id: 'a'.repeat(5000) });
    const [line, ...more] = breakerLines();
    assert.deepEqual(more, []);
    assert.ok(line !== undefined && line.length < 400, `${line?.length}`);
    assert.ok(line.startsWith(`repeat-tool-breaker: denied ${'t'.repeat(40)}… (+4960 more chars), agent "${'a'.repeat(40)}… (+4960 more chars)"`), line);
  });
});

describe('the replay CLI on an observe-mode config', () => {
  const trajectory = repeat(6, 'read', () => NOTES)
    .map((step, i) => JSON.stringify({ tool: step.tool, arguments: step.args, result: `notes (read ${i + 1})` }))
    .join('\n');

  async function replayJson(config: string): Promise<{ status: number; out: string; err: string }> {
    const file = join(mkdtempSync(join(tmpdir(), 'rtb-observe-')), 'loop.jsonl');
    writeFileSync(file, `${trajectory}\n`);
    let out = '';
    let err = '';
    const status = await run(['replay', file, '--json', '--config', config], {
      stdout: (text) => void (out += text),
      stderr: (text) => void (err += text),
      color: false,
    });
    return { status, out, err };
  }
  const decisionsOf = (out: string): unknown[] => jsonRows(out).filter((row) => row.type === 'call').map((row) => row['decision']);

  test('shows what enforcing would decide, and says so once on stderr', async () => {
    const enforced = await replayJson('{"report":"denials"}');
    const observed = await replayJson('{"mode":"observe","report":"denials"}');
    assert.equal(observed.status, 0);
    assert.deepEqual(decisionsOf(observed.out), ['allowed', 'allowed', 'allowed', 'allowed', 'denied', 'denied']);
    assert.deepEqual(decisionsOf(observed.out), decisionsOf(enforced.out));
    assert.equal(
      observed.err,
      'dsh-repeat-tool-breaker: the config has mode: observe; the replay shows what mode: enforce would decide ' +
        '(DENIED and declined ASK rows are the calls enforcing would have stopped)\n',
    );
    assert.equal(enforced.err, '', 'the plugin\'s own report lines would only repeat the table');
    assert.deepEqual(breakerLines(), []);
  });
});

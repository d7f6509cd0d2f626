// `mode: ask` (issue 35 item 3, design §3.6): every call the breaker would stop becomes the
// operator's question through the host's approval flow. Allowed once, that one call runs and
// the next repeat asks again; declined (rejected, cancelled, or nobody to answer in a
// headless run), the model reads exactly the denial `mode: enforce` gives. On the simulated
// host (cli/replay/host-sim.ts), in the genuine @deepseek-ai/dsh-tools ToolRuntime (the
// BUILT plugin, test/helpers/pipeline-host.ts), and through the CLI (`replay`, `check`,
// `config`). The real `dsh web` card is test/browser/approval-card.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

import { apply } from '../index.js';
import { SimHost, type ApprovalOutcome } from '../cli/replay/host-sim.js';
import { replayedConfig } from '../cli/replay/replayed-config.js';
import { canAsk, resolveConfig } from '../lib/config.js';
import type { Decision } from '../lib/decision.js';
import { reportLine } from '../lib/report-line.js';
import { cli } from './helpers/cli.js';
import { hitLines } from './helpers/hits.js';
import { jsonRows } from './helpers/json-lines.js';
import { bootPipeline, fakeAgent, textOf } from './helpers/pipeline-host.js';
import { ProfileFolders } from './helpers/profile-files.js';
import { decisions, mount } from './helpers/sim.js';

const TAIL = { command: 'tail -n 1 deploy.log' };
const WAITING = 'deploy: waiting for approval';
const BLOCKED = /^Error: REPEAT_TOOL_BLOCKED: /;

/** `times` runs of `tail -n 1 deploy.log`, each answering the same line (D15 stops the 3rd). */
async function tails(h: ReturnType<typeof mount>, times: number) {
  const outcomes = [];
  for (let i = 0; i < times; i++) outcomes.push(await h.call('bash', TAIL, { result: WAITING }));
  return outcomes;
}

describe('mode: ask on the simulated host', () => {
  test('allowed once: the stopped call runs, and the next repeat asks again', async () => {
    const h = mount({ mode: 'ask' }, { approval: 'allowed-once' });
    const outcomes = await tails(h, 5);
    assert.deepEqual(decisions(outcomes), Array(5).fill('allowed'));
    assert.equal(h.host.ran.length, 5, 'every approved call ran');
    assert.deepEqual(
      outcomes.map((o) => o.approval),
      [undefined, undefined, 'allowed-once', 'allowed-once', 'allowed-once'],
      'nothing is asked before a stop; each stop after is its own question',
    );
    assert.equal(outcomes[2]!.text, WAITING);
  });

  test("the question names the call, each hit with its rule and count, the quoted result, the setting that lets it through, and both answers", async () => {
    const h = mount({ mode: 'ask' }, { approval: 'allowed-once' });
    const [, , third] = await tails(h, 3);
    assert.equal(
      third!.askReason,
      [
        'repeat-tool-breaker (mode: ask): this `bash` call is about to be stopped as a repeat.',
        'It would be another run of `exact:bash:{"command":"tail -n 1 deploy.log"}` and `cmd:tail:tail -n 1 deploy.log`, ' +
          'whose last 2 runs returned the same result with nothing changed in between (rule `same-result`, limit 3).',
        `Its previous result: “${WAITING}”`,
        'Its rule: same-result (sameResult). To let such calls through from now on, run ' +
          '`dsh-repeat-tool-breaker config <patch file> \'exempt=["cmd:tail:tail -n 1 deploy.log"]\'`.',
        'If you allow it, this one call runs; the next repeat asks again.',
        'If you reject it, it is denied and the agent is told why.',
      ].join('\n'),
    );
  });

  test('the let-through command keeps what the config already exempts', async () => {
    const h = mount({ mode: 'ask', exempt: ['cmd:make:make'] }, { approval: 'allowed-once' });
    const [, , third] = await tails(h, 3);
    assert.match(third!.askReason ?? '', /run `dsh-repeat-tool-breaker config <patch file> 'exempt=\["cmd:make:make","cmd:tail:tail -n 1 deploy\.log"\]'`\.$/m);
  });

  test('a window cap and a failed previous run are named as such', async () => {
    const h = mount({ mode: 'ask', progress: false }, { approval: 'allowed-once' });
    const outcomes = [];
    for (let i = 1; i <= 5; i++) outcomes.push(await h.call('read', { path: 'a.md' }, { result: `no such file (${i})`, isError: true }));
    const reason = outcomes[4]!.askReason ?? '';
    assert.match(reason, /^It would be the 5th call matching `exact:read:\{"path":"a\.md"\}` in this agent's recent calls \(rule `window`, limit 5\)\.$/m);
    assert.match(reason, /^Its previous run failed with: “Error: no such file \(4\)”$/m);
  });

  test('a tool that keeps failing is named as such, and its error is quoted as the denial quotes it (D34)', async () => {
    const h = mount({ mode: 'ask' }, { approval: 'allowed-once' });
    const outcomes = [];
    for (let i = 1; i <= 6; i++) outcomes.push(await h.call('web_search', { query: `census ${i}` }, { result: '401 invalid API key', isError: true }));
    assert.deepEqual(outcomes.map((o) => o.approval), [undefined, undefined, undefined, undefined, undefined, 'allowed-once']);
    const reason = outcomes[5]!.askReason ?? '';
    assert.match(reason, /^It would be another call of `web_search`, whose last 5 runs failed with the same error, with different arguments \(`failure:web_search`, rule `failure`, limit 5\)\.$/m);
    assert.match(reason, /^Its previous run failed with: “Error: 401 invalid API key”$/m);
  });

  test('the quoted result ends at its last character, not at the line break output ends with', async () => {
    const h = mount({ mode: 'ask' }, { approval: 'allowed-once' });
    for (let i = 0; i < 2; i++) await h.call('bash', TAIL, { result: `${WAITING}\n` });
    const third = await h.call('bash', TAIL, { result: `${WAITING}\n` });
    assert.match(third.askReason ?? '', new RegExp(`^Its previous result: “${WAITING}”$`, 'm'));
  });

  for (const approval of ['rejected', 'cancelled', 'unavailable'] as const) {
    test(`${approval}: the model reads the very denials mode: enforce gives, and every stop asks`, async () => {
      const enforce = await tails(mount(), 5);
      const asked = mount({ mode: 'ask' }, { approval });
      const outcomes = await tails(asked, 5);
      assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'asked', 'asked', 'asked']);
      assert.deepEqual(outcomes.map((o) => o.approval), [undefined, undefined, approval, approval, approval]);
      assert.equal(asked.host.ran.length, 2, 'a declined call never runs');
      assert.deepEqual(
        outcomes.map((o) => o.text),
        enforce.map((o) => o.text),
        'a declined call is committed as a denial and worded as one',
      );
      assert.match(outcomes[2]!.text, BLOCKED);
      assert.deepEqual(hitLines(outcomes[2]!.text), ['- exact:bash:{"command":"tail -n 1 deploy.log"} 3/3', '- cmd:tail:tail -n 1 deploy.log 3/3']);
    });
  }

  test('with no approval service nothing is asked: the guard denies as mode: enforce does', async () => {
    const enforce = await tails(mount(), 4);
    const outcomes = await tails(mount({ mode: 'ask' }), 4);
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'denied', 'denied']);
    assert.ok(outcomes.every((o) => o.askReason === undefined));
    assert.deepEqual(outcomes.map((o) => o.text), enforce.map((o) => o.text));
  });

  test('a local-only block asks the localHosts question; once it is declined, each local stop asks on its own', async () => {
    const local = (i: number) => ({ command: `curl -s -H 'X-Request-Id: ${i}' http://127.0.0.1:8080/status` });
    const answers: ApprovalOutcome[] = ['rejected', 'allowed-once', 'rejected'];
    const h = mount({ mode: 'ask' }, { approval: () => answers.shift() ?? 'rejected' });
    const outcomes = await h.repeat(7, 'bash', local);
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'allowed', 'allowed', 'asked', 'allowed', 'asked']);
    assert.match(outcomes[4]!.askReason ?? '', /REST OF THIS TURN/, 'the 5th: the question of localHosts: ask');
    assert.equal(outcomes[4]!.text, 'Error: the user rejected tool "bash"', 'as under mode: enforce');
    assert.match(outcomes[5]!.askReason ?? '', /^repeat-tool-breaker \(mode: ask\)/, 'after the refusal: the question about this call');
    assert.match(outcomes[5]!.askReason ?? '', /the 6th run of `net:127\.0\.0\.1:8080\/status`/);
    assert.match(outcomes[6]!.text, /^Error: REPEAT_TOOL_BLOCKED:[\s\S]*was NOT exempted/, 'declined: the denial with the refusal note');
    assert.equal(h.host.ran.length, 5);
  });

  test('after a local exemption a byte-identical repeat is a question, not a denial', async () => {
    const h = mount({ mode: 'ask' }, { approval: 'allowed-once' });
    const local = (i: number) => ({ command: `curl -s -H 'X-Request-Id: ${i}' http://127.0.0.1:8080/status` });
    await h.repeat(5, 'bash', local); // the 5th asked the localHosts question: exempt for the turn
    const identical = await h.repeat(5, 'bash', () => local(100));
    assert.deepEqual(decisions(identical), Array(5).fill('allowed'));
    assert.match(identical[4]!.askReason ?? '', /^repeat-tool-breaker \(mode: ask\)/);
    assert.doesNotMatch(identical[4]!.askReason ?? '', /net:/, 'the exempted local kinds are not asked about');
  });

  test('the observer hears ask (askedBy mode) then allow or declined; report: denials writes a line for a declined question', async () => {
    const heard: Decision[] = [];
    for (const approval of ['allowed-once', 'rejected'] as const) {
      const host = new SimHost({ approval });
      const { applyWithObserver } = await import('../index.js');
      applyWithObserver(host.ctx, { mode: 'ask' }, { decided: (_exec, decision) => void heard.push(decision) });
      const agent = { id: 's-1' };
      for (let i = 0; i < 3; i++) await host.execute({ agent, name: 'bash', arguments: TAIL, result: { text: WAITING } });
    }
    assert.deepEqual(
      heard.map((d) => `${d.verdict}${d.askedBy === undefined ? '' : ` by ${d.askedBy}`}`),
      ['allow', 'allow', 'ask by mode', 'allow', 'allow', 'allow', 'ask by mode', 'declined by mode'],
    );
    assert.equal(
      reportLine(heard.at(-1)!, 'r3-call0', 400),
      'repeat-tool-breaker: denied bash (mode: ask, the question was not approved), agent "s-1", call "r3-call0": ' +
        'exact:bash:{"command":"tail -n 1 deploy.log"} 3/3; cmd:tail:tail -n 1 deploy.log 3/3 · rule same-result (sameResult) · ' +
        'let it through: dsh-repeat-tool-breaker config <patch file> \'exempt=["cmd:tail:tail -n 1 deploy.log"]\'',
    );
  });
});

describe('mode: ask in the docs', () => {
  test("docs/how-it-decides.md's card text is the question the plugin asks, as the card shows it (collapsed)", async () => {
    const doc = readFileSync(new URL('../docs/how-it-decides.md', import.meta.url), 'utf8');
    const start = doc.indexOf('\n## Ask instead of deny (`mode: ask`)');
    assert.ok(start >= 0, 'the section exists');
    const quoted = doc
      .slice(start, doc.indexOf('\n## ', start + 1))
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .map((line) => line.slice(2))
      .join(' ')
      .replace(/\\`/g, '`');
    const h = mount({ mode: 'ask' }, { approval: 'allowed-once' });
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await h.call('bash', TAIL, { result: 'deploy 42: waiting for approval' }));
    assert.equal(quoted, outcomes[2]!.askReason?.replace(/\s+/g, ' '));
  });
});

describe('mode: ask in the configuration', () => {
  test('is a valid mode; the message for a bad one lists it', () => {
    assert.equal(resolveConfig({ mode: 'ask' }).mode, 'ask');
    assert.throws(() => resolveConfig({ mode: 'asks' as never }), {
      message: 'repeat-tool-breaker: `mode` must be one of enforce, observe, ask (got "asks"); did you mean "ask"?',
    });
  });

  test('can ask whatever localHosts says, so pre-execute is registered', () => {
    for (const localHosts of ['ask', 'deny', 'allow'] as const) {
      assert.equal(canAsk({ mode: 'ask', localHosts }), true);
      const host = new SimHost();
      const teardown = apply(host.ctx, { mode: 'ask', localHosts });
      assert.equal(host.listenerCount('tools/pre-execute'), 1, localHosts);
      teardown();
    }
    assert.equal(canAsk({ mode: 'enforce', localHosts: 'deny' }), false, 'mode: enforce is unchanged');
  });

  test('the replay mounts mode: ask as it is (observe still as enforce), always with report: off', () => {
    const notes: string[] = [];
    assert.deepEqual(replayedConfig({ mode: 'ask', report: 'denials' }, (line) => notes.push(line)), { mode: 'ask', report: 'off' });
    assert.equal(notes.length, 0);
    assert.deepEqual(replayedConfig({ mode: 'observe' }, (line) => notes.push(line)), { mode: 'enforce', report: 'off' });
  });
});

describe('mode: ask through the CLI', () => {
  const folders = new ProfileFolders('rtb-ask-');
  after(() => folders.remove());

  const trajectory = Array.from({ length: 4 }, () => JSON.stringify({ tool: 'bash', arguments: TAIL, result: WAITING })).join('\n');

  async function replayRows(...flags: string[]) {
    const file = join(mkdtempSync(join(tmpdir(), 'rtb-ask-')), 'loop.jsonl');
    writeFileSync(file, `${trajectory}\n`);
    const r = await cli(['replay', file, '--json', '--config', '{"mode":"ask"}', ...flags]);
    return { r, rows: jsonRows(r.stdout).filter((row) => row['type'] === 'call') };
  }

  test('replay shows the stops as asks: declined headless, run with --approve', async () => {
    const headless = await replayRows();
    assert.equal(headless.r.stderr, '');
    assert.deepEqual(headless.rows.map((row) => [row['decision'], row['approval']]), [
      ['allowed', undefined],
      ['allowed', undefined],
      ['asked', 'unavailable'],
      ['asked', 'unavailable'],
    ]);
    assert.match(String(headless.rows[2]!['askReason']), /^repeat-tool-breaker \(mode: ask\)/);
    const approved = await replayRows('--approve');
    assert.deepEqual(approved.rows.map((row) => [row['decision'], row['approval']]), [
      ['allowed', undefined],
      ['allowed', undefined],
      ['allowed', 'allowed-once'],
      ['allowed', 'allowed-once'],
    ]);
  });

  test('replay --messages shows the denial the model reads for a declined question', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rtb-ask-')), 'loop.jsonl');
    writeFileSync(file, `${trajectory}\n`);
    const r = await cli(['replay', file, '--messages', '--config', '{"mode":"ask"}']);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /REPEAT_TOOL_BLOCKED: This `bash` call was stopped before it executed/);
  });

  test('config writes mode=ask and check accepts it', async () => {
    const file = folders.profile('[]\n');
    const written = await cli(['config', file, 'mode=ask']);
    assert.equal(written.status, 0, written.stderr);
    assert.equal(readFileSync(file, 'utf8'), '- id: repeat-tool-breaker\n  config:\n    mode: ask\n');
    const checked = await cli(['check', file]);
    assert.equal(checked.status, 0, checked.stderr);
    assert.match(checked.stdout, /\n {2}mode: ask\n/);
  });
});

describe('mode: ask in the genuine ToolRuntime (P1)', () => {
  test('P1 allowed-once: the body runs and the registry asked through the calling agent; the next repeat asks again', async () => {
    const p = await bootPipeline({ config: { mode: 'ask' }, approval: 'allowed-once' });
    p.stub('bash', () => WAITING);
    const agent = fakeAgent('ask-approved');
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) texts.push(textOf(await p.call(agent, 'bash', TAIL)));
    assert.deepEqual(texts, Array(4).fill(WAITING));
    assert.equal(p.ran('bash'), 4);
    assert.equal(p.approvals.length, 2, 'the 3rd and the 4th call were each a question');
    assert.equal(p.approvals[0]!.agent, agent);
    assert.match(p.approvals[0]!.reason ?? '', /^repeat-tool-breaker \(mode: ask\)[\s\S]*rule `same-result`[\s\S]*Its previous result: “deploy: waiting for approval”/);
  });

  for (const approval of ['rejected', 'cancelled', 'unavailable'] as const) {
    test(`P1 ${approval}: the result is the denial mode: enforce gives, not the host's refusal`, async () => {
      const enforce = await bootPipeline();
      enforce.stub('bash', () => WAITING);
      const expected: string[] = [];
      const enforcing = fakeAgent('enforce');
      for (let i = 0; i < 4; i++) expected.push(textOf(await enforce.call(enforcing, 'bash', TAIL)));

      const p = await bootPipeline({ config: { mode: 'ask' }, approval });
      p.stub('bash', () => WAITING);
      const results = [];
      const asking = fakeAgent('ask');
      for (let i = 0; i < 4; i++) results.push(await p.call(asking, 'bash', TAIL));
      assert.equal(p.ran('bash'), 2, 'a declined call never runs');
      assert.equal(p.approvals.length, 2);
      assert.deepEqual(results.map(textOf), expected);
      assert.equal(results[2]!.isError, true);
      assert.match(textOf(results[2]!), BLOCKED);
    });
  }
});

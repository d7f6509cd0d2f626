// The sample trajectory (examples/trajectory.jsonl), replayed in process: every
// call's decision and hits, plus the reset and per-agent facts it is there to show.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CallEvent } from '../cli/input/events.js';
import { readLog } from '../cli/input/read-log.js';
import { summarize } from '../cli/output/summary.js';
import { replay, type CallRow } from '../cli/replay/replay.js';
import { SAMPLE, SAMPLE_TOTALS } from './helpers/replay-sample.js';


async function sampleCalls(approve = false, config: unknown = {}): Promise<CallRow[]> {
  const log = await readLog(SAMPLE);
  const rows = await replay(log.events, { config, approve });
  return rows.filter((row): row is CallRow => row.kind === 'call');
}

const hitsOf = (row: CallRow | undefined): string[] =>
  (row?.hits ?? []).map((h) => `${h.fingerprint} ${h.count}/${h.cap}${h.counted === 'same-result' ? ' same-result' : ''}`);
const argsOf = (row: CallRow | undefined): unknown => row?.event.arguments;

/** Every call that does not run, by its 1-based index; all others are allowed. */
const SAME_GIT = ['exact:bash:{"command":"git status --short"} 3/3 same-result', 'cmd:git:git status --short 3/3 same-result'];
const SAME_SUMMARISE = [
  'exact:bash:{"command":"python3 scripts/summarise.py census.csv"} 3/3 same-result',
  'cmd:python3:python3 scripts/summarise.py census.csv 3/3 same-result',
];
const STOPPED: ReadonlyMap<number, { decision: 'denied' | 'asked'; hits: string[] }> = new Map([
  // Loop A: the same status twice with nothing changed (D15), then the cap on the 5th.
  [13, { decision: 'denied', hits: SAME_GIT }],
  [14, { decision: 'denied', hits: SAME_GIT }],
  [15, { decision: 'denied', hits: ['exact:bash:{"command":"git status --short"} 3/3 same-result', 'cmd:git:git status --short 3/3 same-result'] }],
  [
    33,
    {
      decision: 'denied',
      hits: [
        'cmd:curl:curl open.canada.ca/data/census-2021.csv -o census.csv 5/5',
        'net:open.canada.ca/data/census-2021.csv 5/5',
        'sink:census.csv 5/5',
      ],
    },
  ],
  // Loop B: runs 2 and 3 failed the same way (D15).
  [37, { decision: 'denied', hits: SAME_SUMMARISE }],
  [38, { decision: 'denied', hits: SAME_SUMMARISE }],
  [45, { decision: 'asked', hits: ['net:localhost:8000/summary.html 5/5'] }],
  // After the poll: the same failed log read twice (D15).
  [
    69,
    {
      decision: 'denied',
      hits: [
        'exact:bash:{"command":"gh run view 4711 --log-failed | tail -n 3"} 3/3 same-result',
        'cmd:gh:gh run view 4711 --log-failed | tail -n 3 3/3 same-result',
      ],
    },
  ],
  // The edit that cannot match, failed the same way twice with nothing changed (D18).
  [74, { decision: 'denied', hits: [`exact:edit:${JSON.stringify({ file_path: 'src/locale.ts', new_string: 'timeZone: options.timeZone', old_string: "timeZone: 'UTC'" })} 3/3 same-result`] }],
  // The 3rd call in a row that can do nothing (D20), and the missing program after it.
  [79, { decision: 'denied', hits: ['noop: 3/3'] }],
  [81, { decision: 'denied', hits: ['noop: 4/3'] }],
]);

describe('sample trajectory', () => {
  test('parses as a trajectory: 81 calls, 5 human messages, agents main and preview', async () => {
    const log = await readLog(SAMPLE);
    assert.equal(log.format, 'trajectory');
    assert.equal(log.compressed, false);
    const calls = log.events.filter((e): e is CallEvent => e.kind === 'call');
    assert.equal(calls.length, 81);
    assert.equal(log.events.filter((e) => e.kind === 'user').length, 5);
    assert.deepEqual([...new Set(calls.map((c) => c.agent))], ['main', 'preview']);
    assert.ok(calls.every((c) => c.result !== undefined), 'every sample call has a recorded result');
  });

  test('every decision, call by call (headless)', async () => {
    const calls = await sampleCalls();
    assert.equal(calls.length, 81);
    for (const row of calls) {
      const expected = STOPPED.get(row.index);
      const where = `call #${row.index} (line ${row.event.line}) ${JSON.stringify(row.event.arguments)}`;
      assert.equal(row.decision, expected?.decision ?? 'allowed', where);
      assert.deepEqual(hitsOf(row), expected?.hits ?? [], where);
      if (expected === undefined) assert.equal(row.message, undefined, where);
    }
  });

  test('the failed edit retried is stopped on its 3rd try (D18), and the edit that matches then runs and opens an episode', async () => {
    const calls = await sampleCalls();
    assert.deepEqual(calls.slice(69, 76).map((r) => [r.index, r.decision, r.change, r.opened]), [
      [70, 'allowed', false, false],
      [71, 'allowed', true, false],
      [72, 'allowed', false, false],
      [73, 'allowed', true, false],
      [74, 'denied', true, false],
      [75, 'allowed', true, true],
      [76, 'allowed', false, false],
    ]);
    assert.match(String(calls[73]?.message), /This change failed the same way on its last 2 runs, and nothing has changed since/);
  });

  test('the no-op burst: the 3rd call in a row that can do nothing is denied, and so is the missing program after it (D20)', async () => {
    const calls = await sampleCalls();
    assert.deepEqual(calls.slice(76).map((r) => [r.index, r.decision]), [[77, 'allowed'], [78, 'allowed'], [79, 'denied'], [80, 'allowed'], [81, 'denied']]);
    assert.match(String(calls[78]?.message), /This call can do nothing: .* it is the 3rd such call in a row/);
    assert.match(String(calls[80]?.message), /the program `update_plan` does not exist here/);
    const old = await sampleCalls(false, { progress: false });
    assert.deepEqual(old.slice(69).filter((r) => r.decision !== 'allowed').map((r) => r.index), [], '0.3.3 counting lets all of it run');
  });

  test('loop A: identical `git status` is denied on its 3rd occurrence (the same answer twice, D15), with the previous result quoted', async () => {
    const calls = await sampleCalls();
    for (const i of [11, 12, 13, 14, 15]) assert.deepEqual(argsOf(calls[i - 1]), { command: 'git status --short' });
    assert.match(calls[12]?.message ?? '', /^Error: REPEAT_TOOL_BLOCKED:/);
    assert.match(calls[12]?.message ?? '', /returned the same result and nothing has changed since/);
    assert.match(calls[12]?.message ?? '', /Previous result:\n`+\n M src\/parse\.ts\n/);
  });

  test('a poll runs to the end: `sleep 30 && gh run view` seven times, then the failed log read twice and stopped', async () => {
    const calls = await sampleCalls();
    const poll = calls.slice(59, 66);
    assert.ok(poll.every((row) => (row.event.arguments as { command: string }).command.startsWith('sleep 30 && gh run view 4711')));
    assert.deepEqual(poll.map((row) => row.decision), Array(7).fill('allowed'), 'every poll ran, the last one carried the answer');
    assert.match(String(poll[6]?.event.result?.text), /completed/);
    const old = await sampleCalls(false, { progress: false });
    assert.equal(old[63]?.decision, 'denied', '0.3.3 counting: the 5th poll');
  });

  test('loop B: description 1st..5th and churning timeoutMs, same command, denied from the 4th', async () => {
    const calls = await sampleCalls();
    const loop = calls.slice(33, 38);
    assert.deepEqual(
      loop.map((row) => (row.event.arguments as { description?: unknown }).description),
      ['1st', '2nd', '3rd', '4th', '5th'],
    );
    assert.equal(new Set(loop.map((row) => (row.event.arguments as { timeoutMs?: unknown }).timeoutMs)).size, 5);
    // Runs 2 and 3 failed alike, so the 4th is stopped (D15); the decoys made nothing new.
    assert.deepEqual(loop.map((row) => row.decision), ['allowed', 'allowed', 'allowed', 'denied', 'denied']);
    // The decoys never reach the hits; the denial names them as the cosmetic changes they are (§8.1 item 3).
    const hits = (message: string | undefined): string => (message ?? '').split('\n').filter((line) => line.startsWith('- ')).join('\n');
    assert.ok(!hits(loop[3]?.message).includes('4th') && !hits(loop[4]?.message).includes('5th'), 'a decoy reached the hits');
    assert.match(loop[4]?.message ?? '', /the runs differ in `description` \("1st"\/"2nd"\/…\/"5th"\) and `timeoutMs` \(/);
  });

  test('loop C: host spelling and --max-time ping-pong, 5th denied on cmd, net and sink', async () => {
    const calls = await sampleCalls();
    const loop = calls.slice(28, 33).map((row) => (row.event.arguments as { command: string }).command);
    assert.deepEqual(
      loop.map((command) => /open-data\.canada\.ca/.test(command)),
      [true, false, true, false, true],
    );
    assert.deepEqual(calls.slice(28, 33).map((row) => row.decision), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
  });

  test('non-loops stay allowed: offsets, retry, edit/test cycle, pagination, /dev/null probes', async () => {
    const calls = await sampleCalls();
    const allowed = (from: number, to: number): void => {
      for (let i = from; i <= to; i++) assert.equal(calls[i - 1]?.decision, 'allowed', `call #${i}`);
    };
    allowed(1, 2); // read, then the same file at a new offset
    assert.equal(calls[2]?.event.result?.isError, true, 'call #3 failed in the recording');
    allowed(3, 4); // a single retry after the failure
    allowed(5, 10); // three rewrites of one file with different content, each followed by the same test
    allowed(17, 24); // ?page=1..8
    assert.equal(new Set(calls.slice(16, 24).map((r) => (r.event.arguments as { command: string }).command)).size, 8);
    allowed(25, 28); // four different URLs probed with -o /dev/null
    for (const row of calls.slice(24, 28)) assert.match((row.event.arguments as { command: string }).command, /-o \/dev\/null/);
  });

  test("a human message resets the agent; a subagent has its own budget", async () => {
    const calls = await sampleCalls();
    assert.deepEqual(argsOf(calls[15]), argsOf(calls[14]));
    assert.equal(calls[15]?.decision, 'allowed', 'the call denied just before the human message runs again');
    assert.equal(calls[38]?.event.agent, 'preview');
    assert.equal(
      (calls[38]?.event.arguments as { command: string }).command,
      (calls[31]?.event.arguments as { command: string }).command,
    );
    assert.equal(calls[38]?.decision, 'allowed', 'main is saturated on that download; preview is not');
  });

  test('--approve turns the local-address ask into an approved, allowed call', async () => {
    const calls = await sampleCalls(true);
    assert.equal(calls[44]?.decision, 'allowed');
    assert.equal(calls[44]?.approval, 'allowed-once');
    assert.deepEqual(hitsOf(calls[44]), ['net:localhost:8000/summary.html 5/5']);
    assert.deepEqual(calls.filter((r) => r.decision !== 'allowed').map((r) => r.index), [13, 14, 15, 33, 37, 38, 69, 74, 79, 81]);
  });

  test('a config changes the replay: limits.exact 3 stops loop A on its 3rd call', async () => {
    const calls = await sampleCalls(false, { limits: { exact: 3 }, sameResult: null });
    assert.equal(calls[12]?.decision, 'denied');
    assert.deepEqual(hitsOf(calls[12]), ['exact:bash:{"command":"git status --short"} 3/3']);
  });

  test('summary totals', async () => {
    const log = await readLog(SAMPLE);
    const summary = summarize(await replay(log.events, { config: {}, approve: false }));
    assert.deepEqual(summary, SAMPLE_TOTALS);
  });
});

// Issue 35 item 1: a call the breaker denied while the session was recorded never ran. Its
// recorded "result" is the breaker's own REPEAT_TOOL_BLOCKED text, not an answer: replayed
// under another config, it brings no answer and changes nothing, and the output says it
// was denied live. Both input formats: a trajectory (`result` + `isError`) and a DSH
// session log (the host logs a guard's denial as an error tool/result).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { isLiveDenial } from '../cli/input/events.js';
import { readLog } from '../cli/input/read-log.js';
import { replay, type CallRow } from '../cli/replay/replay.js';
import { cli } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';

const tmp = mkdtempSync(join(tmpdir(), 'rtb-recorded-denials-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const LS = { command: 'ls -la' };
const LISTING = 'total 8\ndrwxr-xr-x 2 me me 4096 .\n-rw-r--r-- 1 me me 12 a.txt';

/** Six identical `ls -la` as the live session ran them under the defaults: the first two
 *  ran, the other four were denied, and the denial is what the log holds as their result. */
async function recordedLive(): Promise<{ tool: string; arguments: unknown; result: string; isError: boolean }[]> {
  const events = Array.from({ length: 6 }, (_, i) => ({ kind: 'call' as const, line: i + 1, agent: 'main', tool: 'bash', arguments: LS, result: { text: LISTING, isError: false } }));
  const rows = (await replay(events, { config: undefined, approve: false })) as CallRow[];
  assert.deepEqual(rows.map((row) => row.decision), ['allowed', 'allowed', 'denied', 'denied', 'denied', 'denied']);
  return rows.map((row) => (row.decision === 'allowed'
    ? { tool: 'bash', arguments: LS, result: LISTING, isError: false }
    : { tool: 'bash', arguments: LS, result: row.message!, isError: true }));
}

const write = (name: string, lines: readonly unknown[]): string => {
  const file = join(tmp, name);
  writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return file;
};

const decisionsOf = (stdout: string): string[] =>
  jsonRows(stdout).filter((row) => row['type'] === 'call').map((row) => String(row['decision']));

describe('a recorded denial is not a result', () => {
  test('recognised: the breaker\'s text, with or without the host\'s "Error: ", and only as an error', () => {
    assert.equal(isLiveDenial({ text: 'Error: REPEAT_TOOL_BLOCKED: bash call was stopped…', isError: true }), true);
    assert.equal(isLiveDenial({ text: 'REPEAT_TOOL_BLOCKED: bash call was stopped…', isError: true }), true);
    assert.equal(isLiveDenial({ text: 'REPEAT_TOOL_BLOCKED: in a file the agent printed', isError: false }), false);
    assert.equal(isLiveDenial({ text: 'Error: PROBE_BLOCKED: denied by another guard', isError: true }), false);
  });

  test('six identical ls -la, four denied live, replayed under {"sameResult":null}: 2 denied, as if all six had run', async () => {
    const live = await recordedLive();
    const ranAll = write('all-ran.jsonl', live.map((call) => ({ ...call, result: LISTING, isError: false })));
    const recorded = write('recorded.jsonl', live);
    const config = ['--config', '{"sameResult":null}', '--json'];
    const all = await cli(['replay', ranAll, ...config]);
    const rec = await cli(['replay', recorded, ...config]);
    assert.equal(rec.status, 0, rec.stderr);
    assert.deepEqual(decisionsOf(all.stdout), ['allowed', 'allowed', 'allowed', 'allowed', 'denied', 'denied']);
    assert.deepEqual(decisionsOf(rec.stdout), decisionsOf(all.stdout));
    const records = jsonRows(rec.stdout);
    assert.deepEqual(records.filter((row) => row['type'] === 'call').map((row) => row['deniedLive']), [false, false, true, true, true, true]);
    const summary = records.find((row) => row['type'] === 'summary')!;
    assert.equal(summary['denied'], 2);
    assert.equal(summary['deniedLive'], 4);
  });

  test('the table marks the calls denied live, and the summary counts them', async () => {
    const recorded = write('recorded-table.jsonl', await recordedLive());
    const { stdout } = await cli(['replay', recorded, '--config', '{"sameResult":null}'], { env: { NO_COLOR: '1' } });
    const lines = stdout.split('\n');
    assert.equal(lines.filter((line) => line.includes('(denied live: it never ran; no recorded answer)')).length, 4, stdout);
    assert.match(stdout, /6 calls: 4 allowed, 2 denied, 0 asked .*· 4 denied live/);
  });

  test('a DSH session log: the host logs the guard\'s denial as an error result; read as a call denied live', async () => {
    const live = await recordedLive();
    const rows: unknown[] = [{ type: 'session', version: 0, id: 'session-0123abcd-0000', createdAt: 1, cwd: '/w' }];
    live.forEach((call, i) => {
      const callId = `call_${i}`;
      rows.push({ type: 'step/start', data: { turn: 1, step: i + 1 } });
      rows.push({ type: 'tool/call', data: { turn: 1, step: i + 1, callId, name: 'bash', arguments: JSON.stringify(LS) } });
      rows.push({
        type: 'tool/result',
        data: { message: { content: [{ type: 'tool-result', toolCallId: callId, content: [{ type: 'text', text: call.isError ? call.result : LISTING }], isError: call.isError }] } },
      });
      rows.push({ type: 'step/end', data: { turn: 1, step: i + 1 } });
    });
    const file = write('session.jsonl', rows);
    const log = await readLog(file);
    const calls = log.events.filter((event) => event.kind === 'call');
    assert.deepEqual(calls.map((call) => call.deniedLive === true), [false, false, true, true, true, true]);
    assert.ok(calls.slice(2).every((call) => call.result === undefined), 'a denial brings no result');
    const { stdout } = await cli(['replay', file, '--config', '{"sameResult":null}', '--json']);
    assert.deepEqual(decisionsOf(stdout), ['allowed', 'allowed', 'allowed', 'allowed', 'denied', 'denied']);
  });

  test('a change denied live changes nothing: the checks after it are not freed', async () => {
    const denial = 'Error: REPEAT_TOOL_BLOCKED: write call was stopped before it executed';
    const file = write('change.jsonl', [
      { tool: 'bash', arguments: { command: 'pytest t.py' }, result: '1 failed' },
      { tool: 'bash', arguments: { command: 'pytest t.py' }, result: '1 failed' },
      { tool: 'write', arguments: { file_path: 'f.py', content: 'x = 1' }, result: denial, isError: true },
      { tool: 'bash', arguments: { command: 'pytest t.py' }, result: '1 failed' },
    ]);
    const { stdout } = await cli(['replay', file, '--json']);
    const calls = jsonRows(stdout).filter((row) => row['type'] === 'call');
    assert.deepEqual(calls.map((row) => row['decision']), ['allowed', 'allowed', 'allowed', 'denied']);
    assert.equal(calls[2]!['opened'], false);
  });
});

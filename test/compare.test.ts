// README's comparison with the alternatives (issue 35 item 6): the table is what
// `npm run compare` measures, and each alternative's rule does what its source describes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CONTENDERS, measure, readmeSection, renderComparison } from '../scripts/compare.js';
import { breaker } from '../scripts/compare/breaker.js';
import { geminiCli } from '../scripts/compare/gemini-cli.js';
import { openHands } from '../scripts/compare/openhands.js';
import { reminder } from '../scripts/compare/reminder.js';
import { rooCode } from '../scripts/compare/roo-code.js';
import type { CallStep, Step } from '../scripts/compare/steps.js';
import type { ReplayEvent } from '../cli/input/events.js';

const call = (tool: string, args: unknown, result = 'ok', isError = false): CallStep => ({ kind: 'call', tool, arguments: args, result, isError });
const times = (n: number, step: Step): Step[] => Array.from({ length: n }, () => step);
const stops = (verdicts: readonly string[]): number[] => verdicts.flatMap((verdict, i) => (verdict === 'stop' ? [i + 1] : []));
const ls = call('bash', { command: 'ls -la' }, 'total 0');

describe('README: against the alternatives', () => {
  let measured: ReturnType<typeof measure> | undefined;
  const measuredOnce = (): ReturnType<typeof measure> => (measured ??= measure());

  test('README shows the table npm run compare prints (run it to update README)', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    assert.equal(readmeSection(readme), renderComparison(await measuredOnce()));
  });

  test('the table has a row for this plugin and each alternative, and the plugin stops every real loop', async () => {
    const [plugin, ...others] = await measuredOnce();
    assert.deepEqual([plugin?.contender, ...others.map((m) => m.contender)], CONTENDERS);
    assert.equal(plugin?.issues.stopped, plugin?.issues.loops);
  });
});

describe('the rules of the alternatives, as their sources describe them', () => {
  test('Gemini CLI: the 5th identical call in a row halts the turn; a new prompt starts over; key order counts', () => {
    assert.deepEqual(stops(geminiCli(times(9, ls))), [5]);
    assert.deepEqual(stops(geminiCli([...times(4, ls), { kind: 'user' }, ...times(4, ls)])), []);
    const a = call('read', { path: 'a', offset: 1 });
    const b = call('read', { offset: 1, path: 'a' });
    assert.deepEqual(stops(geminiCli([a, b, a, b, a, b])), []);
    assert.deepEqual(stops(geminiCli([ls, ls, call('bash', { command: 'pwd' }), ...times(5, ls)])), [8]);
  });

  test('Roo Code: the 4th identical call in a row is stopped, then counting starts over; keys sorted; scrolls never count', () => {
    assert.deepEqual(stops(rooCode(times(8, ls))), [4, 8]);
    const a = call('read', { path: 'a', offset: 1 });
    const b = call('read', { offset: 1, path: 'a' });
    assert.deepEqual(stops(rooCode([a, b, a, b])), [4]);
    assert.deepEqual(stops(rooCode(times(6, call('browser_action', { action: 'scroll_down' })))), []);
    assert.deepEqual(stops(rooCode([...times(3, ls), { kind: 'user' }, ls])), [4]);
  });

  test('OpenHands: 4 identical pairs stop the 5th call; a command is compared by command and exit code, a read by its answer', () => {
    assert.deepEqual(stops(openHands(times(6, ls))), [5]);
    const outputs = ['a', 'b', 'c', 'd', 'e'].map((text) => call('bash', { command: 'tail -n 5 log' }, text));
    assert.deepEqual(stops(openHands(outputs)), [5]);
    const reads = ['a', 'b', 'c', 'd', 'e'].map((text) => call('read', { path: 'log' }, text));
    assert.deepEqual(stops(openHands(reads)), []);
    assert.deepEqual(stops(openHands([...times(4, ls), { kind: 'user' }, ls])), []);
  });

  test('OpenHands: 3 identical failing calls stop the 4th (a failing command is not an error observation); A/B ×3 stops the 7th', () => {
    const failing = call('edit', { path: 'f', old: 'x', new: 'y' }, 'no match', true);
    assert.deepEqual(stops(openHands(times(4, failing))), [4]);
    assert.deepEqual(stops(openHands(times(4, call('bash', { command: 'make' }, 'error 1', true)))), []);
    const a = call('bash', { command: 'pytest' }, '1 failed');
    const b = call('read', { path: 't.py' }, 'def test(): …');
    assert.deepEqual(stops(openHands([a, b, a, b, a, b, a, b])), [7]);
  });

  test('dsh-repeat-tool-reminder (its own package): reminds at 3, 5 and 8 in a row, never stops, a human message starts over', async () => {
    const verdicts = await reminder(times(9, ls));
    assert.deepEqual(verdicts.flatMap((verdict, i) => (verdict === 'remind' ? [i + 1] : [])), [3, 5, 8]);
    assert.deepEqual(stops(verdicts), []);
    const after = await reminder([...times(2, ls), { kind: 'user' }, ...times(2, ls)]);
    assert.ok(after.every((verdict) => verdict === 'run'));
  });

  test('this plugin: the real breaker stops the 3rd identical call with the same answer', async () => {
    const events: ReplayEvent[] = Array.from({ length: 4 }, (_, i) => ({ kind: 'call', line: i + 1, agent: 'main', tool: 'bash', arguments: { command: 'ls -la' }, result: { text: 'total 0', isError: false } }));
    assert.deepEqual(stops(await breaker(events)), [3, 4]);
  });
});

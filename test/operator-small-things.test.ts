// Issue 35 item 7: the small things an operator meets after the first day.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { replay, type CallRow } from '../cli/replay/replay.js';
import { hitLines } from './helpers/hits.js';
import { decisions, mount } from './helpers/sim.js';

describe("one call's consecutive denials show one count", () => {
  test('git status ×5 with one answer: the 3rd, 4th and 5th are each denied as 3/3 same-result (not 3/3 then 5/5)', async () => {
    const h = mount();
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await h.call('bash', { command: 'git status --short' }, { result: ' M src/a.ts' }));
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'denied', 'denied', 'denied']);
    const expected = ['- exact:bash:{"command":"git status --short"} 3/3', '- cmd:git:git status --short 3/3'];
    for (const denied of outcomes.slice(2)) assert.deepEqual(hitLines(denied.text), expected);
  });

  test('the replay rows of the sample: calls 13–15 name one rule and one count', async () => {
    const events = Array.from({ length: 5 }, (_, i) => ({
      kind: 'call' as const,
      line: i + 1,
      agent: 'main',
      tool: 'bash',
      arguments: { command: 'git status --short' },
      result: { text: ' M src/a.ts', isError: false },
    }));
    const rows = (await replay(events, { config: undefined, approve: false })) as CallRow[];
    assert.deepEqual(
      rows.slice(2).map((row) => row.hits.map((hit) => `${hit.count}/${hit.cap} ${hit.counted}`)),
      Array(3).fill(['3/3 same-result', '3/3 same-result']),
    );
  });
});

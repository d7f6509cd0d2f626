// Every slot the breaker commits has one shape: the same fields in the same order, from the
// start, whether it was allowed or denied, a check or a change, and whatever settling it
// sets. Slots of two shapes (or a field added when a run settles) made the window's hot
// functions (`commit`, `evict`) and the guard read them through a second map, and V8 threw
// their optimized code away (docs/measurements.md, "After D27–D34").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Breaker } from '../lib/breaker.js';
import { resolveConfig } from '../lib/config.js';
import { SlidingWindow, type Slot } from '../lib/window.js';

test('every committed slot has the same fields in the same order, allowed or denied, before and after it settles', (t) => {
  const committed: Slot[] = [];
  const commit = SlidingWindow.prototype.commit;
  t.mock.method(SlidingWindow.prototype, 'commit', function (this: SlidingWindow, slot: Slot) {
    committed.push(slot);
    commit.call(this, slot);
  });
  const breaker = new Breaker(resolveConfig({ window: 4 }));
  const agent = {};
  const answer = { isError: false, content: [{ type: 'text', text: 'same answer' }] };
  const calls: [string, Record<string, unknown>][] = [
    ['bash', { command: 'sleep 5 && curl -s https://example.com/status' }],
    ['edit', { path: '/w/a.ts', old_string: 'a', new_string: 'b' }],
    ...Array.from({ length: 8 }, (): [string, Record<string, unknown>] => ['read', { path: '/w/a.ts' }]),
  ];
  let denied = 0;
  for (const [name, args] of calls) {
    const exec = { name, arguments: args, agent };
    if (breaker.guard(exec) === undefined) breaker.settle(exec, answer);
    else denied++;
  }
  assert.ok(denied > 0, 'the stream has denials');
  const outcomes = new Set(committed.map((slot) => slot.outcome));
  assert.ok(outcomes.has('denied') && outcomes.has('ok'), `allowed and denied slots: ${[...outcomes].join(', ')}`);
  const shape = Object.keys(committed[0]!).join(',');
  for (const slot of committed) assert.equal(Object.keys(slot).join(','), shape, `slot ${slot.seq} (${slot.outcome})`);
});

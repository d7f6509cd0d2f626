// lib/values.ts: the small helpers on values of unknown shape. sameData decides whether a
// denial's text can be said again (lib/breaker.ts), so it must never call two different
// data the same.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { sameData } from '../lib/values.js';
import { hitLines } from './helpers/hits.js';
import { mount } from './helpers/sim.js';

describe('sameData', () => {
  test('the same primitives, arrays and plain objects, looked at as deep as asked', () => {
    assert.equal(sameData(1, 1, 0), true);
    assert.equal(sameData('a', 'a', 0), true);
    assert.equal(sameData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, 3), true);
    assert.equal(sameData({ a: null, b: undefined }, { a: null, b: undefined }, 1), true);
  });

  test('never the same by mistake: another value, key, length, kind, or data past the depth', () => {
    assert.equal(sameData({ a: 1 }, { a: 2 }, 1), false);
    assert.equal(sameData({ a: 1 }, { b: 1 }, 1), false);
    assert.equal(sameData({ a: undefined }, {}, 1), false);
    assert.equal(sameData({}, { a: undefined }, 1), false);
    assert.equal(sameData([1, 2], [1, 2, 3], 1), false);
    assert.equal(sameData([1], { 0: 1 }, 1), false);
    assert.equal(sameData({ a: { b: 1 } }, { a: { b: 1 } }, 1), false);
    assert.equal(sameData(Number.NaN, Number.NaN, 1), false);
    class Box {
      constructor(readonly v: number) {}
    }
    assert.equal(sameData(new Box(1), new Box(1), 3), false);
    const box = new Box(1);
    assert.equal(sameData({ box }, { box }, 1), true);
  });
});

describe('a denial said again', () => {
  test('each denial of a loop is rendered from its own data: the text moves when its count does', async () => {
    const h = mount({ progress: false });
    const outcomes = await h.repeat(8, 'bash', () => ({ command: 'curl -s https://a.com/x' }));
    const denials = outcomes.slice(4).map((outcome) => outcome.text);
    assert.deepEqual(
      denials.map((text) => hitLines(text)[0]),
      ['- exact:bash:{"command":"curl -s https://a.com/x"} 5/5', '- exact:bash:{"command":"curl -s https://a.com/x"} 6/5', '- exact:bash:{"command":"curl -s https://a.com/x"} 7/5', '- exact:bash:{"command":"curl -s https://a.com/x"} 8/5'],
    );
  });
});

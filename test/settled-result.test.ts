// A settled result is digested on its first comparison, long or short (issue 23, item 1):
// it keeps a copy of what the digest reads, its identities are the ones the content
// itself digests to, and the copies of long results count against one budget per process
// that digests the oldest once it is full and that a run leaving the window gives back.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lastDigestReads, resultDigest, resultIdentities, WINDOW } from '../lib/result/digest.js';
import { KEPT_CHARS, SMALL_CHARS, SettledResult, keptCharacters } from '../lib/result/settled-result.js';
import { AgentStates, type Slot } from '../lib/window.js';

const blocks = (...texts: string[]): unknown[] => texts.map((text) => ({ type: 'text', text }));
const log = (size: number, salt: string): string => `${salt}\n${'12:00:01 GET /api/items 200 in 42 ms\n'.repeat(Math.ceil(size / 37))}`.slice(0, size);

describe('settled results: digested on the first comparison (issue 23, item 1)', () => {
  test('a 10 KB and a 1 MB result that are never compared are never scanned', () => {
    resultDigest(blocks('x'), false);
    const before = lastDigestReads();
    const ten = new SettledResult(blocks(log(10_240, 'a')), false);
    const mega = new SettledResult(blocks(log(1 << 20, 'b')), false);
    assert.equal(lastDigestReads(), before, 'settling reads nothing through the scanner');
    assert.equal(ten.sameAs(mega), false);
    assert.ok(lastDigestReads() > 0, 'the first comparison scans');
    for (const result of [ten, mega]) result.release();
  });

  test('compares exactly as the digests of the content do, for whole texts, windows and many blocks', () => {
    const contents: unknown[][] = [
      blocks('ok'),
      blocks('ok 7'),
      blocks(log(5000, 'a')),
      blocks(log(5000, 'a').replace('42', '43')),
      blocks(log(3 * WINDOW, 'a')),
      blocks(log(3 * WINDOW, 'a').replace('items', 'users')),
      blocks(log(3 * WINDOW, 'b')),
      Array.from({ length: 5000 }, (_, k) => ({ type: 'text', text: `row ${k % 7}` })),
      Array.from({ length: 5000 }, (_, k) => ({ type: 'text', text: `row ${k % 8}` })),
      [],
      'not blocks' as unknown as unknown[],
    ];
    // The reference digests of each content, once: they do not depend on the pair.
    const identities = contents.map((content) => [false, true].map((isError) => resultIdentities(content, isError)));
    for (const [i, a] of contents.entries()) {
      for (const [j, b] of contents.entries()) {
        for (const isError of [false, true]) {
          const left = new SettledResult(a, false);
          const right = new SettledResult(b, isError);
          const want = identities[i]![0]!;
          const got = identities[j]![Number(isError)]!;
          assert.equal(left.sameAs(right), want.exact === got.exact);
          assert.equal(new SettledResult(a, false).sameContentAs(new SettledResult(b, isError)), want.content === got.content);
        }
      }
    }
  });

  test('long copies count against the budget, which digests the oldest once full; a released copy is given back', () => {
    const start = keptCharacters();
    const small = new SettledResult(blocks('x'.repeat(SMALL_CHARS)), false);
    assert.equal(keptCharacters(), start, 'a small copy stays outside the budget');
    const size = 2 * WINDOW; // read whole: the copy is all of it
    const results = Array.from({ length: Math.ceil(KEPT_CHARS / size) + 4 }, (_, k) => new SettledResult(blocks(log(size, `r${k}`)), false));
    assert.ok(keptCharacters() <= KEPT_CHARS, `${keptCharacters()} characters kept`);
    // The oldest were digested to make room: comparing them scans nothing more.
    resultDigest(blocks('x'), false);
    const reads = lastDigestReads();
    assert.equal(results[0]!.sameAs(results[1]!), false);
    assert.equal(lastDigestReads(), reads, 'the oldest copies were digested when the budget filled');
    const counted = keptCharacters();
    results[results.length - 1]!.release();
    assert.equal(keptCharacters(), counted - size, 'a released copy is given back');
    for (const result of results) result.release();
    small.release();
    assert.ok(keptCharacters() <= start, 'all given back');
  });

  test('a run leaving the window and D33\'s reach, and an agent starting over, give their copies back', () => {
    const start = keptCharacters();
    const states = new AgentStates(3);
    const agent = {};
    const state = states.get(agent);
    const run = (k: number): void => {
      const slot: Slot = { ids: [`exact:read:${k}`], seq: -1, episode: 0, change: false, result: undefined, outcome: 'ok', idle: undefined, clock: 0, wait: 0, decoys: undefined, spelling: undefined };
      state.window.commit(slot);
      slot.result = new SettledResult(blocks(log(20_000, `r${k}`)), false);
      state.window.settled(slot);
    };
    for (let k = 0; k < 10; k++) run(k);
    assert.equal(keptCharacters() - start, 6 * 20_000, 'the window holds three copies, and the reach three that left it');
    states.reset(agent);
    assert.equal(keptCharacters(), start, 'a reset gives them back');
  });

  test('a released result equals nothing, and comparing it never throws', () => {
    const a = new SettledResult(blocks(log(5000, 'a')), false);
    const b = new SettledResult(blocks(log(5000, 'a')), false);
    a.release();
    assert.equal(a.sameAs(b), false);
    assert.equal(b.sameContentAs(a), false);
    b.release();
  });
});

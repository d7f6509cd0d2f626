// D17's new content in constant time per read (issue 23, item 2): the window answers from
// a per-call index of answers and from what it found for each run before, instead of
// walking the episode. Both must count exactly what the walk counts, whatever the order in
// which runs settle, however the window turns over and whichever episodes the runs see.
// The reference below is the walk as it was before the index (lib/window.ts, 0.5.0 + D17).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { SettledResult } from '../lib/result/settled-result.js';
import { SlidingWindow, type Slot } from '../lib/window.js';

/** The walk of newContentSince as it was: the index in `slots` of the call's run before
 *  `slots[at]` when `slots[at]` brought new content, else -1. */
function newContentSince(slots: readonly Slot[], at: number): number {
  const slot = slots[at]!;
  const call = slot.ids[0];
  let previous = -1;
  for (let j = at - 1; j >= 0; j--) {
    const earlier = slots[j]!;
    if (earlier.result === undefined || earlier.ids[0] !== call) continue;
    if (earlier.episode !== slot.episode) break;
    if (previous < 0) {
      previous = j;
      if (earlier.result.sameContentAs(slot.result!)) return -1;
    } else if (earlier.result.sameAs(slot.result!)) return -1;
  }
  return previous;
}

/** unchangedRuns as it was, over the window's slots that carry `id`. */
function referenceUnchangedRuns(slots: readonly Slot[], content: boolean, since: number): number {
  let later: Slot | undefined;
  let cutAfter = -1;
  for (let i = slots.length - 1; i > cutAfter; i--) {
    const slot = slots[i]!;
    if (slot.episode < since) {
      cutAfter = i;
      break;
    }
    const result = slot.result;
    if (result === undefined) continue;
    if (later !== undefined && slot.episode < later.episode && !result.sameAs(later.result!)) {
      cutAfter = Math.max(cutAfter, i);
      break;
    }
    later = slot;
    if (!content) continue;
    const before = newContentSince(slots, i);
    if (before > cutAfter) cutAfter = before;
  }
  return slots.length - 1 - cutAfter;
}

/** Three calls; call A and B share a `verb:` id, so one id's runs mix two calls. */
const CALLS: readonly (readonly string[])[] = [
  ['exact:A', 'verb:x'],
  ['exact:B', 'verb:x'],
  ['exact:C'],
];
const IDS = ['exact:A', 'exact:B', 'exact:C', 'verb:x'];
/** Answers that repeat, differ only in a number (the same content), or differ; the long
 *  ones are kept in the process budget. */
const TEXTS = ['ok', 'ok 1', 'fail', 'two\nlines', 'x'.repeat(1500), `${'x'.repeat(1499)}y`];

type Step =
  /** A call committed and settled before the next one (the common case). */
  | { readonly kind: 'run'; readonly call: number; readonly text: number; readonly isError: boolean; readonly moved: boolean }
  /** A call committed that stays running (or is denied: it never settles). */
  | { readonly kind: 'commit'; readonly call: number; readonly denied: boolean }
  /** A running call settles: the latest, or an older one (out of order). */
  | { readonly kind: 'settle'; readonly pick: number; readonly text: number; readonly isError: boolean; readonly moved: boolean }
  /** The guard's question, for every id. */
  | { readonly kind: 'ask'; readonly since: number };

const call = fc.integer({ min: 0, max: CALLS.length - 1 });
const text = fc.integer({ min: 0, max: TEXTS.length - 1 });
const isError = fc.constantFrom(false, false, false, true);
const moved = fc.constantFrom(false, false, false, false, true);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('run' as const), call, text, isError, moved }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('commit' as const), call, denied: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), pick: fc.integer({ min: 0, max: 4 }), text, isError, moved }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('ask' as const), since: fc.integer({ min: 0, max: 2 }) }) },
);

function replay(size: number, steps: readonly Step[], episodes: 'rise' | 'any'): void {
  const window = new SlidingWindow(size);
  const committed: Slot[] = [];
  const running: Slot[] = [];
  let episode = 0;
  const commit = (call: number, outcome: 'running' | 'denied'): Slot => {
    const slot: Slot = { ids: CALLS[call]!, seq: -1, episode, change: false, result: undefined, outcome, idle: undefined, clock: 0, wait: 0, decoys: undefined, spelling: undefined };
    window.commit(slot);
    committed.push(slot);
    return slot;
  };
  const settle = (slot: Slot, step: { text: number; isError: boolean; moved: boolean }): void => {
    // An episode that moved: onward, or (`any`) to any of three, as out-of-order results may see.
    if (step.moved) episode = episodes === 'rise' ? episode + 1 : (episode + 1 + step.text) % 3;
    slot.outcome = step.isError ? 'failed' : 'ok';
    slot.result = new SettledResult([{ type: 'text', text: TEXTS[step.text]! }], step.isError);
    slot.episode = episode;
    window.settled(slot);
  };
  for (const step of steps) {
    if (step.kind === 'run') settle(commit(step.call, 'running'), step);
    else if (step.kind === 'commit') {
      const slot = commit(step.call, step.denied ? 'denied' : 'running');
      if (!step.denied) running.push(slot);
    } else if (step.kind === 'settle') {
      if (running.length > 0) settle(running.splice(Math.max(0, running.length - 1 - step.pick), 1)[0]!, step);
    } else {
      for (const id of IDS) {
        const held = committed.slice(-size).filter((slot) => slot.ids.includes(id));
        assert.equal(window.count(id), held.length);
        assert.equal(window.unchangedRuns(id, true, step.since), referenceUnchangedRuns(held, true, step.since), `unchangedRuns(${id}, since ${step.since})`);
        assert.equal(window.unchangedRuns(id, false, step.since), referenceUnchangedRuns(held, false, step.since));
      }
    }
  }
}

describe('D17 new content without walking the episode (issue 23, item 2)', () => {
  test('counts what the walk counts: runs settling in any order, windows turning over, any episodes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.array(stepArb, { minLength: 10, maxLength: 120 }), fc.constantFrom('rise' as const, 'any' as const), (size, steps, episodes) => {
        replay(size, steps, episodes);
      }),
      { numRuns: 400 },
    );
  });

  test('a stream read at window 1,000 looks at a constant number of answers', () => {
    // Every read is new: the walk compared each read with every earlier one of the episode.
    const methods = ['sameAs', 'sameContentAs', 'exactIdentity'] as const;
    const prototype = SettledResult.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const originals = methods.map((name) => prototype[name]!);
    let looked = 0;
    methods.forEach((name, k) => {
      prototype[name] = function counted(this: unknown, ...args: unknown[]) {
        looked++;
        return originals[k]!.apply(this, args);
      };
    });
    try {
      const window = new SlidingWindow(1000);
      for (let n = 0; n < 3000; n++) {
        const slot: Slot = { ids: ['exact:job_output'], seq: -1, episode: 0, change: false, result: undefined, outcome: 'running', idle: undefined, clock: 0, wait: 0, decoys: undefined, spelling: undefined };
        window.commit(slot);
        slot.outcome = 'ok';
        slot.result = new SettledResult([{ type: 'text', text: `compiling ${'ab'.repeat(n % 7)} ${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}` }], false);
        window.settled(slot);
        const before = looked;
        assert.equal(window.unchangedRuns('exact:job_output', true), 1);
        if (n > 1000) assert.ok(looked - before <= 4, `read ${n}: ${looked - before} answers looked at`);
      }
    } finally {
      methods.forEach((name, k) => (prototype[name] = originals[k]!));
    }
  });
});

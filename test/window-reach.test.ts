// D33's reach is kept as a count per id and one queue per agent, read from a moving head and
// cut once per `window` departures (lib/window.ts, for its cost: docs/measurements.md). This
// replays long pseudo-random streams of commits and checks every answer of the reach against
// a model that keeps the whole history and applies the rule as docs/design.md states it: the
// answered runs that left the window, at most `window` of them, none older than `2 × window`
// commits.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SlidingWindow, type Slot } from '../lib/window.js';
import { SettledResult } from '../lib/result/settled-result.js';
import { seededRandom as rng } from './helpers/rng.js';

const IDS = ['exact:a', 'exact:b', 'exact:c', 'cmd:d', 'net:e', 'exact:f', 'exact:g'];
const ANSWERS = ['one', 'two'];

interface Kept {
  readonly slot: Slot;
  readonly answer: string | undefined;
  readonly evidence: string | undefined;
}

function replay(size: number, seed: number, commits: number): void {
  const r = rng(seed);
  const window = new SlidingWindow(size);
  const history: Kept[] = [];
  /** The model's reach beyond the window: answered slots that left, oldest first. */
  let left: Kept[] = [];
  const answerOf = (kept: Kept, id: string): string | undefined =>
    kept.answer ?? (kept.evidence !== undefined && kept.slot.ids.includes(id) ? kept.evidence : undefined);
  for (let n = 0; n < commits; n++) {
    const ids = IDS.filter(() => r() < 0.3);
    if (ids.length === 0) ids.push(IDS[Math.floor(r() * IDS.length)]!);
    const kind = r();
    const change = kind < 0.15;
    const denied = !change && kind < 0.3;
    const answer = change || denied ? undefined : ANSWERS[Math.floor(r() * ANSWERS.length)]!;
    const evidence = denied && r() < 0.5 ? ANSWERS[Math.floor(r() * ANSWERS.length)]! : undefined;
    const slot: Slot = {
      evidence: evidence === undefined ? undefined : new Map(ids.map((id) => [id, new SettledResult([{ type: 'text', text: evidence }], false)])),
      ids,
      seq: -1,
      episode: 0,
      change,
      result: answer === undefined ? undefined : new SettledResult([{ type: 'text', text: answer }], false),
      outcome: denied ? 'denied' : 'ok',
      idle: undefined,
      clock: 0,
      wait: 0,
      decoys: undefined,
      spelling: undefined,
    };
    window.commit(slot);
    history.push({ slot, answer, evidence });
    // The model: what left the window now, kept when answered; then the reach's bounds.
    const gone = history[history.length - 1 - size];
    if (gone !== undefined && !gone.slot.change && (gone.answer !== undefined || gone.evidence !== undefined)) left.push(gone);
    const from = history.length - 2 * size;
    left = left.filter((kept) => kept.slot.seq >= from).slice(-size);
    const inWindow = history.slice(-size);
    for (const id of IDS) {
      const runs = [...left, ...inWindow].filter((kept) => kept.slot.ids.includes(id));
      const where = `window ${size}, seed ${seed}, commit ${n}, ${id}`;
      assert.equal(window.reach(id), runs.length, `reach: ${where}`);
      // D15 over the reach: the latest `k` answered runs give one answer.
      const answered = runs.map((kept) => answerOf(kept, id)).filter((text) => text !== undefined);
      for (let k = 1; k <= 4; k++) {
        const latest = answered.slice(-k);
        const expected = latest.length === k && latest.every((text) => text === latest[0]);
        assert.equal(window.sameAnswer(id, k, 0), expected, `sameAnswer ${k}: ${where}`);
      }
      // The latest answer: the window's newest, else the newest run that left.
      const windowRuns = inWindow.filter((kept) => kept.slot.ids.includes(id));
      const newestInWindow = windowRuns.map((kept) => answerOf(kept, id)).filter((text) => text !== undefined).at(-1);
      const leftRuns = left.filter((kept) => kept.slot.ids.includes(id));
      const expectedLatest = newestInWindow ?? (leftRuns.length > 0 ? answerOf(leftRuns[leftRuns.length - 1]!, id) : undefined);
      const latest = window.latestAnswer(id);
      assert.equal(latest === undefined ? undefined : ANSWERS.find((text) => latest.sameAnswerAs(new SettledResult([{ type: 'text', text }], false))), expectedLatest, `latestAnswer: ${where}`);
    }
  }
}

test('D33: the reach, as a count per id and one queue cut as it goes, answers as the whole history does', () => {
  for (const size of [1, 2, 3, 5, 12]) for (const seed of [1, 2, 3]) replay(size, seed, 400);
});

// D17 (design §9.2): whether a settled run of a check brought new content — content
// different from the run of its call before it (numbers and generated ids masked, D21),
// in an answer (D13's sameness) none of the call's earlier runs in the episode gave.
//
// Asked for every read of a stream, so it must not walk the episode: a call's answers are
// indexed as its runs settle (CallAnswers), and what was found for a run is kept on it
// (Novelty) for as long as it holds. Both only speed up the walk (noveltyByWalk), which
// stays the definition and the fallback: the index serves the call's latest settled run
// when its runs settled in the order they were committed; anything else walks.

import type { SettledResult } from './result/settled-result.js';

/** What the novelty rule reads of a committed call (lib/window.ts' Slot). */
export interface Run {
  readonly ids: readonly string[];
  /** Its place in the order of commits (the window holds the latest `size` of them). */
  readonly seq: number;
  episode: number;
  result: SettledResult | undefined;
}

/** What was found for a settled run. While the window holds `previous` and not `witness`,
 *  the run brought new content against `previous` (see newContentBefore): runs only ever
 *  leave the window oldest first, and a witness is the latest earlier run of the episode
 *  with the same answer, so losing it (and every older one) can only make the news new. */
export interface Novelty {
  /** The call's settled run before it, when its content differs from it; else null. */
  readonly previous: Run | null;
  /** The seq of the latest earlier run in the episode (before `previous`) that gave the
   *  same answer; -1 when none did. */
  readonly witness: number;
  /** The window's count of out-of-order settlements when this was found (a run that
   *  settles after a later run of its call was judged changes what the walk sees). */
  readonly disorder: number;
}

/** The run `previous` when a novelty still says "new content" with the window holding
 *  the runs from seq `oldest` on; else null. */
export function newContentBefore(novelty: Novelty, oldest: number): Run | null {
  const { previous, witness } = novelty;
  return previous !== null && previous.seq >= oldest && witness < oldest ? previous : null;
}

/** The definition: the walk back from `runs[at]` over the earlier settled runs of its
 *  call (the same `exact:`, a run's first id) in its episode. */
export function noveltyByWalk(runs: readonly Run[], at: number, disorder: number): Novelty {
  const run = runs[at]!;
  const call = run.ids[0];
  let previous: Run | null = null;
  for (let j = at - 1; j >= 0; j--) {
    const earlier = runs[j]!;
    if (earlier.result === undefined || earlier.ids[0] !== call) continue;
    if (earlier.episode !== run.episode) break;
    if (previous === null) {
      if (earlier.result.sameContentAs(run.result!)) break;
      previous = earlier;
    } else if (earlier.result.sameAs(run.result!)) return { previous, witness: earlier.seq, disorder };
  }
  return { previous, witness: -1, disorder };
}

/** One call's settled runs as the walk from its latest one sees them, kept up to date as
 *  its runs settle in order: the latest, the one before it, and the answers of the runs
 *  of the episode before that. Answers are digested only when a question needs them. */
export class CallAnswers {
  private latest: Run | undefined;
  private previous: Run | undefined;
  /** Runs of the latest's episode before `previous`, oldest first, not yet in `seen`. */
  private pending: Run[] = [];
  /** Exact identity → seq of the latest run (of those before `previous`) that gave it. */
  private readonly seen = new Map<string, number>();

  /** Built from the settled runs of one call in a window of `windowSize`, oldest first. */
  constructor(
    settled: readonly Run[],
    private readonly windowSize: number,
  ) {
    for (const run of settled) this.add(run, 0);
  }

  /** A run of the call settled, committed after every run already here; the window
   *  holds the runs from seq `oldest` on. */
  add(run: Run, oldest: number): void {
    const { latest, previous } = this;
    if (latest !== undefined && previous !== undefined && latest.episode === run.episode && previous.episode === run.episode) {
      this.pending.push(previous);
      if (this.pending.length > 2 * this.windowSize + 16) this.pending = this.pending.filter((earlier) => earlier.seq >= oldest);
    } else {
      // The walk from `run` stops at the first earlier run of another episode.
      this.pending = [];
      this.seen.clear();
    }
    this.previous = latest;
    this.latest = run;
  }

  /** Whether `run` is the latest settled run here. */
  isLatest(run: Run): boolean {
    return run === this.latest;
  }

  /** noveltyByWalk() for the latest run, the window holding the runs from seq `oldest`
   *  on, in about constant time: the answers of the runs that settled since the last
   *  question join the index, and those that left the window no longer count. */
  novelty(oldest: number, disorder: number): Novelty {
    const run = this.latest!;
    const previous = this.previous;
    if (previous === undefined || previous.seq < oldest || previous.episode !== run.episode) return { previous: null, witness: -1, disorder };
    if (previous.result!.sameContentAs(run.result!)) return { previous: null, witness: -1, disorder };
    const { seen } = this;
    for (const earlier of this.pending) {
      const answer = earlier.seq >= oldest ? earlier.result!.exactIdentity() : undefined;
      if (answer !== undefined) seen.set(answer, earlier.seq);
    }
    this.pending = [];
    if (seen.size > 2 * this.windowSize + 16) {
      for (const [answer, seq] of seen) if (seq < oldest) seen.delete(answer);
    }
    if (seen.size === 0) return { previous, witness: -1, disorder };
    const answer = run.result!.exactIdentity();
    const witness = answer === undefined ? undefined : seen.get(answer);
    return { previous, witness: witness !== undefined && witness >= oldest ? witness : -1, disorder };
  }
}

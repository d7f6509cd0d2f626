// Per-agent memory: a sliding window of committed calls indexed by fingerprint id,
// the episode counter (D13), the recent successful results, and the turn's
// local-address flags.

import type { SettledResult } from './result/settled-result.js';
import { countSteps } from './work.js';

/** One committed call. */
export interface Slot {
  readonly ids: readonly string[];
  /** The agent's episode (D13) when the call was decided, and then when its result
   *  arrived: a check that ran while a change was in flight belongs with what it saw. */
  episode: number;
  /** The call changes the agent's world (D13): its fingerprints count over the whole window. */
  readonly change: boolean;
  /** The settled result; undefined while in flight, and for a call that never ran. */
  result: SettledResult | undefined;
}

/** The slots of the window that carry one id, oldest first. */
interface Runs {
  readonly slots: Slot[];
  /** How many of them are changes. */
  changes: number;
}

export class SlidingWindow {
  private readonly slots: Slot[] = [];
  private readonly runs = new Map<string, Runs>();

  constructor(readonly size: number) {}

  /** In how many committed calls of the window this id appears. */
  count(id: string): number {
    return this.runs.get(id)?.slots.length ?? 0;
  }

  /** Whether a change in the window carries this id. */
  carriedByChange(id: string): boolean {
    return (this.runs.get(id)?.changes ?? 0) > 0;
  }

  /** D13: the runs of this id since the latest episode boundary across which its own
   *  result changed (the last settled run before it and the first after it differ).
   *  Runs that never settled (denied, in flight) count but cannot mark a boundary. */
  unchangedRuns(id: string): number {
    const slots = this.runs.get(id)?.slots;
    if (slots === undefined) return 0;
    let later: Slot | undefined;
    for (let i = slots.length - 1; i >= 0; i--) {
      const slot = slots[i]!;
      if (slot.result === undefined) continue;
      if (later !== undefined && slot.episode < later.episode && !slot.result.sameAs(later.result!)) {
        return slots.length - 1 - i;
      }
      later = slot;
    }
    return slots.length;
  }

  /** One call = one slot; the oldest slot falls out past `size`. `slot.ids` must be distinct. */
  commit(slot: Slot): void {
    this.slots.push(slot);
    for (const id of slot.ids) {
      let runs = this.runs.get(id);
      if (runs === undefined) {
        runs = { slots: [], changes: 0 };
        this.runs.set(id, runs);
      }
      runs.slots.push(slot);
      if (slot.change) runs.changes++;
    }
    while (this.slots.length > this.size) this.evict(this.slots.shift()!);
  }

  private evict(slot: Slot): void {
    for (const id of slot.ids) {
      const runs = this.runs.get(id);
      if (runs === undefined) continue;
      runs.slots.shift(); // the oldest slot is first in every list it is in
      if (slot.change) runs.changes--;
      if (runs.slots.length === 0) this.runs.delete(id);
    }
  }

  get length(): number {
    return this.slots.length;
  }
}

export interface StoredResult {
  /** Fingerprint ids of the call that produced it (to quote the action being repeated). */
  readonly ids: readonly string[];
  /** Already truncated to `resultPreviewChars`. */
  readonly text: string;
}

export class AgentState {
  readonly window: SlidingWindow;
  private readonly results: StoredResult[] = [];
  /** The operator approved a local-address ask this turn. */
  exempt = false;
  /** A local-address ask was declined (or unanswerable) this turn. */
  refused = false;
  /** D13: raised by every new change that ran and succeeded. */
  episode = 0;

  constructor(windowSize: number) {
    this.window = new SlidingWindow(windowSize);
  }

  remember(result: StoredResult): void {
    this.results.push(result);
    if (this.results.length > this.window.size) this.results.shift();
  }

  /** design §9 D9: the latest result of a call carrying one of `ids`, else the latest result.
   *  One set lookup per id a stored result carries: comparing every asked id with every
   *  stored one cost 5–18 ms at `window: 1000`. Only a denial asks, so nothing is indexed
   *  on the way in. */
  previousResult(ids: readonly string[]): StoredResult | undefined {
    const asked = new Set(ids);
    let scanned = 1;
    for (let i = this.results.length - 1; i >= 0; i--) {
      const result = this.results[i]!;
      scanned += result.ids.length;
      for (const id of result.ids) {
        if (asked.has(id)) {
          countSteps(scanned);
          return result;
        }
      }
    }
    countSteps(scanned);
    return this.results[this.results.length - 1];
  }
}

/** State per live agent object; a reset simply forgets the agent. */
export class AgentStates {
  private readonly byAgent = new WeakMap<object, AgentState>();

  constructor(private readonly windowSize: number) {}

  get(agent: object): AgentState {
    let state = this.byAgent.get(agent);
    if (state === undefined) {
      state = new AgentState(this.windowSize);
      this.byAgent.set(agent, state);
    }
    return state;
  }

  peek(agent: object): AgentState | undefined {
    return this.byAgent.get(agent);
  }

  reset(agent: object): void {
    this.byAgent.delete(agent);
  }
}

// Per-agent memory: a sliding window of committed calls indexed by fingerprint id, with
// the answered checks that left it within D15's reach (D33), the episode counter (D13),
// the declared-wait clock (D16), the recent successful results, the row of calls that do
// nothing and the programs found missing (D20), each tool's failures in a row (D34), and
// the turn's local-address flags. The agents of one breaker share a workspace (D28): a
// new change of one of them opens a new episode for all of them.

import { sameDecoys, type DecoyValue, type Spelling } from './call/cosmetic.js';
import type { DeclaredWait } from './call/waits.js';
import { CallAnswers, newContentBefore, noveltyByWalk, type Novelty } from './novelty.js';
import { samePath } from './call/reads.js';
import type { SettledResult } from './result/settled-result.js';
import { countSteps } from './work.js';

/** What became of a committed call: denied (or declined) calls never ran; an allowed one
 *  is running until its result arrives, then `ok` or `failed` — or `aborted` when the
 *  result says its body never started (lib/result/never-ran.ts): no answer, no effect. */
export type Outcome = 'denied' | 'running' | 'ok' | 'failed' | 'aborted';

/** D16: the least a call that only waits counts toward `pollBudget` in a row. Sleeps shorter
 *  than a second wait for nothing outside; counted at their length, `sleep 0.001` ran
 *  100,000 times in a row. At a second, the budget also bounds such calls in a row (1,800
 *  at the default) while `sleep 5` still counts 5 s (T35: 360 of them, then denied). */
export const MIN_ONLY_WAIT_MS = 1000;

/** One committed call. */
export interface Slot {
  readonly ids: readonly string[];
  /** Its place in the order of the window's commits (set by commit()). */
  seq: number;
  /** The agent's episode (D13) when the call was decided, and then when its result
   *  arrived: a check that ran while a change was in flight belongs with what it saw. */
  episode: number;
  /** The call changes the agent's world (D13): its fingerprints count over the whole window. */
  readonly change: boolean;
  /** A possible change (D27): a check that may have changed anything. */
  readonly possibleChange?: boolean;
  /** The settled result of a check; undefined while in flight, for a call that never ran,
   *  and for a change (its fingerprints count over the whole window). */
  result: SettledResult | undefined;
  outcome: Outcome;
  /** D18, a settled change that changed nothing — it failed, or redid what was already
   *  done in its episode with the same answer —: what it returned. Undefined for every
   *  other slot. */
  idle: SettledResult | undefined;
  /** D27: what a change that ran returned, so a verbatim repeat of it is judged by its
   *  answer (a new answer did something new). */
  said?: SettledResult | undefined;
  /** D16: the agent's declared-wait clock (milliseconds) when the call was allowed, its
   *  own wait included. */
  readonly clock: number;
  /** D16: the milliseconds the call itself declared it waits. */
  readonly wait: number;
  /** D16: milliseconds waited for this run's answer over its streak of same answers (see
   *  AgentState.settleStreak); set when a check settles while polls are on. */
  streak?: number;
  /** D17: whether this settled run brought new content, once asked (lib/novelty.ts). */
  novelty?: Novelty;
  /** What the call carried that its fingerprints leave out: its decoy arguments and its
   *  spelling (lib/call/cosmetic.ts), bounded previews a denial compares (messages only). */
  readonly decoys: readonly DecoyValue[] | undefined;
  readonly spelling: Spelling | undefined;
  /** A call denied because its last runs gave one answer (D15): that answer, by the
   *  fingerprint it was denied on. It stands for the runs it repeats, so a denial never
   *  erases the evidence that got it denied (issue 28 F3): the runs may leave the window,
   *  the answer stays with the denials until something changes. */
  readonly evidence?: ReadonlyMap<string, SettledResult> | undefined;
}

/** The slots of the window that carry one id, oldest first. */
interface Runs {
  readonly slots: Slot[];
  /** D33: how many of the answered runs that left the window within the reach (the last
   *  `2 × size` commits, SlidingWindow.left) carry the id. A count, not a list: most ids
   *  never come back, and a list per id cost every call that evicts an answer (see
   *  docs/measurements.md); the rare question about them scans the one shared queue. */
  leftCount: number;
  /** How many of them are changes. */
  changes: number;
  /** For a call's `exact:` id, once D17 asked about its latest run: its answers. */
  answers: CallAnswers | undefined;
}

/** A slot leaves the window: nothing compares its results again. */
function releaseResults(slot: Slot): void {
  slot.result?.release();
  slot.idle?.release();
  slot.said?.release();
}

/** The answer a slot gives for `id`: its result, or the answer a denial of it stood for. */
const answerOf = (slot: Slot, id: string): SettledResult | undefined => slot.result ?? slot.evidence?.get(id);

/** Whether a slot that leaves the window is kept within the reach: a check that gave an
 *  answer (D15 compares it), or a denial that stood for one. */
const answered = (slot: Slot): boolean => !slot.change && (slot.result !== undefined || slot.evidence !== undefined);

export class SlidingWindow {
  private readonly slots: Slot[] = [];
  private readonly runs = new Map<string, Runs>();
  /** D33: the answered slots that left the window, oldest first, from `leftHead` on: at
   *  most `size` of them, all among the last `2 × size` commits (the reach of D15). A queue
   *  read from a moving head and cut once per `size` departures: `shift()` on every call
   *  that evicts grew the compiled code of every commit (see docs/measurements.md). */
  private left: Slot[] = [];
  private leftHead = 0;
  /** Slots committed so far: the window holds those from seq `commits - length` on. */
  private commits = 0;
  /** D17: runs that settled after a later run of their call (see settled()). */
  private disorder = 0;
  /** The id count() looked up last, and its runs, until the next commit. */
  private counted: string | undefined;
  private countedRuns: Runs | undefined;

  constructor(readonly size: number) {}

  /** The seq of the oldest slot the window holds. */
  private get oldest(): number {
    return this.commits - this.slots.length;
  }

  /** In how many committed calls of the window this id appears. */
  count(id: string): number {
    const runs = this.runs.get(id);
    this.counted = id;
    this.countedRuns = runs;
    return runs?.slots.length ?? 0;
  }

  /** D33: in how many calls of the reach — the window, and the answered calls among the
   *  last `2 × size` commits that left it — this id appears. The id just counted is not
   *  looked up again. */
  reach(id: string): number {
    const runs = id === this.counted ? this.countedRuns : this.runs.get(id);
    return runs === undefined ? 0 : runs.slots.length + runs.leftCount;
  }

  /** Whether a change in the window carries this id. */
  carriedByChange(id: string): boolean {
    return (this.runs.get(id)?.changes ?? 0) > 0;
  }

  /** The runs of this id since its count last started over. Runs that never settled
   *  (denied, in flight) count but cannot start it over.
   *  - D13: at the latest episode boundary across which its own result changed (the last
   *    settled run before it and the first after it differ);
   *  - D17 (`content`): within an episode, at a run of the same call (the same `exact:`, a
   *    slot's first id) whose result brought new content (lib/novelty.ts: different
   *    content from the call's run before it, and an answer none of its earlier runs in
   *    the episode gave). A check that alternates between two answers brings nothing new
   *    after its first two runs, so it still counts (T28b);
   *  - D19 (`since`): at the first run in episode `since` or later, the episode the latest
   *    new edit of file content opened: across it, no carry;
   *  - D29 (`sinceSeq`): at the first run committed after `sinceSeq`, when a program
   *    regenerated a file the call reads there. */
  unchangedRuns(id: string, content: boolean, since = 0, sinceSeq = -1): number {
    const slots = this.runs.get(id)?.slots;
    if (slots === undefined) return 0;
    let later: Slot | undefined;
    let cutAfter = -1;
    for (let i = slots.length - 1; i > cutAfter; i--) {
      const slot = slots[i]!;
      // D19: a new edit opened episode `since`; D29: a file the call reads was regenerated
      // at `sinceSeq`. Nothing before either counts.
      if (slot.episode < since || slot.seq < sinceSeq) {
        cutAfter = i; // D19: a new edit opened episode `since`; nothing before it counts
        break;
      }
      const result = slot.result;
      if (result === undefined) continue;
      if (later !== undefined && slot.episode < later.episode && !result.sameAs(later.result!)) {
        cutAfter = Math.max(cutAfter, i);
        break; // any cut still to find lies before this one
      }
      later = slot;
      if (!content) continue;
      const before = this.newContentBefore(slots, i);
      if (before === null) continue;
      for (let j = i - 1; j > cutAfter; j--) {
        if (slots[j] === before) {
          cutAfter = j;
          break;
        }
      }
    }
    return slots.length - 1 - cutAfter;
  }

  /** D17: the run of its call before the settled `slots[i]` when `slots[i]` brought new
   *  content, else null; kept on the slot for as long as it holds. */
  private newContentBefore(slots: readonly Slot[], at: number): Slot | null {
    const slot = slots[at]!;
    let novelty = slot.novelty;
    if (novelty === undefined || novelty.disorder !== this.disorder) novelty = slot.novelty = this.findNovelty(slots, at);
    return newContentBefore(novelty, this.oldest) as Slot | null;
  }

  /** The call's answer index serves its latest settled run; any other run walks. */
  private findNovelty(slots: readonly Slot[], at: number): Novelty {
    const slot = slots[at]!;
    const runs = this.runs.get(slot.ids[0]!)!;
    const answers = (runs.answers ??= new CallAnswers(
      runs.slots.filter((run) => run.result !== undefined),
      this.size,
    ));
    return answers.isLatest(slot) ? answers.novelty(this.oldest, this.disorder) : noveltyByWalk(slots, at, this.disorder);
  }

  /** A check's run settled (its result and episode are set). Its call's answer index
   *  takes it when it is the latest settled run; one that settles after a later run of
   *  its call changes what the walk sees from that run: every kept novelty is found
   *  again and the index is built anew when next asked. */
  settled(slot: Slot): void {
    if (slot.seq < this.oldest) return; // it left the window before its result came
    const runs = this.runs.get(slot.ids[0]!)!;
    const list = runs.slots;
    for (let i = list.length - 1; i >= 0 && list[i] !== slot; i--) {
      if (list[i]!.result !== undefined) {
        this.disorder++;
        runs.answers = undefined;
        return;
      }
    }
    runs.answers?.add(slot, this.oldest);
  }

  /** D15 with D33's reach: whether the latest `runs` settled runs of this id among the
   *  last `2 × size` commits (the window and the answered runs that left it) all lie in
   *  `episode` (and were committed at `sinceSeq` or later, D29) and all returned the same
   *  answer (D13's sameness, counters in ids aside: D26). Runs that never settled are
   *  skipped; a denial that stood for an answer counts as that answer. Reads the runs of
   *  the id in the window, newest first; only when they are not enough and some of its
   *  runs left the window, the shared queue of those that left (at most `size` slots). */
  sameAnswer(id: string, runs: number, episode: number, sinceSeq = -1): boolean {
    const entry = this.runs.get(id);
    if (entry === undefined) return false;
    const { slots, leftCount } = entry;
    if (slots.length + leftCount < runs) return false;
    let latest: SettledResult | undefined;
    let seen = 0;
    let steps = 1;
    // The window's runs, newest first; then, while more are needed, those that left it.
    let k = slots.length - 1;
    let j = this.left.length - 1;
    const head = this.leftHead;
    let leftToFind = leftCount;
    while (seen < runs) {
      let slot: Slot;
      if (k >= 0) slot = slots[k--]!;
      else {
        if (leftToFind === 0) break;
        j = this.leftCarrying(id, j);
        if (j < head) break;
        slot = this.left[j--]!;
        leftToFind--;
      }
      steps++;
      const answer = answerOf(slot, id);
      if (answer === undefined) continue;
      if (slot.episode !== episode || slot.seq < sinceSeq) break;
      if (latest === undefined) latest = answer;
      else if (!answer.sameAnswerAs(latest)) break;
      seen++;
    }
    countSteps(steps);
    return seen === runs;
  }

  /** D15: the answer of the latest run carrying `id` — its result, or the answer a denial
   *  of it stood for (Slot.evidence) —, if any. */
  latestAnswer(id: string): SettledResult | undefined {
    const entry = this.runs.get(id);
    if (entry === undefined) return undefined;
    const { slots, leftCount } = entry;
    let i = slots.length - 1;
    let answer: SettledResult | undefined;
    for (; i >= 0 && answer === undefined; i--) answer = answerOf(slots[i]!, id);
    countSteps(slots.length - i);
    if (answer !== undefined || leftCount === 0) return answer;
    // D33: the answer a denial on the reach stands for may have left the window.
    const j = this.leftCarrying(id, this.left.length - 1);
    return j >= this.leftHead ? answerOf(this.left[j]!, id) : undefined;
  }

  /** D33: the index of the latest slot of the reach's queue, at `from` or before it, that
   *  carries `id`; below `leftHead` when none does. */
  private leftCarrying(id: string, from: number): number {
    const { left, leftHead } = this;
    let j = from;
    while (j >= leftHead && !left[j]!.ids.includes(id)) j--;
    countSteps(from - j + 1);
    return j;
  }

  /** D27: what the latest run of the change `id` committed before `before` returned, when
   *  it ran without error and is kept. */
  previousSaid(id: string, before: Slot): SettledResult | undefined {
    const slots = this.runs.get(id)?.slots;
    if (slots === undefined) return undefined;
    let i = slots.lastIndexOf(before) - 1;
    const end = i;
    while (i >= 0 && slots[i]!.said === undefined) i--;
    countSteps(end - i + 1);
    return i >= 0 ? slots[i]!.said : undefined;
  }

  /** D27: whether a possible change other than the runs of `id` ran (or is running) after
   *  `from`: something the breaker cannot read may have changed what a denial of `id`
   *  would call unchanged. */
  possibleChangeSince(from: Slot, id: string): boolean {
    let i = this.slots.length - 1;
    let steps = 1;
    for (; i >= 0 && this.slots[i] !== from; i--) {
      const { possibleChange, outcome, ids } = this.slots[i]!;
      steps += ids.length;
      if (possibleChange === true && (outcome === 'ok' || outcome === 'running') && !ids.includes(id)) break;
    }
    countSteps(steps + this.slots.length - i);
    return i >= 0 && this.slots[i] !== from;
  }

  /** The `back`-th latest committed slot carrying `id` (1: the latest), if the window holds it. */
  runBack(id: string, back: number): Slot | undefined {
    const slots = this.runs.get(id)?.slots;
    return slots === undefined || back < 1 ? undefined : slots[slots.length - back];
  }

  /** Whether every run carrying one of `ids` was spelled as `decoys` and `spelling` say
 *  (the same decoy values, the same spelling object, which the shell memo shares among
 *  runs of one command): a plain repeat, whose denial names no cosmetic difference and
 *  need not compare the runs. Reads the runs of each id, not the whole window. */
  spelledAlike(ids: readonly string[], decoys: readonly DecoyValue[] | undefined, spelling: Spelling | undefined): boolean {
    let steps = 1;
    let alike = true;
    for (let k = 0; k < ids.length && alike; k++) {
      const slots = this.runs.get(ids[k]!)?.slots;
      if (slots === undefined) continue;
      let i = 0;
      for (; i < slots.length && alike; i++) alike = slots[i]!.spelling === spelling && sameDecoys(slots[i]!.decoys, decoys);
      steps += i;
    }
    countSteps(steps);
    return alike;
  }

  /** The committed slots that carry any of `ids`, oldest first: the runs a denial of a
   *  call with these hits repeats (its message compares them). */
  slotsCarrying(ids: readonly string[]): Slot[] {
    const wanted = new Set(ids);
    const found: Slot[] = [];
    let steps = 1;
    for (const slot of this.slots) {
      steps += slot.ids.length;
      if (slot.ids.some((id) => wanted.has(id))) found.push(slot);
    }
    countSteps(steps);
    return found;
  }

  /** D13: whether a run of this change did it — it ran without error, or is running —
   *  (failed and denied runs changed nothing); and with `episode`, only a run whose
   *  world is that episode (D18: doing it again is a redo). */
  done(id: string, episode?: number): boolean {
    const slots = this.runs.get(id)?.slots;
    if (slots === undefined) return false;
    let i = slots.length - 1;
    for (; i >= 0; i--) {
      const { outcome, episode: its } = slots[i]!;
      if (outcome === 'running' || (outcome === 'ok' && (episode === undefined || its === episode))) break;
    }
    countSteps(slots.length - i);
    return i >= 0;
  }

  /** D18: the oldest of the latest `runs` settled runs of the change `id` when they all
   *  changed nothing (each failed, or was a redo), lie in `episode`, returned the same
   *  content (D17's identity) and the latest of them ran after `after` on the declared
   *  clock (an earlier one makes this call a poll); else undefined. Runs that never
   *  settled are skipped. */
  idleRuns(id: string, runs: number, episode: number, after: number): Slot | undefined {
    const slots = this.runs.get(id)?.slots;
    if (slots === undefined || slots.length < runs) return undefined;
    let latest: SettledResult | undefined;
    let seen = 0;
    let i = slots.length - 1;
    let found: Slot | undefined;
    for (; i >= 0; i--) {
      const slot = slots[i]!;
      if (slot.outcome === 'denied' || slot.outcome === 'running' || slot.outcome === 'aborted') continue;
      const idle = slot.idle;
      if (idle === undefined || slot.episode !== episode) break;
      if (latest === undefined) {
        if (slot.clock <= after) break;
        latest = idle;
      } else if (!idle.sameContentAs(latest)) break;
      if (++seen === runs) {
        found = slot;
        break;
      }
    }
    countSteps(slots.length - i);
    return found;
  }

  /** D18, evidence that the world moved: whether a check committed after `from` says so
   *  by its latest run there — a result different (D13's sameness) from its own previous
   *  settled run, or a first run (none before it in the window): a script the breaker
   *  cannot read is a check but may have rewritten the file, and a first look brings news
   *  the retry may act on. A later identical re-read supersedes what an earlier run of the
   *  same call said: it shows the world as it is now. */
  movedSince(from: Slot): boolean {
    const start = this.slots.lastIndexOf(from);
    let steps = this.slots.length;
    let looked: Set<string> | undefined;
    let moved = false;
    for (let i = this.slots.length - 1; i > start && !moved; i--) {
      const slot = this.slots[i]!;
      if (slot.change || slot.result === undefined) continue;
      const call = slot.ids[0]!;
      if (looked?.has(call)) continue; // an earlier run of a call whose latest run spoke
      (looked ??= new Set()).add(call);
      const before = this.previousSettled(call, slot);
      steps += this.count(call);
      moved = before === undefined || !before.result!.sameAs(slot.result);
    }
    countSteps(steps);
    return moved;
  }

  /** The latest settled run carrying `id` that was committed before `before` (or the
   *  latest of all when `before` is undefined). */
  previousSettled(id: string, before?: Slot): Slot | undefined {
    const slots = this.runs.get(id)?.slots;
    if (slots === undefined) return undefined;
    let i = slots.length - 1;
    // Scanned here, not by lastIndexOf: asked as every check settles, and a builtin's call
    // costs more than the few slots it passes.
    if (before !== undefined) {
      while (i >= 0 && slots[i] !== before) i--;
      i--;
    }
    while (i >= 0 && slots[i]!.result === undefined) i--;
    return i >= 0 ? slots[i] : undefined;
  }

  /** Whether the window still holds `slot`. */
  holds(slot: Slot): boolean {
    return slot.seq >= this.oldest;
  }

  /** One call = one slot; the oldest slot falls out past `size`. `slot.ids` must be distinct. */
  commit(slot: Slot): void {
    this.counted = undefined;
    this.countedRuns = undefined;
    slot.seq = this.commits++;
    this.slots.push(slot);
    for (const id of slot.ids) {
      let runs = this.runs.get(id);
      if (runs === undefined) {
        runs = { slots: [], leftCount: 0, changes: 0, answers: undefined };
        this.runs.set(id, runs);
      }
      runs.slots.push(slot);
      if (slot.change) runs.changes++;
    }
    while (this.slots.length > this.size) this.evict(this.slots.shift()!);
  }

  /** The agent starts over: the kept copies of its results go (lib/result/settled-result.ts). */
  release(): void {
    for (const slot of this.slots) releaseResults(slot);
    for (let i = this.leftHead; i < this.left.length; i++) releaseResults(this.left[i]!);
  }

  /** `slot` leaves the window. An answered one stays within the reach (D33), its result
   *  kept, until `size` later ones have left too. */
  private evict(slot: Slot): void {
    const kept = answered(slot);
    if (kept) this.left.push(slot);
    else releaseResults(slot);
    for (const id of slot.ids) {
      const runs = this.runs.get(id);
      if (runs === undefined) continue;
      runs.slots.shift(); // the oldest slot is first in every list it is in
      if (slot.change) runs.changes--;
      if (kept) runs.leftCount++;
      if (runs.slots.length > 0) continue;
      runs.answers = undefined; // a run that comes back starts its answers anew
      if (runs.leftCount === 0) this.runs.delete(id);
    }
    // At most `size` of them, none older than the last `2 × size` commits.
    const from = this.commits - 2 * this.size;
    const left = this.left;
    let head = this.leftHead;
    while (left.length - head > this.size || (head < left.length && left[head]!.seq < from)) this.leave(left[head++]!);
    // The slots before the head are released; the array is cut once they are `size`.
    if (head >= this.size) {
      this.left = left.slice(head);
      head = 0;
    }
    this.leftHead = head;
  }

  /** `slot` leaves the reach: nothing compares its result again. */
  private leave(slot: Slot): void {
    releaseResults(slot);
    for (const id of slot.ids) {
      const runs = this.runs.get(id);
      if (runs === undefined) continue;
      runs.leftCount--;
      if (runs.slots.length === 0 && runs.leftCount === 0) this.runs.delete(id);
    }
  }

  get length(): number {
    return this.slots.length;
  }
}

export interface StoredResult {
  /** Fingerprint ids of the call that produced it (to quote the action being repeated). */
  readonly ids: readonly string[];
  /** The run failed: its result is the error it returned. */
  readonly isError: boolean;
  /** Its text as quoted, at most `resultPreviewChars` in all (lib/messages.ts resultText):
   *  whole in `head`, or its beginning and its end with `omitted` characters between. */
  readonly head: string;
  readonly tail: string;
  readonly omitted: number;
}

/** D20: missing programs remembered per agent (D12: memory is bounded per agent). */
const MISSING_PROGRAMS = 64;
/** D29: regenerated files remembered per agent. */
const REGENERATIONS = 32;

/** D28: what the agents of one breaker share — they work in one place, so a new change of
 *  one of them is news to every other: how many new changes opened an episode, and the
 *  count at the latest one that may have rewritten file content (D19). */
export class Workspace {
  changes = 0;
  edits = 0;
}

/** D34: tools whose failures in a row are remembered per agent. */
const FAILING_TOOLS = 64;

/** D34: one tool's latest runs, all failed with one error (D17's content), none of them
 *  a success, in one episode, with no declared wait of `pollSleep` between them. */
export interface FailureStreak {
  /** The failed runs in a row. */
  readonly runs: number;
  /** The error they returned (the latest run's). */
  readonly error: SettledResult;
  /** The episode of the latest run, and the agent's clock when it was allowed. */
  readonly episode: number;
  readonly clock: number;
  /** The latest run's `exact:`, and whether the runs were not all that one call. */
  readonly call: string;
  readonly varied: boolean;
  /** The latest error as a denial quotes it. */
  readonly quote: StoredResult;
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
  /** D16: milliseconds this agent has declared it waits, over all its allowed calls: a
   *  whole number, so waits add up exactly (lib/call/waits.ts). */
  clock = 0;
  /** D16: milliseconds counted for the calls that only waited since the last other
   *  allowed call, each at least MIN_ONLY_WAIT_MS. */
  waitedInARow = 0;
  /** D19: the episode the latest new edit of file content opened; a check's count never
   *  reaches back before it. */
  editEpisode = 0;
  /** An allowed call of this turn left something running in the background (a shell `&`,
   *  `nohup`, `run_in_background: true`): a read of a file may then be waiting for it. */
  background = false;
  /** D27: the latest possible change allowed (a denial asks whether one ran since the runs
   *  it repeats: most never had one, and need not look). */
  lastPossibleChange: Slot | undefined;
  /** D20: allowed calls that did nothing in a row, up to the latest allowed call. */
  noopsInARow = 0;
  /** D20: the row before the latest allowed call, and that call: its result may still
   *  show that it did nothing (its program could not be found). */
  private rowBefore = 0;
  private latest: Slot | undefined;
  /** D20: programs a call of episode `missingEpisode` could not find. */
  private missing: Set<string> | undefined;
  /** The decoy values of the latest call (see internDecoys). */
  private lastDecoys: readonly DecoyValue[] | undefined;
  private missingEpisode = 0;
  /** D29: files a program regenerated, with the seq of the run that did (bounded). */
  private regenerations: Map<string, number> | undefined;
  /** D28: the workspace's count of new changes this agent has taken in. */
  private seen: number;
  /** D34: the tools (not shells) whose latest runs failed the same way, by name. */
  private failing: Map<string, FailureStreak> | undefined;

  constructor(
    windowSize: number,
    private readonly workspace: Workspace = new Workspace(),
  ) {
    this.window = new SlidingWindow(windowSize);
    this.seen = workspace.changes;
  }

  /** D28: another agent's new changes since this agent last looked open one new episode
   *  here too (its counts, windows and caps stay its own). */
  catchUp(): void {
    const { changes, edits } = this.workspace;
    if (changes === this.seen) return;
    this.episode++;
    if (edits > this.seen) this.editEpisode = this.episode;
    this.seen = changes;
  }

  /** D13, D19, D27, D28: a new change ran and succeeded: a new episode, for this agent now
   *  and for the others when they next look; `edits`: it may have rewritten file content. */
  open(edits: boolean): void {
    this.catchUp();
    this.episode++;
    const workspace = this.workspace;
    this.seen = ++workspace.changes;
    if (edits) {
      this.editEpisode = this.episode;
      workspace.edits = workspace.changes;
    }
  }

  /** `decoys`, or the latest call's equal values: a loop's runs then share one object, and
   *  a denial sees a plain repeat by identity (SlidingWindow.spelledAlike). */
  internDecoys(decoys: readonly DecoyValue[] | undefined): readonly DecoyValue[] | undefined {
    if (sameDecoys(this.lastDecoys, decoys)) return this.lastDecoys;
    this.lastDecoys = decoys;
    return decoys;
  }

  /** D20: an allowed call, `noop` when it does nothing, extends the row or ends it. */
  ran(slot: Slot, noop: boolean): void {
    this.rowBefore = this.noopsInARow;
    this.noopsInARow = noop ? this.noopsInARow + 1 : 0;
    this.latest = slot;
  }

  /** D20: the settled `slot` did nothing after all, or did something after all: the row is
   *  redone, if no other call was allowed since. */
  settledNoop(slot: Slot, noop: boolean): void {
    if (slot === this.latest) this.noopsInARow = noop ? this.rowBefore + 1 : 0;
  }

  /** D20: the allowed `slot` never ran (its body never started): the row is as it was
   *  before it, if no other call was allowed since. */
  neverRan(slot: Slot): void {
    if (slot === this.latest) this.noopsInARow = this.rowBefore;
  }

  /** D20: whether a call of this episode could not find `program`. */
  isMissing(program: string): boolean {
    return this.missing !== undefined && this.missingEpisode === this.episode && program !== '' && this.missing.has(program);
  }

  /** D20: a call of this episode could not find `program` (a new episode forgets it). */
  addMissing(program: string): void {
    if (program === '') return;
    if (this.missing === undefined || this.missingEpisode !== this.episode || this.missing.size >= MISSING_PROGRAMS) {
      this.missing = new Set();
      this.missingEpisode = this.episode;
    }
    this.missing.add(program);
  }

  /** D29: the run `seq` wrote `paths` with a program's output: the next read of them is new. */
  produced(paths: readonly string[], seq: number): void {
    const regenerations = (this.regenerations ??= new Map());
    for (const path of paths) {
      regenerations.delete(path);
      regenerations.set(path, seq);
      if (regenerations.size > REGENERATIONS) regenerations.delete(regenerations.keys().next().value!);
    }
    countSteps(paths.length + 1);
  }

  /** D29: whether a program regenerated some file this agent may read. */
  get regenerated(): boolean {
    return this.regenerations !== undefined && this.regenerations.size > 0;
  }

  /** D29: the seq of the latest regeneration of a file among `paths`, or -1. */
  regeneratedSince(paths: readonly string[]): number {
    const regenerations = this.regenerations;
    if (regenerations === undefined || paths.length === 0) return -1;
    let since = -1;
    for (const [written, seq] of regenerations) for (const path of paths) if (seq > since && samePath(path, written)) since = seq;
    countSteps(regenerations.size * paths.length + 1);
    return since;
  }

  /** D20: `program` ran after all (installed, or on a new path). */
  foundProgram(program: string): void {
    this.missing?.delete(program);
  }

  /** D34: `tool`'s failures in a row, if its latest run failed. */
  failureStreak(tool: string): FailureStreak | undefined {
    return this.failing?.get(tool);
  }

  /** D34: a run of `tool` (not a shell) settled. A success ends its streak, and so does a
   *  change: its failure is about what it was given (an edit's "read it first", an
   *  `old_string` not found), which a read or another argument fixes, and the rule never
   *  denies a change, so a streak of them could only deny the read of a tool that also
   *  reads (`str_replace_editor`'s `view`). A failure extends the streak when it returned
   *  the streak's error (D17's content identity), in the same episode, less than `sleepMs`
   *  declared milliseconds after it (a rate limit may lift in a wait), and else starts one. */
  settledRun(tool: string, slot: Slot, error: SettledResult | undefined, sleepMs: number, quote: StoredResult): void {
    let failing = this.failing;
    if (error === undefined || slot.change) {
      failing?.delete(tool);
      return;
    }
    const call = slot.ids[0]!;
    const before = failing?.get(tool);
    const extending =
      before !== undefined && before.episode === this.episode && slot.clock - before.clock < sleepMs && before.error.sameContentAs(error);
    if (failing === undefined || (before === undefined && failing.size >= FAILING_TOOLS)) failing = this.failing = new Map();
    failing.set(tool, {
      runs: extending ? before.runs + 1 : 1,
      error,
      episode: this.episode,
      clock: slot.clock,
      call,
      varied: extending && (before.varied || before.call !== call),
      quote,
    });
  }

  /** D16: an allowed call's declared wait moves the clock; a call that only waits adds to
   *  the run of waiting (at least MIN_ONLY_WAIT_MS), any other call ends it. */
  advance(wait: DeclaredWait, change: boolean): void {
    this.clock += wait.ms;
    this.waitedInARow = wait.onlyWaits && !change ? this.waitedInARow + Math.max(wait.ms, MIN_ONLY_WAIT_MS) : 0;
  }

  /** D16: works out `slot`'s wait streak once it settled (see Slot.streak): over the latest
   *  consecutive runs of the same call in its episode that returned the same content (D17:
   *  an answer that moves only in a counter, a byte count or an id is the same wait), its
   *  own wait for the first and the clock's advance since the run before for each later
   *  one. Carried from run to run, so the sum is not limited by the window's size. When
   *  nothing waited, the streak is 0 whatever the results, and nothing is compared. */
  settleStreak(slot: Slot): void {
    const before = this.window.previousSettled(slot.ids[0]!, slot);
    if (before === undefined || before.episode !== slot.episode) {
      slot.streak = slot.wait;
      return;
    }
    const carried = before.streak ?? 0;
    const advance = slot.clock - before.clock;
    if (carried === 0 && advance === 0 && slot.wait === 0) slot.streak = 0;
    else slot.streak = before.result!.sameContentAs(slot.result!) ? carried + advance : slot.wait;
  }

  remember(result: StoredResult): void {
    this.results.push(result);
    if (this.results.length > this.window.size) this.results.shift();
  }

  /** design §9 D9, issue 29: the latest result of a call carrying one of `ids` — the
   *  action being repeated —, a failure included; undefined when none is kept. Never
   *  another call's result: quoted under this call's name, it would tell the model
   *  something false. One set lookup per id a stored result carries: comparing every
   *  asked id with every stored one cost 5–18 ms at `window: 1000`. Only a denial asks,
   *  so nothing is indexed on the way in. */
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
    return undefined;
  }
}

/** State per live agent object; a reset simply forgets the agent. */
export class AgentStates {
  private readonly byAgent = new WeakMap<object, AgentState>();
  /** D28: every agent of the breaker works in one place (see docs/design.md D28: the host
   *  does not say which agent started which). */
  private readonly workspace = new Workspace();

  constructor(private readonly windowSize: number) {}

  get(agent: object): AgentState {
    let state = this.byAgent.get(agent);
    if (state === undefined) {
      state = new AgentState(this.windowSize, this.workspace);
      this.byAgent.set(agent, state);
    }
    return state;
  }

  peek(agent: object): AgentState | undefined {
    return this.byAgent.get(agent);
  }

  reset(agent: object): void {
    this.byAgent.get(agent)?.window.release();
    this.byAgent.delete(agent);
  }
}

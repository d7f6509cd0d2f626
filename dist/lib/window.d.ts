import { type DecoyValue, type Spelling } from './call/cosmetic.js';
import type { DeclaredWait } from './call/waits.js';
import { type Novelty } from './novelty.js';
import type { SettledResult } from './result/settled-result.js';
/** What became of a committed call: denied (or declined) calls never ran; an allowed one
 *  is running until its result arrives, then `ok` or `failed` — or `aborted` when the
 *  result says its body never started (lib/result/never-ran.ts): no answer, no effect. */
export type Outcome = 'denied' | 'running' | 'ok' | 'failed' | 'aborted';
/** D16: the least a call that only waits counts toward `pollBudget` in a row. Sleeps shorter
 *  than a second wait for nothing outside; counted at their length, `sleep 0.001` ran
 *  100,000 times in a row. At a second, the budget also bounds such calls in a row (1,800
 *  at the default) while `sleep 5` still counts 5 s (T35: 360 of them, then denied). */
export declare const MIN_ONLY_WAIT_MS = 1000;
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
    /** The settled result of a check; undefined while in flight, for a call that never ran,
     *  and for a change (its fingerprints count over the whole window). */
    result: SettledResult | undefined;
    outcome: Outcome;
    /** D18, a settled change that changed nothing — it failed, or redid what was already
     *  done in its episode —: what it returned. Undefined for every other slot. */
    idle: SettledResult | undefined;
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
    /** D23: the identity of the text the call wrote into its `sink:`, when it spelled it
     *  out whole. */
    readonly sinkContent?: string | undefined;
    /** A call denied because its last runs gave one answer (D15): that answer, by the
     *  fingerprint it was denied on. It stands for the runs it repeats, so a denial never
     *  erases the evidence that got it denied (issue 28 F3): the runs may leave the window,
     *  the answer stays with the denials until something changes. */
    readonly evidence?: ReadonlyMap<string, SettledResult> | undefined;
}
export declare class SlidingWindow {
    readonly size: number;
    private readonly slots;
    private readonly runs;
    /** Slots committed so far: the window holds those from seq `commits - length` on. */
    private commits;
    /** D17: runs that settled after a later run of their call (see settled()). */
    private disorder;
    constructor(size: number);
    /** The seq of the oldest slot the window holds. */
    private get oldest();
    /** In how many committed calls of the window this id appears. */
    count(id: string): number;
    /** Whether a change in the window carries this id. */
    carriedByChange(id: string): boolean;
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
    unchangedRuns(id: string, content: boolean, since?: number, sinceSeq?: number): number;
    /** D17: the run of its call before the settled `slots[i]` when `slots[i]` brought new
     *  content, else null; kept on the slot for as long as it holds. */
    private newContentBefore;
    /** The call's answer index serves its latest settled run; any other run walks. */
    private findNovelty;
    /** A check's run settled (its result and episode are set). Its call's answer index
     *  takes it when it is the latest settled run; one that settles after a later run of
     *  its call changes what the walk sees from that run: every kept novelty is found
     *  again and the index is built anew when next asked. */
    settled(slot: Slot): void;
    /** D15: whether the latest `runs` settled runs of this id all lie in `episode` (and were
     *  committed at `sinceSeq` or later, D29) and all returned the same answer (D13's
     *  sameness, counters in ids aside: D26). Runs that
     *  never settled are skipped; a denial that stood for an answer counts as that answer. */
    sameAnswer(id: string, runs: number, episode: number, sinceSeq?: number): boolean;
    /** D15: the answer of the latest run carrying `id` — its result, or the answer a denial
     *  of it stood for (Slot.evidence) —, if any. */
    latestAnswer(id: string): SettledResult | undefined;
    /** D23: the latest run carrying `id` that wrote (it ran, or is running), if any. */
    lastWrite(id: string): Slot | undefined;
    /** Whether every run carrying one of `ids` was spelled as `decoys` and `spelling` say
   *  (the same decoy values, the same spelling object, which the shell memo shares among
   *  runs of one command): a plain repeat, whose denial names no cosmetic difference and
   *  need not compare the runs. Reads the runs of each id, not the whole window. */
    spelledAlike(ids: readonly string[], decoys: readonly DecoyValue[] | undefined, spelling: Spelling | undefined): boolean;
    /** The committed slots that carry any of `ids`, oldest first: the runs a denial of a
     *  call with these hits repeats (its message compares them). */
    slotsCarrying(ids: readonly string[]): Slot[];
    /** D13: whether a run of this change did it — it ran without error, or is running —
     *  (failed and denied runs changed nothing); and with `episode`, only a run whose
     *  world is that episode (D18: doing it again is a redo). */
    done(id: string, episode?: number): boolean;
    /** D18: the oldest of the latest `runs` settled runs of the change `id` when they all
     *  changed nothing (each failed, or was a redo), lie in `episode`, returned the same
     *  content (D17's identity) and the latest of them ran after `after` on the declared
     *  clock (an earlier one makes this call a poll); else undefined. Runs that never
     *  settled are skipped. */
    idleRuns(id: string, runs: number, episode: number, after: number): Slot | undefined;
    /** D18, evidence that the world moved: whether a check committed after `from` says so
     *  by its latest run there — a result different (D13's sameness) from its own previous
     *  settled run, or a first run (none before it in the window): a script the breaker
     *  cannot read is a check but may have rewritten the file, and a first look brings news
     *  the retry may act on. A later identical re-read supersedes what an earlier run of the
     *  same call said: it shows the world as it is now. */
    movedSince(from: Slot): boolean;
    /** The latest settled run carrying `id` that was committed before `before` (or the
     *  latest of all when `before` is undefined). */
    previousSettled(id: string, before?: Slot): Slot | undefined;
    /** Whether the window still holds `slot`. */
    holds(slot: Slot): boolean;
    /** One call = one slot; the oldest slot falls out past `size`. `slot.ids` must be distinct. */
    commit(slot: Slot): void;
    /** The agent starts over: the kept copies of its results go (lib/result/settled-result.ts). */
    release(): void;
    private evict;
    get length(): number;
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
export declare class AgentState {
    readonly window: SlidingWindow;
    private readonly results;
    /** The operator approved a local-address ask this turn. */
    exempt: boolean;
    /** A local-address ask was declined (or unanswerable) this turn. */
    refused: boolean;
    /** D13: raised by every new change that ran and succeeded. */
    episode: number;
    /** D16: milliseconds this agent has declared it waits, over all its allowed calls: a
     *  whole number, so waits add up exactly (lib/call/waits.ts). */
    clock: number;
    /** D16: milliseconds counted for the calls that only waited since the last other
     *  allowed call, each at least MIN_ONLY_WAIT_MS. */
    waitedInARow: number;
    /** D19: the episode the latest new edit of file content opened; a check's count never
     *  reaches back before it. */
    editEpisode: number;
    /** An allowed call of this turn left something running in the background (a shell `&`,
     *  `nohup`, `run_in_background: true`): a read of a file may then be waiting for it. */
    background: boolean;
    /** D20: allowed calls that did nothing in a row, up to the latest allowed call. */
    noopsInARow: number;
    /** D20: the row before the latest allowed call, and that call: its result may still
     *  show that it did nothing (its program could not be found). */
    private rowBefore;
    private latest;
    /** D20: programs a call of episode `missingEpisode` could not find. */
    private missing;
    /** The decoy values of the latest call (see internDecoys). */
    private lastDecoys;
    private missingEpisode;
    /** D29: files a program regenerated, with the seq of the run that did (bounded). */
    private regenerations;
    constructor(windowSize: number);
    /** `decoys`, or the latest call's equal values: a loop's runs then share one object, and
     *  a denial sees a plain repeat by identity (SlidingWindow.spelledAlike). */
    internDecoys(decoys: readonly DecoyValue[] | undefined): readonly DecoyValue[] | undefined;
    /** D20: an allowed call, `noop` when it does nothing, extends the row or ends it. */
    ran(slot: Slot, noop: boolean): void;
    /** D20: the settled `slot` did nothing after all, or did something after all: the row is
     *  redone, if no other call was allowed since. */
    settledNoop(slot: Slot, noop: boolean): void;
    /** D20: the allowed `slot` never ran (its body never started): the row is as it was
     *  before it, if no other call was allowed since. */
    neverRan(slot: Slot): void;
    /** D20: whether a call of this episode could not find `program`. */
    isMissing(program: string): boolean;
    /** D20: a call of this episode could not find `program` (a new episode forgets it). */
    addMissing(program: string): void;
    /** D29: the run `seq` wrote `paths` with a program's output: the next read of them is new. */
    produced(paths: readonly string[], seq: number): void;
    /** D29: whether a program regenerated some file this agent may read. */
    get regenerated(): boolean;
    /** D29: the seq of the latest regeneration of a file among `paths`, or -1. */
    regeneratedSince(paths: readonly string[]): number;
    /** D20: `program` ran after all (installed, or on a new path). */
    foundProgram(program: string): void;
    /** D16: an allowed call's declared wait moves the clock; a call that only waits adds to
     *  the run of waiting (at least MIN_ONLY_WAIT_MS), any other call ends it. */
    advance(wait: DeclaredWait, change: boolean): void;
    /** D16: works out `slot`'s wait streak once it settled (see Slot.streak): over the latest
     *  consecutive runs of the same call in its episode that returned the same content (D17:
     *  an answer that moves only in a counter, a byte count or an id is the same wait), its
     *  own wait for the first and the clock's advance since the run before for each later
     *  one. Carried from run to run, so the sum is not limited by the window's size. When
     *  nothing waited, the streak is 0 whatever the results, and nothing is compared. */
    settleStreak(slot: Slot): void;
    remember(result: StoredResult): void;
    /** design §9 D9, issue 29: the latest result of a call carrying one of `ids` — the
     *  action being repeated —, a failure included; undefined when none is kept. Never
     *  another call's result: quoted under this call's name, it would tell the model
     *  something false. One set lookup per id a stored result carries: comparing every
     *  asked id with every stored one cost 5–18 ms at `window: 1000`. Only a denial asks,
     *  so nothing is indexed on the way in. */
    previousResult(ids: readonly string[]): StoredResult | undefined;
}
/** State per live agent object; a reset simply forgets the agent. */
export declare class AgentStates {
    private readonly windowSize;
    private readonly byAgent;
    constructor(windowSize: number);
    get(agent: object): AgentState;
    peek(agent: object): AgentState | undefined;
    reset(agent: object): void;
}

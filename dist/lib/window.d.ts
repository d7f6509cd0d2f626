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
export declare class SlidingWindow {
    readonly size: number;
    private readonly slots;
    private readonly runs;
    /** D33: the answered slots that left the window, oldest first, from `leftHead` on: at
     *  most `size` of them, all among the last `2 × size` commits (the reach of D15). A queue
     *  read from a moving head and cut once per `size` departures: `shift()` on every call
     *  that evicts grew the compiled code of every commit (see docs/measurements.md). */
    private left;
    private leftHead;
    /** Slots committed so far: the window holds those from seq `commits - length` on. */
    private commits;
    /** D17: runs that settled after a later run of their call (see settled()). */
    private disorder;
    /** The id count() looked up last, and its runs, until the next commit. */
    private counted;
    private countedRuns;
    constructor(size: number);
    /** The seq of the oldest slot the window holds. */
    private get oldest();
    /** In how many committed calls of the window this id appears. */
    count(id: string): number;
    /** D33: in how many calls of the reach — the window, and the answered calls among the
     *  last `2 × size` commits that left it — this id appears. The id just counted is not
     *  looked up again. */
    reach(id: string): number;
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
    /** D15 with D33's reach: whether the latest `runs` settled runs of this id among the
     *  last `2 × size` commits (the window and the answered runs that left it) all lie in
     *  `episode` (and were committed at `sinceSeq` or later, D29) and all returned the same
     *  answer (D13's sameness, counters in ids aside: D26). Runs that never settled are
     *  skipped; a denial that stood for an answer counts as that answer. Reads the runs of
     *  the id in the window, newest first; only when they are not enough and some of its
     *  runs left the window, the shared queue of those that left (at most `size` slots). */
    sameAnswer(id: string, runs: number, episode: number, sinceSeq?: number): boolean;
    /** D15: the answer of the latest run carrying `id` — its result, or the answer a denial
     *  of it stood for (Slot.evidence) —, if any. */
    latestAnswer(id: string): SettledResult | undefined;
    /** D33: the index of the latest slot of the reach's queue, at `from` or before it, that
     *  carries `id`; below `leftHead` when none does. */
    private leftCarrying;
    /** D27: what the latest run of the change `id` committed before `before` returned, when
     *  it ran without error and is kept. */
    previousSaid(id: string, before: Slot): SettledResult | undefined;
    /** D27: whether a possible change other than the runs of `id` ran (or is running) after
     *  `from`: something the breaker cannot read may have changed what a denial of `id`
     *  would call unchanged. */
    possibleChangeSince(from: Slot, id: string): boolean;
    /** The `back`-th latest committed slot carrying `id` (1: the latest), if the window holds it. */
    runBack(id: string, back: number): Slot | undefined;
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
    /** `slot` leaves the window. An answered one stays within the reach (D33), its result
     *  kept, until `size` later ones have left too. */
    private evict;
    /** `slot` leaves the reach: nothing compares its result again. */
    private leave;
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
/** D28: what the agents of one breaker share — they work in one place, so a new change of
 *  one of them is news to every other: how many new changes opened an episode, and the
 *  count at the latest one that may have rewritten file content (D19). */
export declare class Workspace {
    changes: number;
    edits: number;
}
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
export declare class AgentState {
    private readonly workspace;
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
    /** D27: the latest possible change allowed (a denial asks whether one ran since the runs
     *  it repeats: most never had one, and need not look). */
    lastPossibleChange: Slot | undefined;
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
    /** D28: the workspace's count of new changes this agent has taken in. */
    private seen;
    /** D34: the tools (not shells) whose latest runs failed the same way, by name. */
    private failing;
    constructor(windowSize: number, workspace?: Workspace);
    /** D28: another agent's new changes since this agent last looked open one new episode
     *  here too (its counts, windows and caps stay its own). */
    catchUp(): void;
    /** D13, D19, D27, D28: a new change ran and succeeded: a new episode, for this agent now
     *  and for the others when they next look; `edits`: it may have rewritten file content. */
    open(edits: boolean): void;
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
    /** D34: `tool`'s failures in a row, if its latest run failed. */
    failureStreak(tool: string): FailureStreak | undefined;
    /** D34: a run of `tool` (not a shell) settled. A success ends its streak, and so does a
     *  change: its failure is about what it was given (an edit's "read it first", an
     *  `old_string` not found), which a read or another argument fixes, and the rule never
     *  denies a change, so a streak of them could only deny the read of a tool that also
     *  reads (`str_replace_editor`'s `view`). A failure extends the streak when it returned
     *  the streak's error (D17's content identity), in the same episode, less than `sleepMs`
     *  declared milliseconds after it (a rate limit may lift in a wait), and else starts one. */
    settledRun(tool: string, slot: Slot, error: SettledResult | undefined, sleepMs: number, quote: StoredResult): void;
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
    /** D28: every agent of the breaker works in one place (see docs/design.md D28: the host
     *  does not say which agent started which). */
    private readonly workspace;
    constructor(windowSize: number);
    get(agent: object): AgentState;
    peek(agent: object): AgentState | undefined;
    reset(agent: object): void;
}

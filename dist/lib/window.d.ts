import type { SettledResult } from './result/settled-result.js';
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
    /** D16: the agent's declared-wait clock when the call was allowed, its own wait included. */
    readonly clock: number;
    /** D16: the seconds the call itself declared it waits. */
    readonly wait: number;
    /** D16: seconds waited for this run's answer over its streak of same answers (see
     *  AgentState.settleStreak); set when a check settles while polls are on. */
    streak?: number;
}
export declare class SlidingWindow {
    readonly size: number;
    private readonly slots;
    private readonly runs;
    constructor(size: number);
    /** In how many committed calls of the window this id appears. */
    count(id: string): number;
    /** Whether a change in the window carries this id. */
    carriedByChange(id: string): boolean;
    /** The runs of this id since its count last started over. Runs that never settled
     *  (denied, in flight) count but cannot start it over.
     *  - D13: at the latest episode boundary across which its own result changed (the last
     *    settled run before it and the first after it differ);
     *  - D17 (`content`): within an episode, at a run of the same call (the same `exact:`, a
     *    slot's first id) whose result brought new content: content none of that call's
     *    earlier runs in the episode returned. A check that alternates between two answers
     *    brings nothing new after its first two runs, so it still counts (T28b). */
    unchangedRuns(id: string, content: boolean): number;
    /** D15: whether the latest `runs` settled runs of this id all lie in `episode` and all
     *  returned the same result. Runs that never settled are skipped. */
    sameAnswer(id: string, runs: number, episode: number): boolean;
    /** The latest settled run carrying `id` that was committed before `before` (or the
     *  latest of all when `before` is undefined). */
    previousSettled(id: string, before?: Slot): Slot | undefined;
    /** One call = one slot; the oldest slot falls out past `size`. `slot.ids` must be distinct. */
    commit(slot: Slot): void;
    private evict;
    get length(): number;
}
export interface StoredResult {
    /** Fingerprint ids of the call that produced it (to quote the action being repeated). */
    readonly ids: readonly string[];
    /** Already truncated to `resultPreviewChars`. */
    readonly text: string;
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
    /** D16: seconds this agent has declared it waits, over all its allowed calls. */
    clock: number;
    /** D16: seconds declared by the calls that only waited since the last other allowed call. */
    waitedInARow: number;
    constructor(windowSize: number);
    /** D16: works out `slot`'s wait streak once it settled (see Slot.streak): over the latest
     *  consecutive runs of the same call in its episode that returned the same result, its
     *  own wait for the first and the clock's advance since the run before for each later
     *  one. Carried from run to run, so the sum is not limited by the window's size. When
     *  nothing waited, the streak is 0 whatever the results, and nothing is compared. */
    settleStreak(slot: Slot): void;
    remember(result: StoredResult): void;
    /** design §9 D9: the latest result of a call carrying one of `ids`, else the latest result.
     *  One set lookup per id a stored result carries: comparing every asked id with every
     *  stored one cost 5–18 ms at `window: 1000`. Only a denial asks, so nothing is indexed
     *  on the way in. */
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

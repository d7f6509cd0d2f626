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
    /** D13: the runs of this id since the latest episode boundary across which its own
     *  result changed (the last settled run before it and the first after it differ).
     *  Runs that never settled (denied, in flight) count but cannot mark a boundary. */
    unchangedRuns(id: string): number;
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
    constructor(windowSize: number);
    remember(result: StoredResult): void;
    /** design §9 D9: the latest result of a call carrying one of `ids`, else the latest result. */
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

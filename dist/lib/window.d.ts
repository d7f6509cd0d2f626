export declare class SlidingWindow {
    readonly size: number;
    private readonly slots;
    private readonly counts;
    constructor(size: number);
    /** In how many committed calls of the window this id appears. */
    count(id: string): number;
    /** One call = one slot; the oldest slot falls out past `size`. `ids` must be distinct. */
    commit(ids: readonly string[]): void;
    get length(): number;
}
export interface StoredResult {
    /** Fingerprint ids of the call that produced it (to quote the action being repeated). */
    readonly ids: ReadonlySet<string>;
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

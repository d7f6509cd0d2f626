// Per-agent memory: a sliding window of committed fingerprint ids with running
// counts, the recent successful results, and the turn's local-address flags.
export class SlidingWindow {
    size;
    slots = [];
    counts = new Map();
    constructor(size) {
        this.size = size;
    }
    /** In how many committed calls of the window this id appears. */
    count(id) {
        return this.counts.get(id) ?? 0;
    }
    /** One call = one slot; the oldest slot falls out past `size`. `ids` must be distinct. */
    commit(ids) {
        this.slots.push(ids);
        for (const id of ids)
            this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
        while (this.slots.length > this.size) {
            for (const id of this.slots.shift()) {
                const left = (this.counts.get(id) ?? 1) - 1;
                if (left === 0)
                    this.counts.delete(id);
                else
                    this.counts.set(id, left);
            }
        }
    }
    get length() {
        return this.slots.length;
    }
}
export class AgentState {
    window;
    results = [];
    /** The operator approved a local-address ask this turn. */
    exempt = false;
    /** A local-address ask was declined (or unanswerable) this turn. */
    refused = false;
    constructor(windowSize) {
        this.window = new SlidingWindow(windowSize);
    }
    remember(result) {
        this.results.push(result);
        if (this.results.length > this.window.size)
            this.results.shift();
    }
    /** design §9 D9: the latest result of a call carrying one of `ids`, else the latest result. */
    previousResult(ids) {
        for (let i = this.results.length - 1; i >= 0; i--) {
            const result = this.results[i];
            if (ids.some((id) => result.ids.has(id)))
                return result;
        }
        return this.results[this.results.length - 1];
    }
}
/** State per live agent object; a reset simply forgets the agent. */
export class AgentStates {
    windowSize;
    byAgent = new WeakMap();
    constructor(windowSize) {
        this.windowSize = windowSize;
    }
    get(agent) {
        let state = this.byAgent.get(agent);
        if (state === undefined) {
            state = new AgentState(this.windowSize);
            this.byAgent.set(agent, state);
        }
        return state;
    }
    peek(agent) {
        return this.byAgent.get(agent);
    }
    reset(agent) {
        this.byAgent.delete(agent);
    }
}

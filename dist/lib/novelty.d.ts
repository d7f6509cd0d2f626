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
export declare function newContentBefore(novelty: Novelty, oldest: number): Run | null;
/** The definition: the walk back from `runs[at]` over the earlier settled runs of its
 *  call (the same `exact:`, a run's first id) in its episode. */
export declare function noveltyByWalk(runs: readonly Run[], at: number, disorder: number): Novelty;
/** One call's settled runs as the walk from its latest one sees them, kept up to date as
 *  its runs settle in order: the latest, the one before it, and the answers of the runs
 *  of the episode before that. Answers are digested only when a question needs them. */
export declare class CallAnswers {
    private readonly windowSize;
    private latest;
    private previous;
    /** Runs of the latest's episode before `previous`, oldest first, not yet in `seen`. */
    private pending;
    /** Exact identity → seq of the latest run (of those before `previous`) that gave it. */
    private readonly seen;
    /** Built from the settled runs of one call in a window of `windowSize`, oldest first. */
    constructor(settled: readonly Run[], windowSize: number);
    /** A run of the call settled, committed after every run already here; the window
     *  holds the runs from seq `oldest` on. */
    add(run: Run, oldest: number): void;
    /** Whether `run` is the latest settled run here. */
    isLatest(run: Run): boolean;
    /** noveltyByWalk() for the latest run, the window holding the runs from seq `oldest`
     *  on, in about constant time: the answers of the runs that settled since the last
     *  question join the index, and those that left the window no longer count. */
    novelty(oldest: number, disorder: number): Novelty;
}

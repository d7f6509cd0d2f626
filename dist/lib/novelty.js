// D17 (design §9.2): whether a settled run of a check brought new content — content
// different from the run of its call before it (numbers and generated ids masked, D21),
// in an answer (D13's sameness) none of the call's earlier runs in the episode gave.
//
// Asked for every read of a stream, so it must not walk the episode: a call's answers are
// indexed as its runs settle (CallAnswers), and what was found for a run is kept on it
// (Novelty) for as long as it holds. Both only speed up the walk (noveltyByWalk), which
// stays the definition and the fallback: the index serves the call's latest settled run
// when its runs settled in the order they were committed; anything else walks.
/** The run `previous` when a novelty still says "new content" with the window holding
 *  the runs from seq `oldest` on; else null. */
export function newContentBefore(novelty, oldest) {
    const { previous, witness } = novelty;
    return previous !== null && previous.seq >= oldest && witness < oldest ? previous : null;
}
/** The definition: the walk back from `runs[at]` over the earlier settled runs of its
 *  call (the same `exact:`, a run's first id) in its episode. */
export function noveltyByWalk(runs, at, disorder) {
    const run = runs[at];
    const call = run.ids[0];
    let previous = null;
    for (let j = at - 1; j >= 0; j--) {
        const earlier = runs[j];
        if (earlier.result === undefined || earlier.ids[0] !== call)
            continue;
        if (earlier.episode !== run.episode)
            break;
        if (previous === null) {
            if (earlier.result.sameContentAs(run.result))
                break;
            previous = earlier;
        }
        else if (earlier.result.sameAs(run.result))
            return { previous, witness: earlier.seq, disorder };
    }
    return { previous, witness: -1, disorder };
}
/** One call's settled runs as the walk from its latest one sees them, kept up to date as
 *  its runs settle in order: the latest, the one before it, and the answers of the runs
 *  of the episode before that. Answers are digested only when a question needs them. */
export class CallAnswers {
    windowSize;
    latest;
    previous;
    /** Runs of the latest's episode before `previous`, oldest first, not yet in `seen`. */
    pending = [];
    /** Exact identity → seq of the latest run (of those before `previous`) that gave it. */
    seen = new Map();
    /** Built from the settled runs of one call in a window of `windowSize`, oldest first. */
    constructor(settled, windowSize) {
        this.windowSize = windowSize;
        for (const run of settled)
            this.add(run, 0);
    }
    /** A run of the call settled, committed after every run already here; the window
     *  holds the runs from seq `oldest` on. */
    add(run, oldest) {
        const { latest, previous } = this;
        if (latest !== undefined && previous !== undefined && latest.episode === run.episode && previous.episode === run.episode) {
            this.pending.push(previous);
            if (this.pending.length > 2 * this.windowSize + 16)
                this.pending = this.pending.filter((earlier) => earlier.seq >= oldest);
        }
        else {
            // The walk from `run` stops at the first earlier run of another episode.
            this.pending = [];
            this.seen.clear();
        }
        this.previous = latest;
        this.latest = run;
    }
    /** Whether `run` is the latest settled run here. */
    isLatest(run) {
        return run === this.latest;
    }
    /** noveltyByWalk() for the latest run, the window holding the runs from seq `oldest`
     *  on, in about constant time: the answers of the runs that settled since the last
     *  question join the index, and those that left the window no longer count. */
    novelty(oldest, disorder) {
        const run = this.latest;
        const previous = this.previous;
        if (previous === undefined || previous.seq < oldest || previous.episode !== run.episode)
            return { previous: null, witness: -1, disorder };
        if (previous.result.sameContentAs(run.result))
            return { previous: null, witness: -1, disorder };
        const { seen } = this;
        for (const earlier of this.pending) {
            const answer = earlier.seq >= oldest ? earlier.result.exactIdentity() : undefined;
            if (answer !== undefined)
                seen.set(answer, earlier.seq);
        }
        this.pending = [];
        if (seen.size > 2 * this.windowSize + 16) {
            for (const [answer, seq] of seen)
                if (seq < oldest)
                    seen.delete(answer);
        }
        if (seen.size === 0)
            return { previous, witness: -1, disorder };
        const answer = run.result.exactIdentity();
        const witness = answer === undefined ? undefined : seen.get(answer);
        return { previous, witness: witness !== undefined && witness >= oldest ? witness : -1, disorder };
    }
}

// Observe mode (`mode: 'observe'`): the breaker never denies and never asks. A call it
// would have stopped runs, is counted as the allowed call it is (so every later verdict
// is that of a run in which it ran), and its decision says, as data, what enforcing
// would have done. Rendering that for the operator is lib/report-line.ts's job.
/** The decision for a call observe mode let through although `blocking` hits would have
 *  stopped it: `ask` for a local-only block under `localHosts: ask` (the operator would
 *  have been asked; observe mode never asks, so no approval or refusal is ever on record),
 *  `deny` for anything else, with `enforced: false` and the hits that would have blocked.
 *  @param allowed The decision the call gets as an allowed call (its `forgiven`, `change`). */
export function unenforced(allowed, blocking, localOnly, localHosts) {
    const verdict = localOnly && localHosts === 'ask' ? 'ask' : 'deny';
    return { ...allowed, verdict, hits: blocking, enforced: false };
}

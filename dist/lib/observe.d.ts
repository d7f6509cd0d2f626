import type { LocalHostsPolicy } from './config.js';
import type { Decision, Hit } from './decision.js';
/** The decision for a call observe mode let through although `blocking` hits would have
 *  stopped it: `ask` for a local-only block under `localHosts: ask` (the operator would
 *  have been asked; observe mode never asks, so no approval or refusal is ever on record),
 *  `deny` for anything else, with `enforced: false` and the hits that would have blocked.
 *  @param allowed The decision the call gets as an allowed call (its `forgiven`, `change`). */
export declare function unenforced(allowed: Decision, blocking: readonly Hit[], localOnly: boolean, localHosts: LocalHostsPolicy): Decision;

import type { BreakerConfig } from '../config.js';
import type { Hit, HitRule } from '../decision.js';
import type { CallPrint, Fingerprint } from '../call/fingerprint.js';
import type { AgentState } from '../window.js';
import type { Args } from '../call/canonical.js';
/** Where since() reads the files a call names (lib/call/fingerprint.ts Fingerprinter). */
export interface PathReader {
    pathsRead(tool: string, args: Args): readonly string[];
}
/** What the rules read about one call. The breaker owns one and refills it; a rule may
 *  only write the fields marked as its own. */
export declare class Subject {
    readonly config: BreakerConfig;
    private readonly reader;
    /** The agent's memory (lib/window.ts). */
    state: AgentState;
    /** The call's fingerprints and what it does. */
    print: CallPrint;
    /** progress is on and the call is not a change (D13): the rules for checks apply. */
    check: boolean;
    /** Set by a call rule that takes the call alone (a poll, a call that only waits): no
     *  later rule looks at the call. */
    claimed: boolean;
    /** Fingerprint rules: the fingerprint being decided, and its runs in the window. */
    fingerprint: Fingerprint;
    count: number;
    /** The `unchanged` rule's count for this fingerprint (D13/D17), -1 when it did not
     *  count; `forgiveness` reads it. */
    unchanged: number;
    /** The call's arguments, for since(); dropped once the call is decided (see release). */
    private args;
    /** since()'s answer once asked; undefined before. */
    private sinceSeq;
    constructor(config: BreakerConfig, reader: PathReader);
    /** Sets the subject to one call. */
    forCall(state: AgentState, print: CallPrint, args: Args): void;
    /** D29: the seq of the latest run that regenerated a file this call reads (-1: none):
     *  the call's runs before it are not repeats of this one. Worked out when a rule first
     *  asks: only a fingerprint with earlier runs to compare needs it, and reading the call's
     *  files again was most of what D29 cost. */
    since(): number;
    /** Drops the call's arguments (they may be megabytes) once the call is decided. */
    release(): void;
    /** Sets the subject to one capped fingerprint of the call. */
    forFingerprint(fingerprint: Fingerprint): void;
}
export interface Rule {
    /** The rule as decision data names it (`Hit.counted`). */
    readonly name: HitRule;
    /** `call`: decided once per call; `fingerprint`: for each capped fingerprint of the
     *  call, until one rule hits it. */
    readonly scope: 'call' | 'fingerprint';
    /** The hit this rule finds on the subject, or undefined. */
    hit(subject: Subject): Hit | undefined;
}

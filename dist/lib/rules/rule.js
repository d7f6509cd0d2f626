// The one shape of a breaker rule (docs/how-it-decides.md, "The rules in order"): a rule
// reads the agent's state and the call — through one Subject the breaker refills for every
// call and fingerprint, so deciding allocates no closure and no context object — and
// returns the hit it finds, or undefined. lib/rules/order.ts lists the rules in the order
// the breaker applies them.
/** What the rules read about one call. The breaker owns one and refills it; a rule may
 *  only write the fields marked as its own. */
export class Subject {
    config;
    /** The agent's memory (lib/window.ts). */
    state;
    /** The call's fingerprints and what it does. */
    print;
    /** progress is on and the call is not a change (D13): the rules for checks apply. */
    check = false;
    /** Set by a call rule that takes the call alone (a poll, a call that only waits): no
     *  later rule looks at the call. */
    claimed = false;
    /** Fingerprint rules: the fingerprint being decided, and its runs in the window. */
    fingerprint;
    count = 0;
    /** The `unchanged` rule's count for this fingerprint (D13/D17), -1 when it did not
     *  count; `forgiveness` reads it. */
    unchanged = -1;
    /** D29: the seq of the latest run that regenerated a file this call reads (-1: none):
     *  the call's runs before it are not repeats of this one. Set by the breaker, which has
     *  the call's arguments. */
    since = -1;
    constructor(config) {
        this.config = config;
    }
    /** Sets the subject to one call. */
    forCall(state, print) {
        this.state = state;
        this.print = print;
        this.check = this.config.progress && !print.change;
        this.claimed = false;
        this.since = -1;
    }
    /** Sets the subject to one capped fingerprint of the call. */
    forFingerprint(fingerprint) {
        this.fingerprint = fingerprint;
        this.count = this.state.window.count(fingerprint.id);
        this.unchanged = -1;
    }
}

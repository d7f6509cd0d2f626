// The one shape of a breaker rule (docs/how-it-decides.md, "The rules in order"): a rule
// reads the agent's state and the call — through one Subject the breaker refills for every
// call and fingerprint, so deciding allocates no closure and no context object — and
// returns the hit it finds, or undefined. lib/rules/order.ts lists the rules in the order
// the breaker applies them.
const NO_ARGS = Object.freeze({});
/** What the rules read about one call. The breaker owns one and refills it; a rule may
 *  only write the fields marked as its own. */
export class Subject {
    config;
    reader;
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
    /** The call's arguments, for since(); dropped once the call is decided (see release). */
    args = NO_ARGS;
    /** since()'s answer once asked; undefined before. */
    sinceSeq;
    constructor(config, reader) {
        this.config = config;
        this.reader = reader;
    }
    /** Sets the subject to one call. */
    forCall(state, print, args) {
        this.state = state;
        this.print = print;
        this.args = args;
        this.check = this.config.progress && !print.change;
        this.claimed = false;
        this.sinceSeq = undefined;
    }
    /** D29: the seq of the latest run that regenerated a file this call reads (-1: none):
     *  the call's runs before it are not repeats of this one. Worked out when a rule first
     *  asks: only a fingerprint with earlier runs to compare needs it, and reading the call's
     *  files again was most of what D29 cost. */
    since() {
        if (this.sinceSeq === undefined) {
            const { state, print } = this;
            this.sinceSeq = this.check && print.reads && state.regenerated ? state.regeneratedSince(this.reader.pathsRead(print.tool, this.args)) : -1;
        }
        return this.sinceSeq;
    }
    /** Drops the call's arguments (they may be megabytes) once the call is decided. */
    release() {
        this.args = NO_ARGS;
    }
    /** Sets the subject to one capped fingerprint of the call. */
    forFingerprint(fingerprint) {
        this.fingerprint = fingerprint;
        this.count = this.state.window.count(fingerprint.id);
        this.unchanged = -1;
    }
}

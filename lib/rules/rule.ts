// The one shape of a breaker rule (docs/how-it-decides.md, "The rules in order"): a rule
// reads the agent's state and the call — through one Subject the breaker refills for every
// call and fingerprint, so deciding allocates no closure and no context object — and
// returns the hit it finds, or undefined. lib/rules/order.ts lists the rules in the order
// the breaker applies them.

import type { BreakerConfig } from '../config.js';
import type { Hit, HitRule } from '../decision.js';
import type { CallPrint, Fingerprint } from '../call/fingerprint.js';
import type { AgentState } from '../window.js';
import type { Args } from '../call/canonical.js';

/** Where since() reads the files a call names (lib/call/fingerprint.ts Fingerprinter). */
export interface PathReader {
  pathsRead(tool: string, args: Args): readonly string[];
}

const NO_ARGS: Args = Object.freeze({});

/** What the rules read about one call. The breaker owns one and refills it; a rule may
 *  only write the fields marked as its own. */
export class Subject {
  /** The agent's memory (lib/window.ts). */
  state!: AgentState;
  /** The call's fingerprints and what it does. */
  print!: CallPrint;
  /** progress is on and the call is not a change (D13): the rules for checks apply. */
  check = false;
  /** Set by a call rule that takes the call alone (a poll, a call that only waits): no
   *  later rule looks at the call. */
  claimed = false;
  /** Fingerprint rules: the fingerprint being decided, and its runs in the window. */
  fingerprint!: Fingerprint;
  count = 0;
  /** The `unchanged` rule's count for this fingerprint (D13/D17), -1 when it did not
   *  count; `forgiveness` reads it. */
  unchanged = -1;
  /** The call's arguments, for since(); dropped once the call is decided (see release). */
  private args: Args = NO_ARGS;
  /** since()'s answer once asked; undefined before. */
  private sinceSeq: number | undefined;

  constructor(
    readonly config: BreakerConfig,
    private readonly reader: PathReader,
  ) {}

  /** Sets the subject to one call. */
  forCall(state: AgentState, print: CallPrint, args: Args): void {
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
  since(): number {
    if (this.sinceSeq === undefined) {
      const { state, print } = this;
      this.sinceSeq = this.check && print.reads && state.regenerated ? state.regeneratedSince(this.reader.pathsRead(print.tool, this.args)) : -1;
    }
    return this.sinceSeq;
  }

  /** Drops the call's arguments (they may be megabytes) once the call is decided. */
  release(): void {
    this.args = NO_ARGS;
  }

  /** Sets the subject to one capped fingerprint of the call. */
  forFingerprint(fingerprint: Fingerprint): void {
    this.fingerprint = fingerprint;
    this.count = this.state.window.count(fingerprint.id);
    this.unchanged = -1;
  }
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

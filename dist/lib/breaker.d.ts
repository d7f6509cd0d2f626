import type { BreakerConfig } from './config.js';
import type { BreakerObserver } from './decision.js';
import type { PreStepPayload, ToolExecution, ToolExecutionResult } from './host.js';
/** design §4.1: where the host keeps the tool name. */
export declare function toolNameOf(exec: ToolExecution): string;
export declare class Breaker {
    readonly config: BreakerConfig;
    private readonly observer;
    private readonly fingerprinter;
    private readonly states;
    /** Executions asked about in pre-execute whose answer is not known yet. */
    private readonly pendingAsks;
    /** Executions the guard let through, waiting for their result. */
    private readonly allowedRuns;
    /** Pre-execute's fingerprints, reused by the guard while name and arguments are unchanged. */
    private readonly printCache;
    /** design §3.4, `include` and `exclude` compiled. */
    private readonly included;
    private readonly excluded;
    /** `exempt` compiled; null when it is empty. */
    private readonly exempted;
    /** What the rules read, refilled for every decision (the guard is never re-entered). */
    private readonly subject;
    /** D20 is on: the row of no-ops and the missing programs are kept. */
    private readonly noops;
    /** D34 is on: the failures in a row of each tool (not a shell) are kept. */
    private readonly failures;
    /** D34: a declared wait this long (milliseconds) since a tool's latest failure starts it over. */
    private readonly failureSleepMs;
    /** The latest denial and the data it was rendered from (see denial()). */
    private lastDenial;
    constructor(config: BreakerConfig, observer?: BreakerObserver);
    /** `exempt`: a fingerprint of the call matches a pattern. A fingerprint counted by its
     *  digest (longer than MAX_ID_CHARS) matches none: no pattern is that long. */
    private isExempt;
    /** design §3.4 (lib/call/scope.ts' isTracked, with the matchers compiled once). */
    private isTracked;
    /** A tracked call with an agent, fingerprinted; null when the breaker must stay out of the way. */
    private inspect;
    /** The decoy arguments the call carried, as the agent's runs share them. */
    private decoysOf;
    /** design §6.2 with §9 D13–D17: the rules of lib/rules/order.ts in their order. Call
     *  rules first; one that claims the call (a poll, a call that only waits) decides it
     *  alone. Then each capped fingerprint, until a rule hits it; a fingerprint that the
     *  0.3.3 count would have stopped and no rule hit is forgiven (D13). */
    private evaluate;
    /** evaluate()'s rules, on the subject set to the call. */
    private applyRules;
    private decide;
    /** `tools/pre-execute`: the question for the operator, or null to let the call on. Under
     *  `localHosts: ask`, a local-only block asks whether to let the agent's local repeats
     *  through for the rest of the turn (§7); under `mode: ask`, any other call the guard would
     *  stop asks whether to let this one call run (§3.6). The evaluation is a dry run: the guard
     *  decides and commits. Without an approval service the host would show the operator's
     *  question to the model, so nothing is asked and the guard denies (a local-only block as
     *  refused). Observe mode asks nobody: the guard reports the would-be ask instead. */
    askFor(exec: ToolExecution, canAsk: () => boolean): string | null;
    /** The guard: a denial message, or undefined to allow. Counting happens here only. */
    guard(exec: ToolExecution): string | undefined;
    /** A call that does not run: its blocking hits committed (§6.3), the decision reported as
     *  `verdict` (`deny` from the guard, `declined` for `mode: ask`'s question answered no), and
     *  the denial the model reads. */
    private stop;
    /** denialMessage(input): a loop asks again and again, and the same data says the same
     *  text, so the last one rendered is said again. */
    private denial;
    /** `tools/post-execute`: settle a declined ask, or record what an allowed call returned:
     *  its digest (D13), whether it opened an episode, and its text for quoting.
     *  @returns For `mode: ask`'s question answered no (or by nobody), the denial the model
     *  reads instead of the host's refusal, as `mode: enforce` would have denied the call;
     *  otherwise undefined. */
    settle(exec: ToolExecution, result: Readonly<ToolExecutionResult> | undefined): string | undefined;
    /** `agent/pre-step`: a real user message starts the agent over. */
    preStep(payload: PreStepPayload): void;
}

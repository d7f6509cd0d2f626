// The decision engine behind the four hooks. It owns the per-agent state and the
// bookkeeping that links one execution across pre-execute, guard and post-execute.
// No host wiring here: index.ts adapts these methods to the host's hooks.

import { argumentsObject, type Args } from './call/canonical.js';
import { cosmeticDifferences, decoyValues, type DecoyValue, type Spelling } from './call/cosmetic.js';
import type { BreakerConfig } from './config.js';
import type { BreakerObserver, Decision, Forgiven, Hit } from './decision.js';
import { Fingerprinter, MAX_ID_CHARS, RELAXABLE, SHELL_TOOLS, type CallPrint } from './call/fingerprint.js';
import { msOf } from './call/waits.js';
import { FAILURE_PREFIX } from './rules/failure.js';
import type { PreStepPayload, ToolExecution, ToolExecutionResult } from './host.js';
import { unenforced } from './observe.js';
import { askReason, denialMessage, resultText, sameDenial, stopQuestion, type DenialInput, type LocalNote } from './messages.js';
import { missingProgram, toolCannotStart } from './result/missing-program.js';
import { SettledResult } from './result/settled-result.js';
import { HandOff } from './hand-off.js';
import { matcherOf, type NameMatcher } from './call/scope.js';
import { isNoop, missingToolKey } from './rules/noop.js';
import { notRun } from './result/never-ran.js';
import { CALL_RULES, FINGERPRINT_RULES, forgiveness } from './rules/order.js';
import { Subject } from './rules/rule.js';
import { AgentStates, type AgentState, type Outcome, type Slot, type StoredResult } from './window.js';

interface Call {
  readonly tool: string;
  readonly agent: object;
  readonly args: Args;
  readonly print: CallPrint;
}

/** A call the guard would stop, with what its denial needs. */
interface Stop {
  readonly call: Call;
  readonly blocking: readonly Hit[];
  readonly forgiven: readonly Forgiven[];
  readonly localOnly: boolean;
}

interface PendingAsk {
  readonly state: AgentState;
  readonly hitIds: readonly string[];
  readonly decision: Decision;
  /** `mode: ask`: the stop asked about, denied as the guard would deny it if the answer is no. */
  readonly stop?: Stop;
}

interface AllowedRun {
  readonly agent: object;
  readonly state: AgentState;
  readonly slot: Slot;
  readonly print: CallPrint;
  /** The call's arguments as the guard read them. */
  readonly args: Args;
  /** A change no run of which in the window had done it when it was allowed (D13). */
  readonly newChange: boolean;
  /** D18: a change a run of this episode had already done. */
  readonly redo: boolean;
}

/** D27: whether a run that succeeded did something new, so it opens an episode: a new
 *  change; a verbatim repeat of a change whose answer differs from its previous run's
 *  (`git bisect bad` naming the next commit); a possible change the window has no run of,
 *  or whose answer differs from its previous run's (D17's content identity). */
function didSomethingNew(state: AgentState, slot: Slot, print: CallPrint, newChange: boolean, said: SettledResult | undefined): boolean {
  if (newChange) return true;
  if (said !== undefined) {
    const before = state.window.previousSaid(slot.ids[0]!, slot);
    return before !== undefined && !before.sameContentAs(said);
  }
  if (!print.possibleChange || slot.result === undefined) return false;
  const before = state.window.previousSettled(slot.ids[0]!, slot);
  return before === undefined || !before.result!.sameContentAs(slot.result);
}

interface Evaluation {
  readonly hits: readonly Hit[];
  readonly forgiven: readonly Forgiven[];
  /** Every hit is of a relaxable kind and the call is local (design §7). */
  readonly localOnly: boolean;
}

const NONE: readonly never[] = [];
/** The evaluation of most calls: no rule hit, nothing forgiven. */
const NOTHING: Evaluation = { hits: NONE, forgiven: NONE, localOnly: false };

/** The slot of a call that never ran: only its blocking fingerprints, no result; for a
 *  denial on the same answer (D15), that answer as its evidence. */
function deniedSlot(ids: readonly string[], state: AgentState, change: boolean, decoys?: readonly DecoyValue[], print?: CallPrint, hits?: readonly Hit[]): Slot {
  let evidence: Map<string, SettledResult> | undefined;
  for (const hit of hits ?? NONE) {
    if (hit.counted !== 'same-result' || hit.retried !== undefined) continue;
    const answer = state.window.latestAnswer(hit.fingerprint.id);
    if (answer === undefined) continue;
    // Digested now: the run it came from may leave the window, and a result released
    // undigested equals nothing.
    answer.digestNow();
    (evidence ??= new Map()).set(hit.fingerprint.id, answer);
  }
  return newSlot(ids, state, change, false, 'denied', 0, decoys, print?.spelling, evidence);
}

/** What a stop of `tool` on `hits` quotes, in the denial and in the question alike: the
 *  error the tool keeps returning, whatever call returned it (D34), else this action's
 *  latest result. */
function previousFor(state: AgentState, tool: string, hits: readonly Hit[], ids: readonly string[]): StoredResult | undefined {
  return (hits.some((hit) => hit.counted === 'failure') ? state.failureStreak(tool)?.quote : undefined) ?? state.previousResult(ids);
}

/** The hits that stop the call: all of them, but a local call's relaxable ones once the
 *  operator let the agent's local repeats through (§7). */
function blockingOf(state: AgentState, print: CallPrint, hits: readonly Hit[]): readonly Hit[] {
  return state.exempt && print.local ? hits.filter((hit) => !RELAXABLE.has(hit.fingerprint.kind)) : hits;
}

/** The ids of `hits`' fingerprints, in an array of the kind lib/call/fingerprint.ts idsOf makes. */
function hitIdsOf(hits: readonly Hit[]): string[] {
  const ids = new Array<string>(hits.length);
  for (let i = 0; i < hits.length; i++) ids[i] = hits[i]!.fingerprint.id;
  return ids;
}

/** A slot to commit. Every slot is made here, with every field from the start and in one
 *  order: slots of two shapes, or a field added later (`streak`, `novelty`), made the
 *  window's hot functions read them through a polymorphic lookup (docs/measurements.md). */
function newSlot(
  ids: readonly string[],
  state: AgentState,
  change: boolean,
  possibleChange: boolean,
  outcome: Outcome,
  wait: number,
  decoys: readonly DecoyValue[] | undefined,
  spelling: Spelling | undefined,
  evidence: ReadonlyMap<string, SettledResult> | undefined,
): Slot {
  return {
    ids,
    seq: -1,
    episode: state.episode,
    change,
    possibleChange,
    result: undefined,
    outcome,
    idle: undefined,
    said: undefined,
    clock: state.clock,
    wait,
    streak: 0, // a number from the start (0 reads as no streak, as undefined did): a field that turns from undefined to a number changes the slot's map
    novelty: undefined,
    decoys,
    spelling,
    evidence,
  };
}

/** D27: whether a possible change ran between the runs a denial on their sameness (D13,
 *  D15, D18) repeats: since the earliest of the runs each such hit counted. Every possible
 *  change that ran was the agent's latest when it was allowed, so none ran after a run
 *  committed after the latest. */
function unseenBetween(state: AgentState, hits: readonly Hit[]): boolean {
  const { window, lastPossibleChange } = state;
  if (lastPossibleChange === undefined || !window.holds(lastPossibleChange)) return false;
  for (const hit of hits) {
    if (hit.counted !== 'same-result' && hit.counted !== 'unchanged') continue;
    const from = window.runBack(hit.fingerprint.id, hit.next - 1);
    if (from !== undefined && from.seq < lastPossibleChange.seq && window.possibleChangeSince(from, hit.fingerprint.id)) return true;
  }
  return false;
}

/** D20, once a shell call's result is in: a call whose own program could not be found did
 *  nothing (it joins the row of no-ops); one the guard took for a missing program that ran
 *  after all ends the row and the program is no longer missing; any program the result
 *  says could not be found is missing for the rest of the episode. D25: a no-op that
 *  prints nothing of its own but answered with content its previous run did not bring
 *  (the empty command reading more output of a running one) read something: it ends the
 *  row. */
function settleNoop(state: AgentState, slot: Slot, print: CallPrint, content: unknown, isError: boolean, unknownTool: boolean): void {
  const toolKey = missingToolKey(print.tool);
  if (unknownTool) {
    state.addMissing(toolKey);
    state.settledNoop(slot, !print.change);
    return;
  }
  if (state.isMissing(toolKey)) state.foundProgram(toolKey);
  const named = print.noop || print.program === '' ? undefined : missingProgram(content, isError);
  let noop = print.noop;
  if (noop && print.silent && !isError && slot.result !== undefined && !slot.result.blank) {
    const previous = state.window.previousSettled(slot.ids[0]!, slot);
    noop = previous !== undefined && previous.result!.sameContentAs(slot.result);
  }
  if (!print.noop && !print.change) {
    if (named === '' || named === print.program) noop = true;
    else if (state.isMissing(print.program)) state.foundProgram(print.program);
  }
  if (named !== undefined) state.addMissing(named === '' ? print.program : named);
  state.settledNoop(slot, noop);
}

/** design §4.1: where the host keeps the tool name. */
export function toolNameOf(exec: ToolExecution): string {
  if (typeof exec.name === 'string') return exec.name;
  if (typeof exec.toolName === 'string') return exec.toolName;
  const tool: unknown = exec.tool;
  if (typeof tool === 'object' && tool !== null) {
    const name: unknown = (tool as { name?: unknown }).name;
    if (typeof name === 'string') return name;
  }
  return '';
}

function agentOf(exec: ToolExecution): object | null {
  const agent: unknown = exec.agent;
  return (typeof agent === 'object' && agent !== null) || typeof agent === 'function' ? (agent as object) : null;
}

function hasUserMessage(messages: unknown): boolean {
  if (!Array.isArray(messages)) return false;
  return messages.some((message: unknown) => {
    if (typeof message !== 'object' || message === null) return false;
    const source: unknown = (message as { source?: unknown }).source;
    return typeof source === 'object' && source !== null && (source as { kind?: unknown }).kind === 'user';
  });
}

export class Breaker {
  private readonly fingerprinter: Fingerprinter;
  private readonly states: AgentStates;
  /** Executions asked about in pre-execute whose answer is not known yet. */
  private readonly pendingAsks = new HandOff<PendingAsk>();
  /** Executions the guard let through, waiting for their result. */
  private readonly allowedRuns = new HandOff<AllowedRun>();
  /** Pre-execute's fingerprints, reused by the guard while name and arguments are unchanged. */
  private readonly printCache = new HandOff<{ tool: string; args: unknown; print: CallPrint }>();
  /** design §3.4, `include` and `exclude` compiled. */
  private readonly included: NameMatcher | null;
  private readonly excluded: NameMatcher;
  /** `exempt` compiled; null when it is empty. */
  private readonly exempted: NameMatcher | null;
  /** What the rules read, refilled for every decision (the guard is never re-entered). */
  private readonly subject: Subject;
  /** D20 is on: the row of no-ops and the missing programs are kept. */
  private readonly noops: boolean;
  /** D34 is on: the failures in a row of each tool (not a shell) are kept. */
  private readonly failures: boolean;
  /** D34: a declared wait this long (milliseconds) since a tool's latest failure starts it over. */
  private readonly failureSleepMs: number;
  /** The latest denial and the data it was rendered from (see denial()). */
  private lastDenial: { readonly input: DenialInput; readonly text: string } | undefined;
  constructor(
    readonly config: BreakerConfig,
    private readonly observer: BreakerObserver = {},
  ) {
    this.fingerprinter = new Fingerprinter(config);
    this.states = new AgentStates(config.window);
    this.subject = new Subject(config, this.fingerprinter);
    this.noops = config.progress && (config.limits.get('noop') ?? null) !== null;
    this.failures = config.progress && [...config.limits].some(([key, cap]) => cap !== null && (key === 'failure' || key.startsWith(FAILURE_PREFIX)));
    this.failureSleepMs = config.pollSleep === null ? Infinity : msOf(config.pollSleep);
    this.included = config.include.length > 0 ? matcherOf(config.include) : null;
    this.excluded = matcherOf(config.exclude);
    this.exempted = config.exempt.length > 0 ? matcherOf(config.exempt) : null;
  }

  /** `exempt`: a fingerprint of the call matches a pattern. A fingerprint counted by its
   *  digest (longer than MAX_ID_CHARS) matches none: no pattern is that long. */
  private isExempt(print: CallPrint): boolean {
    const exempted = this.exempted;
    if (exempted === null) return false;
    return print.fingerprints.some((fingerprint) => fingerprint.length <= MAX_ID_CHARS && exempted(fingerprint.id));
  }

  /** design §3.4 (lib/call/scope.ts' isTracked, with the matchers compiled once). */
  private isTracked(tool: string): boolean {
    if (tool === '') return false;
    if (this.included !== null && !this.included(tool)) return false;
    return !this.excluded(tool);
  }

  /** A tracked call with an agent, fingerprinted; null when the breaker must stay out of the way. */
  private inspect(exec: ToolExecution, keep = true): Call | null {
    const agent = agentOf(exec);
    const tool = toolNameOf(exec);
    if (agent === null || !this.isTracked(tool)) return null;
    const rawArgs = exec.arguments !== undefined ? exec.arguments : exec.args;
    const args = argumentsObject(rawArgs);
    const cached = keep ? undefined : this.printCache.take(exec);
    if (cached !== undefined && cached.tool === tool && cached.args === rawArgs) return { tool, agent, args, print: cached.print };
    const print = this.fingerprinter.print(tool, args);
    // An exempt call is untracked, as an excluded tool is: never counted, never stopped.
    if (this.isExempt(print)) return null;
    // The guard is the last reader: nothing is left for after it.
    if (keep) this.printCache.put(exec, { tool, args: rawArgs, print });
    return { tool, agent, args, print };
  }

  /** The decoy arguments the call carried, as the agent's runs share them. */
  private decoysOf(state: AgentState, call: Call): readonly DecoyValue[] | undefined {
    return state.internDecoys(decoyValues(call.args, this.fingerprinter.decoyKeys(call.tool)));
  }

  /** design §6.2 with §9 D13–D17: the rules of lib/rules/order.ts in their order. Call
   *  rules first; one that claims the call (a poll, a call that only waits) decides it
   *  alone. Then each capped fingerprint, until a rule hits it; a fingerprint that the
   *  0.3.3 count would have stopped and no rule hit is forgiven (D13). */
  private evaluate(state: AgentState, print: CallPrint, args: Args): Evaluation {
    const subject = this.subject;
    subject.forCall(state, print, args);
    const evaluation = this.applyRules(subject, print);
    subject.release();
    return evaluation;
  }

  /** evaluate()'s rules, on the subject set to the call. */
  private applyRules(subject: Subject, print: CallPrint): Evaluation {
    let hits: Hit[] | undefined;
    for (let r = 0; r < CALL_RULES.length; r++) {
      const hit = CALL_RULES[r]!.hit(subject);
      if (hit !== undefined) (hits ??= []).push(hit);
      if (subject.claimed) return hits === undefined ? NOTHING : { hits, forgiven: NONE, localOnly: false };
    }
    let forgiven: Forgiven[] | undefined;
    const { fingerprints } = print;
    for (let f = 0; f < fingerprints.length; f++) {
      const fingerprint = fingerprints[f]!;
      if (fingerprint.cap === null) continue;
      subject.forFingerprint(fingerprint);
      let hit: Hit | undefined;
      for (let r = 0; r < FINGERPRINT_RULES.length && hit === undefined; r++) hit = FINGERPRINT_RULES[r]!.hit(subject);
      if (hit !== undefined) (hits ??= []).push(hit);
      else {
        const spared = forgiveness(subject);
        if (spared !== undefined) (forgiven ??= []).push(spared);
      }
    }
    if (hits === undefined) return forgiven === undefined ? NOTHING : { hits: NONE, forgiven, localOnly: false };
    const localOnly = print.local && hits.every((hit) => RELAXABLE.has(hit.fingerprint.kind));
    return { hits, forgiven: forgiven ?? NONE, localOnly };
  }

  private decide(exec: ToolExecution, decision: Decision): void {
    this.observer.decided?.(exec, decision);
  }

  /** `tools/pre-execute`: the question for the operator, or null to let the call on. Under
   *  `localHosts: ask`, a local-only block asks whether to let the agent's local repeats
   *  through for the rest of the turn (§7); under `mode: ask`, any other call the guard would
   *  stop asks whether to let this one call run (§3.6). The evaluation is a dry run: the guard
   *  decides and commits. Without an approval service the host would show the operator's
   *  question to the model, so nothing is asked and the guard denies (a local-only block as
   *  refused). Observe mode asks nobody: the guard reports the would-be ask instead. */
  askFor(exec: ToolExecution, canAsk: () => boolean): string | null {
    const { mode, localHosts } = this.config;
    if (mode === 'observe' || (localHosts !== 'ask' && mode !== 'ask')) return null;
    const call = this.inspect(exec);
    if (call === null) return null;
    const state = this.states.peek(call.agent);
    if (state === undefined) return null;
    state.catchUp();
    const localAsk = localHosts === 'ask' && call.print.local && !state.refused && !state.exempt;
    if (!localAsk && mode !== 'ask') return null; // only a local call is askable under localHosts alone
    const { print } = call;
    const { hits, forgiven, localOnly } = this.evaluate(state, print, call.args);
    if (hits.length === 0) return null;
    if (localAsk && localOnly) {
      if (!canAsk()) {
        state.refused = true;
        return null;
      }
      const decision: Decision = { verdict: 'ask', tool: call.tool, agent: call.agent, change: print.change, hits, forgiven, askedBy: 'localHosts' };
      this.pendingAsks.put(exec, { state, hitIds: hitIdsOf(hits), decision });
      this.decide(exec, decision);
      return askReason(call.tool, hits, this.config.previewChars, this.config.exempt);
    }
    if (mode !== 'ask') return null;
    const blocking = blockingOf(state, print, hits);
    if (blocking.length === 0 || !canAsk()) return null;
    const blockingIds = hitIdsOf(blocking);
    const decision: Decision = { verdict: 'ask', tool: call.tool, agent: call.agent, change: print.change, hits: blocking, forgiven, askedBy: 'mode' };
    this.pendingAsks.put(exec, { state, hitIds: blockingIds, decision, stop: { call, blocking, forgiven, localOnly } });
    this.decide(exec, decision);
    return stopQuestion({
      tool: call.tool,
      hits: blocking,
      previous: previousFor(state, call.tool, blocking, blockingIds),
      previewChars: this.config.previewChars,
      exempt: this.config.exempt,
    });
  }

  /** The guard: a denial message, or undefined to allow. Counting happens here only. */
  guard(exec: ToolExecution): string | undefined {
    const call = this.inspect(exec, false);
    if (call === null) return undefined;
    const { tool, agent } = call;
    const state = this.states.get(agent);
    state.catchUp();
    const { print } = call;
    const decoys = this.decoysOf(state, call);
    // A rejected ask never reaches guards, so arriving here means it was approved: the
    // agent's local repeats for the rest of the turn (§7), or this one call (`mode: ask`).
    const approved = this.pendingAsks.take(exec)?.decision.askedBy;
    if (approved === 'localHosts') state.exempt = true;
    const { hits, forgiven, localOnly } = this.evaluate(state, print, call.args);
    const blocking =
      approved === 'mode' ? NONE : blockingOf(state, print, hits);
    const { window } = state;
    // Observe mode (lib/observe.ts): a call that would be denied runs and counts as allowed.
    const observed = blocking.length > 0 && this.config.mode === 'observe';
    if (blocking.length === 0 || observed) {
      const { ids } = print;
      // exact: comes first and is never relaxed. A change is new unless a run of it in the
      // window did it (D13; a failed or denied run did nothing); a change a run of this
      // episode did is a redo (D18).
      const newChange = print.change && !window.done(ids[0]!);
      const redo = print.change && !newChange && window.done(ids[0]!, state.episode);
      state.advance(print.wait, print.change);
      const slot = newSlot(ids, state, print.change, print.possibleChange, 'running', print.wait.ms, decoys, print.spelling, undefined);
      window.commit(slot);
      if (print.background || call.args['run_in_background'] === true) state.background = true;
      if (print.possibleChange) state.lastPossibleChange = slot;
      if (this.noops) state.ran(slot, isNoop(state, print));
      this.allowedRuns.put(exec, { agent, state, slot, print, args: call.args, newChange, redo });
      if (this.observer.decided !== undefined) {
        const allowed: Decision = { verdict: 'allow', tool, agent, change: print.change, hits: NONE, forgiven };
        this.decide(exec, observed ? unenforced(allowed, blocking, localOnly, this.config.localHosts) : allowed);
      }
      return undefined;
    }
    return this.stop(exec, state, { call, blocking, forgiven, localOnly }, decoys, 'deny');
  }

  /** A call that does not run: its blocking hits committed (§6.3), the decision reported as
   *  `verdict` (`deny` from the guard, `declined` for `mode: ask`'s question answered no), and
   *  the denial the model reads. */
  private stop(exec: ToolExecution, state: AgentState, stop: Stop, decoys: readonly DecoyValue[] | undefined, verdict: 'deny' | 'declined'): string {
    const { call, blocking, forgiven, localOnly } = stop;
    const { tool, agent, print } = call;
    const { window } = state;
    const blockingIds = hitIdsOf(blocking);
    // The runs this call repeats, before it joins them.
    const cmdId = print.fingerprints.find((fingerprint) => fingerprint.kind === 'cmd')?.id;
    // A plain repeat (the usual loop) names no cosmetic difference: the runs need not be compared.
    const cosmetic = window.spelledAlike(blockingIds, decoys, print.spelling)
      ? undefined
      : cosmeticDifferences({ ids: blockingIds, decoys, spelling: print.spelling }, window.slotsCarrying(blockingIds), cmdId);
    const unseen = unseenBetween(state, blocking);
    window.commit(deniedSlot(blockingIds, state, print.change, decoys, print, blocking));
    this.decide(exec, { verdict, tool, agent, change: print.change, hits: blocking, forgiven, ...(verdict === 'declined' ? { askedBy: 'mode' as const } : {}) });
    let localNote: LocalNote | null = null;
    if (localOnly) localNote = state.refused ? { kind: 'refused' } : { kind: 'policy', policy: this.config.localHosts };
    return this.denial({
      tool,
      hits: blocking,
      localNote,
      previous: previousFor(state, tool, blocking, blockingIds),
      previewChars: this.config.previewChars,
      pollSleep: this.config.pollSleep,
      cosmetic,
      // Only a call that checks on something outside the agent's own work — a server, a CI
      // run, a process, a job it started — may be waiting for it: only then the advice to
      // wait (issue 29; lib/call/reads.ts). A call that does nothing waits for nothing.
      mayWait: !isNoop(state, print) && (print.observes || state.background),
      unseen,
    });
  }

  /** denialMessage(input): a loop asks again and again, and the same data says the same
   *  text, so the last one rendered is said again. */
  private denial(input: DenialInput): string {
    const last = this.lastDenial;
    const text = last !== undefined && sameDenial(last.input, input) ? last.text : denialMessage(input);
    this.lastDenial = { input, text };
    return text;
  }

  /** `tools/post-execute`: settle a declined ask, or record what an allowed call returned:
   *  its digest (D13), whether it opened an episode, and its text for quoting.
   *  @returns For `mode: ask`'s question answered no (or by nobody), the denial the model
   *  reads instead of the host's refusal, as `mode: enforce` would have denied the call;
   *  otherwise undefined. */
  settle(exec: ToolExecution, result: Readonly<ToolExecutionResult> | undefined): string | undefined {
    const pending = this.pendingAsks.take(exec);
    if (pending !== undefined) {
      const { state, hitIds, decision, stop } = pending;
      if (stop !== undefined) {
        return this.stop(exec, state, stop, this.decoysOf(state, stop.call), 'declined');
      }
      state.refused = true;
      state.window.commit(deniedSlot(hitIds, state, decision.change));
      this.decide(exec, { ...decision, verdict: 'declined' });
      return;
    }
    const run = this.allowedRuns.take(exec);
    if (run === undefined) return;
    const { agent, state, slot, print, args, newChange, redo } = run;
    const isError = result === undefined || result === null || result.isError === true;
    const ran = notRun(result);
    if (ran === 'never-ran') {
      // Its body never started: no answer, no effect, no evidence (D15, D18, D20).
      slot.outcome = 'aborted';
      if (this.noops) state.neverRan(slot);
      this.observer.settled?.(exec, { agent, change: slot.change, isError, opened: false });
      return;
    }
    slot.outcome = isError ? 'failed' : 'ok';
    state.catchUp(); // D28: what other agents changed while it ran
    // A change's result is compared only with its own runs (D18, D27): its fingerprints
    // count over the whole window.
    const check = this.config.progress && !slot.change;
    if (check) slot.result = new SettledResult(result?.content, isError);
    const said = slot.change && !isError ? (slot.said = new SettledResult(result?.content, false)) : undefined;
    const opened = !isError && didSomethingNew(state, slot, print, newChange, said);
    // D19, D27: an edit, or code the breaker cannot read, may have rewritten any file.
    if (opened) state.open(print.edits || print.possibleChange);
    // A check belongs with the world it saw; a change, or a possible change that did
    // something new, with the world it left behind (D18, D27: its repeats are judged there).
    slot.episode = state.episode;
    if (check) {
      state.window.settled(slot);
      if (this.config.pollSleep !== null) state.settleStreak(slot);
    }
    // D29: a file a program regenerated is new for the next read of it.
    if (!isError && print.produces.length > 0) state.produced(print.produces, slot.seq);
    if (slot.change && this.config.sameResult !== null) {
      if (isError) slot.idle = new SettledResult(result?.content, true);
      else if (redo && !opened) slot.idle = said;
    }
    const shell = SHELL_TOOLS.has(print.tool);
    // D34 (b): a tool (not a shell) that says it cannot run is a tool the host cannot find.
    const cannotRun =
      ran === 'unknown-tool' ||
      (this.noops && !shell && isError && toolCannotStart(print.tool, result?.content, args));
    if (this.noops) settleNoop(state, slot, print, result?.content, isError, cannotRun);
    this.observer.settled?.(exec, { agent, change: slot.change, isError, opened });
    const { head, tail, omitted } = resultText(result?.content, this.config.resultPreviewChars);
    const stored: StoredResult = { ids: slot.ids, isError, head, tail, omitted };
    state.remember(stored);
    if (this.failures && !cannotRun && !shell) {
      // A failed change's error is already kept as what it left idle (D18).
      const error = isError ? (slot.result ?? slot.idle ?? new SettledResult(result?.content, true)) : undefined;
      state.settledRun(print.tool, slot, error, this.failureSleepMs, stored);
    }
  }

  /** `agent/pre-step`: a real user message starts the agent over. */
  preStep(payload: PreStepPayload): void {
    const agent: unknown = payload.agent;
    if (typeof agent !== 'object' || agent === null) return;
    if (hasUserMessage(payload.messages)) this.states.reset(agent);
  }
}

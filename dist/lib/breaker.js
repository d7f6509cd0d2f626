// The decision engine behind the four hooks. It owns the per-agent state and the
// bookkeeping that links one execution across pre-execute, guard and post-execute.
// No host wiring here: index.ts adapts these methods to the host's hooks.
import { argumentsObject } from './call/canonical.js';
import { Fingerprinter, RELAXABLE } from './call/fingerprint.js';
import { askReason, denialMessage, resultText, truncate } from './messages.js';
import { SettledResult } from './result/settled-result.js';
import { isTracked } from './call/scope.js';
import { AgentStates } from './window.js';
const NONE = [];
/** design §4.1: where the host keeps the tool name. */
export function toolNameOf(exec) {
    if (typeof exec.name === 'string')
        return exec.name;
    if (typeof exec.toolName === 'string')
        return exec.toolName;
    const tool = exec.tool;
    if (typeof tool === 'object' && tool !== null) {
        const name = tool.name;
        if (typeof name === 'string')
            return name;
    }
    return '';
}
function agentOf(exec) {
    const agent = exec.agent;
    return (typeof agent === 'object' && agent !== null) || typeof agent === 'function' ? agent : null;
}
function hasUserMessage(messages) {
    if (!Array.isArray(messages))
        return false;
    return messages.some((message) => {
        if (typeof message !== 'object' || message === null)
            return false;
        const source = message.source;
        return typeof source === 'object' && source !== null && source.kind === 'user';
    });
}
export class Breaker {
    config;
    observer;
    fingerprinter;
    states;
    /** Executions asked about in pre-execute whose answer is not known yet. */
    pendingAsks = new WeakMap();
    /** Executions the guard let through, waiting for their result. */
    allowedRuns = new WeakMap();
    /** Pre-execute's fingerprints, reused by the guard while name and arguments are unchanged. */
    printCache = new WeakMap();
    constructor(config, observer = {}) {
        this.config = config;
        this.observer = observer;
        this.fingerprinter = new Fingerprinter(config);
        this.states = new AgentStates(config.window);
    }
    /** A tracked call with an agent, fingerprinted; null when the breaker must stay out of the way. */
    inspect(exec, keep = true) {
        const agent = agentOf(exec);
        const tool = toolNameOf(exec);
        if (agent === null || !isTracked(tool, this.config.include, this.config.exclude))
            return null;
        const rawArgs = exec.arguments !== undefined ? exec.arguments : exec.args;
        const cached = this.printCache.get(exec);
        if (cached !== undefined && cached.tool === tool && cached.args === rawArgs) {
            if (!keep)
                this.printCache.delete(exec);
            return { tool, agent, print: cached.print };
        }
        const print = this.fingerprinter.print(tool, argumentsObject(rawArgs));
        // The guard is the last reader: caching for it would only churn the WeakMap.
        if (keep)
            this.printCache.set(exec, { tool, args: rawArgs, print });
        return { tool, agent, print };
    }
    /** design §6.2 with §9 D13: a change's fingerprints, and any fingerprint a change in
     *  the window carries, count over the whole window; a check's own fingerprints count
     *  only the runs since their result last changed across a change. */
    evaluate(state, print) {
        const { window } = state;
        const hits = [];
        let forgiven;
        for (const fingerprint of print.fingerprints) {
            const { cap, id } = fingerprint;
            if (cap === null)
                continue;
            const inWindow = window.count(id) + 1;
            if (inWindow < cap)
                continue; // the common case: nothing to look at more closely
            if (!this.config.progress || print.change || window.carriedByChange(id)) {
                hits.push({ fingerprint, next: inWindow, cap, counted: 'window' });
                continue;
            }
            const next = window.unchangedRuns(id) + 1;
            if (next >= cap)
                hits.push({ fingerprint, next, cap, counted: 'unchanged' });
            else
                (forgiven ??= []).push({ fingerprint, cap, inWindow, next });
        }
        const localOnly = print.local && hits.length > 0 && hits.every((hit) => RELAXABLE.has(hit.fingerprint.kind));
        return { hits, forgiven: forgiven ?? NONE, localOnly };
    }
    decide(exec, decision) {
        this.observer.decided?.(exec, decision);
    }
    /** `tools/pre-execute` under `localHosts: ask`: the ask reason, or null to let the call on.
     *  Without an approval service the host would show the operator's question to the model,
     *  so the agent is treated as having been refused instead and the guard explains. */
    askFor(exec, canAsk) {
        if (this.config.localHosts !== 'ask')
            return null;
        const call = this.inspect(exec);
        if (call === null || !call.print.local)
            return null; // only a local call is ever askable
        const state = this.states.peek(call.agent);
        if (state === undefined || state.refused || state.exempt)
            return null;
        const { hits, forgiven, localOnly } = this.evaluate(state, call.print);
        if (!localOnly)
            return null;
        if (!canAsk()) {
            state.refused = true;
            return null;
        }
        const decision = { verdict: 'ask', tool: call.tool, agent: call.agent, change: call.print.change, hits, forgiven };
        this.pendingAsks.set(exec, { state, hitIds: hits.map((hit) => hit.fingerprint.id), decision });
        this.decide(exec, decision);
        return askReason(call.tool, hits, this.config.previewChars);
    }
    /** The guard: a denial message, or undefined to allow. Counting happens here only. */
    guard(exec) {
        const call = this.inspect(exec, false);
        if (call === null)
            return undefined;
        const { print, tool, agent } = call;
        const state = this.states.get(agent);
        if (this.pendingAsks.has(exec)) {
            // A rejected ask never reaches guards, so arriving here means it was approved.
            this.pendingAsks.delete(exec);
            state.exempt = true;
        }
        const { hits, forgiven, localOnly } = this.evaluate(state, print);
        const blocking = state.exempt && print.local ? hits.filter((hit) => !RELAXABLE.has(hit.fingerprint.kind)) : hits;
        const { window } = state;
        if (blocking.length === 0) {
            const ids = print.fingerprints.map((fingerprint) => fingerprint.id);
            // exact: comes first and is never relaxed; a change is new if no slot holds it yet.
            const newChange = print.change && window.count(ids[0]) === 0;
            const slot = { ids, episode: state.episode, change: print.change, result: undefined };
            window.commit(slot);
            this.allowedRuns.set(exec, { agent, state, slot, newChange });
            this.decide(exec, { verdict: 'allow', tool, agent, change: print.change, hits: NONE, forgiven });
            return undefined;
        }
        const blockingIds = blocking.map((hit) => hit.fingerprint.id);
        window.commit({ ids: blockingIds, episode: state.episode, change: print.change, result: undefined });
        this.decide(exec, { verdict: 'deny', tool, agent, change: print.change, hits: blocking, forgiven });
        let localNote = null;
        if (localOnly)
            localNote = state.refused ? { kind: 'refused' } : { kind: 'policy', policy: this.config.localHosts };
        return denialMessage({
            tool,
            hits: blocking,
            localNote,
            previous: state.previousResult(blockingIds),
            previewChars: this.config.previewChars,
        });
    }
    /** `tools/post-execute`: settle a declined ask, or record what an allowed call returned:
     *  its digest (D13), whether it opened an episode, and its text for quoting. */
    settle(exec, result) {
        const pending = this.pendingAsks.get(exec);
        if (pending !== undefined) {
            this.pendingAsks.delete(exec);
            const { state, hitIds, decision } = pending;
            state.refused = true;
            state.window.commit({ ids: hitIds, episode: state.episode, change: decision.change, result: undefined });
            this.decide(exec, { ...decision, verdict: 'declined' });
            return;
        }
        const run = this.allowedRuns.get(exec);
        if (run === undefined)
            return;
        this.allowedRuns.delete(exec);
        const { agent, state, slot, newChange } = run;
        const isError = result === undefined || result === null || result.isError === true;
        // A change's result is never compared: its fingerprints count over the whole window.
        if (this.config.progress && !slot.change) {
            slot.result = new SettledResult(result?.content, isError);
            slot.episode = state.episode;
        }
        const opened = newChange && !isError;
        if (opened)
            state.episode++;
        this.observer.settled?.(exec, { agent, change: slot.change, isError, opened });
        if (isError)
            return;
        const max = this.config.resultPreviewChars;
        const { head, length } = resultText(result.content, max);
        state.remember({ ids: slot.ids, text: truncate(head, max, length) });
    }
    /** `agent/pre-step`: a real user message starts the agent over. */
    preStep(payload) {
        const agent = payload.agent;
        if (typeof agent !== 'object' || agent === null)
            return;
        if (hasUserMessage(payload.messages))
            this.states.reset(agent);
    }
}

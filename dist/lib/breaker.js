// The decision engine behind the four hooks. It owns the per-agent state and the
// bookkeeping that links one execution across pre-execute, guard and post-execute.
// No host wiring here: index.ts adapts these methods to the host's hooks.
import { argumentsObject } from './canonical.js';
import { Fingerprinter, RELAXABLE } from './fingerprint.js';
import { askReason, denialMessage, resultText, truncate } from './messages.js';
import { isTracked } from './scope.js';
import { AgentStates } from './window.js';
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
    fingerprinter;
    states;
    /** Executions asked about in pre-execute whose answer is not known yet. */
    pendingAsks = new WeakMap();
    /** Executions the guard let through, waiting for their result. */
    allowedRuns = new WeakMap();
    /** Pre-execute's fingerprints, reused by the guard while name and arguments are unchanged. */
    printCache = new WeakMap();
    constructor(config) {
        this.config = config;
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
    evaluate(state, print) {
        const hits = [];
        for (const fingerprint of print.fingerprints) {
            if (fingerprint.cap === null)
                continue;
            const next = state.window.count(fingerprint.id) + 1;
            if (next >= fingerprint.cap)
                hits.push({ fingerprint, next, cap: fingerprint.cap });
        }
        const localOnly = print.local && hits.length > 0 && hits.every((hit) => RELAXABLE.has(hit.fingerprint.kind));
        return { hits, localOnly };
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
        const { hits, localOnly } = this.evaluate(state, call.print);
        if (!localOnly)
            return null;
        if (!canAsk()) {
            state.refused = true;
            return null;
        }
        this.pendingAsks.set(exec, { state, hitIds: hits.map((hit) => hit.fingerprint.id) });
        return askReason(call.tool, hits, this.config.previewChars);
    }
    /** The guard: a denial message, or undefined to allow. Counting happens here only. */
    guard(exec) {
        const call = this.inspect(exec, false);
        if (call === null)
            return undefined;
        const state = this.states.get(call.agent);
        if (this.pendingAsks.has(exec)) {
            // A rejected ask never reaches guards, so arriving here means it was approved.
            this.pendingAsks.delete(exec);
            state.exempt = true;
        }
        const { hits, localOnly } = this.evaluate(state, call.print);
        const blocking = state.exempt && call.print.local ? hits.filter((hit) => !RELAXABLE.has(hit.fingerprint.kind)) : hits;
        if (blocking.length === 0) {
            const ids = call.print.fingerprints.map((fingerprint) => fingerprint.id);
            state.window.commit(ids);
            this.allowedRuns.set(exec, { state, ids: new Set(ids) });
            return undefined;
        }
        const blockingIds = blocking.map((hit) => hit.fingerprint.id);
        state.window.commit(blockingIds);
        let localNote = null;
        if (localOnly)
            localNote = state.refused ? { kind: 'refused' } : { kind: 'policy', policy: this.config.localHosts };
        return denialMessage({
            tool: call.tool,
            hits: blocking,
            localNote,
            previous: state.previousResult(blockingIds),
            previewChars: this.config.previewChars,
        });
    }
    /** `tools/post-execute`: settle a declined ask, or keep a successful result for quoting. */
    settle(exec, result) {
        const pending = this.pendingAsks.get(exec);
        if (pending !== undefined) {
            this.pendingAsks.delete(exec);
            pending.state.refused = true;
            pending.state.window.commit(pending.hitIds);
            return;
        }
        const run = this.allowedRuns.get(exec);
        if (run === undefined)
            return;
        this.allowedRuns.delete(exec);
        if (result === undefined || result === null || result.isError === true)
            return;
        const max = this.config.resultPreviewChars;
        const { head, length } = resultText(result.content, max);
        run.state.remember({ ids: run.ids, text: truncate(head, max, length) });
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

// An in-memory stand-in for the DSH tool pipeline, faithful to the order and
// outcomes verified against @deepseek-ai/dsh-tools 0.1.0-rc.8 (design
// §2.1): pre-execute waterfall → (ask → approval) → guards only on allow →
// body → post-execute waterfall (whose `block` replaces the result). The replay CLI
// and the tests drive plugins with it; it is not part of the plugin.
import { errorMessage } from '../../lib/values.js';
const NEVER_STARTED_TEXT = 'Error: tool call aborted before dispatch';
/** The genuine host's result for a call whose body never started. */
const NEVER_STARTED = Object.freeze({
    isError: true,
    error: { message: 'tool call aborted before dispatch', info: { code: 'ABORTED_BEFORE_DISPATCH' } },
    content: [{ type: 'text', text: NEVER_STARTED_TEXT }],
});
function textResult(text, isError) {
    return { isError, content: [{ type: 'text', text }] };
}
/** The host's waterfall: each listener may call `next()` to run the listeners after it;
 *  past the last one, `next()` resolves to the host's default. Listeners added or removed
 *  while it runs do not join or leave this dispatch. */
function waterfall(listeners, args, fallback) {
    const chain = [...listeners];
    const run = (i) => {
        const listener = chain[i];
        return listener === undefined ? Promise.resolve(fallback) : listener(...args, () => run(i + 1));
    };
    return run(0);
}
export class SimHost {
    options;
    guards = [];
    listeners = {
        'tools/pre-execute': [],
        'tools/post-execute': [],
        'agent/pre-step': [],
    };
    nextCallId = 0;
    /** Bodies that actually ran, in order (empty with `keepRan: false`). */
    ran = [];
    constructor(options = {}) {
        this.options = options;
    }
    ctx = {
        tools: {
            guard: (fn) => {
                this.guards.push(fn);
                return () => remove(this.guards, fn);
            },
        },
        on: (event, listener) => {
            const list = this.listeners[event];
            list.push(listener);
            return () => remove(list, listener);
        },
        // Like cordis: the approval service exists only when one is mounted.
        get: (name) => (name === 'approval' && this.options.approval !== undefined ? {} : undefined),
    };
    get guardCount() {
        return this.guards.length;
    }
    listenerCount(event) {
        return this.listeners[event].length;
    }
    /** Runs one tool call through the pipeline. */
    async execute(call) {
        const exec = {
            callId: `sim-call${this.nextCallId++}`,
            name: call.name,
            arguments: call.arguments,
            ...(call.agent === undefined ? {} : { agent: call.agent }),
        };
        const pre = await this.preExecute(exec);
        let outcome;
        try {
            if (pre.kind === 'deny')
                outcome = { decision: 'denied', isError: true, text: `Error: ${pre.reason}` };
            else if (pre.kind === 'ask')
                outcome = await this.resolveAsk(exec, call, pre.reason);
            else
                outcome = this.runGuardedBody(exec, call);
        }
        catch (error) {
            if (error instanceof GuardThrew)
                return { decision: 'denied', isError: true, text: `Error: ${error.message}` };
            throw error;
        }
        const settled = outcome.decision === 'allowed' && call.neverRuns === true
            ? NEVER_STARTED
            : outcome.content === undefined
                ? textResult(outcome.text, outcome.isError)
                : { isError: outcome.isError, content: [...outcome.content] };
        const post = await this.postExecute(exec, settled);
        // `block` fails the call with its feedback as the content, verbatim (no `Error: ` added).
        if (post.kind === 'block' && Array.isArray(post.feedback)) {
            const text = post.feedback.map((block) => (typeof block.text === 'string' ? block.text : '')).join('\n');
            return { ...outcome, isError: true, text };
        }
        return outcome;
    }
    /** Dispatches `agent/pre-step` with messages of the given source kinds. */
    async preStep(agent, sources, turn = 1, step = 1) {
        const messages = sources.map((kind, i) => ({ id: `m${i}`, role: 'user', content: [], source: { kind } }));
        await waterfall(this.listeners['agent/pre-step'], [{ agent, messages, turn, step }], {
            kind: 'enter',
        });
    }
    preExecute(exec) {
        return waterfall(this.listeners['tools/pre-execute'], [exec], { kind: 'allow' });
    }
    postExecute(exec, result) {
        return waterfall(this.listeners['tools/post-execute'], [exec, result], { kind: 'accept' });
    }
    async resolveAsk(exec, call, reason) {
        const approval = this.options.approval;
        const base = { decision: 'asked', isError: true, ...(reason === undefined ? {} : { askReason: reason }) };
        if (approval === undefined) {
            return { ...base, text: `Error: ${reason ?? `tool "${call.name}" requires approval (not yet supported)`}` };
        }
        const answer = typeof approval === 'function'
            ? approval({ toolName: call.name, ...(reason === undefined ? {} : { reason }) })
            : approval;
        if (answer === 'allowed-once')
            return { ...this.runGuardedBody(exec, call), approval: answer, ...(reason === undefined ? {} : { askReason: reason }) };
        const texts = {
            rejected: `Error: the user rejected tool "${call.name}"`,
            cancelled: `Error: approval for tool "${call.name}" was cancelled`,
            unavailable: `Error: tool "${call.name}" requires approval, but no approval channel is available`,
        };
        return { ...base, approval: answer, text: texts[answer] };
    }
    runGuardedBody(exec, call) {
        for (const guard of this.guards) {
            let verdict;
            try {
                verdict = guard(exec);
            }
            catch (error) {
                // The host denies with the thrown message and skips post-execute.
                throw new GuardThrew(errorMessage(error));
            }
            if (verdict !== undefined)
                return { decision: 'denied', isError: true, text: `Error: ${String(verdict)}` };
        }
        if (call.neverRuns === true)
            return { decision: 'allowed', isError: true, text: NEVER_STARTED_TEXT };
        if (this.options.keepRan !== false)
            this.ran.push(call);
        const result = call.result ?? { text: '' };
        const isError = result.isError === true;
        const content = result.content === undefined ? {} : { content: result.content };
        return { decision: 'allowed', isError, text: isError ? `Error: ${result.text}` : result.text, ...content };
    }
}
class GuardThrew extends Error {
}
function remove(list, item) {
    const at = list.indexOf(item);
    if (at >= 0)
        list.splice(at, 1);
}

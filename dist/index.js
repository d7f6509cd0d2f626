// The DSH plugin: wires the breaker into the host's hooks. All decisions live in lib/.
import { Breaker } from './lib/breaker.js';
import { ConfigError, canAsk, unknownConfigKeys, unknownKeyLine, validateConfig } from './lib/config.js';
import { contained, writeStderrLine } from './lib/report.js';
import { isReported, reportLine } from './lib/report-line.js';
export { DEFAULTS, resolveConfig, ConfigError } from './lib/config.js';
/** The cordis plugin name, and the id of the row the bundle patch inserts. */
export const name = 'repeat-tool-breaker';
/** cordis runs `apply` only once the host's `tools` service exists. */
export const inject = ['tools'];
/** The host resolves an `ask` through `ctx.get('approval')`; a context without `get` is trusted to have one. */
const hasApprovalService = (ctx) => typeof ctx.get !== 'function' || ctx.get('approval') !== undefined;
/** The post-execute decision that replaces a refused call's result with the breaker's
 *  denial, worded as the host words a guard's (`Error: ` first), keeping any context the
 *  listeners after this one attached. */
function deniedInstead(denial, decision) {
    const contexts = decision.additionalContexts;
    return {
        kind: 'block',
        feedback: [{ type: 'text', text: `Error: ${denial}` }],
        ...(Array.isArray(contexts) && contexts.length > 0 ? { additionalContexts: contexts } : {}),
    };
}
/** One line for the operator on stderr. A broken stderr loses the line and changes nothing
 *  else: not what apply does, not a decision, not the host's life (lib/report.ts). */
function tellOperator(line) {
    writeStderrLine(line.replace(/\r?\n/g, ' '));
}
/** The row's config, validated. The host prints a rejected config at boot but not on a hot
 *  reload (it silently keeps the last good one), so the plugin says it itself, once per apply.
 *  @throws ConfigError, after writing its message to stderr. */
function loadConfig(raw) {
    for (const unknown of unknownConfigKeys(raw))
        tellOperator(unknownKeyLine(unknown));
    try {
        return validateConfig(raw);
    }
    catch (error) {
        if (error instanceof ConfigError)
            tellOperator(error.message);
        throw error;
    }
}
/** `observer`, plus the operator's stderr line for each decision the config reports
 *  (`report: 'denials'`, or `mode: 'observe'`). A report that fails is lost; the decision stands. */
function withOperatorReport(config, observer) {
    if (config.mode !== 'observe' && config.report === 'off')
        return observer;
    return {
        decided(exec, decision) {
            try {
                if (isReported(decision, config))
                    tellOperator(reportLine(decision, exec.callId, config.previewChars, config.exempt));
            }
            catch {
                // nothing to undo: the line is all that is lost
            }
            observer.decided?.(exec, decision);
        },
        settled: (exec, settlement) => observer.settled?.(exec, settlement),
    };
}
/** `apply` with an observer that receives every decision as data, for tools that show
 *  what the breaker did (the replay CLI) without reading its messages back. */
export const applyWithObserver = (ctx, config, observer) => {
    const resolved = loadConfig(config);
    const breaker = new Breaker(resolved, withOperatorReport(resolved, observer));
    const disposers = [];
    // The host charges every call for a listener; one that can never ask would only pass
    // decisions through (docs/design.md §2).
    if (canAsk(resolved)) {
        disposers.push(ctx.on('tools/pre-execute', async (exec, next) => {
            const decision = await next();
            if (decision?.kind !== 'allow')
                return decision;
            const reason = contained('tools/pre-execute', null, () => breaker.askFor(exec, () => hasApprovalService(ctx)));
            return reason === null ? decision : { kind: 'ask', reason };
        }));
    }
    disposers.push(ctx.tools.guard((exec) => contained('the guard', undefined, () => breaker.guard(exec))));
    disposers.push(ctx.on('tools/post-execute', async (exec, result, next) => {
        const denial = contained('tools/post-execute', undefined, () => breaker.settle(exec, result));
        const decision = await next();
        // `mode: ask` answered no: the model reads the denial `mode: enforce` gives, not the
        // host's refusal (design §3.6).
        return denial === undefined ? decision : deniedInstead(denial, decision);
    }));
    disposers.push(ctx.on('agent/pre-step', async (payload, next) => {
        contained('agent/pre-step', undefined, () => breaker.preStep(payload));
        return next();
    }));
    return () => {
        for (const dispose of disposers.splice(0).reverse())
            contained('teardown', undefined, dispose);
    };
};
/** Registers the gate and its listeners (pre-execute only when the config can ask);
 *  returns a teardown that removes them.
 *  An arrow function on purpose: cordis would `new` a function with a prototype.
 *  Hook order and roles: docs/design.md §2.
 *  @param ctx The plugin's cordis context (anything with `tools.guard` and `on`).
 *  @param config The profile row's `config:` as written; `undefined` means all defaults
 *    (see `resolveConfig` for how it merges and what it rejects). Typed as BreakerOptions,
 *    so `apply(ctx, { windw: 20 })` does not compile; at run time anything is checked.
 *  @returns A teardown that unregisters the guard and the listeners; cordis also
 *    disposes them with the plugin's scope, so calling it is optional.
 *  @throws {ConfigError} When `config` is invalid (also written to stderr as one line: on a
 *    hot reload the host prints nothing): the plugin fails loudly at load
 *    instead of guarding with settings nobody asked for. */
export const apply = (ctx, config) => applyWithObserver(ctx, config, {});
/** The object-plugin form cordis loads from a profile row: `{ name, inject, apply }`. */
const plugin = { name, inject, apply };
export default plugin;

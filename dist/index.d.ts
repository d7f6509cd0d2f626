import { type BreakerOptions } from './lib/config.js';
import type { BreakerObserver } from './lib/decision.js';
import type { HostContext } from './lib/host.js';
export { DEFAULTS, resolveConfig, ConfigError } from './lib/config.js';
export type { BreakerOptions, BreakerConfig, BreakerMode, LocalHostsPolicy, ReportPolicy } from './lib/config.js';
export type { HostContext } from './lib/host.js';
export type { BreakerObserver, Decision, Forgiven, Hit, Settlement, Verdict } from './lib/decision.js';
/** The cordis plugin name, and the id of the row the bundle patch inserts. */
export declare const name = "repeat-tool-breaker";
/** cordis runs `apply` only once the host's `tools` service exists. */
export declare const inject: string[];
/** `apply` with an observer that receives every decision as data, for tools that show
 *  what the breaker did (the replay CLI) without reading its messages back. */
export declare const applyWithObserver: (ctx: HostContext, config: unknown, observer: BreakerObserver) => (() => void);
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
export declare const apply: (ctx: HostContext, config?: BreakerOptions) => (() => void);
/** The object-plugin form cordis loads from a profile row: `{ name, inject, apply }`. */
declare const plugin: {
    name: string;
    inject: string[];
    apply: (ctx: HostContext, config?: BreakerOptions) => (() => void);
};
export default plugin;

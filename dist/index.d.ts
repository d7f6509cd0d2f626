import type { BreakerObserver } from './lib/decision.js';
import type { HostContext } from './lib/host.js';
export { DEFAULTS, resolveConfig, ConfigError } from './lib/config.js';
export type { BreakerOptions, BreakerConfig, LocalHostsPolicy } from './lib/config.js';
export type { HostContext } from './lib/host.js';
export type { BreakerObserver, Decision, Forgiven, Hit, Settlement, Verdict } from './lib/decision.js';
export declare const name = "repeat-tool-breaker";
export declare const inject: string[];
/** `apply` with an observer that receives every decision as data, for tools that show
 *  what the breaker did (the replay CLI) without reading its messages back. */
export declare const applyWithObserver: (ctx: HostContext, config: unknown, observer: BreakerObserver) => (() => void);
/** Registers the gate and its three listeners; returns a teardown that removes them.
 *  An arrow function on purpose: cordis would `new` a function with a prototype. */
export declare const apply: (ctx: HostContext, config?: unknown) => (() => void);
declare const plugin: {
    name: string;
    inject: string[];
    apply: (ctx: HostContext, config?: unknown) => (() => void);
};
export default plugin;

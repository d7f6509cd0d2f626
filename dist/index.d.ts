import type { HostContext } from './lib/host.js';
export { DEFAULTS, resolveConfig, ConfigError } from './lib/config.js';
export type { BreakerOptions, BreakerConfig, LocalHostsPolicy } from './lib/config.js';
export type { HostContext } from './lib/host.js';
export declare const name = "repeat-tool-breaker";
export declare const inject: string[];
/** Registers the gate and its three listeners; returns a teardown that removes them.
 *  An arrow function on purpose: cordis would `new` a function with a prototype.
 *  @throws ConfigError when the config is invalid (also written to stderr as one line). */
export declare const apply: (ctx: HostContext, config?: unknown) => (() => void);
declare const plugin: {
    name: string;
    inject: string[];
    apply: (ctx: HostContext, config?: unknown) => (() => void);
};
export default plugin;

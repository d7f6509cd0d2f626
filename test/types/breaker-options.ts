// Checked by `npm run typecheck`, never run: `apply` and `resolveConfig` take BreakerOptions
// (issue 22 item 8), so a misspelt key or a value of the wrong type does not compile. Each
// line under `@ts-expect-error` must fail to compile; if one compiled (the parameter typed
// `unknown` again), tsc would fail on the unused directive. At run time both still accept
// anything and check it (test/config.test.ts).
import plugin, { apply, DEFAULTS, resolveConfig, type BreakerOptions, type HostContext } from '../../index.js';

declare const ctx: HostContext;

// @ts-expect-error a misspelt key: `windw` is no key of BreakerOptions
apply(ctx, { windw: 20 });
// @ts-expect-error the object plugin's apply is the same function
plugin.apply(ctx, { windw: 20 });
const typo = { windw: 20 };
// @ts-expect-error a variable with no key in common with BreakerOptions
apply(ctx, typo);
// @ts-expect-error a value of the wrong type
apply(ctx, { window: '20' });
// @ts-expect-error a mode that does not exist
resolveConfig({ mode: 'observer' });
// @ts-expect-error a cap must be a number or null
resolveConfig({ limits: { exact: '3' } });

// What is right compiles, the read-only defaults included.
apply(ctx, { window: 20, limits: { exact: 3, site: null }, mode: 'observe', exclude: DEFAULTS.exclude });
apply(ctx);
resolveConfig(undefined);
export const options: BreakerOptions = { ignoreArgs: DEFAULTS.ignoreArgs, hostAliases: DEFAULTS.hostAliases, sameResult: null };

// The plugin's `apply` as the host calls it: with a row's `config:` of any shape. Its
// parameter is typed BreakerOptions for TypeScript users (a misspelt key does not
// compile); at run time it checks whatever it gets, which these tests exercise.
import plugin from '../../index.js';
import type { HostContext } from '../../lib/host.js';

export const hostApply = plugin.apply as (ctx: HostContext, config?: unknown) => () => void;

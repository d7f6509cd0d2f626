// The replay answers "what would this config deny?", so a config in the trial mode
// (`mode: 'observe'`, which never denies) is replayed as the same config enforcing.

import { isPlainObject } from '../../lib/values.js';

/** `config` with `mode` set to `'enforce'` when it says `'observe'`; anything else as given
 *  (the plugin's validation still judges it). */
export function replayedAsEnforcing(config: unknown): unknown {
  return isPlainObject(config) && config['mode'] === 'observe' ? { ...config, mode: 'enforce' } : config;
}

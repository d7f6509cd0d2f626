// The config the replay mounts. A session recorded under `mode: 'observe'` ran every call;
// someone replaying it with that config wants to know what enforcing would have done to
// it, so the replay enforces (and says so once). A `mode: 'ask'` config is replayed as it
// is: its stops are questions, which the replay answers as `--approve` says. `report` is
// switched off: the replay's own output shows every denial, and the plugin's stderr lines
// would only repeat it.
import { isPlainObject } from '../../lib/values.js';
import { PROGRAM } from '../input/args.js';
/** `config` (already validated) as the replay mounts it: `mode: 'observe'` as `'enforce'`
 *  (`mode: 'ask'` stays: its stops are ASK rows, answered as `--approve` says), `report: 'off'`.
 *  Calls `note` once, with one line, when the config asked for observe mode. */
export function replayedConfig(config, note) {
    if (!isPlainObject(config) || (config['mode'] === undefined && config['report'] === undefined))
        return config;
    if (config['mode'] === 'observe') {
        note(`${PROGRAM}: the config has mode: observe; the replay shows what mode: enforce would decide ` +
            '(DENIED and declined ASK rows are the calls enforcing would have stopped)');
    }
    return { ...config, ...(config['mode'] === 'ask' ? {} : { mode: 'enforce' }), report: 'off' };
}

// `check <cordis.patch.yml>`: what dsh will make of a profile's patch file, with the bundle
// layers of its profile (profile-reading.ts), before dsh is started or the file is saved
// into a running `dsh web` (which keeps the last good config without a word when a reload
// fails). Exit 0 and the config the plugin runs with; or one line saying where and why dsh
// would refuse the file or the plugin its config, or which keys the plugin would ignore
// (exit 2): a check that passes means the plugin runs with the config printed.
import { CONFIG_KEYS, unknownConfigKeys } from '../../lib/config.js';
import { InputError } from '../errors.js';
import { PLUGIN_ID, where } from '../input/profile-config.js';
import { enablement, mergeKeyNotes, readPatchFile, runConfig } from './patch-file.js';
import { configSource, readProfile } from './profile-reading.js';
import { blockMapping } from './yaml-emit.js';
/** The config as plain data, in the order of the defaults. */
export function plainConfig(config) {
    const plain = {};
    for (const key of CONFIG_KEYS) {
        const value = config[key];
        plain[key] = value instanceof Map ? Object.fromEntries(value) : value;
    }
    return plain;
}
/** The one line for config keys the plugin would ignore (it warns and loads the rest, so a
 *  check that passed would let a setting the user believes in go unapplied), at the line of
 *  the first; undefined when there are none. */
function ignoredKeys(file, config) {
    const unknown = unknownConfigKeys(config);
    const first = unknown[0];
    if (first === undefined)
        return undefined;
    const entry = typeof config === 'object' && config !== null ? file.spans.entries.get(config)?.find((e) => e.key === first.key) : undefined;
    const at = entry === undefined ? where(file, config) : `${file.source}:${entry.line}`;
    const keys = unknown.map(({ key, suggestion }) => `${JSON.stringify(key)}${suggestion === undefined ? '' : ` (did you mean ${JSON.stringify(suggestion)}?)`}`);
    const them = unknown.length === 1 ? 'it' : 'them';
    return `${at}: unknown config key${unknown.length === 1 ? '' : 's'} ${keys.join(', ')}: the plugin would ignore ${them} and run without ${them === 'it' ? 'that setting' : 'those settings'}`;
}
/** Checks `path` as dsh reads it. @throws InputError with the one line to print (exit 2). */
export function checkPatchFile(path, { out, warn }) {
    const reading = readProfile(readPatchFile(path));
    const { file, layer, configFile } = reading;
    for (const note of mergeKeyNotes(file))
        warn(note);
    for (const skipped of layer.skipped) {
        warn(`${where(file, skipped)}: dsh skips this patch: its name ${JSON.stringify(skipped['name'])} is not the name of the row it reconfigures`);
    }
    const enabled = enablement(file, layer);
    if (enabled.state === 'disabled') {
        for (const note of reading.unseen)
            warn(note);
        out(`${enabled.line}: ${PLUGIN_ID} is disabled here (disabled: ${enabled.text}), so dsh does not load it`);
        // dsh does not read the config of a row it does not load; say what enabling it would meet.
        const ignored = ignoredKeys(configFile, layer.config);
        try {
            printConfig(out, 'enabled, it would run with:', runConfig(configFile, layer));
            if (ignored !== undefined)
                warn(`${ignored} (once it is enabled)`);
        }
        catch (error) {
            if (!(error instanceof InputError))
                throw error;
            warn(`${error.message} (once it is enabled)`);
        }
        return;
    }
    const config = runConfig(configFile, layer);
    const ignored = ignoredKeys(configFile, layer.config);
    if (ignored !== undefined)
        throw new InputError(ignored);
    for (const note of reading.unseen)
        warn(note);
    if (enabled.state === 'decided-at-mount') {
        printConfig(out, `${enabled.line}: \`disabled: ${enabled.text}\` is decided by dsh when it mounts the row; enabled, ${PLUGIN_ID} runs with:`, config);
    }
    else {
        printConfig(out, `${configSource(reading)}:`, config);
    }
}
function printConfig(out, title, config) {
    out(title);
    for (const line of blockMapping(plainConfig(config), 2))
        out(line);
}

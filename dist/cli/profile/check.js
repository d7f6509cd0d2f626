// `check <cordis.patch.yml>`: what dsh will make of a profile's patch file, before dsh is
// started or the file is saved into a running `dsh web` (which keeps the last good config
// without a word when a reload fails). Exit 0 and the config the plugin runs with; or one
// line saying where and why dsh would refuse the file or the plugin its config (exit 2).
import { CONFIG_KEYS, unknownConfigKeys, unknownKeyLine } from '../../lib/config.js';
import { InputError } from '../errors.js';
import { PLUGIN_ID, where } from '../input/profile-config.js';
import { enablement, layerOf, mergeKeyNotes, readPatchFile, runConfig } from './patch-file.js';
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
/** Checks `path` as dsh reads it. @throws InputError with the one line to print (exit 2). */
export function checkPatchFile(path, { out, warn }) {
    const file = readPatchFile(path);
    const layer = layerOf(file);
    const inserted = layer.rows.filter((row) => row.inserted);
    if (inserted.length > 1) {
        throw new InputError(`${where(file, inserted[1].row)}: a second row mounts ${PLUGIN_ID} (the first is at ${where(file, inserted[0].row)}); dsh refuses to start: duplicate loader entry id`);
    }
    for (const note of mergeKeyNotes(file))
        warn(note);
    for (const skipped of layer.skipped) {
        warn(`${where(file, skipped)}: dsh skips this patch: its name ${JSON.stringify(skipped['name'])} is not the name of the row it reconfigures`);
    }
    const enabled = enablement(file, layer);
    if (enabled.state === 'disabled') {
        out(`${enabled.line}: ${PLUGIN_ID} is disabled here (disabled: ${enabled.text}), so dsh does not load it`);
        // dsh does not read the config of a row it does not load; say what enabling it would meet.
        try {
            printConfig(out, 'enabled, it would run with:', runConfig(file, layer));
        }
        catch (error) {
            if (!(error instanceof InputError))
                throw error;
            warn(`${error.message} (once it is enabled)`);
        }
        return;
    }
    // The plugin itself warns about ignored keys, and dsh loads it with the rest.
    for (const key of unknownConfigKeys(layer.config))
        warn(unknownKeyLine(key));
    const config = runConfig(file, layer);
    if (enabled.state === 'decided-at-mount') {
        printConfig(out, `${enabled.line}: \`disabled: ${enabled.text}\` is decided by dsh when it mounts the row; enabled, ${PLUGIN_ID} runs with:`, config);
    }
    else if (layer.rows.length === 0) {
        printConfig(out, `${path}: no row for ${PLUGIN_ID} here, so it runs with the defaults (where a bundle or another layer mounts it):`, config);
    }
    else if (layer.config === undefined) {
        printConfig(out, `${where(file, layer.rows.at(-1)?.row)}: ${PLUGIN_ID} has no config: here, so it runs with the defaults:`, config);
    }
    else {
        printConfig(out, `${where(file, layer.configRow?.row)}: ${PLUGIN_ID} runs with this config (the keys its row leaves out are the defaults):`, config);
    }
}
function printConfig(out, title, config) {
    out(title);
    for (const line of blockMapping(plainConfig(config), 2))
        out(line);
}

// `--config` in the profile's own YAML: the plugin's config as a dsh profile writes it.
// A file may hold the row's `config:` mapping itself, one row (`id:`/`name:`/`config:`),
// or a whole cordis.patch.yml (a list of patches: `- insert:` rows, and rows that
// reconfigure an id). In a patch file the plugin's rows are found by id or package
// name, and, as dsh composes layers, each later row's `config:` replaces the one before.
import { describeValue, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
/** The id the bundle mounts the plugin under, and the package a row may name. */
const PLUGIN_ID = 'repeat-tool-breaker';
const PACKAGE = 'dsh-repeat-tool-breaker';
/** Keys of a cordis row or patch; the plugin's config has none of them. */
const ROW_KEYS = ['id', 'name', 'config', 'insert', 'disabled'];
const isRow = (value) => isPlainObject(value) && ROW_KEYS.some((key) => Object.hasOwn(value, key));
/** The row mounts or reconfigures this plugin. */
function isOurs(row) {
    const name = row['name'];
    return row['id'] === PLUGIN_ID || (typeof name === 'string' && (name === PACKAGE || name.startsWith(`${PACKAGE}@`)));
}
/** The config the plugin would get from a patch file: the last of its rows with a `config:`
 *  (an inserted row without one mounts it with the defaults). */
function fromPatchFile(source, patches) {
    let found = false;
    let config;
    const consider = (row, inserted) => {
        if (!isRow(row) || !isOurs(row))
            return;
        found = true;
        if (inserted || Object.hasOwn(row, 'config'))
            config = row['config'];
    };
    for (const patch of patches) {
        if (isPlainObject(patch) && Array.isArray(patch['insert']))
            for (const row of patch['insert'])
                consider(row, true);
        else
            consider(patch, false);
    }
    if (!found) {
        throw new InputError(`--config: ${source} has no row for this plugin (looked for id: ${PLUGIN_ID} or name: ${PACKAGE})`);
    }
    return config ?? {};
}
/** The plugin's config from a parsed profile YAML document.
 *  @throws InputError when the document holds none. */
export function profileConfig(source, document) {
    if (document === null || document === undefined)
        throw new InputError(`--config: ${source} is empty`);
    if (Array.isArray(document))
        return fromPatchFile(source, document);
    if (isRow(document)) {
        if (isPlainObject(document) && Object.hasOwn(document, 'insert'))
            return fromPatchFile(source, [document]);
        return document['config'] ?? {};
    }
    if (!isPlainObject(document))
        throw new InputError(`--config: ${source} is not a mapping of config keys (got ${describeValue(document)})`);
    return document;
}

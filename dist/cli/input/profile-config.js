// The plugin's config in a dsh profile's own YAML, found the way dsh finds it. A file may
// hold the row's `config:` mapping itself, one row (`id:`/`name:`/`config:`), or a whole
// cordis.patch.yml: a list of patches, `- insert:` rows that mount plugins and rows that
// reconfigure one by id. dsh applies a patch file's patches in order over the rows mounted
// before it (cordis-plugin-include's applyEntryPatches): a reconfiguring patch replaces
// each field it lists (`config:` whole, `disabled:`), and one whose `name:` is not the
// row's is skipped. The plugin's row is the bundle's (id repeat-tool-breaker, name
// dsh-repeat-tool-breaker) unless the file inserts its own.
import { describeValue, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { JsExpression } from './yaml-subset.js';
/** The id the bundle mounts the plugin under, and the package a row may name. */
export const PLUGIN_ID = 'repeat-tool-breaker';
export const PACKAGE = 'dsh-repeat-tool-breaker';
/** Keys of a cordis row or patch; the plugin's config has none of them. */
const ROW_KEYS = ['id', 'name', 'config', 'insert', 'disabled'];
/** `file:line` of `value` when it is known, else `file`. */
export function where(file, value) {
    const span = typeof value === 'object' && value !== null ? file.spans?.of.get(value) : undefined;
    return span === undefined ? file.source : `${file.source}:${span.line}`;
}
const isRow = (value) => isPlainObject(value) && ROW_KEYS.some((key) => Object.hasOwn(value, key));
/** An inserted row that mounts this plugin: by its id, or by naming the package. */
function mountsUs(row) {
    const name = row['name'];
    return row['id'] === PLUGIN_ID || (typeof name === 'string' && (name === PACKAGE || name.startsWith(`${PACKAGE}@`)));
}
/** The patches of a cordis.patch.yml, checked as dsh checks them when it starts.
 *  @throws InputError for a file dsh refuses: not a list, or an entry that is not a mapping,
 *  or an `insert:` that is not a list. */
export function patchList(file, document) {
    if (!Array.isArray(document)) {
        throw new InputError(`${file.source}: must be a list of patches (a fresh profile's file holds []); dsh refuses to start with it`);
    }
    document.forEach((entry, i) => {
        if (!isPlainObject(entry))
            throw new InputError(`${where(file, document)}: entry ${i + 1} must be a mapping (a patch); dsh refuses to start with it`);
        if (entry['insert'] !== undefined && entry['insert'] !== null && !Array.isArray(entry['insert'])) {
            throw new InputError(`${where(file, entry)}: \`insert:\` must be a list of rows; dsh refuses to start with it`);
        }
    });
    return document;
}
/** What `patches` do to the plugin's row, in dsh's order, after the layers before them
 *  (`before`: what those left; its rows are not this layer's, but its id, name, config and
 *  `disabled:` are where this layer starts). */
export function pluginLayer(patches, before) {
    let id = before?.id ?? PLUGIN_ID;
    let name = before === undefined ? PACKAGE : before.name;
    const rows = [];
    const skipped = [];
    let config = before?.config;
    let configRow = before?.configRow;
    let disabled = before?.disabled;
    let disabledRow = before?.disabledRow;
    for (const patch of patches) {
        const insert = patch['insert'];
        if (Array.isArray(insert)) {
            for (const row of insert) {
                if (!isRow(row) || !mountsUs(row))
                    continue;
                const found = { row, inserted: true };
                rows.push(found);
                if (typeof row['id'] === 'string')
                    id = row['id'];
                name = row['name'];
                config = row['config'];
                configRow = found;
                disabled = row['disabled'];
                disabledRow = Object.hasOwn(row, 'disabled') ? found : undefined;
            }
            continue;
        }
        if (patch['id'] !== id)
            continue;
        const patchName = patch['name'];
        if (patchName !== undefined && patchName !== null && patchName !== '' && patchName !== name) {
            skipped.push(patch);
            continue;
        }
        const found = { row: patch, inserted: false };
        rows.push(found);
        if (Object.hasOwn(patch, 'config')) {
            config = patch['config'];
            configRow = found;
        }
        if (Object.hasOwn(patch, 'disabled')) {
            disabled = patch['disabled'];
            disabledRow = found;
        }
    }
    return { rows, config, configRow, disabled, disabledRow, skipped, id, name };
}
/** The first `!!js` value inside `value`, if any. */
export function jsExpressionIn(value) {
    if (value instanceof JsExpression)
        return value;
    if (typeof value !== 'object' || value === null)
        return undefined;
    for (const item of Object.values(value)) {
        const found = jsExpressionIn(item);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** The plugin's config from a parsed profile YAML document (`--config`).
 *  @throws InputError when the document holds none, or dsh would refuse it. */
export function profileConfig(file, document) {
    const { source } = file;
    if (document === null || document === undefined)
        throw new InputError(`--config: ${source} is empty`);
    if (Array.isArray(document) || (isRow(document) && Object.hasOwn(document, 'insert'))) {
        let layer;
        try {
            layer = pluginLayer(patchList(file, Array.isArray(document) ? document : [document]));
        }
        catch (error) {
            if (error instanceof InputError)
                throw new InputError(`--config: ${error.message}`);
            throw error;
        }
        if (layer.rows.length === 0) {
            throw new InputError(`--config: ${source} has no row for this plugin (looked for id: ${PLUGIN_ID} or name: ${PACKAGE})`);
        }
        return { config: layer.config, disabled: layer.disabled, disabledIn: layer.disabledRow?.row };
    }
    if (isRow(document))
        return { config: document['config'], disabled: document['disabled'], disabledIn: document };
    if (!isPlainObject(document)) {
        throw new InputError(`--config: ${source} is not a mapping of config keys (got ${document instanceof JsExpression ? `!!js ${describeValue(document.source)}` : describeValue(document)})`);
    }
    return { config: document, disabled: undefined, disabledIn: undefined };
}

// A profile's cordis.patch.yml read as dsh reads it when it starts or reloads: the YAML
// (yaml-subset.ts: what dsh reads, or refused with line:column), the list of patches dsh
// insists on, and what the patches do to this plugin's row (profile-config.ts). Shared by
// `check` and `config`. The bytes are kept beside the text: dsh decodes them as UTF-8 (a
// byte that is not UTF-8 reads as U+FFFD), and `config` writes back every byte it does
// not edit as it was.
import { validateConfig } from '../../lib/config.js';
import { describeValue, isPlainObject } from '../../lib/values.js';
import { ConfigError } from '../../lib/config.js';
import { InputError } from '../errors.js';
import { readConfigBytes } from '../input/config-file.js';
import { jsExpressionIn, patchList, where } from '../input/profile-config.js';
import { JsExpression, parseYamlDocument, YamlSubsetError } from '../input/yaml-subset.js';
const BYTE_ORDER_MARK = /^\ufeff/;
/** The file's text and YAML. @throws InputError: unreadable, or a YAML error (`file:line:column: …`). */
export function readPatchFile(path) {
    return patchFileOf(path, readConfigBytes(path, '', ''));
}
/** `bytes`, read from `path`, as a patch file. @throws InputError for a YAML error (`file:line:column: …`). */
export function patchFileOf(path, bytes) {
    try {
        const { value, spans } = parseYamlDocument(bytes.toString('utf8').replace(BYTE_ORDER_MARK, ''));
        return { source: path, bytes, document: value, spans };
    }
    catch (error) {
        if (error instanceof YamlSubsetError)
            throw new InputError(`${path}:${error.message}`);
        throw error;
    }
}
/** The patches, as dsh insists on them. @throws InputError for a file dsh refuses. */
export function patchesOf(file) {
    if (file.document === null) {
        throw new InputError(`${file.source}: holds no list of patches (only comments or nothing); dsh refuses to start with it (a profile with no patches holds [])`);
    }
    return patchList(file, file.document);
}
export function enablement(file, layer) {
    const { disabled } = layer;
    if (disabled instanceof JsExpression)
        return { state: 'decided-at-mount', line: where(file, layer.disabledRow?.row), text: `!!js ${disabled.source}` };
    if (!disabled)
        return { state: 'enabled' };
    return { state: 'disabled', line: where(file, layer.disabledRow?.row), text: describeValue(disabled) };
}
/** The config the plugin runs with after `layer`, validated by the plugin itself.
 *  @throws InputError for a `!!js` value in it, or the plugin's own message (with the row's line). */
export function runConfig(file, layer) {
    const expression = jsExpressionIn(layer.config);
    if (expression !== undefined) {
        const span = file.spans.of.get(expression);
        const at = span === undefined ? file.source : `${file.source}:${span.line}:${span.column}`;
        throw new InputError(`${at}: \`!!js ${expression.source}\` is evaluated by dsh when it mounts the row, so its value cannot be checked here`);
    }
    try {
        return validateConfig(layer.config);
    }
    catch (error) {
        if (error instanceof ConfigError)
            throw new InputError(`${where(file, layer.configRow?.row)}: ${error.problem}`);
        throw error;
    }
}
/** One line for each mapping that has a `<<` key: to dsh it is a key like any other. People
 *  write `<<: *base` to merge &base's keys in, as YAML 1.1 readers do; dsh's schema (JSON)
 *  has no merge keys, so the mapping holds a key named "<<" instead, and none of those keys. */
export function mergeKeyNotes(file) {
    const notes = [];
    const seen = new Set();
    const visit = (value) => {
        if (typeof value !== 'object' || value === null || seen.has(value))
            return;
        seen.add(value);
        if (isPlainObject(value) && Object.hasOwn(value, '<<')) {
            const line = file.spans.entries.get(value)?.find((entry) => entry.key === '<<')?.line ?? file.spans.of.get(value)?.line;
            notes.push(`${line === undefined ? file.source : `${file.source}:${line}`}: \`<<\` is not a merge here: dsh reads patch files with YAML's JSON schema, which has no merge keys, ` +
                'so this mapping holds a key named "<<" and none of the keys of its value');
        }
        for (const item of Object.values(value))
            visit(item);
    };
    visit(file.document);
    return notes;
}

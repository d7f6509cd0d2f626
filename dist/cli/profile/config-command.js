// `config <cordis.patch.yml> key=value…`: sets keys of the plugin's row config in a
// profile's patch file, the way `npm config set` sets a key: the file is read as dsh reads
// it (with its profile's bundle layers, as `check` reads it), the new config is validated
// by the plugin itself, and only then is the file replaced, in one step, so a running
// `dsh web` reloads a whole file (atomic-write.ts: one run at a time, owner, group and mode
// kept). A rejected value writes nothing.
import { isDeepStrictEqual } from 'node:util';
import { ConfigError, unknownConfigKeys, unknownKeyLine, validateConfig } from '../../lib/config.js';
import { describeValue, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { jsExpressionIn, pluginLayer, PLUGIN_ID, where } from '../input/profile-config.js';
import { assigned, parseAssignments } from './assignments.js';
import { replaceFile } from './atomic-write.js';
import { enablement, mergeKeyNotes, patchesOf, patchFileOf } from './patch-file.js';
import { readProfile } from './profile-reading.js';
import { withConfig } from './row-edit.js';
/** Sets `assignments` (`key=value` texts) in `path`.
 *  @throws UsageError for a malformed assignment; InputError, with nothing written, for a file
 *  dsh refuses, a config the plugin refuses, a file config does not replace (atomic-write.ts)
 *  or one that cannot be written. */
export function configPatchFile(path, assignments, { out, warn }) {
    const parsed = parseAssignments(assignments);
    const outcome = replaceFile(path, (bytes) => edited(path, bytes, parsed, warn));
    if (!outcome.written) {
        out(`${path}: unchanged (the config of ${PLUGIN_ID} already says so)`);
        return;
    }
    out(`${path}:${outcome.line}: wrote the config of ${PLUGIN_ID}: ${JSON.stringify(outcome.config)}`);
    const { enabled } = outcome;
    if (enabled.state === 'disabled')
        warn(`${enabled.line}: note: the row is disabled (disabled: ${enabled.text}), so dsh does not load the plugin`);
}
/** The file's `bytes` with the assignments made, or none when its config already says so.
 *  @throws InputError for a file dsh refuses, a config the plugin refuses, or an edit that
 *  cannot be made without changing something else. */
function edited(path, bytes, parsed, warn) {
    const file = patchFileOf(path, bytes);
    for (const note of mergeKeyNotes(file))
        warn(note);
    // A file of comments only is what dsh refuses; writing the row makes it a list again.
    const layer = pluginLayer(file.document === null ? [] : patchesOf(file));
    // A profile dsh refuses (the plugin mounted twice), or one where nothing mounts the plugin
    // (dsh would skip the row), is refused before anything is written.
    try {
        readProfile(file.document === null ? { ...file, document: [] } : file);
    }
    catch (error) {
        if (error instanceof InputError)
            throw new InputError(`${error.message}; nothing was written to ${path}`);
        throw error;
    }
    const current = layer.config ?? null;
    if (jsExpressionIn(current) !== undefined) {
        throw new InputError(`${where(file, layer.configRow?.row)}: the row's config holds a !!js value; config does not rewrite it (edit the file by hand)`);
    }
    if (current !== null && !isPlainObject(current)) {
        throw new InputError(`${where(file, layer.configRow?.row)}: the row's config: is not a mapping (got ${describeValue(current)}); fix it by hand first`);
    }
    const next = assigned(current ?? {}, parsed);
    for (const key of unknownConfigKeys(next))
        warn(unknownKeyLine(key));
    try {
        validateConfig(next);
    }
    catch (error) {
        if (error instanceof ConfigError)
            throw new InputError(`${error.message}; nothing was written to ${path}`);
        throw error;
    }
    if (isDeepStrictEqual(next, current))
        return { bytes: undefined, outcome: { written: false } };
    const edit = withConfig(file, layer, next);
    return { bytes: edit.bytes, outcome: { written: true, line: edit.rowLine, config: next, enabled: enablement(file, layer) } };
}

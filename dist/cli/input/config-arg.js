// `--config`: inline JSON, a JSON file, or a YAML file in the profile's own form (see
// profile-config.ts; a whole cordis.patch.yml is read as `check` reads it, with its
// profile's bundle layers: cli/profile/profile-reading.ts), validated by the plugin's own
// resolveConfig so the CLI refuses exactly what the host would refuse at load, and warns
// about the same ignored keys.
// A row with `disabled: true` is replayed as dsh runs it: without the plugin.
// A file may start with a UTF-8 byte-order mark (editors on Windows write one).
import { validateConfig } from '../../lib/config.js';
import { unknownConfigKeys, unknownKeyLine } from '../../lib/config.js';
import { describeValue, errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { PROGRAM } from './args.js';
import { readConfigBytes } from './config-file.js';
import { configSource, readProfile } from '../profile/profile-reading.js';
import { jsExpressionIn, profileConfig, where } from './profile-config.js';
import { JsExpression, parseYamlDocument, YamlSubsetError } from './yaml-subset.js';
const BYTE_ORDER_MARK = /^\ufeff/;
/** A `.yml`/`.yaml` file, or one with another name that does not start like JSON. */
function isYaml(path, text) {
    if (/\.ya?ml$/i.test(path))
        return true;
    return !/\.json$/i.test(path) && !text.trimStart().startsWith('{');
}
function parseJson(source, text) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`--config: ${source} is not valid JSON (${errorMessage(error)})`);
    }
}
/** A patch file's config read as `check` reads it, with its profile's bundle layers
 *  (cli/profile/profile-reading.ts); for a file with no row for the plugin, where its
 *  config comes from (the defaults, under the plugin's own bundle) is one line through
 *  `note`, as check's title says it. @throws InputError as readProfile does, `--config: …`. */
function patchFileConfig(file, note) {
    let reading;
    try {
        reading = readProfile(file);
    }
    catch (error) {
        if (error instanceof InputError)
            throw new InputError(`--config: ${error.message}`);
        throw error;
    }
    const { layer, configFile } = reading;
    if (layer.rows.length === 0)
        note(`${PROGRAM}: --config: ${configSource(reading)}`);
    return { profile: { config: layer.config, disabled: layer.disabled, disabledIn: layer.disabledRow?.row }, file: configFile };
}
function parseYaml(path, bytes, text, note) {
    let parsed;
    try {
        parsed = parseYamlDocument(text);
    }
    catch (error) {
        if (!(error instanceof YamlSubsetError))
            throw error;
        throw new InputError(`--config: ${path}:${error.message}`);
    }
    if (Array.isArray(parsed.value))
        return patchFileConfig({ source: path, bytes, document: parsed.value, spans: parsed.spans }, note);
    const file = { source: path, spans: parsed.spans };
    return { profile: profileConfig(file, parsed.value), file };
}
/** Whether a row's `disabled:` keeps dsh from loading it (dsh reads any truthy value so);
 *  a `!!js` one is decided by dsh at mount, and read here as enabled, with a note. */
function isDisabled(file, { disabled, disabledIn }, note) {
    const at = where(file, disabledIn);
    if (disabled instanceof JsExpression) {
        note(`${PROGRAM}: --config: ${at}: \`disabled: !!js ${disabled.source}\` is decided by dsh when it mounts the row; replayed as enabled`);
        return false;
    }
    if (!disabled)
        return false;
    note(`${PROGRAM}: --config: ${at}: the plugin is disabled there (disabled: ${describeValue(disabled)}), so dsh does not load it; the replay denies nothing`);
    return true;
}
/** The config to replay with, parsed and checked. Each ignored key is reported through
 *  `warn` (one line) and left out, so the plugin the replay mounts does not report it again.
 *  A disabled row is replayed without the plugin, as dsh runs it (said through `warn`).
 *  @throws InputError for an unreadable file, bad JSON or YAML, a YAML file with no config
 *  for this plugin, or a `!!js` value in it; ConfigError for a config the plugin refuses. */
export function loadConfig(value, warn) {
    if (value === undefined)
        return { config: {}, disabled: false };
    const inline = value.trimStart().startsWith('{');
    const bytes = inline ? undefined : readConfigBytes(value);
    const text = bytes === undefined ? value : bytes.toString('utf8').replace(BYTE_ORDER_MARK, '');
    let config;
    if (bytes === undefined || !isYaml(value, text))
        config = parseJson(bytes === undefined ? 'inline config' : value, text);
    else {
        const { profile, file } = parseYaml(value, bytes, text, warn);
        if (isDisabled(file, profile, warn))
            return { config: profile.config, disabled: true };
        const expression = jsExpressionIn(profile.config);
        if (expression !== undefined) {
            const span = file.spans?.of.get(expression);
            const at = span === undefined ? value : `${value}:${span.line}:${span.column}`;
            throw new InputError(`--config: ${at}: \`!!js ${expression.source}\` is evaluated by dsh when it mounts the row; replay with the value itself`);
        }
        config = profile.config;
    }
    // Warned before validating, as the plugin does, so a rejected config still shows its typos.
    const unknown = unknownConfigKeys(config);
    for (const key of unknown)
        warn(unknownKeyLine(key));
    validateConfig(config);
    if (unknown.length === 0)
        return { config, disabled: false };
    const ignored = new Set(unknown.map(({ key }) => key));
    return { config: Object.fromEntries(Object.entries(config).filter(([key]) => !ignored.has(key))), disabled: false };
}

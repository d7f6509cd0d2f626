// `--config`: inline JSON, a JSON file, or a YAML file in the profile's own form (see
// profile-config.ts), validated by the plugin's own resolveConfig so the CLI refuses
// exactly what the host would refuse at load, and warns about the same ignored keys.
// A file may start with a UTF-8 byte-order mark (editors on Windows write one).
import { closeSync, openSync, readSync } from 'node:fs';
import { resolveConfig } from '../../index.js';
import { unknownConfigKeys, unknownKeyLine } from '../../lib/config.js';
import { errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { formatBytes } from './limits.js';
import { profileConfig } from './profile-config.js';
import { parseYamlSubset, YamlSubsetError } from './yaml-subset.js';
/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export const MAX_CONFIG_BYTES = 1024 * 1024;
function readConfigFile(path) {
    let fd;
    try {
        fd = openSync(path, 'r');
    }
    catch (error) {
        throw new InputError(`--config: cannot read the file ${path} (${errorMessage(error)}); inline JSON must start with "{"`);
    }
    try {
        const buffer = Buffer.alloc(MAX_CONFIG_BYTES + 1);
        let filled = 0;
        for (let n = -1; n !== 0 && filled < buffer.length; filled += n)
            n = readSync(fd, buffer, filled, buffer.length - filled, null);
        if (filled > MAX_CONFIG_BYTES)
            throw new InputError(`--config: ${path} is larger than ${formatBytes(MAX_CONFIG_BYTES)}`);
        return buffer.toString('utf8', 0, filled);
    }
    catch (error) {
        if (error instanceof InputError)
            throw error;
        throw new InputError(`--config: cannot read the file ${path} (${errorMessage(error)})`);
    }
    finally {
        closeSync(fd);
    }
}
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
function parseYaml(path, text) {
    let document;
    try {
        document = parseYamlSubset(text);
    }
    catch (error) {
        if (!(error instanceof YamlSubsetError))
            throw error;
        throw new InputError(`--config: ${path}:${error.message}`);
    }
    return profileConfig(path, document);
}
/** The config to replay with, parsed and checked. Each ignored key is reported through
 *  `warn` (one line) and left out, so the plugin the replay mounts does not report it again.
 *  @throws InputError for an unreadable file, bad JSON or YAML, or a YAML file with no config
 *  for this plugin; ConfigError for a config the plugin refuses. */
export function loadConfig(value, warn) {
    if (value === undefined)
        return {};
    const inline = value.trimStart().startsWith('{');
    const text = inline ? value : readConfigFile(value).replace(BYTE_ORDER_MARK, '');
    const config = inline || !isYaml(value, text) ? parseJson(inline ? 'inline config' : value, text) : parseYaml(value, text);
    // Warned before validating, as the plugin does, so a rejected config still shows its typos.
    const unknown = unknownConfigKeys(config);
    for (const key of unknown)
        warn(unknownKeyLine(key));
    resolveConfig(config);
    if (unknown.length === 0)
        return config;
    const ignored = new Set(unknown.map(({ key }) => key));
    return Object.fromEntries(Object.entries(config).filter(([key]) => !ignored.has(key)));
}

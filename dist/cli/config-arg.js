// `--config`: inline JSON or a JSON file, validated by the plugin's own resolveConfig
// so the CLI refuses exactly what the host would refuse at load, and warns about the
// same ignored keys.
import { readFileSync } from 'node:fs';
import { ConfigError, resolveConfig } from '../index.js';
import { unknownConfigKeys, unknownKeyLine } from '../lib/config.js';
import { InputError } from './errors.js';
/** The config to replay with. Each ignored key is reported through `warn` (one line) and
 *  left out, so the plugin the replay mounts does not report it a second time.
 *  @throws InputError for an unreadable file, invalid JSON or a config the plugin rejects. */
export function loadConfig(value, warn) {
    if (value === undefined)
        return {};
    const inline = value.trimStart().startsWith('{');
    let text = value;
    if (!inline) {
        try {
            text = readFileSync(value, 'utf8');
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new InputError(`--config: cannot read the file ${value} (${reason}); inline JSON must start with "{"`);
        }
    }
    let config;
    try {
        config = JSON.parse(text);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new InputError(`--config: ${inline ? 'inline config' : value} is not valid JSON (${reason})`);
    }
    // Warned before validating, as the plugin does, so a rejected config still shows its typos.
    const unknown = unknownConfigKeys(config);
    for (const key of unknown)
        warn(unknownKeyLine(key));
    try {
        resolveConfig(config);
    }
    catch (error) {
        if (error instanceof ConfigError)
            throw new InputError(error.message);
        throw error;
    }
    if (unknown.length === 0)
        return config;
    const ignored = new Set(unknown.map(({ key }) => key));
    return Object.fromEntries(Object.entries(config).filter(([key]) => !ignored.has(key)));
}

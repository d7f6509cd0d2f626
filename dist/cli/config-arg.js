// `--config`: inline JSON or a JSON file, validated by the plugin's own resolveConfig
// so the CLI refuses exactly what the host would refuse at load.
import { readFileSync } from 'node:fs';
import { ConfigError, resolveConfig } from '../index.js';
import { InputError } from './errors.js';
export function loadConfig(value) {
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
    try {
        resolveConfig(config);
    }
    catch (error) {
        if (error instanceof ConfigError)
            throw new InputError(error.message);
        throw error;
    }
    return config;
}

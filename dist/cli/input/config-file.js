// Reading a config or patch file: at most MAX_CONFIG_BYTES of it, every failure an
// InputError that names the file. Its own module because both `--config`
// (config-arg.ts) and the profile readers (cli/profile/) read files this way, and
// `--config` reads a profile through those readers: kept in config-arg.ts it made the
// two import each other.
import { closeSync, openSync, readSync } from 'node:fs';
import { errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { formatBytes } from './limits.js';
/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export const MAX_CONFIG_BYTES = 1024 * 1024;
/** A config or patch file's text, at most MAX_CONFIG_BYTES; `label` starts each message.
 *  @throws InputError when it cannot be read or is too large. */
export function readConfigFile(path, label, hint) {
    return readConfigBytes(path, label, hint).toString('utf8');
}
/** A config or patch file's bytes, as readConfigFile reads them.
 *  @throws InputError when it cannot be read or is too large. */
export function readConfigBytes(path, label = '--config: ', hint = '; inline JSON must start with "{"') {
    let fd;
    try {
        fd = openSync(path, 'r');
    }
    catch (error) {
        throw new InputError(`${label}cannot read the file ${path} (${errorMessage(error)})${hint}`);
    }
    try {
        const buffer = Buffer.alloc(MAX_CONFIG_BYTES + 1);
        let filled = 0;
        for (let n = -1; n !== 0 && filled < buffer.length; filled += n)
            n = readSync(fd, buffer, filled, buffer.length - filled, null);
        if (filled > MAX_CONFIG_BYTES)
            throw new InputError(`${label}${path} is larger than ${formatBytes(MAX_CONFIG_BYTES)}`);
        return buffer.subarray(0, filled);
    }
    catch (error) {
        if (error instanceof InputError)
            throw error;
        throw new InputError(`${label}cannot read the file ${path} (${errorMessage(error)})`);
    }
    finally {
        closeSync(fd);
    }
}

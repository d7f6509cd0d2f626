// `--config`: inline JSON or a JSON file, validated by the plugin's own resolveConfig
// so the CLI refuses exactly what the host would refuse at load, and warns about the
// same ignored keys.

import { closeSync, openSync, readSync } from 'node:fs';
import { resolveConfig } from '../../index.js';
import { unknownConfigKeys, unknownKeyLine } from '../../lib/config.js';
import { errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { formatBytes } from './limits.js';

/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

function readConfigFile(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new InputError(`--config: cannot read the file ${path} (${errorMessage(error)}); inline JSON must start with "{"`);
  }
  try {
    const buffer = Buffer.alloc(MAX_CONFIG_BYTES + 1);
    let filled = 0;
    for (let n = -1; n !== 0 && filled < buffer.length; filled += n) n = readSync(fd, buffer, filled, buffer.length - filled, null);
    if (filled > MAX_CONFIG_BYTES) throw new InputError(`--config: ${path} is larger than ${formatBytes(MAX_CONFIG_BYTES)}`);
    return buffer.toString('utf8', 0, filled);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`--config: cannot read the file ${path} (${errorMessage(error)})`);
  } finally {
    closeSync(fd);
  }
}

/** The config to replay with, parsed and checked. Each ignored key is reported through
 *  `warn` (one line) and left out, so the plugin the replay mounts does not report it again.
 *  @throws InputError for an unreadable file or bad JSON, ConfigError for a config the plugin refuses. */
export function loadConfig(value: string | undefined, warn: (line: string) => void): unknown {
  if (value === undefined) return {};
  const inline = value.trimStart().startsWith('{');
  const text = inline ? value : readConfigFile(value);
  let config: unknown;
  try {
    config = JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`--config: ${inline ? 'inline config' : value} is not valid JSON (${errorMessage(error)})`);
  }
  // Warned before validating, as the plugin does, so a rejected config still shows its typos.
  const unknown = unknownConfigKeys(config);
  for (const key of unknown) warn(unknownKeyLine(key));
  resolveConfig(config);
  if (unknown.length === 0) return config;
  const ignored = new Set(unknown.map(({ key }) => key));
  return Object.fromEntries(Object.entries(config as Record<string, unknown>).filter(([key]) => !ignored.has(key)));
}

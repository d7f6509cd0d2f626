/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export declare const MAX_CONFIG_BYTES: number;
/** The config to replay with, parsed and checked. Each ignored key is reported through
 *  `warn` (one line) and left out, so the plugin the replay mounts does not report it again.
 *  @throws InputError for an unreadable file, bad JSON or YAML, or a YAML file with no config
 *  for this plugin; ConfigError for a config the plugin refuses. */
export declare function loadConfig(value: string | undefined, warn: (line: string) => void): unknown;

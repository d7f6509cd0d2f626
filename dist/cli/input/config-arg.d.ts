/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export declare const MAX_CONFIG_BYTES: number;
/** The config to replay with, parsed and checked.
 *  @throws InputError for an unreadable file or bad JSON, ConfigError for a config the plugin refuses. */
export declare function loadConfig(value: string | undefined): unknown;

/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export declare const MAX_CONFIG_BYTES: number;
/** A config or patch file's text, at most MAX_CONFIG_BYTES; `label` starts each message.
 *  @throws InputError when it cannot be read or is too large. */
export declare function readConfigFile(path: string, label?: string, hint?: string): string;
/** A config or patch file's bytes, as readConfigFile reads them.
 *  @throws InputError when it cannot be read or is too large. */
export declare function readConfigBytes(path: string, label?: string, hint?: string): Buffer;
/** What the replay runs: the config, or no plugin at all (its row is disabled). */
export interface ReplayConfig {
    readonly config: unknown;
    /** dsh does not load the plugin: every call runs. */
    readonly disabled: boolean;
}
/** The config to replay with, parsed and checked. Each ignored key is reported through
 *  `warn` (one line) and left out, so the plugin the replay mounts does not report it again.
 *  A disabled row is replayed without the plugin, as dsh runs it (said through `warn`).
 *  @throws InputError for an unreadable file, bad JSON or YAML, a YAML file with no config
 *  for this plugin, or a `!!js` value in it; ConfigError for a config the plugin refuses. */
export declare function loadConfig(value: string | undefined, warn: (line: string) => void): ReplayConfig;

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

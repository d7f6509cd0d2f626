/** The config to replay with. Each ignored key is reported through `warn` (one line) and
 *  left out, so the plugin the replay mounts does not report it a second time.
 *  @throws InputError for an unreadable file, invalid JSON or a config the plugin rejects. */
export declare function loadConfig(value: string | undefined, warn: (line: string) => void): unknown;

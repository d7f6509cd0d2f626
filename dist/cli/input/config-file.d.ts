/** A config file is a few hundred bytes; this keeps `--config /dev/zero` from filling memory. */
export declare const MAX_CONFIG_BYTES: number;
/** A config or patch file's text, at most MAX_CONFIG_BYTES; `label` starts each message.
 *  @throws InputError when it cannot be read or is too large. */
export declare function readConfigFile(path: string, label?: string, hint?: string): string;
/** A config or patch file's bytes, as readConfigFile reads them.
 *  @throws InputError when it cannot be read or is too large. */
export declare function readConfigBytes(path: string, label?: string, hint?: string): Buffer;

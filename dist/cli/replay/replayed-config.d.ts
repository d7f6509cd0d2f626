/** `config` (already validated) as the replay mounts it: `mode: 'enforce'`, `report: 'off'`.
 *  Calls `note` once, with one line, when the config asked for observe mode. */
export declare function replayedConfig(config: unknown, note: (line: string) => void): unknown;

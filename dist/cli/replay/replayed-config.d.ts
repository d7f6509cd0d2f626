/** `config` (already validated) as the replay mounts it: `mode: 'observe'` as `'enforce'`
 *  (`mode: 'ask'` stays: its stops are ASK rows, answered as `--approve` says), `report: 'off'`.
 *  Calls `note` once, with one line, when the config asked for observe mode. */
export declare function replayedConfig(config: unknown, note: (line: string) => void): unknown;

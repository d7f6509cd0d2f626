import type { Env } from '../output/color.js';
/** `$DSH_HOME` when it is set and not empty, else `~/.dsh`. */
export declare function dshHome(env: Env): string;
/** The patch file of profile `name`: `<dsh home>/profiles/<name>/cordis.patch.yml`. */
export declare function profilePatchFile(home: string, name: string): string;

// Where dsh keeps its profiles and sessions: `$DSH_HOME`, by default `~/.dsh`, as dsh
// itself decides it, and a profile's patch file in it (`profiles/<name>/cordis.patch.yml`).
import { homedir } from 'node:os';
import { join } from 'node:path';
/** `$DSH_HOME` when it is set and not empty, else `~/.dsh`. */
export function dshHome(env) {
    const home = env['DSH_HOME'];
    return typeof home === 'string' && home !== '' ? home : join(homedir(), '.dsh');
}
/** The patch file of profile `name`: `<dsh home>/profiles/<name>/cordis.patch.yml`. */
export function profilePatchFile(home, name) {
    return join(home, 'profiles', name, 'cordis.patch.yml');
}

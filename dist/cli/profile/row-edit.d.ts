import { type PluginLayer } from '../input/profile-config.js';
import type { PatchFile } from './patch-file.js';
export interface RowEdit {
    readonly bytes: Buffer;
    /** The line of the `config:` key in the new text. */
    readonly line: number;
    /** The first line of the row that holds it (what `check` and every message name). */
    readonly rowLine: number;
}
/** `file`'s text with the plugin's config set to `config`.
 *  @throws InputError when the file's list is written in flow style, or (a bug) when the
 *  new text would not read back as the old patches with the new config. */
export declare function withConfig(file: PatchFile, layer: PluginLayer, config: Readonly<Record<string, unknown>>): RowEdit;

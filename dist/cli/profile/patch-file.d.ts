import { type BreakerConfig } from '../../lib/config.js';
import { type Located, type PluginLayer, type Row } from '../input/profile-config.js';
import { type Spans } from '../input/yaml-subset.js';
export interface PatchFile extends Located {
    /** The file as read (dsh decodes it as UTF-8). */
    readonly bytes: Buffer;
    /** The document as parsed (a list of patches, or null for a file of comments). */
    readonly document: unknown;
    readonly spans: Spans;
}
/** The file's text and YAML. @throws InputError: unreadable, or a YAML error (`file:line:column: …`). */
export declare function readPatchFile(path: string): PatchFile;
/** `bytes`, read from `path`, as a patch file. @throws InputError for a YAML error (`file:line:column: …`). */
export declare function patchFileOf(path: string, bytes: Buffer): PatchFile;
/** The patches, as dsh insists on them. @throws InputError for a file dsh refuses. */
export declare function patchesOf(file: PatchFile): readonly Row[];
/** How `disabled:` reads: dsh disables a row whose value is truthy; a `!!js` one it decides at mount. */
export type Enablement = {
    readonly state: 'enabled';
} | {
    readonly state: 'disabled' | 'decided-at-mount';
    readonly line: string;
    readonly text: string;
};
export declare function enablement(file: Located, layer: PluginLayer): Enablement;
/** The config the plugin runs with after `layer`, validated by the plugin itself.
 *  @throws InputError for a `!!js` value in it, or the plugin's own message (with the row's line). */
export declare function runConfig(file: PatchFile, layer: PluginLayer): BreakerConfig;
/** One line for each mapping that has a `<<` key: to dsh it is a key like any other. People
 *  write `<<: *base` to merge &base's keys in, as YAML 1.1 readers do; dsh's schema (JSON)
 *  has no merge keys, so the mapping holds a key named "<<" instead, and none of those keys. */
export declare function mergeKeyNotes(file: PatchFile): string[];

import { type PluginLayer, type Row } from '../input/profile-config.js';
import { type BundleLayer, type BundleLayers } from './bundle-layers.js';
import { type PatchFile } from './patch-file.js';
/** A row that mounts the plugin, and where. */
export interface Mount {
    readonly row: Row;
    /** `file:line`. */
    readonly at: string;
    /** The bundle whose layer holds it; undefined: the profile's own file. */
    readonly bundle: BundleLayer | undefined;
}
export interface ProfileReading {
    readonly file: PatchFile;
    readonly bundles: BundleLayers;
    /** The file's own layer, started where the bundles left the plugin's row. */
    readonly layer: PluginLayer;
    /** The file that holds the config the plugin gets (this one, or a bundle's). */
    readonly configFile: PatchFile;
    /** The row that mounts the plugin; undefined when no layer read here does. */
    readonly mount: Mount | undefined;
    /** What could not be seen, one note each (no profile beside the file, a bundle not installed). */
    readonly unseen: readonly string[];
}
/** `file` as dsh composes it with its profile's bundles.
 *  @throws InputError for a file or layer dsh refuses (patchesOf, readBundleLayers), the
 *  plugin mounted twice, or rows that nothing mounts in a profile whose layers were read. */
export declare function readProfile(file: PatchFile): ProfileReading;
/** Where the plugin's config comes from, in one line: check's title, replay's note. */
export declare function configSource({ file, layer, configFile, mount }: ProfileReading): string;

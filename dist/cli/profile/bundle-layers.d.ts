import { type PluginLayer } from '../input/profile-config.js';
import { type PatchFile } from './patch-file.js';
/** The scope of the bundles dsh ships, which it takes from its installation. */
export declare const DSH_SCOPE = "@deepseek-ai/";
export interface BundleLayer {
    /** The package name, as `dsh.profile.bundles` lists it. */
    readonly name: string;
    readonly file: PatchFile;
    /** What this bundle does to the plugin's row, after the bundles before it. */
    readonly layer: PluginLayer;
}
export interface BundleLayers {
    /** The profile's package.json; undefined when the file is read alone (see `alone`). */
    readonly manifest: string | undefined;
    /** Why the file is read alone, without a profile's bundles. */
    readonly alone: string | undefined;
    /** The bundles read, in dsh's order. */
    readonly read: readonly BundleLayer[];
    /** The bundles listed but not in the profile's node_modules, in order. */
    readonly unread: readonly string[];
    /** What the bundles leave for the profile's own patch file; undefined when none was read. */
    readonly last: PluginLayer | undefined;
}
/** The bundle layers of the profile `patchFile` is the cordis.patch.yml of.
 *  @throws InputError for a package.json that cannot be read, a bundle whose package.json
 *  declares no patch (dsh refuses to start), or a bundle patch dsh would refuse. */
export declare function readBundleLayers(patchFile: string): BundleLayers;

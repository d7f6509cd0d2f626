// A profile's cordis.patch.yml read with the layers dsh applies before it: the file's own
// rows start where the profile's bundles (bundle-layers.ts) left the plugin's row. One
// reading for `check` and for `replay --config <patch file>`, so the two never disagree
// about what a file means (issue 29 items 2 and 5). What dsh would refuse is refused here:
// the plugin mounted twice (a bundle and a `- insert:` row: `duplicate loader entry id`),
// and, in a profile whose layers could all be read, a file whose rows nothing mounts.

import { InputError } from '../errors.js';
import { PACKAGE, PLUGIN_ID, pluginLayer, where, type PluginLayer, type Row } from '../input/profile-config.js';
import { DSH_SCOPE, readBundleLayers, type BundleLayer, type BundleLayers } from './bundle-layers.js';
import { patchesOf, type PatchFile } from './patch-file.js';

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

function mountsIn(file: PatchFile, layer: PluginLayer, bundle: BundleLayer | undefined): Mount[] {
  return layer.rows.filter((row) => row.inserted).map(({ row }) => ({ row, at: where(file, row), bundle }));
}

const idOf = (row: Row): string => (typeof row['id'] === 'string' ? row['id'] : PLUGIN_ID);

/** The one line for a second row that mounts the plugin: both mounts, and how to remove one. */
function mountedTwice(first: Mount, second: Mount, manifest: string | undefined): InputError {
  const [a, b] = [idOf(first.row), idOf(second.row)];
  const firstIs =
    first.bundle === undefined ? `the row at ${first.at}` : `the bundle ${first.bundle.name} (${first.at}, in ${manifest ?? 'package.json'}'s dsh.profile.bundles)`;
  const outcome = a === b ? `dsh refuses to start (duplicate loader entry id: ${a})` : `dsh runs two breakers (ids ${a} and ${b}), each counting every call`;
  const remedy =
    first.bundle !== undefined && second.bundle === undefined
      ? `this row (the bundle mounts the plugin; tune it with a \`- id: ${a}\` row), or ${first.bundle.name} from that dsh.profile.bundles (keep it installed)`
      : 'one of the two rows';
  return new InputError(`${second.at}: this row mounts ${PLUGIN_ID}, and so does ${firstIs}: ${outcome}. Remove ${remedy}`);
}

/** The one line for a profile in which nothing mounts the plugin. */
function notMounted(file: PatchFile, layer: PluginLayer, bundles: BundleLayers): InputError {
  const ours = bundles.read.find((bundle) => bundle.name === PACKAGE);
  const why =
    ours === undefined
      ? `${bundles.manifest ?? 'package.json'} does not list ${PACKAGE} in dsh.profile.bundles`
      : `the bundle ${PACKAGE} (${ours.file.source}) does not mount it`;
  const fix = 'install it (README, "Install") or mount it with a `- insert:` row';
  const first = layer.rows[0];
  if (first !== undefined) {
    return new InputError(`${where(file, first.row)}: dsh skips this row (patch: entry "${layer.id}" not found): nothing mounts ${PLUGIN_ID} before it (${why}, and no \`- insert:\` row here does); ${fix}`);
  }
  return new InputError(`${file.source}: ${PLUGIN_ID} is not mounted in this profile: ${why}, and no \`- insert:\` row here does; ${fix}`);
}

/** What could not be read, as notes. */
function unseenNotes(file: PatchFile, bundles: BundleLayers): string[] {
  if (bundles.alone !== undefined) return [`${file.source}: note: read alone (${bundles.alone}): the layers dsh applies before it, a profile's bundles, are not seen`];
  const others = bundles.unread.filter((name) => !name.startsWith(DSH_SCOPE));
  if (others.length === 0) return [];
  return [`${file.source}: note: not seen: the bundle layer of ${others.join(', ')} (in ${bundles.manifest ?? 'package.json'}'s dsh.profile.bundles, not in node_modules beside it)`];
}

/** `file` as dsh composes it with its profile's bundles.
 *  @throws InputError for a file or layer dsh refuses (patchesOf, readBundleLayers), the
 *  plugin mounted twice, or rows that nothing mounts in a profile whose layers were read. */
export function readProfile(file: PatchFile): ProfileReading {
  const patches = patchesOf(file);
  const bundles = readBundleLayers(file.source);
  const layer = pluginLayer(patches, bundles.last);
  const mounts = [...bundles.read.flatMap((bundle) => mountsIn(bundle.file, bundle.layer, bundle)), ...mountsIn(file, layer, undefined)];
  const [first, second] = mounts;
  if (first !== undefined && second !== undefined) throw mountedTwice(first, second, bundles.manifest);
  const unseen = unseenNotes(file, bundles);
  if (first === undefined && bundles.manifest !== undefined && unseen.length === 0) throw notMounted(file, layer, bundles);
  const { configRow } = layer;
  const configBundle = configRow === undefined || layer.rows.includes(configRow) ? undefined : bundles.read.find((bundle) => bundle.layer.rows.includes(configRow));
  return { file, bundles, layer, configFile: configBundle?.file ?? file, mount: first, unseen };
}

/** Where the plugin's config comes from, in one line: check's title, replay's note. */
export function configSource({ file, layer, configFile, mount }: ProfileReading): string {
  const { configRow } = layer;
  if (layer.config !== undefined && configFile !== file) {
    return `${where(configFile, configRow?.row)}: ${PLUGIN_ID} runs with the config the bundle layer gives it (the keys it leaves out are the defaults)`;
  }
  if (layer.config !== undefined) return `${where(file, configRow?.row)}: ${PLUGIN_ID} runs with this config (the keys its row leaves out are the defaults)`;
  if (layer.rows.length > 0) return `${where(file, layer.rows.at(-1)?.row)}: ${PLUGIN_ID} has no config: here, so it runs with the defaults`;
  if (mount?.bundle !== undefined) return `${file.source}: no row for ${PLUGIN_ID} here; the bundle ${mount.bundle.name} mounts it (${mount.at}) with no config:, so it runs with the defaults`;
  return `${file.source}: no row for ${PLUGIN_ID} here, so it runs with the defaults (where a bundle or another layer mounts it)`;
}

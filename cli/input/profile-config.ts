// The plugin's config in a dsh profile's own YAML, found the way dsh finds it. A file may
// hold the row's `config:` mapping itself, one row (`id:`/`name:`/`config:`), or a whole
// cordis.patch.yml: a list of patches, `- insert:` rows that mount plugins and rows that
// reconfigure one by id. dsh applies a patch file's patches in order over the rows mounted
// before it (cordis-plugin-include's applyEntryPatches): a reconfiguring patch replaces
// each field it lists (`config:` whole, `disabled:`), and one whose `name:` is not the
// row's is skipped. The plugin's row is the bundle's (id repeat-tool-breaker, name
// dsh-repeat-tool-breaker) unless the file inserts its own.

import { describeValue, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { JsExpression, type Spans } from './yaml-subset.js';

/** The id the bundle mounts the plugin under, and the package a row may name. */
export const PLUGIN_ID = 'repeat-tool-breaker';
export const PACKAGE = 'dsh-repeat-tool-breaker';

/** Keys of a cordis row or patch; the plugin's config has none of them. */
const ROW_KEYS = ['id', 'name', 'config', 'insert', 'disabled'];

export type Row = Record<string, unknown>;

/** A parsed file: its name for messages, and where its values are (YAML only). */
export interface Located {
  readonly source: string;
  readonly spans?: Spans | undefined;
}

/** `file:line` of `value` when it is known, else `file`. */
export function where(file: Located, value: unknown): string {
  const span = typeof value === 'object' && value !== null ? file.spans?.of.get(value) : undefined;
  return span === undefined ? file.source : `${file.source}:${span.line}`;
}

const isRow = (value: unknown): value is Row => isPlainObject(value) && ROW_KEYS.some((key) => Object.hasOwn(value, key));

/** An inserted row that mounts this plugin: by its id, or by naming the package. */
function mountsUs(row: Row): boolean {
  const name = row['name'];
  return row['id'] === PLUGIN_ID || (typeof name === 'string' && (name === PACKAGE || name.startsWith(`${PACKAGE}@`)));
}

export interface PluginRow {
  readonly row: Row;
  /** Mounts the plugin (in an `insert:` list), or reconfigures it by id. */
  readonly inserted: boolean;
}

/** What a patch file does to the plugin's row. */
export interface PluginLayer {
  /** The rows that mount or reconfigure it, in order. */
  readonly rows: readonly PluginRow[];
  /** The config `apply` gets: undefined when no row gives one (the defaults). */
  readonly config: unknown;
  readonly configRow: PluginRow | undefined;
  /** The row's `disabled:` (undefined when none says; dsh disables the row when it is truthy). */
  readonly disabled: unknown;
  readonly disabledRow: PluginRow | undefined;
  /** Patches with the plugin's id that dsh skips: their `name:` is not the row's. */
  readonly skipped: readonly Row[];
  /** The id the plugin is mounted under (a reconfiguring row must name it). */
  readonly id: string;
  /** The `name:` of the row that mounts it (a reconfiguring row that names another is skipped). */
  readonly name: unknown;
}

/** The patches of a cordis.patch.yml, checked as dsh checks them when it starts.
 *  @throws InputError for a file dsh refuses: not a list, or an entry that is not a mapping,
 *  or an `insert:` that is not a list. */
export function patchList(file: Located, document: unknown): readonly Row[] {
  if (!Array.isArray(document)) {
    throw new InputError(`${file.source}: must be a list of patches (a fresh profile's file holds []); dsh refuses to start with it`);
  }
  document.forEach((entry: unknown, i) => {
    if (!isPlainObject(entry)) throw new InputError(`${where(file, document)}: entry ${i + 1} must be a mapping (a patch); dsh refuses to start with it`);
    if (entry['insert'] !== undefined && entry['insert'] !== null && !Array.isArray(entry['insert'])) {
      throw new InputError(`${where(file, entry)}: \`insert:\` must be a list of rows; dsh refuses to start with it`);
    }
  });
  return document as Row[];
}

/** What `patches` do to the plugin's row, in dsh's order, after the layers before them
 *  (`before`: what those left; its rows are not this layer's, but its id, name, config and
 *  `disabled:` are where this layer starts). */
export function pluginLayer(patches: readonly Row[], before?: PluginLayer): PluginLayer {
  let id = before?.id ?? PLUGIN_ID;
  let name: unknown = before === undefined ? PACKAGE : before.name;
  const rows: PluginRow[] = [];
  const skipped: Row[] = [];
  let config: unknown = before?.config;
  let configRow: PluginRow | undefined = before?.configRow;
  let disabled: unknown = before?.disabled;
  let disabledRow: PluginRow | undefined = before?.disabledRow;
  for (const patch of patches) {
    const insert = patch['insert'];
    if (Array.isArray(insert)) {
      for (const row of insert as unknown[]) {
        if (!isRow(row) || !mountsUs(row)) continue;
        const found: PluginRow = { row, inserted: true };
        rows.push(found);
        if (typeof row['id'] === 'string') id = row['id'];
        name = row['name'];
        config = row['config'];
        configRow = found;
        disabled = row['disabled'];
        disabledRow = Object.hasOwn(row, 'disabled') ? found : undefined;
      }
      continue;
    }
    if (patch['id'] !== id) continue;
    const patchName = patch['name'];
    if (patchName !== undefined && patchName !== null && patchName !== '' && patchName !== name) {
      skipped.push(patch);
      continue;
    }
    const found: PluginRow = { row: patch, inserted: false };
    rows.push(found);
    if (Object.hasOwn(patch, 'config')) {
      config = patch['config'];
      configRow = found;
    }
    if (Object.hasOwn(patch, 'disabled')) {
      disabled = patch['disabled'];
      disabledRow = found;
    }
  }
  return { rows, config, configRow, disabled, disabledRow, skipped, id, name };
}

/** The first `!!js` value inside `value`, if any. */
export function jsExpressionIn(value: unknown): JsExpression | undefined {
  if (value instanceof JsExpression) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const item of Object.values(value)) {
    const found = jsExpressionIn(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The plugin's config, and its `disabled:`, from a file in one of the three forms. */
export interface ProfileConfig {
  readonly config: unknown;
  readonly disabled: unknown;
  /** The value that holds `disabled:` (for its location). */
  readonly disabledIn: unknown;
}

/** The plugin's config from a parsed profile YAML document (`--config`).
 *  @throws InputError when the document holds none, or dsh would refuse it. */
export function profileConfig(file: Located, document: unknown): ProfileConfig {
  const { source } = file;
  if (document === null || document === undefined) throw new InputError(`--config: ${source} is empty`);
  if (Array.isArray(document) || (isRow(document) && Object.hasOwn(document, 'insert'))) {
    let layer: PluginLayer;
    try {
      layer = pluginLayer(patchList(file, Array.isArray(document) ? document : [document]));
    } catch (error) {
      if (error instanceof InputError) throw new InputError(`--config: ${error.message}`);
      throw error;
    }
    if (layer.rows.length === 0) {
      throw new InputError(`--config: ${source} has no row for this plugin (looked for id: ${PLUGIN_ID} or name: ${PACKAGE})`);
    }
    return { config: layer.config, disabled: layer.disabled, disabledIn: layer.disabledRow?.row };
  }
  if (isRow(document)) return { config: document['config'], disabled: document['disabled'], disabledIn: document };
  if (!isPlainObject(document)) {
    throw new InputError(`--config: ${source} is not a mapping of config keys (got ${document instanceof JsExpression ? `!!js ${describeValue(document.source)}` : describeValue(document)})`);
  }
  return { config: document, disabled: undefined, disabledIn: undefined };
}

import { JsExpression, type Spans } from './yaml-subset.js';
/** The id the bundle mounts the plugin under, and the package a row may name. */
export declare const PLUGIN_ID = "repeat-tool-breaker";
export declare const PACKAGE = "dsh-repeat-tool-breaker";
export type Row = Record<string, unknown>;
/** A parsed file: its name for messages, and where its values are (YAML only). */
export interface Located {
    readonly source: string;
    readonly spans?: Spans | undefined;
}
/** `file:line` of `value` when it is known, else `file`. */
export declare function where(file: Located, value: unknown): string;
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
export declare function patchList(file: Located, document: unknown): readonly Row[];
/** What `patches` do to the plugin's row, in dsh's order, after the layers before them
 *  (`before`: what those left; its rows are not this layer's, but its id, name, config and
 *  `disabled:` are where this layer starts). */
export declare function pluginLayer(patches: readonly Row[], before?: PluginLayer): PluginLayer;
/** The first `!!js` value inside `value`, if any. */
export declare function jsExpressionIn(value: unknown): JsExpression | undefined;
/** The plugin's config, and its `disabled:`, from a file in one of the three forms. */
export interface ProfileConfig {
    readonly config: unknown;
    readonly disabled: unknown;
    /** The value that holds `disabled:` (for its location). */
    readonly disabledIn: unknown;
}
/** The plugin's config from a parsed profile YAML document (`--config`).
 *  @throws InputError when the document holds none, or dsh would refuse it. */
export declare function profileConfig(file: Located, document: unknown): ProfileConfig;

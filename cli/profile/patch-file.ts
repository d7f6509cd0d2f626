// A profile's cordis.patch.yml read as dsh reads it when it starts or reloads: the YAML
// (yaml-subset.ts: what dsh reads, or refused with line:column), the list of patches dsh
// insists on, and what the patches do to this plugin's row (profile-config.ts). Shared by
// `check` and `config`.

import { validateConfig, type BreakerConfig } from '../../lib/config.js';
import { describeValue } from '../../lib/values.js';
import { ConfigError } from '../../lib/config.js';
import { InputError } from '../errors.js';
import { readConfigFile } from '../input/config-arg.js';
import { jsExpressionIn, patchList, where, type Located, type PluginLayer, type Row } from '../input/profile-config.js';
import { JsExpression, parseYamlDocument, YamlSubsetError, type Spans } from '../input/yaml-subset.js';

export interface PatchFile extends Located {
  readonly text: string;
  /** The document as parsed (a list of patches, or null for a file of comments). */
  readonly document: unknown;
  readonly spans: Spans;
}

const BYTE_ORDER_MARK = /^\ufeff/;

/** The file's text and YAML. @throws InputError: unreadable, or a YAML error (`file:line:column: …`). */
export function readPatchFile(path: string): PatchFile {
  const text = readConfigFile(path, '', '');
  try {
    const { value, spans } = parseYamlDocument(text.replace(BYTE_ORDER_MARK, ''));
    return { source: path, text, document: value, spans };
  } catch (error) {
    if (error instanceof YamlSubsetError) throw new InputError(`${path}:${error.message}`);
    throw error;
  }
}

/** The patches, as dsh insists on them. @throws InputError for a file dsh refuses. */
export function patchesOf(file: PatchFile): readonly Row[] {
  if (file.document === null) {
    throw new InputError(`${file.source}: holds no list of patches (only comments or nothing); dsh refuses to start with it (a profile with no patches holds [])`);
  }
  return patchList(file, file.document);
}

/** How `disabled:` reads: dsh disables a row whose value is truthy; a `!!js` one it decides at mount. */
export type Enablement = { readonly state: 'enabled' } | { readonly state: 'disabled' | 'decided-at-mount'; readonly line: string; readonly text: string };

export function enablement(file: Located, layer: PluginLayer): Enablement {
  const { disabled } = layer;
  if (disabled instanceof JsExpression) return { state: 'decided-at-mount', line: where(file, layer.disabledRow?.row), text: `!!js ${disabled.source}` };
  if (!disabled) return { state: 'enabled' };
  return { state: 'disabled', line: where(file, layer.disabledRow?.row), text: describeValue(disabled) };
}

/** The config the plugin runs with after `layer`, validated by the plugin itself.
 *  @throws InputError for a `!!js` value in it, or the plugin's own message (with the row's line). */
export function runConfig(file: PatchFile, layer: PluginLayer): BreakerConfig {
  const expression = jsExpressionIn(layer.config);
  if (expression !== undefined) {
    const span = file.spans.of.get(expression);
    const at = span === undefined ? file.source : `${file.source}:${span.line}:${span.column}`;
    throw new InputError(`${at}: \`!!js ${expression.source}\` is evaluated by dsh when it mounts the row, so its value cannot be checked here`);
  }
  try {
    return validateConfig(layer.config);
  } catch (error) {
    if (error instanceof ConfigError) throw new InputError(`${where(file, layer.configRow?.row)}: ${error.problem}`);
    throw error;
  }
}

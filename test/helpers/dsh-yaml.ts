// The YAML reader dsh itself uses for a profile's cordis.patch.yml, for the tests to compare
// against: dsh-app-boot 0.1.0-rc.8 reads patch files with js-yaml (`^4.2.0`, 4.3.2 when this
// was written) under `JSON_SCHEMA` extended by one type, `!!js`, a scalar kept as
// `{ __jsExpr: source }` for the Loader to evaluate at mount (dsh-app-boot lib/index.js,
// `entryListSchema`; cordis-plugin-include has the same). A devDependency only.
import yaml from 'js-yaml';
import { JsExpression } from '../../cli/input/yaml-subset.js';

const JS_EXPRESSION = new yaml.Type('tag:yaml.org,2002:js', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string',
  construct: (data: string) => ({ __jsExpr: data }),
});

/** The schema of dsh's patch files: JSON_SCHEMA plus `!!js`. */
export const DSH_SCHEMA = yaml.JSON_SCHEMA.extend(JS_EXPRESSION);

/** A patch file's text as dsh reads it. @throws js-yaml's YAMLException. */
export function dshLoad(text: string): unknown {
  return yaml.load(text, { schema: DSH_SCHEMA });
}

/** `value` with the subset's JsExpression objects written the way js-yaml builds them. */
export function asDshValue(value: unknown): unknown {
  if (value instanceof JsExpression) return { __jsExpr: value.source };
  if (Array.isArray(value)) return value.map(asDshValue);
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, key, { value: asDshValue(item), enumerable: true, writable: true, configurable: true });
    return copy;
  }
  return value;
}

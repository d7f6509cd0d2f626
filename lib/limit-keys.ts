// What a `limits` key may be: a fingerprint kind (`exact`, `cmd`, …), which caps every
// fingerprint of that kind, or a whole fingerprint `<kind>:<text>` (`verb:curl`,
// `family:http-fetch`), which caps that one. A key that is neither caps nothing (`exat: 3`
// would leave `exact` at its default without a word), so the config is refused instead.
// An `exempt` pattern names fingerprints the same way, `*` being its only wildcard.

import type { Kind } from './call/kind.js';
import { closestName } from './suggest.js';
import { describeValue } from './values.js';

/** Every fingerprint kind, in the order messages list them (a Record, so the type checker
 *  fails when a kind is added to `Kind` and not here). */
const KINDS: Readonly<Record<Kind, true>> = { exact: true, cmd: true, verb: true, family: true, net: true, site: true, sink: true, noop: true, failure: true };

export const LIMIT_KINDS: readonly Kind[] = Object.freeze(Object.keys(KINDS) as Kind[]);

const isKind = (name: string): name is Kind => (LIMIT_KINDS as readonly string[]).includes(name);

/** Why `key` is not a `limits` key, with the key it was probably meant to be; undefined
 *  when it is one. The message names the key as `limits.<key>` does in the other errors. */
export function limitKeyProblem(key: string): string | undefined {
  const colon = key.indexOf(':');
  const kind = colon < 0 ? key : key.slice(0, colon);
  if (isKind(kind) && (colon < 0 || colon < key.length - 1)) return undefined;
  const near = closestName(kind, LIMIT_KINDS);
  const suggestion = near === undefined || near === kind ? undefined : colon < 0 ? near : `${near}${key.slice(colon)}`;
  const hint = suggestion === undefined ? '' : `; did you mean ${JSON.stringify(suggestion)}?`;
  return (
    `\`limits\` has the key ${describeValue(key)}, which caps nothing: a key is a fingerprint kind ` +
    `(${LIMIT_KINDS.join(', ')}) or a whole fingerprint <kind>:<text> such as verb:curl${hint}`
  );
}

/** The kinds a call's own fingerprints have, which `exempt` patterns name (`noop:` is no
 *  fingerprint of a call). */
export const EXEMPT_KINDS: readonly Kind[] = Object.freeze(LIMIT_KINDS.filter((kind) => kind !== 'noop'));

/** Why `pattern` (entry `index` of `exempt`) matches no call, with the pattern it was
 *  probably meant to be; undefined when it is a pattern `<kind>:<text>`. */
export function exemptPatternProblem(pattern: string, index: number): string | undefined {
  const colon = pattern.indexOf(':');
  const kind = colon < 0 ? pattern : pattern.slice(0, colon);
  if ((EXEMPT_KINDS as readonly string[]).includes(kind) && colon > 0 && colon < pattern.length - 1) return undefined;
  const near = closestName(kind, EXEMPT_KINDS);
  const suggestion = near === undefined || near === kind || colon < 0 ? undefined : `${near}${pattern.slice(colon)}`;
  const hint = suggestion === undefined ? '' : `; did you mean ${JSON.stringify(suggestion)}?`;
  return (
    `\`exempt\` entry ${index} is ${describeValue(pattern)}, which matches no call: a pattern is a fingerprint ` +
    `<kind>:<text> (kind ${EXEMPT_KINDS.join(', ')}; \`*\` matches any run of characters), such as cmd:npm test${hint}`
  );
}

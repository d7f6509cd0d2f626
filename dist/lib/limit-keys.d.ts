import type { Kind } from './call/kind.js';
export declare const LIMIT_KINDS: readonly Kind[];
/** Why `key` is not a `limits` key, with the key it was probably meant to be; undefined
 *  when it is one. The message names the key as `limits.<key>` does in the other errors. */
export declare function limitKeyProblem(key: string): string | undefined;
/** The kinds a call's own fingerprints have, which `exempt` patterns name (`noop:` is no
 *  fingerprint of a call). */
export declare const EXEMPT_KINDS: readonly Kind[];
/** Why `pattern` (entry `index` of `exempt`) matches no call, with the pattern it was
 *  probably meant to be; undefined when it is a pattern `<kind>:<text>`. */
export declare function exemptPatternProblem(pattern: string, index: number): string | undefined;

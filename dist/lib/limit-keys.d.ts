import type { Kind } from './call/fingerprint.js';
export declare const LIMIT_KINDS: readonly Kind[];
/** Why `key` is not a `limits` key, with the key it was probably meant to be; undefined
 *  when it is one. The message names the key as `limits.<key>` does in the other errors. */
export declare function limitKeyProblem(key: string): string | undefined;

export type Args = Record<string, unknown>;
/** design §4.1: a plain object is used as is, nullish becomes `{}`, anything else
 *  (a raw string from invalid JSON, an array, a number) becomes `{ value }`. */
export declare function argumentsObject(raw: unknown): Args;
/** A shallow copy of `args` without the keys in any of the decoy lists (top level only). */
export declare function stripDecoys(args: Args, ...decoyLists: readonly (readonly string[])[]): Args;
/** JSON with object keys sorted at every depth, `undefined` members dropped and
 *  `undefined` array items written as `null`. Never recurses, never throws on
 *  cycles (a back-reference is written as "[Circular]"). */
export declare function canonicalJson(root: unknown): string;
/** canonicalJson() in pieces whose concatenation is the canonical text. A long
 *  string argument is a piece of its own, so a megabyte of content can be hashed
 *  without ever being copied into a bigger string. */
export declare function canonicalParts(root: unknown): string[];

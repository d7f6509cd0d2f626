export type Args = Record<string, unknown>;
/** design §4.1: a plain object is used as is, nullish becomes `{}`, anything else
 *  (a raw string from invalid JSON, an array, a number) becomes `{ value }`. */
export declare function argumentsObject(raw: unknown): Args;
/** The names of all `decoyLists` in one Set (the set itself when there is one list). */
export declare function decoySetOf(...decoyLists: readonly (readonly string[])[]): ReadonlySet<string>;
/** A shallow copy of `args` without the keys in `decoys` (top level only). One Set lookup
 *  per key: 100,000 keys against 1,000 decoy names cost keys plus names, not their product. */
export declare function stripDecoys(args: Args, decoyNames: ReadonlySet<string> | readonly string[]): Args;
/** Pieces a canonical text keeps as they are; the rest is hashed (see canonicalParts).
 *  A megabyte of JSON numbers is about a million pieces, so real arguments stay whole,
 *  while an array of 70 million elements no longer grows one JS array past the size at
 *  which V8 aborts the process (a fatal error no try/catch contains). */
export declare const MAX_PIECES: number;
/** Starts the piece that stands for the hashed rest. Canonical JSON never holds a raw
 *  U+0000 (strings escape it), so this piece cannot be mistaken for JSON text. */
export declare const HASHED_REST = "\0sha256:";
/** JSON with object keys sorted at every depth, `undefined` members dropped and
 *  `undefined` array items written as `null`. Never recurses, never throws on
 *  cycles (a back-reference is written as "[Circular]"). Past MAX_PIECES pieces the
 *  rest of the text is a HASHED_REST digest instead (see canonicalParts). */
export declare function canonicalJson(root: unknown): string;
/** canonicalJson() in pieces whose concatenation is the canonical text. A long
 *  string argument is a piece of its own, so a megabyte of content can be hashed
 *  without ever being copied into a bigger string. At most MAX_PIECES + HASH_BATCH
 *  pieces are held at once: past MAX_PIECES, the rest of the text is hashed as it is
 *  written and stands as one final HASHED_REST piece, so two texts that differ there
 *  still differ in that piece. */
export declare function canonicalParts(root: unknown): string[];

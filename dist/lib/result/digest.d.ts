/** Normalized code units kept from each end of a large result. */
export declare const HEAD_KEEP = 8192;
export declare const TAIL_KEEP = 8192;
/** Raw characters read from each end of a result too large to read whole. */
export declare const WINDOW = 16384;
/** A result up to this many characters is read whole. */
export declare const WHOLE_READ: number;
/** Content blocks visited from either end. */
export declare const MAX_BLOCKS = 4096;
/** What is read of a result: all of it, or a window at each end; and, when it holds
 *  blocks other than text (images, audio, resources), their digests (D29). */
export type Reading = ({
    readonly whole: string;
} | {
    readonly head: string;
    readonly tail: string;
}) & {
    readonly media?: string;
};
/** Both identities of a result (design §9.1 D13, §9.2 D17 and §9.3 D21). */
export interface ResultIdentities {
    /** Equal when the texts are equal after erasing volatile noise (D13's "same result"). */
    readonly exact: string;
    /** Equal when they are also equal after masking numbers and generated tokens (D17's
     *  "same content", D21's ids: lib/result/generated.ts): results that differ only in a
     *  counter or a random id. */
    readonly content: string;
    /** Equal when the exact texts are equal but for counters in ids (D26: `run_7`, `om_7`):
     *  D15's "the same answer". */
    readonly answer: string;
}
/**
 * A short, fixed-size identity of a tool result for "did this check's result change?":
 * equal for two results whose texts differ only in volatile noise, different when an
 * error is compared with a success or when counts, messages, names or line numbers differ.
 * Never throws on ordinary values (a throwing `text` getter propagates).
 */
export declare function resultDigest(content: unknown, isError: boolean): string;
/** resultDigest() and the content identity of D17 (with D21), from one pass of the noise scanner. */
export declare function resultIdentities(content: unknown, isError: boolean): ResultIdentities;
/** What the digest reads of `content`, copied: it shares no memory with the host's
 *  strings (at most 2 × WINDOW characters). identitiesOf() digests it. */
export declare function readResult(content: unknown): Reading;
/** resultIdentities() of the content `reading` was read from (readResult). */
export declare function identitiesOf(reading: Reading, isError: boolean): ResultIdentities;
/** The characters a reading holds. */
export declare function readingLength(reading: Reading): number;
/** Characters and blocks the last digest read (the work bound tests assert): the last
 *  resultDigest() or resultIdentities() call, or identitiesOf() (its characters only). */
export declare function lastDigestReads(): number;
/** `text` as the digest sees it, noise replaced by readable markers (`‹duration›`, …). */
export declare function normalizedText(text: string): string;
/** `text` as the content identity (D17, D21) sees it: `‹n›` for numbers, `‹id›` for
 *  generated tokens, beside normalizedText()'s markers. */
export declare function contentText(text: string): string;

/** Results up to this many characters are kept as text until compared. */
export declare const KEEP_CHARS = 4096;
export declare class SettledResult {
    readonly isError: boolean;
    private text;
    private digests;
    /** @param content the host's result content; @param isError the result's flag. */
    constructor(content: unknown, isError: boolean);
    /** D13: an error never equals a success; otherwise the digests (lib/result/digest.ts) decide.
     *  Two short texts that are equal are the same without digesting either. */
    sameAs(other: SettledResult): boolean;
    /** D17: the same content, numbers and generated ids masked (D21). */
    sameContentAs(other: SettledResult): boolean;
    /** Both identities, computed together on the first comparison that needs one. */
    private identities;
}

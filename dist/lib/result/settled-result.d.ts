/** Results up to this many characters are kept as text until compared. */
export declare const KEEP_CHARS = 4096;
export declare class SettledResult {
    readonly isError: boolean;
    private text;
    private digest;
    /** @param content the host's result content; @param isError the result's flag. */
    constructor(content: unknown, isError: boolean);
    /** An error never equals a success; otherwise the digests (lib/result/digest.ts) decide. */
    sameAs(other: SettledResult): boolean;
    private identity;
}

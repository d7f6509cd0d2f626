/** The text of a result's blocks (strings, empty ones dropped, joined by newlines),
 *  cut to its first and last EDGE characters; never a reference into the result. */
export declare function resultSample(content: unknown): string;
/** What an allowed call returned, as far as "did this check's result change?" needs it.
 *  The digest is computed on the first comparison, then the sample is dropped. */
export declare class SettledResult {
    readonly isError: boolean;
    private sample;
    private digest;
    constructor(content: unknown, isError: boolean);
    /** An error never equals a success; otherwise the digests decide. */
    sameAs(other: SettledResult): boolean;
    private identity;
}

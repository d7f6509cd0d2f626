export interface ReplayHit {
    /** The fingerprint as the message quotes it (head-truncated past `previewChars`). */
    readonly fingerprint: string;
    /** `exact`, `cmd`, `net`, `site`, `sink`, `family` or `verb`: the text before the first `:`. */
    readonly kind: string;
    /** The occurrence the call would have been. */
    readonly count: number;
    readonly cap: number;
}
/** The hits an ask reason names, in order. */
export declare function parseAskHits(reason: string | undefined): ReplayHit[];
export declare function parseHits(message: string | undefined): ReplayHit[];

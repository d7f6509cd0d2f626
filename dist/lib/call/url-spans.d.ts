interface UrlSpan {
    readonly start: number;
    readonly end: number;
    readonly raw: string;
}
/** design §4.7: each http(s) URL inside one token, trailing punctuation trimmed. */
export declare function urlSpans(text: string): UrlSpan[];
export {};

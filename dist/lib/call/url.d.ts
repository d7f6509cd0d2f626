export interface NormalizedUrl {
    /** host[:port] + path + [?query] — the `net:` value. */
    readonly net: string;
    /** Registrable-ish site (last two labels), or the IP literal — the `site:` value. */
    readonly site: string;
    /** Whether the URL points at a loopback, private or link-local address. */
    readonly local: boolean;
}
/** design §4.8. `null` when the text is not a usable URL. */
export declare function normalizeUrl(raw: string, aliases?: ReadonlyMap<string, string>): NormalizedUrl | null;
/** design §4.9: decided on the parsed address; brackets optional, case-insensitive. */
export declare function isLocalHost(hostname: string): boolean;

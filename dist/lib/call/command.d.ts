import type { Command } from './commands.js';
import { type Token } from './shell.js';
import { type NormalizedUrl } from './url.js';
/** Past this many distinct URLs a command is treated as "mentions more than we read". */
export declare const MAX_URLS_PER_CALL = 64;
interface UrlSpan {
    readonly start: number;
    readonly end: number;
    readonly raw: string;
}
/** design §4.7: each http(s) URL inside one token, trailing punctuation trimmed. */
export declare function urlSpans(text: string): UrlSpan[];
/** Normalizes the URLs of one call, each distinct spelling once, up to a bound. */
export declare class UrlFolder {
    private readonly aliases;
    private readonly memo?;
    private readonly seen;
    /** Distinct normalized URLs in order of first appearance. */
    readonly urls: NormalizedUrl[];
    /** Set when the call names more URLs than MAX_URLS_PER_CALL. */
    overflow: boolean;
    /** Each spelling folded so far, with what it folded to (null: not a URL). */
    spellings(): Iterable<readonly [string, NormalizedUrl | null]>;
    /** `memo` (optional, owned by the caller) remembers normalizations across calls. */
    constructor(aliases: ReadonlyMap<string, string>, memo?: Map<string, NormalizedUrl | null> | undefined);
    fold(raw: string): NormalizedUrl | null;
    private normalize;
}
/** design §4.6: the command's identity without volatile flags, URLs folded; with
 *  `keepBoundaries` (D14) words that hold blanks are quoted back. A flag is volatile only
 *  after the program of an HTTP fetcher, in its own command (D22: `git commit -m` keeps
 *  its message). What was dropped (the leading assignments and `timeout`, each volatile
 *  flag with its value) is added to `dropped`, bounded (lib/call/cosmetic.ts), when it is
 *  given. */
export declare function strippedCommand(tokens: readonly Token[], commands: readonly Command[], folder: UrlFolder, keepBoundaries: boolean, dropped?: string[]): string;
/** Every URL the command names, folded into `folder` (for `net:`/`site:`). */
export declare function collectUrls(tokens: readonly Token[], folder: UrlFolder): void;
/** design §4.10: the first place the line writes its bytes (its commands in order, each
 *  command's writes in the order of its words); null when none, or when that first place
 *  is a generic destination. */
export declare function sinkOf(commands: readonly Command[]): string | null;
export {};

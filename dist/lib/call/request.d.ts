import { type Command } from './commands.js';
import type { UrlFolder } from './command.js';
import type { Token } from './shell.js';
/** What one fetcher command asks. */
export interface Request {
    /** The raw URLs it fetches, in order (each an http(s) URL span of a URL argument). */
    readonly urls: readonly string[];
    /** The method when one is named or implied (upper-cased); '' for a plain GET. */
    readonly method: string;
    /** Its body parts in order (data options, form fields, HTTPie's items, a heredoc fed to it). */
    readonly body: readonly string[];
    /** Its headers other than the volatile ones, `name:value`, name lowercased, sorted. */
    readonly headers: readonly string[];
}
/** The requests of a line's fetchers, in order, each of their URLs fetched into `folder`. */
export declare function fetchedRequests(commands: readonly Command[], folder: UrlFolder, tokens: readonly Token[]): readonly Request[];
/** What a `net:` value carries after the URL (D30): the method when it is not GET, a
 *  digest of the body and of the headers when there are any, and what the line does with
 *  the answer (`handling`, as `cmd:` writes it). '' for a plain GET handled by nothing. */
export declare function requestSuffix(request: Request | undefined, handling: string): string;

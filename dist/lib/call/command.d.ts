import type { Command } from './commands.js';
import { type Token } from './shell.js';
import { type NormalizedUrl } from './url.js';
/** Past this many distinct URLs a command is treated as "mentions more than we read". */
export declare const MAX_URLS_PER_CALL = 64;
/** Normalizes the URLs of one call, each distinct spelling once, up to a bound. */
export declare class UrlFolder {
    private readonly aliases;
    private readonly memo?;
    private readonly seen;
    /** The distinct URLs the call fetches (D30: a fetcher's URL arguments, a fetch tool's
     *  URL), in order of first appearance: what `net:`, `site:` and locality read. */
    readonly urls: NormalizedUrl[];
    /** Set when the call names more URLs than MAX_URLS_PER_CALL. */
    overflow: boolean;
    /** Each spelling folded so far, with what it folded to (null: not a URL). */
    spellings(): Iterable<readonly [string, NormalizedUrl | null]>;
    /** `memo` (optional, owned by the caller) remembers normalizations across calls. */
    constructor(aliases: ReadonlyMap<string, string>, memo?: Map<string, NormalizedUrl | null> | undefined);
    /** The URL `raw` folds to (remembered with its spelling), or null. */
    fold(raw: string): NormalizedUrl | null;
    /** fold(), for a URL the call fetches: it joins `urls` (once per `net:` value). */
    fetch(raw: string): NormalizedUrl | null;
    private normalize;
}
/** design §4.6: the command's identity without volatile flags, URLs folded; with
 *  `keepBoundaries` (D14) words that hold blanks are quoted back. With `handling` (D30),
 *  the words of every command that runs no fetcher — what the line does with what it
 *  fetches — are added to it as they are written here. A flag is volatile only
 *  after the program of an HTTP fetcher, in its own command (D22: `git commit -m` keeps
 *  its message). What was dropped (the leading assignments and `timeout`, each volatile
 *  flag with its value) is added to `dropped`, bounded (lib/call/cosmetic.ts), when it is
 *  given. */
export declare function strippedCommand(tokens: readonly Token[], commands: readonly Command[], folder: UrlFolder, keepBoundaries: boolean, dropped?: string[], handling?: string[]): string;
/** design §4.10: the command that writes the line's sink (its commands in order, each
 *  command's writes in the order of its words), if any. */
export declare function sinkCommand(commands: readonly Command[]): Command | undefined;
/** design §4.10: the line's sink — the first place it writes bytes it does not spell out —
 *  or null when none, or when that first place is a generic destination. */
export declare function sinkPath(command: Command | undefined): string | null;
/** design §4.10: the sink of a whole line (sinkPath of its sinkCommand). */
export declare function sinkOf(commands: readonly Command[]): string | null;

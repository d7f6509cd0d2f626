import type { Args } from './canonical.js';
import type { NormalizedUrl } from './url.js';
/** Items of each kind kept per run; a call with more is described by its first ones. */
export declare const MAX_COSMETIC_ITEMS = 8;
/** Characters of a decoy value or a flag shown; a URL spelling gets twice as many. */
export declare const COSMETIC_PREVIEW = 40;
/** A decoy value too long to keep, or not a primitive: what a denial shows of it, and an
 *  identity for comparing it with other runs. */
export interface StandIn {
    readonly shown: string;
    readonly id: string;
}
/** A decoy argument of one run: its name and its value — a primitive as given (a string of
 *  at most COSMETIC_PREVIEW characters, copied), or a StandIn. Rendered only by a denial. */
export interface DecoyValue {
    readonly key: string;
    readonly value: string | number | boolean | StandIn;
}
/** One URL as written, with the `net:` value it folds to (both bounded). */
export interface UrlSpelling {
    readonly raw: string;
    readonly net: string;
}
/** What a command or a URL tool's call spells that its fingerprints fold away. One object
 *  per distinct command (the shell memo keeps it), shared by all its runs. */
export interface Spelling {
    /** The volatile flags and leading `NAME=value` / `timeout N` words dropped, as written
     *  (`--max-time 60`, `-sS`). */
    readonly flags: readonly string[];
    readonly urls: readonly UrlSpelling[];
}
/** A run as the comparison reads it: what it carried, and its fingerprint ids. */
export interface CosmeticRun {
    readonly ids: readonly string[];
    readonly decoys?: readonly DecoyValue[] | undefined;
    readonly spelling?: Spelling | undefined;
}
/** The cosmetic differences between a call and the runs it repeats, as data for the
 *  denial: each decoy argument with its distinct values, the flags not carried by every
 *  run, and for each URL its distinct spellings. Empty lists when there are none. */
export interface CosmeticDifferences {
    readonly decoys: readonly {
        readonly key: string;
        readonly values: readonly string[];
    }[];
    readonly flags: readonly string[];
    readonly urls: readonly (readonly string[])[];
}
/** How a denial shows a decoy value. */
export declare function shownValue(value: DecoyValue['value']): string;
/** Whether two runs carried the same decoy arguments with the same values, in the same
 *  order (decoyValues() reads a call's arguments in their order). */
export declare function sameDecoys(a: readonly DecoyValue[] | undefined, b: readonly DecoyValue[] | undefined): boolean;
/** The decoy arguments of `args` (own keys only, D8) among `keys`, the tool's decoy names
 *  (lib/call/fingerprint.ts `decoyKeys`); undefined when it carries none. One set lookup
 *  per argument: a call has a handful, the lists may be long. */
export declare function decoyValues(args: Args, keys: ReadonlySet<string>): DecoyValue[] | undefined;
/** The spelling of one call: `flags` (already bounded previews, see `droppedWord`) and the
 *  URLs it named with what each folds to; undefined when there is neither. */
export declare function spellingOf(flags: readonly string[], urls: Iterable<readonly [string, NormalizedUrl | null]>): Spelling | undefined;
/** A dropped word as kept: cut to COSMETIC_PREVIEW characters. */
export declare function droppedWord(text: string): string;
/**
 * design §8.1 item 3: how `call` differs cosmetically from `earlier`, the runs it repeats
 * (oldest first). A decoy argument is named when its value (or its absence) is not the
 * same in every run; a dropped flag when not every run of the same `cmd:` (`cmdId`)
 * carried it; a URL when the runs spelled the one `net:` value more than one way.
 */
export declare function cosmeticDifferences(call: CosmeticRun, earlier: readonly CosmeticRun[], cmdId: string | undefined): CosmeticDifferences;

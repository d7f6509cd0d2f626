import type { CosmeticDifferences } from './call/cosmetic.js';
import type { LocalHostsPolicy } from './config.js';
import { type Hit, type HitRule } from './decision.js';
/** Why a local-only block was not relaxed: the operator refused, or the policy. */
export type LocalNote = {
    kind: 'refused';
} | {
    kind: 'policy';
    policy: LocalHostsPolicy;
};
/** A previous result as a denial quotes it (§8.1 item 5): whole in `head` (`tail` empty,
 *  nothing omitted), or its beginning and its end with `omitted` characters between them. */
export interface PreviousResult {
    readonly head: string;
    readonly tail: string;
    readonly omitted: number;
    /** The run failed: this is the error it returned. */
    readonly isError?: boolean;
}
/** Head-truncates to `max` characters, saying how much was left out. */
export declare function truncate(text: string, max: number, totalLength?: number): string;
/** Seconds as a person reads them: whole seconds from ten on, else to the millisecond
 *  (`2.5`, `0.001`); never a float's tail (`1800.4000000000779`). */
export declare function seconds(value: number): string;
/** A hit's count as every output shows it: `5/5`, and for a poll or a wait, whose counts
 *  are seconds, `1800/1800 s`. */
export declare function countText(next: number, cap: number, counted: HitRule): string;
export declare function neutraliseMarkup(text: string): string;
/** The denial's paragraph on a local-only block: whole sentences on one line, so it reads
 *  the same whether a client keeps the denial's line breaks or collapses them. */
export declare function localNoteText(note: LocalNote): string;
export interface DenialInput {
    readonly tool: string;
    readonly hits: readonly Hit[];
    readonly localNote: LocalNote | null;
    readonly previous: PreviousResult | undefined;
    readonly previewChars: number;
    /** D16's `pollSleep`, for the advice on how to wait (null: no polls, no advice). */
    readonly pollSleep?: number | null;
    /** How this call differs cosmetically from the runs it repeats (none: a plain repeat). */
    readonly cosmetic?: CosmeticDifferences;
    /** false for a call that cannot be waiting for anything (a no-op, a read of files while
     *  nothing runs in the background): no advice to wait. */
    readonly mayWait?: boolean;
    /** D27: a possible change ran between the runs this call repeats: the denial says that
     *  nothing the breaker can see has changed, not that nothing has. */
    readonly unseen?: boolean;
}
/** design §8.1. Starts with `REPEAT_TOOL_BLOCKED:`; the host adds `Error: `. */
export declare function denialMessage(input: DenialInput): string;
/** Whether denialMessage() says the same for `a` as for `b`: they agree on every field it
 *  reads (a loop's denials are, and its text need not be rendered again). */
export declare function sameDenial(a: DenialInput, b: DenialInput): boolean;
/**
 * design §8.2: the question put to the operator for a local-only block. The web UI shows
 * it in its approval card with the line breaks collapsed, so every line is a whole
 * sentence and the hits are named inside one (no `Hits:` list, unlike the denial).
 * @param exempt The config's `exempt` patterns, which the let-through command keeps.
 */
export declare function askReason(tool: string, hits: readonly Hit[], previewChars: number, exempt?: readonly string[]): string;
export interface QuestionInput {
    readonly tool: string;
    /** The hits that would stop the call. */
    readonly hits: readonly Hit[];
    /** This action's latest result, as the denial would quote it. */
    readonly previous: PreviousResult | undefined;
    readonly previewChars: number;
    /** The config's `exempt` patterns, which the let-through command keeps. */
    readonly exempt?: readonly string[];
}
/**
 * design §3.6 and §8.2: `mode: ask`'s question about a call the breaker would stop. The web
 * UI shows it in its approval card with the line breaks collapsed, so every line is a whole
 * sentence: the call, each hit with its rule, the result the call would repeat, the rule's
 * key and the `config` command that lets such calls through (lib/let-through.ts), and both
 * answers. The model never reads it; a rejected call gets the denial (denialMessage).
 */
export declare function stopQuestion({ tool, hits, previous, previewChars, exempt }: QuestionInput): string;
/** Content blocks read for the quote from each end, like the digest's MAX_BLOCKS: a sparse
 *  array of length 1e8 is not walked slot by slot. */
export declare const QUOTED_BLOCKS = 4096;
/**
 * design §8.3 and §8.1 item 5: the text of `content` (text blocks joined by newlines, empty
 * ones dropped) as a denial quotes it, in at most `max` characters: whole, or its beginning
 * and its end (about a third and two thirds of `max`, cut at line breaks where one is near)
 * with the number of characters left out between. Reads at most QUOTED_BLOCKS blocks from
 * each end, and of those only `max` characters from each end: a huge result is never copied
 * whole, and text in blocks between the first and the last QUOTED_BLOCKS is not counted.
 */
export declare function resultText(content: unknown, max: number): PreviousResult;

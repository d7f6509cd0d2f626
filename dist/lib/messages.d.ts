import type { LocalHostsPolicy } from './config.js';
import { type Hit, type HitRule } from './decision.js';
/** Why a local-only block was not relaxed: the operator refused, or the policy. */
export type LocalNote = {
    kind: 'refused';
} | {
    kind: 'policy';
    policy: LocalHostsPolicy;
};
export interface PreviousResult {
    readonly text: string;
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
}
/** design §8.1. Starts with `REPEAT_TOOL_BLOCKED:`; the host adds `Error: `. */
export declare function denialMessage({ tool, hits, localNote, previous, previewChars, pollSleep }: DenialInput): string;
/**
 * design §8.2: the question put to the operator for a local-only block. The web UI shows
 * it in its approval card with the line breaks collapsed, so every line is a whole
 * sentence and the hits are named inside one (no `Hits:` list, unlike the denial).
 */
export declare function askReason(tool: string, hits: readonly Hit[], previewChars: number): string;
/** Content blocks read for the quote, like the digest's MAX_BLOCKS: a sparse array of
 *  length 1e8 is not walked slot by slot. */
export declare const QUOTED_BLOCKS = 4096;
/** design §8.3: text blocks joined by newlines, empty ones dropped, read only as far as `max`
 *  and over the first QUOTED_BLOCKS blocks. Returns the head and the full length of what
 *  was read, so huge results are never copied whole. */
export declare function resultText(content: unknown, max: number): {
    head: string;
    length: number;
};

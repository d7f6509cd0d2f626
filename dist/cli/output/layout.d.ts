import type { Env } from './color.js';
/** Narrower than this, a row cannot say anything useful; the table stays this wide. */
export declare const MIN_WIDTH = 60;
export interface Layout {
    /** Line width the table keeps within; undefined: the full layout, unbounded. */
    readonly width: number | undefined;
    readonly index: number;
    readonly agent: number;
    readonly tool: number;
    readonly arguments: number;
    readonly decision: number;
    readonly change: number;
    /** Room for one hit line (a fingerprint, its count, a note); undefined: unbounded, and a
     *  fingerprint is cut at FULL_FINGERPRINT characters. */
    readonly hit: number | undefined;
    /** Hits follow the change column (true), or stand on their own lines under the row. */
    readonly hitsInline: boolean;
    /** Where hit lines under a row start (the agent column). */
    readonly hitIndent: number;
    /** Characters of an agent name in a user-message separator line. */
    readonly separatorAgent: number;
}
/** A fingerprint's characters in the full layout; a fitted one gets what its line leaves. */
export declare const FULL_FINGERPRINT = 72;
/** A fingerprint is never cut shorter than this (the note after it is cut instead). */
export declare const MIN_FINGERPRINT = 12;
/** The full layout: what a pipe gets, and a terminal wide enough for it. */
export declare const FULL_LAYOUT: Layout;
/** The width to fit: COLUMNS when it is a positive number, else the terminal's columns
 *  (pass undefined when stdout is not a terminal), else none. */
export declare function tableWidth(env: Env, terminalColumns: number | undefined): number | undefined;
/** The layout for a line width (undefined: the full layout). A width that fits the full
 *  row and a whole hit beside it keeps every column at its full size and gives the hits
 *  the rest; a narrower one moves the hits under the row and shares what is left between
 *  agent, tool and arguments. */
export declare function tableLayout(width: number | undefined): Layout;
/** A fingerprint's budget in a hit line whose other text is `rest` characters. */
export declare function fingerprintRoom(layout: Layout, rest: number): number;
/** `text` cut to `width` with `…` when longer; never between the halves of a surrogate pair.
 *  For text that is already terminal-safe (the notes after a fingerprint). */
export declare function clip(text: string, width: number | undefined): string;
/** A ` · `-separated line broken before a piece that would pass `width`; later lines are
 *  indented by two spaces. A piece longer than the width stays whole: it is data. */
export declare function wrapPieces(text: string, width: number | undefined, separator?: string): string[];

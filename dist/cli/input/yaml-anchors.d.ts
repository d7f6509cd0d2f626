/** Values a document may expand to, its aliases counted as what they stand for. A 1 MiB
 *  patch file without aliases holds at most about 500,000; a profile holds a few hundred. */
export declare const MAX_VALUES = 1000000;
/** Where an `&name` is written. */
export interface AnchorAt {
    readonly name: string;
    /** 1-based. */
    readonly line: number;
    readonly column: number;
}
/** An anchor and the value it names. */
export interface AnchorSpan extends AnchorAt {
    readonly value: unknown;
}
/** An alias, the anchor it found, and so the value it stands for. */
export interface AliasSpan extends AnchorAt {
    readonly anchor: AnchorSpan;
}
/** The anchors of one document, in the order the reader meets them. */
export declare class Anchors {
    /** Every anchor and alias, in order, for tools that edit the text (Spans). */
    private readonly anchors;
    private readonly aliases;
    private readonly maxDepth;
    private readonly named;
    /** Collections that are named and still being read, and their anchors. */
    private readonly open;
    private readonly extents;
    constructor(
    /** Every anchor and alias, in order, for tools that edit the text (Spans). */
    anchors: AnchorSpan[], aliases: AliasSpan[], maxDepth: number);
    /** `at` names `value` from now on. */
    define(at: AnchorAt, value: unknown): AnchorSpan;
    /** A collection named `at` starts: it is named from here, as js-yaml names it. */
    opened(at: AnchorAt | undefined, collection: object): void;
    /** A collection is complete: named again (js-yaml stores its anchor once more when the
     *  node ends), and what it holds measured.
     *  @throws through `fail` when it expands past MAX_VALUES. */
    closed(collection: object, fail: (what: string) => never): void;
    /** The value `*name` stands for, written at `at`, `depth` collections deep.
     *  @throws through `fail` for an alias with no anchor before it, one inside the value it
     *  names, or one that would nest the document past maxDepth. */
    resolve(at: AnchorAt, depth: number, fail: (what: string) => never): unknown;
}

import { type AliasSpan, type AnchorSpan } from './yaml-anchors.js';
export { MAX_VALUES, type AliasSpan, type AnchorSpan } from './yaml-anchors.js';
/** A document outside the subset, or not valid YAML; the message starts with `line:column: `. */
export declare class YamlSubsetError extends Error {
    readonly line: number;
    readonly column: number;
    name: string;
    constructor(line: number, column: number, what: string);
}
/** A `!!js` scalar: an expression dsh evaluates when it mounts the row. */
export declare class JsExpression {
    readonly source: string;
    constructor(source: string);
}
/** Collections nested deeper than this are refused (dsh itself stops at 100). */
export declare const MAX_DEPTH = 64;
/** Where a collection is in the source: its first and last line (1-based), and whether it
 *  is written in block style (one entry per line) or flow style (`[…]`/`{…}` on one line). */
export interface Span {
    readonly line: number;
    readonly column: number;
    readonly endLine: number;
    readonly flow: boolean;
}
/** A mapping entry's place: the line of its key, and the last line of its value. */
export interface EntrySpan extends Span {
    readonly key: string;
}
/** The spans of every collection in a document, for tools that edit the text in place. */
export interface Spans {
    /** The collection's (or `!!js` value's) own span. */
    readonly of: WeakMap<object, Span>;
    /** A block mapping's entries, in order. */
    readonly entries: WeakMap<object, readonly EntrySpan[]>;
    /** Every `&name`, in order. */
    readonly anchors: readonly AnchorSpan[];
    /** Every `*name`, in order, with the anchor it found. */
    readonly aliases: readonly AliasSpan[];
}
/** Parses `source` in the supported subset, with the spans of its collections.
 *  @throws YamlSubsetError with `line:column` for anything outside it. */
export declare function parseYamlDocument(source: string): {
    value: unknown;
    spans: Spans;
};
/** Parses `source` in the supported subset.
 *  @throws YamlSubsetError with `line:column` for anything outside it. */
export declare function parseYamlSubset(source: string): unknown;

/** `\x1b`, `\u202e`: the escape a JavaScript string literal would use. */
export declare function visibleEscape(char: string): string;
/** `text` with every unsafe character shown as its escape (newlines included). */
export declare function escapeControls(text: string): string;
/** At most `width` characters on one line: whitespace runs (newlines included) become one
 *  space, other unsafe characters their escapes, and a cut is marked with `…`. Looks at no
 *  more than a few times `width` characters of `text`, however long it is. */
export declare function oneLine(text: string, width: number): string;

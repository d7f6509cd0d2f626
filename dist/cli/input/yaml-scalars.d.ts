/** A plain scalar's value: null, a boolean, a number, or the text itself. An integer or a
 *  float too large to be finite is text. */
export declare function plainValue(text: string): unknown;
/** A mapping key as a property name: the string of its value. */
export declare const keyString: (key: unknown) => string;
/** The escapes of a double-quoted string that stand for one character. */
export declare const DOUBLE_ESCAPES: Readonly<Record<string, string>>;
/** `\x`, `\u` and `\U`: how many hex digits follow. */
export declare const HEX_ESCAPES: Readonly<Record<string, number>>;
/** Characters dsh refuses in a plain scalar ("the stream contains non-printable characters"):
 *  C0 controls but tab, line and carriage return; DEL and C1 but NEL; U+FFFE, U+FFFF; and a
 *  surrogate without its other half. */
export declare const NON_PRINTABLE: RegExp;
/** Characters dsh refuses inside quotes ("expected valid JSON character"): C0 controls but tab. */
export declare const QUOTED_CONTROL: RegExp;

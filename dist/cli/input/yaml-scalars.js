// What a plain scalar means, as dsh reads it. dsh reads a profile's patch file with js-yaml
// under its JSON schema (test/helpers/dsh-yaml.ts names the versions), whose implicit types
// are null, bool, int and float, tried in that order; every rule below is that schema's,
// down to its corners: `0b101` is 5, `-.5` and `1e400` stay strings, `-0` is 0 but `-00`
// is -0, and a key is the string of its value (`~:` is the key "null").
const NULLS = new Set(['~', 'null', 'Null', 'NULL']);
const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);
const INT = /^[-+]?(?:0(?:b[01]+|x[0-9a-fA-F]+|o[0-7]+)|[0-9]+)$/;
const FLOAT = /^(?:[-+]?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const FLOAT_SPECIAL = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const BASES = { b: 2, x: 16, o: 8 };
/** An integer's value: the sign applies to what follows it, and a bare `0` (signed or not) is 0. */
function integerValue(text) {
    const sign = text.startsWith('-') ? -1 : 1;
    const digits = text.startsWith('-') || text.startsWith('+') ? text.slice(1) : text;
    if (digits === '0')
        return 0;
    const base = digits.startsWith('0') ? BASES[digits[1] ?? ''] : undefined;
    return base === undefined ? sign * parseInt(digits, 10) : sign * parseInt(digits.slice(2), base);
}
function floatValue(text) {
    const lower = text.toLowerCase();
    const sign = lower.startsWith('-') ? -1 : 1;
    const rest = lower.startsWith('-') || lower.startsWith('+') ? lower.slice(1) : lower;
    if (rest === '.inf')
        return sign * Infinity;
    if (rest === '.nan')
        return NaN;
    return sign * parseFloat(rest);
}
/** A plain scalar's value: null, a boolean, a number, or the text itself. An integer or a
 *  float too large to be finite is text. */
export function plainValue(text) {
    if (NULLS.has(text))
        return null;
    if (TRUE.has(text))
        return true;
    if (FALSE.has(text))
        return false;
    if (INT.test(text)) {
        const value = integerValue(text);
        if (Number.isFinite(value))
            return value;
    }
    if (FLOAT.test(text) && (Number.isFinite(parseFloat(text)) || FLOAT_SPECIAL.test(text)))
        return floatValue(text);
    return text;
}
/** A mapping key as a property name: the string of its value. */
export const keyString = (key) => String(key);
/** The escapes of a double-quoted string that stand for one character. */
export const DOUBLE_ESCAPES = {
    '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
    ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
/** `\x`, `\u` and `\U`: how many hex digits follow. */
export const HEX_ESCAPES = { x: 2, u: 4, U: 8 };
/** Characters dsh refuses in a plain scalar ("the stream contains non-printable characters"):
 *  C0 controls but tab, line and carriage return; DEL and C1 but NEL; U+FFFE, U+FFFF; and a
 *  surrogate without its other half. */
export const NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
/** Characters dsh refuses inside quotes ("expected valid JSON character"): C0 controls but tab. */
export const QUOTED_CONTROL = /[\x00-\x08\x0A-\x1F]/;

// Text from a recording (tool names, arguments, agent names, file names) is written by a
// model and may hold control characters: `ESC]0;…BEL` retitles a terminal, `ESC[2J`
// clears it, a newline in a file name forges a line of output. Everything human-readable
// the CLI prints passes through here, so each such character is shown as a visible
// escape (`\x1b`) instead of being sent raw; an escape is never cut in half.
/** C0 controls, DEL, C1 controls, the line/paragraph separators and the bidirectional
 *  overrides and isolates (which reorder what a terminal shows). */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** `\x1b`, `\u202e`: the escape a JavaScript string literal would use. */
export function visibleEscape(char) {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
/** `text` with every unsafe character shown as its escape (newlines included). */
export function escapeControls(text) {
    return text.replace(UNSAFE, visibleEscape);
}
const UNSAFE_CHAR = new RegExp(UNSAFE.source);
const SPACE = /\s/;
/** At most `width` characters on one line: whitespace runs (newlines included) become one
 *  space, other unsafe characters their escapes, and a cut is marked with `…`. Looks at no
 *  more than a few times `width` characters of `text`, however long it is. */
export function oneLine(text, width) {
    let read = text.slice(0, width * 4 + 16);
    // A cut between the halves of a surrogate pair would leave half a character.
    if (read.length < text.length && /[\ud800-\udbff]$/.test(read))
        read = read.slice(0, -1);
    const pieces = [];
    let length = 0;
    let space = false;
    for (const char of read) {
        if (SPACE.test(char)) {
            space = pieces.length > 0;
            continue;
        }
        if (space) {
            pieces.push(' ');
            length++;
            space = false;
        }
        const piece = UNSAFE_CHAR.test(char) ? visibleEscape(char) : char;
        pieces.push(piece);
        length += piece.length;
        if (length > width)
            break;
    }
    const cut = length > width || read.length < text.length;
    if (!cut)
        return pieces.join('');
    // Whole pieces only, so neither an escape nor a surrogate pair is split.
    let kept = '';
    for (const piece of pieces) {
        if (kept.length + piece.length > width - 1)
            break;
        kept += piece;
    }
    return `${kept.trimEnd()}…`;
}

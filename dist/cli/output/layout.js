// How wide the table is. On a terminal it fits the terminal (COLUMNS, when set, wins, as it
// does for ls and most CLIs); piped to a file or a program without COLUMNS nothing asks for
// a width, so the table keeps its full layout and cuts a cell only at its own maximum
// (a fingerprint at 72 characters, say), the same on every machine.
// Pure: the caller passes in what it knows about the terminal.
/** Narrower than this, a row cannot say anything useful; the table stays this wide. */
export const MIN_WIDTH = 60;
const SEPARATOR = 2;
/** A fingerprint's characters in the full layout; a fitted one gets what its line leaves. */
export const FULL_FINGERPRINT = 72;
/** A fingerprint is never cut shorter than this (the note after it is cut instead). */
export const MIN_FINGERPRINT = 12;
/** The full layout: what a pipe gets, and a terminal wide enough for it. */
export const FULL_LAYOUT = Object.freeze({
    width: undefined,
    index: 4,
    agent: 16,
    tool: 12,
    arguments: 48,
    decision: 8,
    change: 6,
    hit: undefined,
    hitsInline: true,
    hitIndent: 4 + SEPARATOR,
    separatorAgent: 32,
});
/** The row without its hits: index, agent, tool, arguments, decision, change and the gaps. */
const FIXED = FULL_LAYOUT.index + FULL_LAYOUT.decision + FULL_LAYOUT.change + 5 * SEPARATOR;
const FULL_NAMES = FULL_LAYOUT.agent + FULL_LAYOUT.tool + FULL_LAYOUT.arguments;
/** Room a hit line needs before it goes beside the row rather than under it: a whole
 *  fingerprint and its count (narrower, a hit under the row shows more of itself). */
const INLINE_HITS = 80;
/** The text of a user-message separator around the agent's name. */
const SEPARATOR_TEXT = '────  user message to : its window starts over'.length;
/** A positive whole number of columns, or undefined. */
function columns(value) {
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
/** The width to fit: COLUMNS when it is a positive number, else the terminal's columns
 *  (pass undefined when stdout is not a terminal), else none. */
export function tableWidth(env, terminalColumns) {
    return columns(env['COLUMNS']) ?? columns(terminalColumns);
}
/** The layout for a line width (undefined: the full layout). A width that fits the full
 *  row and a whole hit beside it keeps every column at its full size and gives the hits
 *  the rest; a narrower one moves the hits under the row and shares what is left between
 *  agent, tool and arguments. */
export function tableLayout(width) {
    if (width === undefined)
        return FULL_LAYOUT;
    const fit = Math.max(width, MIN_WIDTH);
    const separatorAgent = Math.max(8, Math.min(FULL_LAYOUT.separatorAgent, fit - SEPARATOR_TEXT));
    if (fit >= FIXED + FULL_NAMES + SEPARATOR + INLINE_HITS) {
        return { ...FULL_LAYOUT, width: fit, hit: fit - (FIXED + FULL_NAMES + SEPARATOR), separatorAgent };
    }
    // Agent and tool shrink in proportion below their full size and never grow; the
    // arguments take the rest (the most telling cell of a row), up to twice their full
    // size, so the decision does not drift far from the command it belongs to.
    const names = fit - FIXED;
    const share = (full) => Math.max(6, Math.min(full, Math.floor((names * full) / FULL_NAMES)));
    const agent = share(FULL_LAYOUT.agent);
    const tool = share(FULL_LAYOUT.tool);
    return {
        ...FULL_LAYOUT,
        width: fit,
        agent,
        tool,
        arguments: Math.min(names - agent - tool, 2 * FULL_LAYOUT.arguments),
        hit: fit - FULL_LAYOUT.hitIndent,
        hitsInline: false,
        separatorAgent,
    };
}
/** A fingerprint's budget in a hit line whose other text is `rest` characters. */
export function fingerprintRoom(layout, rest) {
    return layout.hit === undefined ? FULL_FINGERPRINT : Math.max(MIN_FINGERPRINT, layout.hit - rest);
}
/** `text` cut to `width` with `…` when longer; never between the halves of a surrogate pair.
 *  For text that is already terminal-safe (the notes after a fingerprint). */
export function clip(text, width) {
    if (width === undefined || text.length <= width)
        return text;
    let end = Math.max(0, width - 1);
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1)))
        end--;
    return `${text.slice(0, end)}…`;
}
/** A ` · `-separated line broken before a piece that would pass `width`; later lines are
 *  indented by two spaces. A piece longer than the width stays whole: it is data. */
export function wrapPieces(text, width, separator = ' · ') {
    if (width === undefined || text.length <= width)
        return [text];
    const lines = [];
    let current = '';
    for (const piece of text.split(separator)) {
        const joined = current === '' ? piece : `${current}${separator}${piece}`;
        if (current !== '' && joined.length > width) {
            lines.push(current);
            current = `  ${piece}`;
        }
        else
            current = joined;
    }
    lines.push(current);
    return lines;
}

// A short, fixed-size identity of a tool result, so that progress-aware counting (design
// §9.1 D13) can tell whether a check returned "the same result" before and after a change.
//
// The rule:
// - The text is the result content's text blocks (non-empty `text` strings) joined by a
//   newline, as lib/messages.ts' resultText() reads it; anything that is not an array of
//   blocks is the empty text.
// - Volatile noise is erased first (lib/result/noise.ts lists it: durations, clock times,
//   memory addresses, temporary names, UUIDs, PIDs, ephemeral ports, seeds, progress
//   redraws, layout); counts, messages, names, line numbers and exit codes all count.
// - Large results are compared by their ends: when the normalized text is longer than
//   HEAD_KEEP + TAIL_KEEP, only its first lines (up to HEAD_KEEP) and its last lines (up to
//   TAIL_KEEP) count. The cut falls between lines and is measured on the normalized text,
//   so noise cannot move it. Of a text longer than WHOLE_READ only the first and the last
//   WINDOW characters are read at all (and at most MAX_BLOCKS blocks from either end).
// - An error and a success never digest alike: the digest starts with `E` or `S`.
//
// Cost: linear in what is read (at most 2 × WINDOW characters, lastDigestReads() counts
// it); verbatim stretches are appended as slices, never character by character, and one
// SHA-256 of at most HEAD_KEEP + TAIL_KEEP characters. The digest is a fresh 17-character
// string that keeps nothing of the result alive.
//
// Reading and digesting are two steps: readResult() takes what the digest reads (a copy,
// at most 2 × WINDOW characters) and identitiesOf() digests it later, with the same
// identities as resultIdentities() of the content (lib/result/settled-result.ts keeps a
// result's reading until a comparison needs its identities).
import * as crypto from 'node:crypto';
import { Mark, NoiseScanner, renderNormalized } from './noise.js';
import { ownCopy } from '../strings.js';
/** Normalized code units kept from each end of a large result. */
export const HEAD_KEEP = 8192;
export const TAIL_KEEP = 8192;
/** Raw characters read from each end of a result too large to read whole. */
export const WINDOW = 16_384;
/** A result up to this many characters is read whole. */
export const WHOLE_READ = 2 * WINDOW;
/** Content blocks visited from either end. */
export const MAX_BLOCKS = 4096;
/** Marks where the unread or uncounted middle of a large result was: a control
 *  character the normalized text never contains. */
const GAP = '\u0010';
/** Marks where a result's non-text blocks' digests begin (D29). */
const MEDIA = '\u0011';
const scanner = new NoiseScanner();
let lastReads = 0;
/** Blocks read() visited since digestOf() last reset it. */
let blocksRead = 0;
/** The text of a content block, or undefined when it has none (the resultText() rule). */
function blockText(block) {
    const text = typeof block === 'object' && block !== null ? block.text : undefined;
    return typeof text === 'string' && text !== '' ? text : undefined;
}
/** Of a non-text block's data, the characters read from each end (D29). */
const MEDIA_EDGE = 4096;
/** Non-text blocks digested at most, from the start of a result. */
const MAX_MEDIA_BLOCKS = 64;
/** The data of a non-text block as its identity reads it: `data` (an image's or audio's
 *  bytes, base64), a resource's `blob` or `text` and `uri`, or else its own fields (DSH's
 *  image block names its stored attachment: id, type, size); undefined for a text block
 *  or a value that is no block. */
function mediaData(block) {
    if (typeof block !== 'object' || block === null || Array.isArray(block))
        return undefined;
    const { type, text, data, resource } = block;
    if (typeof text === 'string' || type === 'text' || type === undefined)
        return undefined;
    if (typeof data === 'string')
        return data;
    if (typeof resource === 'object' && resource !== null) {
        const { uri, blob, text: body } = resource;
        return `${String(uri)}\u0000${typeof blob === 'string' ? blob : typeof body === 'string' ? body : ''}`;
    }
    return fieldsOf(block, 0);
}
/** The primitive fields of an object, two levels deep, sorted by key; bounded. */
function fieldsOf(object, depth) {
    const keys = Object.keys(object).slice(0, 32).sort();
    let out = '';
    for (const key of keys) {
        const value = object[key];
        if (typeof value === 'object' && value !== null)
            out += depth < 1 ? `${key}{${fieldsOf(value, depth + 1)}}` : `${key}{}`;
        else
            out += `${key}=${String(value).slice(0, 256)};`;
    }
    return out;
}
/** A bounded identity of one non-text block: its type, its data's length, and a hash of
 *  the data's first and last MEDIA_EDGE characters (D29). */
function mediaIdentity(block, data) {
    const type = String(block.type).slice(0, 64);
    const edges = data.length <= 2 * MEDIA_EDGE ? data : data.slice(0, MEDIA_EDGE) + data.slice(data.length - MEDIA_EDGE);
    return `${type}:${data.length}:${sha256(edges).toString('base64url', 0, 12)}`;
}
/** The digests of a result's non-text blocks, as the reading visits them: at most
 *  MAX_MEDIA_BLOCKS, one per line. */
class Media {
    lines;
    /** Takes `block` when it is a non-text block. */
    take(block, atEnd = false) {
        const data = mediaData(block);
        if (data === undefined)
            return;
        const lines = (this.lines ??= []);
        if (lines.length < MAX_MEDIA_BLOCKS) {
            if (atEnd)
                lines.splice(this.headCount, 0, mediaIdentity(block, data));
            else
                lines.push(mediaIdentity(block, data));
        }
        if (!atEnd)
            this.headCount = lines.length;
    }
    /** How many were found from the start (those found from the end go after them, in order). */
    headCount = 0;
    /** `reading` with the digests beside it, when there are any. */
    with(reading) {
        return this.lines === undefined ? reading : { ...reading, media: this.lines.join('\n') };
    }
}
function read(content) {
    if (!Array.isArray(content))
        return { whole: '' };
    const blocks = content;
    if (blocks.length === 1) {
        // The common result: one block, read whole (what the loop below does, without its array).
        const text = blockText(blocks[0]);
        if (text !== undefined && text.length <= WHOLE_READ) {
            blocksRead += 1;
            return { whole: text };
        }
    }
    const media = new Media();
    const pieces = [];
    let length = 0;
    let i = 0;
    for (; i < blocks.length && i < MAX_BLOCKS && length <= WHOLE_READ; i++) {
        const block = blocks[i];
        const text = blockText(block);
        if (text === undefined) {
            media.take(block);
            continue;
        }
        length += (pieces.length > 0 ? 1 : 0) + text.length;
        pieces.push(text);
    }
    blocksRead += i;
    if (i === blocks.length && length <= WHOLE_READ)
        return media.with({ whole: pieces.join('\n') });
    let head = '';
    for (const text of pieces) {
        if (head.length >= WINDOW)
            break;
        head += (head === '' ? '' : '\n') + text.slice(0, WINDOW - head.length);
    }
    let tail = '';
    let visited = 0;
    for (let k = blocks.length - 1; k >= 0 && visited < MAX_BLOCKS && tail.length < WINDOW; k--, visited++) {
        const block = blocks[k];
        const text = blockText(block);
        if (text === undefined) {
            if (k >= i)
                media.take(block, true);
            continue;
        }
        tail = text.slice(Math.max(0, text.length - (WINDOW - tail.length))) + (tail === '' ? '' : '\n') + tail;
    }
    blocksRead += visited;
    return media.with({ head: head.slice(0, WINDOW), tail: tail.slice(Math.max(0, tail.length - WINDOW)) });
}
/** The normalized head that counts: whole lines within HEAD_KEEP. A head window's last
 *  line may be cut short by the window, so it never counts. */
function headPart(text, complete) {
    let limit = text.length;
    if (!complete) {
        const lastBreak = text.lastIndexOf('\n');
        if (lastBreak >= 0)
            limit = lastBreak + 1;
    }
    if (limit <= HEAD_KEEP)
        return text.slice(0, limit);
    const cut = text.lastIndexOf('\n', HEAD_KEEP - 1);
    return text.slice(0, cut >= 0 ? cut + 1 : HEAD_KEEP);
}
/** The normalized tail that counts: whole lines within TAIL_KEEP. A tail window's first
 *  line may be cut short by the window, so it never counts. */
function tailPart(text, complete) {
    let start = 0;
    if (!complete) {
        const firstBreak = text.indexOf('\n');
        if (firstBreak >= 0)
            start = firstBreak + 1;
    }
    if (text.length - start <= TAIL_KEEP)
        return text.slice(start);
    const cut = text.indexOf('\n', text.length - TAIL_KEEP - 1);
    return text.slice(cut >= 0 ? cut + 1 : text.length - TAIL_KEEP);
}
/** Node 20.12+ has the one-shot crypto.hash(), several times cheaper for short texts. */
const oneShot = typeof crypto.hash === 'function';
/** SHA-256 of the text's UTF-8. */
function sha256(text) {
    return oneShot ? crypto.hash('sha256', text, 'buffer') : crypto.createHash('sha256').update(text).digest();
}
/** The part of a normalized reading that counts: all of it, or its ends. */
function countedText(reading, whole, head, tail) {
    if ('whole' in reading) {
        const text = whole;
        return text.length <= HEAD_KEEP + TAIL_KEEP ? text : headPart(text, true) + GAP + tailPart(text, true);
    }
    return headPart(head, false) + GAP + tailPart(tail, false);
}
/** `E`/`S` + 12 bytes of SHA-256: a fresh 17-character string that keeps nothing of the result alive. */
function identityOf(counted, isError) {
    return (isError === true ? 'E' : 'S') + sha256(counted).toString('base64url', 0, 12);
}
const COUNTER_OPEN = String.fromCharCode(Mark.counterOpen);
const COUNTER_CLOSE = String.fromCharCode(Mark.counterClose);
/** The exact text with each counter's digits (lib/result/noise.ts) dropped, their marks kept. */
function withoutCounters(text) {
    let at = text.indexOf(COUNTER_OPEN);
    if (at < 0)
        return text;
    let out = '';
    let copied = 0;
    while (at >= 0) {
        const close = text.indexOf(COUNTER_CLOSE, at);
        if (close < 0)
            break;
        out += text.slice(copied, at + 1);
        copied = close;
        at = text.indexOf(COUNTER_OPEN, close);
    }
    return out + text.slice(copied);
}
/** The identities of a reading; `blocks` is what reading it cost (for lastDigestReads). */
function identitiesOfReading(reading, isError, masking, blocks) {
    scanner.reads = 0;
    let whole, head = '', tail = '';
    let maskedWhole, maskedHead = '', maskedTail = '';
    if ('whole' in reading) {
        whole = scanner.run(reading.whole, masking);
        maskedWhole = scanner.takeMasked();
    }
    else {
        head = scanner.run(reading.head, masking);
        maskedHead = scanner.takeMasked();
        tail = scanner.run(reading.tail, masking);
        maskedTail = scanner.takeMasked();
    }
    lastReads = blocks + scanner.reads;
    // D29: the non-text blocks' digests follow the text, after a mark the text never holds;
    // no noise is masked in them (a digest is all "generated" characters).
    const media = reading.media === undefined ? '' : MEDIA + reading.media;
    const counted = countedText(reading, whole, head, tail) + media;
    const exact = identityOf(counted, isError);
    const uncounted = withoutCounters(counted);
    const answer = uncounted === counted ? exact : identityOf(uncounted, isError);
    if (!masking)
        return { exact, content: exact, answer };
    return { exact, content: identityOf(countedText(reading, maskedWhole, maskedHead, maskedTail) + media, isError), answer };
}
function digestOf(content, isError, masking) {
    blocksRead = 0;
    const reading = read(content);
    return identitiesOfReading(reading, isError, masking, blocksRead);
}
/**
 * A short, fixed-size identity of a tool result for "did this check's result change?":
 * equal for two results whose texts differ only in volatile noise, different when an
 * error is compared with a success or when counts, messages, names or line numbers differ.
 * Never throws on ordinary values (a throwing `text` getter propagates).
 */
export function resultDigest(content, isError) {
    return digestOf(content, isError, false).exact;
}
/** resultDigest() and the content identity of D17 (with D21), from one pass of the noise scanner. */
export function resultIdentities(content, isError) {
    return digestOf(content, isError, true);
}
/** What the digest reads of `content`, copied: it shares no memory with the host's
 *  strings (at most 2 × WINDOW characters). identitiesOf() digests it. */
export function readResult(content) {
    const reading = read(content);
    const { media } = reading;
    if ('whole' in reading)
        return media === undefined ? { whole: ownCopy(reading.whole) } : { whole: ownCopy(reading.whole), media };
    return media === undefined ? { head: ownCopy(reading.head), tail: ownCopy(reading.tail) } : { head: ownCopy(reading.head), tail: ownCopy(reading.tail), media };
}
/** resultIdentities() of the content `reading` was read from (readResult). */
export function identitiesOf(reading, isError) {
    return identitiesOfReading(reading, isError, true, 0);
}
/** The characters a reading holds. */
export function readingLength(reading) {
    return ('whole' in reading ? reading.whole.length : reading.head.length + reading.tail.length) + (reading.media?.length ?? 0);
}
/** Characters and blocks the last digest read (the work bound tests assert): the last
 *  resultDigest() or resultIdentities() call, or identitiesOf() (its characters only). */
export function lastDigestReads() {
    return lastReads;
}
/** `text` as the digest sees it, noise replaced by readable markers (`‹duration›`, …). */
export function normalizedText(text) {
    return renderNormalized(scanner.run(text));
}
/** `text` as the content identity (D17, D21) sees it: `‹n›` for numbers, `‹id›` for
 *  generated tokens, beside normalizedText()'s markers. */
export function contentText(text) {
    scanner.run(text, true);
    return renderNormalized(scanner.takeMasked());
}

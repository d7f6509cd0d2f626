// Splits a stream of bytes into JSON lines: one parsed value per non-blank line, with
// its 1-based line number. Only the current line is ever held, and it may not grow past
// the line-length cap. Each line is decoded as strict UTF-8 on its own, so a binary file
// is reported at the line where it stops being text.
//
// The end of a log a running dsh still appends to may be half a line. A last line with
// no newline after it that starts like a row (`{`) but is not yet valid JSON (or stops
// inside a UTF-8 sequence) is that: it is dropped and reported through `LineTail`, not
// refused. Anything else that does not parse, anywhere, is an error.
import { isUtf8 } from 'node:buffer';
import { errorMessage } from '../../lib/values.js';
import { at, InputError } from '../errors.js';
import { formatBytes } from './limits.js';
const OPEN_BRACE = 0x7b;
const NEWLINE = 0x0a;
const NEWLINES = Buffer.alloc(4096, NEWLINE);
const BYTE_ORDER_MARK = '\ufeff';
export class LineTooLong extends InputError {
    name = 'LineTooLong';
}
function decodeLine(file, line, bytes) {
    if (!isUtf8(bytes))
        throw at(file, line, 'not UTF-8 text (neither a JSONL file nor zstd-compressed JSONL)');
    return bytes.toString('utf8');
}
function parseLine(file, line, bytes) {
    let text = decodeLine(file, line, bytes);
    if (line === 1 && text.startsWith(BYTE_ORDER_MARK))
        text = text.slice(1);
    if (text.trim() === '')
        return undefined;
    try {
        return { line, value: JSON.parse(text), bytes: bytes.length };
    }
    catch (error) {
        throw at(file, line, `malformed JSON line (${errorMessage(error)})`);
    }
}
const isContinuation = (byte) => (byte & 0xc0) === 0x80;
/** How many bytes a UTF-8 sequence with this lead byte has (0: not a lead byte). */
const sequenceLength = (byte) => (byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 ? 2 : 0);
/** The bytes end in the first part of a UTF-8 sequence (a write cut short there), and are
 *  valid UTF-8 before it. */
function endsInsideSequence(bytes) {
    for (let k = 1; k <= 3 && k <= bytes.length; k++) {
        const lead = bytes[bytes.length - k];
        if (isContinuation(lead))
            continue;
        return sequenceLength(lead) > k && isUtf8(bytes.subarray(0, bytes.length - k));
    }
    return false;
}
/** The last line, which has no newline after it: parsed, or recorded in `tail` as
 *  still being written when it starts a row and is cut short (not yet valid JSON, or
 *  stopping inside a UTF-8 sequence). */
function parseLastLine(file, line, bytes, tail) {
    try {
        return parseLine(file, line, bytes);
    }
    catch (error) {
        const start = bytes.findIndex((byte) => byte !== 0x20 && byte !== 0x09 && byte !== 0x0d);
        const unfinished = isUtf8(bytes) || endsInsideSequence(bytes);
        if (!(error instanceof InputError) || bytes[start] !== OPEN_BRACE || !unfinished)
            throw error;
        tail.partialLine = line;
        return undefined;
    }
}
/** The parsed non-blank lines of `chunks`, a chunk's worth at a time (one await per
 *  chunk, not per line). Throws InputError naming `file:line`. */
export async function* jsonLines(file, chunks, maxLineBytes, tail = {}) {
    let line = 1;
    /** The start of the current line, from earlier chunks. */
    let pending = [];
    let pendingBytes = 0;
    const grow = (bytes) => {
        pendingBytes += bytes;
        if (pendingBytes > maxLineBytes) {
            throw new LineTooLong(`${file}:${line}: line longer than ${formatBytes(maxLineBytes)} (the line-length cap)`);
        }
    };
    for await (const chunk of chunks) {
        const batch = [];
        let start = 0;
        while (start < chunk.length) {
            if (pendingBytes === 0 && chunk[start] === NEWLINE) {
                // Runs of empty lines (a decompression bomb of newlines) are skipped a block at a time.
                const run = Math.min(chunk.length - start, NEWLINES.length);
                const step = chunk.compare(NEWLINES, 0, run, start, start + run) === 0 ? run : 1;
                line += step;
                start += step;
                continue;
            }
            const end = chunk.indexOf(NEWLINE, start);
            if (end < 0) {
                grow(chunk.length - start);
                pending.push(chunk.subarray(start));
                break;
            }
            grow(end - start);
            let bytes = chunk.subarray(start, end);
            if (pending.length > 0) {
                pending.push(bytes);
                bytes = Buffer.concat(pending, pendingBytes);
                pending = [];
            }
            pendingBytes = 0;
            let parsed;
            try {
                parsed = parseLine(file, line, bytes);
            }
            catch (error) {
                if (batch.length > 0)
                    yield batch; // the lines before it, for a reader that stops here
                throw error;
            }
            if (parsed !== undefined)
                batch.push(parsed);
            line++;
            start = end + 1;
        }
        if (batch.length > 0)
            yield batch;
    }
    if (pendingBytes > 0) {
        const parsed = parseLastLine(file, line, pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes), tail);
        if (parsed !== undefined)
            yield [parsed];
    }
}

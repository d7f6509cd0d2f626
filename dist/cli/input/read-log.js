// Reads an input file into replay events as a stream: bytes in chunks (zstd undone on
// the way), lines, JSON, then events. The format comes from the first row (a DSH session
// row has a string `type`). Each stage holds at most one line; ReadLimits caps the rest.
//
// A file is read to its end, not to the size it reports (a file in /proc, or on some FUSE
// mounts, says 0 and has content), or only as far as `snapshotBytes`: the replay reads
// what an earlier pass checked, so a log that grows meanwhile is read as it was. An unfinished
// end (a zstd frame or a line still being written) ends the log; `tail()` says so.
// `-` is standard input.
import { open } from 'node:fs/promises';
import { errorMessage, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { dshSessionParser, sessionHeader } from './dsh-log.js';
import { jsonLines } from './json-lines.js';
import { DEFAULT_LIMITS, formatBytes } from './limits.js';
import { trajectoryParser } from './trajectory.js';
import { TruncatedFrame } from './zstd-frames.js';
import { decompressZstd, isZstd, NoZstdDecoder } from './zstd.js';
const CHUNK_BYTES = 64 * 1024;
/** The name that stands for standard input. */
export const STDIN = '-';
function cannotRead(file, error) {
    return new InputError(`${file}: cannot read the file (${errorMessage(error)})`);
}
/** The file's bytes in chunks to its end, refusing more than `maxBytes`; with
 *  `snapshotBytes` only that many, so what is appended after they were checked is not read. */
async function* fileChunks(file, handle, maxBytes, snapshotBytes, tail) {
    const tooLarge = () => new InputError(`${file}: larger than ${formatBytes(maxBytes)} (the input-size cap)`);
    try {
        const info = await handle.stat();
        if (info.isFile() && info.size > maxBytes)
            throw tooLarge();
        const readable = snapshotBytes ?? Infinity;
        for (;;) {
            const want = Math.min(CHUNK_BYTES, readable - tail.bytesRead);
            if (want <= 0)
                return;
            const buffer = Buffer.allocUnsafe(want);
            let bytesRead;
            try {
                ({ bytesRead } = await handle.read(buffer, 0, want, null));
            }
            catch (error) {
                throw cannotRead(file, error);
            }
            if (bytesRead === 0) {
                if (readable !== Infinity)
                    tail.shrank = true; // cut short while it was read
                return;
            }
            tail.bytesRead += bytesRead;
            if (tail.bytesRead > maxBytes)
                throw tooLarge(); // a device
            yield buffer.subarray(0, bytesRead);
        }
    }
    finally {
        await handle.close();
    }
}
/** Decompressed chunks, stopping at `maxBytes` of output; an unfinished last frame ends them. */
async function* decompressed(file, input, maxBytes, tail) {
    let total = 0;
    try {
        for await (const chunk of decompressZstd(input)) {
            total += chunk.length;
            if (total > maxBytes) {
                throw new InputError(`${file}: decompressed size exceeds ${formatBytes(maxBytes)} (the decompressed-size cap)`);
            }
            yield chunk;
        }
    }
    catch (error) {
        if (error instanceof TruncatedFrame) {
            tail.partialFrameAt = error.frameStart;
            return;
        }
        if (error instanceof InputError)
            throw error;
        if (error instanceof NoZstdDecoder)
            throw new InputError(`${file}: ${error.message}`);
        throw new InputError(`${file}: cannot decompress zstd data (${errorMessage(error)})`);
    }
}
/** `first` (already read from `rest`), then the rest; abandoning it closes `rest`. */
async function* prepend(first, rest) {
    try {
        yield* first;
        yield* rest;
    }
    finally {
        await rest.return(undefined);
    }
}
/** The JSONL text's bytes, decompressed when the file starts with the zstd magic. */
/** Standard input's bytes in chunks, refusing more than `maxBytes` (it is read once). */
async function* stdinChunks(maxBytes, tail) {
    try {
        for await (const chunk of process.stdin) {
            tail.bytesRead += chunk.length;
            if (tail.bytesRead > maxBytes)
                throw new InputError(`${STDIN}: larger than ${formatBytes(maxBytes)} (the input-size cap)`);
            yield chunk;
        }
    }
    catch (error) {
        if (error instanceof InputError)
            throw error;
        throw cannotRead(STDIN, error);
    }
}
async function rawChunks(file, limits, snapshotBytes, tail) {
    if (file === STDIN)
        return stdinChunks(limits.inputBytes, tail);
    let handle;
    try {
        handle = await open(file, 'r');
    }
    catch (error) {
        throw cannotRead(file, error);
    }
    return fileChunks(file, handle, limits.inputBytes, snapshotBytes, tail);
}
async function textChunks(file, limits, snapshotBytes, tail) {
    const raw = await rawChunks(file, limits, snapshotBytes, tail);
    const head = [];
    let headBytes = 0;
    while (headBytes < 4) {
        const next = await raw.next();
        if (next.done === true)
            break;
        head.push(next.value);
        headBytes += next.value.length;
    }
    const all = prepend(head, raw);
    const compressed = isZstd(Buffer.concat(head));
    return { compressed, chunks: compressed ? decompressed(file, all, limits.decompressedBytes, tail) : all };
}
/** The events of each batch of lines, a batch at a time. */
async function* eventBatches(first, rest, parser) {
    const eventsOf = (lines) => lines.flatMap(({ line, value, bytes }) => [...parser.row(line, value, bytes)]);
    try {
        yield eventsOf(first);
        for await (const batch of rest)
            yield eventsOf(batch);
        yield [...parser.end()];
    }
    finally {
        await rest.return(undefined);
    }
}
async function* none() { }
async function* flatten(batches) {
    for await (const batch of batches)
        yield* batch;
}
async function openBatches(file, { limits = DEFAULT_LIMITS, snapshotBytes }) {
    const tail = { bytesRead: 0, shrank: false };
    const { compressed, chunks } = await textChunks(file, limits, snapshotBytes, tail);
    const lines = jsonLines(file, chunks, limits.lineBytes, tail);
    const first = await lines.next();
    if (first.done === true)
        return { format: 'trajectory', compressed, batches: none(), tail };
    const value = first.value[0]?.value;
    const format = isPlainObject(value) && typeof value['type'] === 'string' ? 'dsh-session' : 'trajectory';
    const parser = format === 'dsh-session' ? dshSessionParser(file, value) : trajectoryParser(file);
    const header = sessionHeader(value);
    return { format, compressed, batches: eventBatches(first.value, lines, parser), tail, ...(header === undefined ? {} : { header }) };
}
/** `limits` alone is the older form of `options`. */
const optionsOf = (options) => options === undefined ? {} : 'lineBytes' in options ? { limits: options } : options;
/** Opens `file` (`-`: standard input) and reads as far as its first row, which tells the format.
 *  @throws InputError naming the file (and line) — here or while the events are read. */
export async function openLog(file, options) {
    const { format, compressed, batches, tail, header } = await openBatches(file, optionsOf(options));
    return { format, compressed, events: flatten(batches), tail, ...(header === undefined ? {} : { header }) };
}
/** A session log's header (read as far as the first row, then closed); undefined for a
 *  trajectory, or a file that cannot be read (its error comes when it is replayed). */
export async function readHeader(file, options) {
    const { limits = DEFAULT_LIMITS } = optionsOf(options);
    try {
        const { chunks } = await textChunks(file, limits, undefined, { bytesRead: 0, shrank: false });
        const lines = jsonLines(file, chunks, limits.lineBytes);
        const first = await lines.next();
        await lines.return(undefined); // closes the file (and stops a zstd program)
        return first.done === true ? undefined : sessionHeader(first.value[0]?.value);
    }
    catch (error) {
        if (error instanceof InputError)
            return undefined;
        throw error;
    }
}
/** Reads `file` through once, as the replay would, without replaying it; the tail says
 *  how many bytes were checked (give them as `snapshotBytes` to the replay's openLog).
 *  @throws InputError naming the file (and line). */
export async function checkLog(file, options) {
    const { batches, tail } = await openBatches(file, optionsOf(options));
    for await (const _batch of batches) {
        // parsing is the check
    }
    return tail;
}
/** The whole log at once: only for inputs known to be small (tests, examples). */
export async function readLog(file, options) {
    const log = await openLog(file, options);
    const events = [];
    for await (const event of log.events)
        events.push(event);
    return { format: log.format, compressed: log.compressed, events };
}

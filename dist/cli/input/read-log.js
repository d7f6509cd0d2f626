// Reads an input file into replay events as a stream: bytes in chunks (zstd undone on
// the way), lines, JSON, then events. The format comes from the first row (a DSH session
// row has a string `type`). Each stage holds at most one line; ReadLimits caps the rest.
import { open } from 'node:fs/promises';
import { errorMessage, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { dshSessionParser } from './dsh-log.js';
import { jsonLines } from './json-lines.js';
import { DEFAULT_LIMITS, formatBytes } from './limits.js';
import { trajectoryParser } from './trajectory.js';
import { decompressZstd, isZstd, NoZstdDecoder } from './zstd.js';
const CHUNK_BYTES = 64 * 1024;
function cannotRead(file, error) {
    return new InputError(`${file}: cannot read the file (${errorMessage(error)})`);
}
/** The file's bytes in chunks, refusing more than `maxBytes`. */
async function* fileChunks(file, handle, maxBytes) {
    const tooLarge = () => new InputError(`${file}: larger than ${formatBytes(maxBytes)} (the input-size cap)`);
    try {
        const info = await handle.stat();
        if (info.isFile() && info.size > maxBytes)
            throw tooLarge();
        let total = 0;
        for (;;) {
            const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
            let bytesRead;
            try {
                ({ bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null));
            }
            catch (error) {
                throw cannotRead(file, error);
            }
            if (bytesRead === 0)
                return;
            total += bytesRead;
            if (total > maxBytes)
                throw tooLarge(); // a device or a file still growing
            yield buffer.subarray(0, bytesRead);
        }
    }
    finally {
        await handle.close();
    }
}
/** Decompressed chunks, stopping at `maxBytes` of output. */
async function* decompressed(file, input, maxBytes) {
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
async function textChunks(file, limits) {
    let handle;
    try {
        handle = await open(file, 'r');
    }
    catch (error) {
        throw cannotRead(file, error);
    }
    const raw = fileChunks(file, handle, limits.inputBytes);
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
    return { compressed, chunks: compressed ? decompressed(file, all, limits.decompressedBytes) : all };
}
/** The events of each batch of lines, a batch at a time. */
async function* eventBatches(first, rest, parser) {
    const eventsOf = (lines) => lines.flatMap(({ line, value }) => [...parser.row(line, value)]);
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
async function openBatches(file, limits) {
    const { compressed, chunks } = await textChunks(file, limits);
    const lines = jsonLines(file, chunks, limits.lineBytes);
    const first = await lines.next();
    if (first.done === true)
        return { format: 'trajectory', compressed, batches: none() };
    const value = first.value[0]?.value;
    const format = isPlainObject(value) && typeof value['type'] === 'string' ? 'dsh-session' : 'trajectory';
    const parser = format === 'dsh-session' ? dshSessionParser(file, value) : trajectoryParser(file);
    return { format, compressed, batches: eventBatches(first.value, lines, parser) };
}
/** Opens `file` and reads as far as its first row, which tells the format.
 *  @throws InputError naming the file (and line) — here or while the events are read. */
export async function openLog(file, limits = DEFAULT_LIMITS) {
    const { format, compressed, batches } = await openBatches(file, limits);
    return { format, compressed, events: flatten(batches) };
}
/** Reads `file` through once, as the replay would, without replaying it.
 *  @throws InputError naming the file (and line). */
export async function checkLog(file, limits = DEFAULT_LIMITS) {
    for await (const _batch of (await openBatches(file, limits)).batches) {
        // parsing is the check
    }
}
/** The whole log at once: only for inputs known to be small (tests, examples). */
export async function readLog(file, limits = DEFAULT_LIMITS) {
    const log = await openLog(file, limits);
    const events = [];
    for await (const event of log.events)
        events.push(event);
    return { format: log.format, compressed: log.compressed, events };
}

// Reads an input file into replay events: undoes zstd compression, then detects
// the format from the first row (a DSH session row has a string `type`).
import { readFileSync } from 'node:fs';
import { parseDshSession } from './dsh-log.js';
import { InputError } from './errors.js';
import { isJsonObject } from './events.js';
import { parseJsonLines } from './json-lines.js';
import { parseTrajectory } from './trajectory.js';
import { decompressZstd, isZstd, NoZstdDecoder } from './zstd.js';
function readBytes(file) {
    try {
        return readFileSync(file);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new InputError(`${file}: cannot read the file (${reason})`);
    }
}
function decompress(file, bytes) {
    try {
        return decompressZstd(bytes);
    }
    catch (error) {
        if (error instanceof NoZstdDecoder)
            throw new InputError(`${file}: ${error.message}`);
        const reason = error instanceof Error ? error.message : String(error);
        throw new InputError(`${file}: cannot decompress zstd data (${reason})`);
    }
}
/** Decodes UTF-8 strictly: a binary file is reported, not replayed as garbage. */
function decodeText(file, bytes) {
    try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        throw new InputError(`${file}: not UTF-8 text (neither a JSONL file nor zstd-compressed JSONL)`);
    }
}
export function readLog(file) {
    const raw = readBytes(file);
    const compressed = isZstd(raw);
    const text = decodeText(file, compressed ? decompress(file, raw) : raw);
    const lines = parseJsonLines(file, text);
    const first = lines[0]?.value;
    const format = isJsonObject(first) && typeof first['type'] === 'string' ? 'dsh-session' : 'trajectory';
    const events = format === 'dsh-session' ? parseDshSession(file, lines) : parseTrajectory(file, lines);
    return { format, compressed, events };
}

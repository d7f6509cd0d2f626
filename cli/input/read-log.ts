// Reads an input file into replay events as a stream: bytes in chunks (zstd undone on
// the way), lines, JSON, then events. The format comes from the first row (a DSH session
// row has a string `type`). Each stage holds at most one line; ReadLimits caps the rest.

import { open, type FileHandle } from 'node:fs/promises';
import { errorMessage, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { dshSessionParser } from './dsh-log.js';
import type { LogFormat, ReplayEvent, RowParser } from './events.js';
import { jsonLines, type JsonLine } from './json-lines.js';
import { DEFAULT_LIMITS, formatBytes, type ReadLimits } from './limits.js';
import { trajectoryParser } from './trajectory.js';
import { decompressZstd, isZstd, NoZstdDecoder } from './zstd.js';

const CHUNK_BYTES = 64 * 1024;

export interface OpenedLog {
  readonly format: LogFormat;
  /** The file was zstd-compressed. */
  readonly compressed: boolean;
  /** Read once; each event is parsed as it is asked for. */
  readonly events: AsyncIterable<ReplayEvent>;
}

/** An opened log's events gathered up (for tests and small inputs). */
export interface ParsedLog {
  readonly format: LogFormat;
  readonly compressed: boolean;
  readonly events: readonly ReplayEvent[];
}

function cannotRead(file: string, error: unknown): InputError {
  return new InputError(`${file}: cannot read the file (${errorMessage(error)})`);
}

/** The file's bytes in chunks, refusing more than `maxBytes`. */
async function* fileChunks(file: string, handle: FileHandle, maxBytes: number): AsyncGenerator<Buffer> {
  const tooLarge = (): InputError => new InputError(`${file}: larger than ${formatBytes(maxBytes)} (the input-size cap)`);
  try {
    const info = await handle.stat();
    if (info.isFile() && info.size > maxBytes) throw tooLarge();
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      let bytesRead: number;
      try {
        ({ bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null));
      } catch (error) {
        throw cannotRead(file, error);
      }
      if (bytesRead === 0) return;
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(); // a device or a file still growing
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/** Decompressed chunks, stopping at `maxBytes` of output. */
async function* decompressed(file: string, input: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  try {
    for await (const chunk of decompressZstd(input)) {
      total += chunk.length;
      if (total > maxBytes) {
        throw new InputError(`${file}: decompressed size exceeds ${formatBytes(maxBytes)} (the decompressed-size cap)`);
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    if (error instanceof NoZstdDecoder) throw new InputError(`${file}: ${error.message}`);
    throw new InputError(`${file}: cannot decompress zstd data (${errorMessage(error)})`);
  }
}

/** `first` (already read from `rest`), then the rest; abandoning it closes `rest`. */
async function* prepend(first: readonly Buffer[], rest: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* first;
    yield* rest;
  } finally {
    await rest.return(undefined);
  }
}

/** The JSONL text's bytes, decompressed when the file starts with the zstd magic. */
async function textChunks(file: string, limits: ReadLimits): Promise<{ compressed: boolean; chunks: AsyncGenerator<Buffer> }> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw cannotRead(file, error);
  }
  const raw = fileChunks(file, handle, limits.inputBytes);
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < 4) {
    const next = await raw.next();
    if (next.done === true) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  const all = prepend(head, raw);
  const compressed = isZstd(Buffer.concat(head));
  return { compressed, chunks: compressed ? decompressed(file, all, limits.decompressedBytes) : all };
}

/** The events of each batch of lines, a batch at a time. */
async function* eventBatches(first: readonly JsonLine[], rest: AsyncGenerator<JsonLine[]>, parser: RowParser): AsyncGenerator<ReplayEvent[]> {
  const eventsOf = (lines: readonly JsonLine[]): ReplayEvent[] => lines.flatMap(({ line, value }) => [...parser.row(line, value)]);
  try {
    yield eventsOf(first);
    for await (const batch of rest) yield eventsOf(batch);
    yield [...parser.end()];
  } finally {
    await rest.return(undefined);
  }
}

async function* none(): AsyncGenerator<ReplayEvent[]> {}

async function* flatten(batches: AsyncIterable<readonly ReplayEvent[]>): AsyncGenerator<ReplayEvent> {
  for await (const batch of batches) yield* batch;
}

interface Batches {
  readonly format: LogFormat;
  readonly compressed: boolean;
  readonly batches: AsyncGenerator<ReplayEvent[]>;
}

async function openBatches(file: string, limits: ReadLimits): Promise<Batches> {
  const { compressed, chunks } = await textChunks(file, limits);
  const lines = jsonLines(file, chunks, limits.lineBytes);
  const first = await lines.next();
  if (first.done === true) return { format: 'trajectory', compressed, batches: none() };
  const value = first.value[0]?.value;
  const format: LogFormat = isPlainObject(value) && typeof value['type'] === 'string' ? 'dsh-session' : 'trajectory';
  const parser = format === 'dsh-session' ? dshSessionParser(file, value) : trajectoryParser(file);
  return { format, compressed, batches: eventBatches(first.value, lines, parser) };
}

/** Opens `file` and reads as far as its first row, which tells the format.
 *  @throws InputError naming the file (and line) — here or while the events are read. */
export async function openLog(file: string, limits: ReadLimits = DEFAULT_LIMITS): Promise<OpenedLog> {
  const { format, compressed, batches } = await openBatches(file, limits);
  return { format, compressed, events: flatten(batches) };
}

/** Reads `file` through once, as the replay would, without replaying it.
 *  @throws InputError naming the file (and line). */
export async function checkLog(file: string, limits: ReadLimits = DEFAULT_LIMITS): Promise<void> {
  for await (const _batch of (await openBatches(file, limits)).batches) {
    // parsing is the check
  }
}

/** The whole log at once: only for inputs known to be small (tests, examples). */
export async function readLog(file: string, limits: ReadLimits = DEFAULT_LIMITS): Promise<ParsedLog> {
  const log = await openLog(file, limits);
  const events: ReplayEvent[] = [];
  for await (const event of log.events) events.push(event);
  return { format: log.format, compressed: log.compressed, events };
}

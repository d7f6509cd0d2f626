// Decodes a zstd-compressed session log as a stream: with node:zlib where the running
// Node has zstd (>= 22.15), otherwise by piping through the `zstd` program. DSH writes
// several concatenated frames; both decoders read them all. Output arrives in chunks as
// the consumer asks for them, so a small file that expands to gigabytes is never held
// whole: the caller counts the bytes and stops reading at its cap, which ends the decoder.
import { spawn } from 'node:child_process';
import { Readable, pipeline } from 'node:stream';
import * as zlib from 'node:zlib';
import { ZstdFrames } from './zstd-frames.js';
/** The four bytes every zstd frame starts with (0xFD2FB528, little-endian). */
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
export function isZstd(bytes) {
    return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).equals(ZSTD_MAGIC);
}
/** Thrown when neither decoder exists; the message says how to get one. */
export class NoZstdDecoder extends Error {
    name = 'NoZstdDecoder';
}
/** node:zlib's streaming zstd decoder, when this Node has one (the Node 20 typings do not know it). */
function zlibDecoder() {
    const candidate = zlib.createZstdDecompress;
    return typeof candidate === 'function' ? () => candidate.call(zlib, { chunkSize: 64 * 1024 }) : undefined;
}
/** The compressed bytes, passed on unchanged once each chunk's frames check out. */
async function* checkedFrames(input) {
    const frames = new ZstdFrames();
    for await (const chunk of input) {
        frames.push(chunk);
        yield chunk;
    }
    frames.end();
}
/** One decoder per data frame: node:zlib's stops at the end of the first one. */
async function* withZlib(create, input) {
    const frames = new ZstdFrames();
    const chunks = input[Symbol.asyncIterator]();
    let pieces = [];
    let ended = false;
    const nextPiece = async () => {
        while (pieces.length === 0 && !ended) {
            const next = await chunks.next();
            if (next.done === true) {
                ended = true;
                frames.end();
            }
            else {
                pieces = frames.push(next.value);
            }
        }
        return pieces.shift();
    };
    /** The rest of the frame that starts with `first`. */
    async function* frame(first) {
        for (let piece = first; piece !== undefined; piece = piece.ends ? undefined : await nextPiece()) {
            yield piece.data;
        }
    }
    try {
        for (let first = await nextPiece(); first !== undefined; first = await nextPiece()) {
            const source = Readable.from(frame(first), { objectMode: false });
            const decoder = create();
            // An error on either side (a bad frame, a read error, corrupt data) ends the decoder with it.
            pipeline(source, decoder, () => { });
            try {
                for await (const chunk of decoder)
                    yield chunk;
            }
            finally {
                source.destroy();
                decoder.destroy();
            }
        }
    }
    finally {
        await chunks.return?.();
    }
}
/** The `zstd` program refused the data (corrupt, or not zstd past the magic number). */
export class ZstdProgramFailed extends Error {
    status;
    name = 'ZstdProgramFailed';
    constructor(status) {
        super(`the zstd program rejected the data as corrupt, ${status === null ? 'killed by a signal' : `exit status ${status}`}`);
        this.status = status;
    }
}
function missingProgram() {
    return new NoZstdDecoder(`this is a zstd-compressed file, and neither decoder is available: node:zlib has zstd only from ` +
        `Node 22.15 (this is Node ${process.versions.node}), and no \`zstd\` program was found on PATH. ` +
        'Install zstd (e.g. `apt-get install zstd`), run under Node >= 22.15, or decompress first with `zstd -d`.');
}
/** Pipes the input through `zstd -d`: its output is read as a stream (no `spawnSync`
 *  buffer to overflow), and the program is killed if the reader stops early. */
async function* withProgram(input) {
    const child = spawn('zstd', ['-d', '-c', '-q'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let spawnError;
    let feedError;
    child.once('error', (error) => {
        spawnError = error;
    });
    child.stderr.resume(); // its wording is not ours to pass on (see ZstdProgramFailed)
    const closed = new Promise((resolve) => child.once('close', (code) => resolve(code)));
    pipeline(Readable.from(checkedFrames(input), { objectMode: false }), child.stdin, (error) => {
        if (error !== null && error !== undefined)
            feedError = error;
    });
    try {
        for await (const chunk of child.stdout)
            yield chunk;
        const code = await closed;
        if (spawnError?.code === 'ENOENT')
            throw missingProgram();
        if (spawnError !== undefined)
            throw spawnError;
        // The input's own error (a bad frame, a read error) explains more than zstd's complaint about it.
        if (feedError !== undefined && feedError.code !== 'EPIPE')
            throw feedError;
        // zstd's own wording names `/*stdin*\\` and varies by version; ours names the file's data.
        if (code !== 0)
            throw new ZstdProgramFailed(code);
    }
    finally {
        if (child.exitCode === null && child.signalCode === null)
            child.kill();
    }
}
/** The decompressed bytes of every frame of `input`, chunk by chunk. Throws NoZstdDecoder,
 *  or an Error saying what is wrong with the data. */
export function decompressZstd(input) {
    const create = zlibDecoder();
    return create === undefined ? withProgram(input) : withZlib(create, input);
}

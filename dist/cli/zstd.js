// Decodes a zstd-compressed session log: with node:zlib where the running Node has
// zstd (>= 22.15), otherwise with the `zstd` program. DSH writes several concatenated
// frames; the `zstd` program reads them all, node:zlib is fed one frame at a time.
import { spawnSync } from 'node:child_process';
import * as zlib from 'node:zlib';
import { zstdFrames } from './zstd-frames.js';
/** The four bytes every zstd frame starts with (0xFD2FB528, little-endian). */
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
export function isZstd(bytes) {
    return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).equals(ZSTD_MAGIC);
}
/** node:zlib's zstd decoder, when this Node has one (the Node 20 typings do not know it). */
function zlibZstd() {
    const candidate = zlib.zstdDecompressSync;
    return typeof candidate === 'function' ? candidate : undefined;
}
/** Frame by frame: zlib's one-shot decoder stops after the first frame and does not
 *  notice a truncated one, so the boundaries come from zstdFrames(). */
function withZlib(decode, input) {
    return Buffer.concat(zstdFrames(input).flatMap((frame) => (frame.skippable ? [] : [decode.call(zlib, frame.bytes)])));
}
/** Thrown when neither decoder exists; the message says how to get one. */
export class NoZstdDecoder extends Error {
    name = 'NoZstdDecoder';
}
function withProgram(input) {
    const run = spawnSync('zstd', ['-d', '-c', '-q'], { input, maxBuffer: 1 << 30 });
    if (run.error !== undefined) {
        if (run.error.code === 'ENOENT') {
            throw new NoZstdDecoder(`this is a zstd-compressed file, and neither decoder is available: node:zlib has zstd only from ` +
                `Node 22.15 (this is Node ${process.versions.node}), and no \`zstd\` program was found on PATH. ` +
                'Install zstd (e.g. `apt-get install zstd`), run under Node >= 22.15, or decompress first with `zstd -d`.');
        }
        throw run.error;
    }
    if (run.status !== 0) {
        const detail = run.stderr.toString('utf8').trim() || `zstd exited with status ${String(run.status)}`;
        throw new Error(detail);
    }
    return run.stdout;
}
/** Decompresses every frame of `input`; throws NoZstdDecoder or a decoding error. */
export function decompressZstd(input) {
    const decode = zlibZstd();
    return decode === undefined ? withProgram(input) : withZlib(decode, input);
}

// Splits zstd data into its frames by walking the frame format (RFC 8878 §3.1):
// node:zlib's one-shot decoder silently returns nothing for a truncated frame,
// so the frame boundaries are checked here before anything is decoded.
const MAGIC = 0xfd2fb528;
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE = 0x184d2a50;
function need(input, end, at) {
    if (end > input.length) {
        throw new Error(`truncated zstd frame starting at byte ${at} (the file ends at byte ${input.length}; was it still being written?)`);
    }
}
/** Length of the frame starting at `at`; throws on truncated or malformed data. */
function frameLength(input, at) {
    need(input, at + 4, at);
    const magic = input.readUInt32LE(at);
    if ((magic & SKIPPABLE_MASK) >>> 0 === SKIPPABLE) {
        need(input, at + 8, at);
        const length = 8 + input.readUInt32LE(at + 4);
        need(input, at + length, at);
        return { length, skippable: true };
    }
    if (magic !== MAGIC)
        throw new Error(`no zstd frame at byte ${at} (unknown magic number 0x${magic.toString(16)})`);
    need(input, at + 5, at);
    const descriptor = input.readUInt8(at + 4);
    if ((descriptor & 0x08) !== 0)
        throw new Error(`corrupt zstd frame header at byte ${at} (reserved bit set)`);
    const contentSizeFlag = descriptor >> 6;
    const singleSegment = (descriptor & 0x20) !== 0;
    const checksum = (descriptor & 0x04) !== 0;
    const dictionaryBytes = [0, 1, 2, 4][descriptor & 0x03] ?? 0;
    const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][contentSizeFlag] ?? 0;
    let offset = at + 5 + (singleSegment ? 0 : 1) + dictionaryBytes + contentSizeBytes;
    for (;;) {
        need(input, offset + 3, at);
        const header = input.readUIntLE(offset, 3);
        const last = (header & 1) === 1;
        const type = (header >> 1) & 3;
        const size = header >>> 3;
        if (type === 3)
            throw new Error(`corrupt zstd block at byte ${offset} (reserved block type)`);
        offset += 3 + (type === 1 ? 1 : size);
        need(input, offset, at);
        if (last)
            break;
    }
    if (checksum)
        offset += 4;
    need(input, offset, at);
    return { length: offset - at, skippable: false };
}
export function zstdFrames(input) {
    const frames = [];
    let at = 0;
    while (at < input.length) {
        const { length, skippable } = frameLength(input, at);
        frames.push({ skippable, bytes: input.subarray(at, at + length) });
        at += length;
    }
    return frames;
}

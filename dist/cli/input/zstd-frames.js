// Walks zstd data frame by frame as it streams past (RFC 8878 §3.1). node:zlib's
// streaming decoder stops after the first frame (DSH writes many) and says nothing about
// a truncated frame, a corrupt header or trailing bytes that are no frame at all; so the
// frames are found and checked here, on the compressed bytes, and each data frame is
// handed on as its own run of pieces. Only headers are read: memory is a few bytes
// whatever the input.
const MAGIC = 0xfd2fb528;
const MAGIC_BYTES = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
const SKIPPABLE_MASK = 0xfffffff0;
const SKIPPABLE = 0x184d2a50;
const FIELD_BYTES = { magic: 4, 'skippable-size': 4, descriptor: 1, block: 3 };
/** The data ended inside a frame: a file still being written, or one cut short. */
export class TruncatedFrame extends Error {
    frameStart;
    end;
    constructor(
    /** Where the unfinished frame starts: the complete frames end here. */
    frameStart, 
    /** Where the data ends. */
    end) {
        super(`truncated zstd frame starting at byte ${frameStart} (the file ends at byte ${end}; was it still being written?)`);
        this.frameStart = frameStart;
        this.end = end;
    }
}
export class ZstdFrames {
    /** Bytes seen so far. */
    offset = 0;
    frameStart = 0;
    field = 'magic';
    /** The bytes of the current field collected so far (a field may straddle chunks). */
    collected = [];
    /** Bytes to pass over (block contents, optional header fields) before the next field. */
    skip = 0;
    checksum = false;
    /** The frame ends once `skip` is passed. */
    closing = false;
    /** Inside a data frame (its magic number read). */
    inData = false;
    dataFrames = 0;
    skippableFrames = 0;
    /** The data-frame pieces of the next chunk; throws on a malformed frame. */
    push(chunk) {
        const pieces = [];
        let pieceStart = 0;
        let at = 0;
        while (at < chunk.length) {
            if (this.skip > 0) {
                const n = Math.min(this.skip, chunk.length - at);
                this.skip -= n;
                at += n;
                this.offset += n;
            }
            else {
                if (this.field === 'magic' && this.collected.length === 0)
                    this.frameStart = this.offset;
                this.collected.push(chunk[at]);
                at++;
                this.offset++;
                if (this.collected.length === FIELD_BYTES[this.field]) {
                    const wasMagic = this.field === 'magic';
                    this.onField(this.fieldValue());
                    if (wasMagic && this.inData) {
                        pieces.push({ data: MAGIC_BYTES, ends: false });
                        pieceStart = at;
                    }
                }
            }
            if (this.closing && this.skip === 0) {
                if (this.inData)
                    pieces.push({ data: chunk.subarray(pieceStart, at), ends: true });
                this.inData = false;
                this.closing = false;
                this.field = 'magic';
            }
        }
        if (this.inData && pieceStart < chunk.length)
            pieces.push({ data: chunk.subarray(pieceStart), ends: false });
        return pieces;
    }
    /** @throws TruncatedFrame when the data ends inside a frame. */
    end() {
        if (this.field !== 'magic' || this.collected.length > 0 || this.skip > 0)
            throw new TruncatedFrame(this.frameStart, this.offset);
    }
    fieldValue() {
        let value = 0;
        for (let i = this.collected.length - 1; i >= 0; i--)
            value = value * 256 + this.collected[i];
        this.collected = [];
        return value;
    }
    onField(value) {
        switch (this.field) {
            case 'magic':
                if ((value & SKIPPABLE_MASK) >>> 0 === SKIPPABLE) {
                    this.skippableFrames++;
                    this.field = 'skippable-size';
                }
                else if (value === MAGIC) {
                    this.dataFrames++;
                    this.inData = true;
                    this.field = 'descriptor';
                }
                else {
                    throw new Error(`no zstd frame at byte ${this.frameStart} (unknown magic number 0x${value.toString(16)})`);
                }
                return;
            case 'skippable-size':
                this.skip = value;
                this.closing = true;
                return;
            case 'descriptor': {
                if ((value & 0x08) !== 0)
                    throw new Error(`corrupt zstd frame header at byte ${this.frameStart} (reserved bit set)`);
                const singleSegment = (value & 0x20) !== 0;
                const dictionaryBytes = [0, 1, 2, 4][value & 0x03] ?? 0;
                const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][value >> 6] ?? 0;
                this.checksum = (value & 0x04) !== 0;
                this.skip = (singleSegment ? 0 : 1) + dictionaryBytes + contentSizeBytes;
                this.field = 'block';
                return;
            }
            case 'block': {
                const last = (value & 1) === 1;
                const type = (value >> 1) & 3;
                if (type === 3)
                    throw new Error(`corrupt zstd block at byte ${this.offset - 3} (reserved block type)`);
                // An RLE block stores its one byte; raw and compressed blocks store `size` bytes.
                this.skip = type === 1 ? 1 : value >>> 3;
                if (last) {
                    if (this.checksum)
                        this.skip += 4;
                    this.closing = true;
                }
                return;
            }
        }
    }
}

/** A run of one data frame's bytes; `ends` on the last run of the frame. */
export interface FramePiece {
    readonly data: Buffer;
    readonly ends: boolean;
}
/** The data ended inside a frame: a file still being written, or one cut short. */
export declare class TruncatedFrame extends Error {
    /** Where the unfinished frame starts: the complete frames end here. */
    readonly frameStart: number;
    /** Where the data ends. */
    readonly end: number;
    constructor(
    /** Where the unfinished frame starts: the complete frames end here. */
    frameStart: number, 
    /** Where the data ends. */
    end: number);
}
export declare class ZstdFrames {
    /** Bytes seen so far. */
    private offset;
    private frameStart;
    private field;
    /** The bytes of the current field collected so far (a field may straddle chunks). */
    private collected;
    /** Bytes to pass over (block contents, optional header fields) before the next field. */
    private skip;
    private checksum;
    /** The frame ends once `skip` is passed. */
    private closing;
    /** Inside a data frame (its magic number read). */
    private inData;
    dataFrames: number;
    skippableFrames: number;
    /** The data-frame pieces of the next chunk; throws on a malformed frame. */
    push(chunk: Buffer): FramePiece[];
    /** @throws TruncatedFrame when the data ends inside a frame. */
    end(): void;
    private fieldValue;
    private onField;
}

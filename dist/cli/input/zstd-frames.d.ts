/** A run of one data frame's bytes; `ends` on the last run of the frame. */
export interface FramePiece {
    readonly data: Buffer;
    readonly ends: boolean;
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
    /** Throws when the data ends inside a frame. */
    end(): void;
    private fieldValue;
    private onField;
}

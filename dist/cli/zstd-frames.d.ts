export interface Frame {
    /** Skippable frames carry no content. */
    readonly skippable: boolean;
    readonly bytes: Buffer;
}
export declare function zstdFrames(input: Buffer): Frame[];

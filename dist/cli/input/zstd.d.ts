export declare function isZstd(bytes: Uint8Array): boolean;
/** Thrown when neither decoder exists; the message says how to get one. */
export declare class NoZstdDecoder extends Error {
    name: string;
}
/** The `zstd` program refused the data (corrupt, or not zstd past the magic number). */
export declare class ZstdProgramFailed extends Error {
    readonly status: number | null;
    name: string;
    constructor(status: number | null);
}
/** The decompressed bytes of every frame of `input`, chunk by chunk. Throws NoZstdDecoder,
 *  or an Error saying what is wrong with the data. */
export declare function decompressZstd(input: AsyncIterable<Buffer>): AsyncGenerator<Buffer>;

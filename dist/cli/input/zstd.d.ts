export declare function isZstd(bytes: Uint8Array): boolean;
/** Thrown when neither decoder exists; the message says how to get one. */
export declare class NoZstdDecoder extends Error {
    name: string;
}
/** The decompressed bytes of every frame of `input`, chunk by chunk. Throws NoZstdDecoder,
 *  or an Error saying what is wrong with the data. */
export declare function decompressZstd(input: AsyncIterable<Buffer>): AsyncGenerator<Buffer>;

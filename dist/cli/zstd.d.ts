export declare function isZstd(bytes: Uint8Array): boolean;
/** Thrown when neither decoder exists; the message says how to get one. */
export declare class NoZstdDecoder extends Error {
    name: string;
}
/** Decompresses every frame of `input`; throws NoZstdDecoder or a decoding error. */
export declare function decompressZstd(input: Buffer): Buffer;

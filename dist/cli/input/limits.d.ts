export interface ReadLimits {
    /** Bytes read from one file, compressed or not. */
    readonly inputBytes: number;
    /** Bytes of JSONL text a zstd file may expand to. */
    readonly decompressedBytes: number;
    /** Bytes of one line (after decompression), without its newline. */
    readonly lineBytes: number;
}
export declare const DEFAULT_LIMITS: ReadLimits;
/** `16 MiB`, `1 GiB`, `4096 bytes`: how a cap is named in messages. */
export declare function formatBytes(bytes: number): string;

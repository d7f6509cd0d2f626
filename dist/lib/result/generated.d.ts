/** What `ContentMasker` adds its character reads to. */
export interface ReadMeter {
    reads: number;
}
/** The codes it writes (lib/result/noise.ts owns the marker table). */
export interface ContentMarks {
    readonly number: string;
    readonly id: string;
}
/**
 * Masks the verbatim stretches of one text, left to right (see the header). `begin()` a
 * text, `mask()` its stretches in order, `end()` so that the text is not kept alive.
 */
export declare class ContentMasker {
    private readonly marks;
    private src;
    /** The first digit or `=` at or after `scannedFrom` is at `nextHit` (src.length: none). */
    private scannedFrom;
    private nextHit;
    constructor(marks: ContentMarks);
    begin(src: string): void;
    end(): void;
    /** The first digit or `=` at or after `from`. Each character is scanned once per text. */
    private hitFrom;
    /** src[from, to) with D17's numbers and D21's generated tokens masked. Never throws. */
    mask(from: number, to: number, meter: ReadMeter): string;
}

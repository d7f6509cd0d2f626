import type { ReplayRow } from '../replay/replay.js';
import type { FileInfo, Renderer, RunInfo } from './renderer.js';
import type { Summary, Total } from './summary.js';
/** Deeper values are replaced by DEEP_MARK when JSON.stringify cannot cope (its stack overflows). */
export declare const MAX_DEPTH = 1000;
export declare class JsonRenderer implements Renderer {
    private readonly options;
    constructor(options: RunInfo);
    start(): string;
    /** A call's record ('' for an allowed call under --only-denied; user messages are only counted). */
    row({ file }: FileInfo, row: ReplayRow): string;
    end({ file, format, compressed, time, cwd, host }: FileInfo, summary: Summary): string;
    /** Always written, even for one file: scripts look for it. */
    total(total: Total): string;
}

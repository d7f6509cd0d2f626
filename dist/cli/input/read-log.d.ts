import type { LogFormat, ReplayEvent } from './events.js';
import { type ReadLimits } from './limits.js';
export interface OpenedLog {
    readonly format: LogFormat;
    /** The file was zstd-compressed. */
    readonly compressed: boolean;
    /** Read once; each event is parsed as it is asked for. */
    readonly events: AsyncIterable<ReplayEvent>;
}
/** An opened log's events gathered up (for tests and small inputs). */
export interface ParsedLog {
    readonly format: LogFormat;
    readonly compressed: boolean;
    readonly events: readonly ReplayEvent[];
}
/** Opens `file` and reads as far as its first row, which tells the format.
 *  @throws InputError naming the file (and line) — here or while the events are read. */
export declare function openLog(file: string, limits?: ReadLimits): Promise<OpenedLog>;
/** Reads `file` through once, as the replay would, without replaying it.
 *  @throws InputError naming the file (and line). */
export declare function checkLog(file: string, limits?: ReadLimits): Promise<void>;
/** The whole log at once: only for inputs known to be small (tests, examples). */
export declare function readLog(file: string, limits?: ReadLimits): Promise<ParsedLog>;

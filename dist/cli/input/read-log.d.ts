import { type SessionHeader } from './dsh-log.js';
import type { LogFormat, ReplayEvent } from './events.js';
import { type LineTail } from './json-lines.js';
import { type ReadLimits } from './limits.js';
/** The name that stands for standard input. */
export declare const STDIN = "-";
export interface ReadOptions {
    readonly limits?: ReadLimits;
    /** Read at most this many bytes of the file (what an earlier pass checked). */
    readonly snapshotBytes?: number;
}
/** How the read ended, known once the events are all read. */
export interface LogTail extends LineTail {
    /** Bytes read from the file (compressed, if it is). */
    bytesRead: number;
    /** A regular file that was shorter than `snapshotBytes`: it shrank since it was checked. */
    shrank: boolean;
    /** The byte where an unfinished last zstd frame starts (frame still being written). */
    partialFrameAt?: number;
}
export interface OpenedLog {
    readonly format: LogFormat;
    /** The file was zstd-compressed. */
    readonly compressed: boolean;
    /** Read once; each event is parsed as it is asked for. */
    readonly events: AsyncIterable<ReplayEvent>;
    /** How the read ended; complete once `events` is read through. */
    readonly tail: Readonly<LogTail>;
    /** A session log's header: when and where it ran. */
    readonly header?: SessionHeader;
}
/** An opened log's events gathered up (for tests and small inputs). */
export interface ParsedLog {
    readonly format: LogFormat;
    readonly compressed: boolean;
    readonly events: readonly ReplayEvent[];
}
/** Opens `file` (`-`: standard input) and reads as far as its first row, which tells the format.
 *  @throws InputError naming the file (and line) — here or while the events are read. */
export declare function openLog(file: string, options?: ReadOptions | ReadLimits): Promise<OpenedLog>;
/** A session log's header (read as far as the first row, then closed); undefined for a
 *  trajectory, or a file that cannot be read (its error comes when it is replayed). */
export declare function readHeader(file: string, options?: ReadOptions | ReadLimits): Promise<SessionHeader | undefined>;
/** Reads `file` through once, as the replay would, without replaying it; the tail says
 *  how many bytes were checked (give them as `snapshotBytes` to the replay's openLog).
 *  @throws InputError naming the file (and line). */
export declare function checkLog(file: string, options?: ReadOptions | ReadLimits): Promise<Readonly<LogTail>>;
/** The whole log at once: only for inputs known to be small (tests, examples). */
export declare function readLog(file: string, options?: ReadOptions | ReadLimits): Promise<ParsedLog>;

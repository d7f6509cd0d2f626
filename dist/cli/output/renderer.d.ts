import type { LogFormat } from '../input/events.js';
import type { SessionTime } from '../input/files.js';
import type { ReplayRow } from '../replay/replay.js';
import type { Summary, Total } from './summary.js';
/** The file being replayed, and how. */
export interface FileInfo {
    readonly file: string;
    readonly format: LogFormat;
    readonly compressed: boolean;
    /** When the session ran: its header's start time, else the file's modification time. */
    readonly time?: SessionTime;
    /** Where it ran, when the log says: the working directory and the host. */
    readonly cwd?: string;
    readonly host?: string;
}
/** How the whole run replays: the same for every file. */
export interface RunInfo {
    /** Asks are approved (`--approve`) rather than declined. */
    readonly approve: boolean;
    /** A `--config` was given. */
    readonly customConfig: boolean;
    /** Show only the calls that did not run. */
    readonly onlyDenied: boolean;
    /** The patch file of `--profile`, which the let-through command writes (else a placeholder). */
    readonly patchFile?: string;
}
export interface Renderer {
    /** Before a file's first row ('' for none). */
    start(info: FileInfo): string;
    /** One row ('' when it is not shown). */
    row(info: FileInfo, row: ReplayRow): string;
    /** After a file's last row. */
    end(info: FileInfo, summary: Summary): string;
    /** After all files; `found` is how many files were tried (replayed or skipped). */
    total(total: Total, found: number): string;
}

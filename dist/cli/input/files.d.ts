/** A file name a directory walk picks up. */
export declare function isLogName(name: string): boolean;
/** When a file's session ran: from its header, or the file's modification time. */
export interface SessionTime {
    /** Milliseconds since the epoch. */
    readonly ms: number;
    readonly from: 'log' | 'mtime';
}
/** One file to replay, or a path that could not be read, in replay order. `named`: the
 *  path was given on the command line (not found in a directory). */
export type Found = {
    readonly kind: 'file';
    readonly path: string;
    readonly named: boolean;
} | {
    readonly kind: 'error';
    readonly path: string;
    readonly reason: string;
    readonly named: boolean;
};
/** When the session in `file` started: its header's `createdAt`, else the file's mtime
 *  (undefined when neither can be read; the reader reports why). Not for standard input. */
export declare function sessionTime(file: string): Promise<SessionTime | undefined>;
/** The paths as given, directories expanded. A path that is not a directory is read as
 *  a log whatever its name (so a missing file is reported when it is read). */
export declare function expandPaths(paths: readonly string[]): AsyncGenerator<Found>;

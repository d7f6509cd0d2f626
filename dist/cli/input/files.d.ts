/** A file name a directory walk picks up. */
export declare function isLogName(name: string): boolean;
/** One file to replay, or a path that could not be read, in walk order. */
export type Found = {
    readonly kind: 'file';
    readonly path: string;
} | {
    readonly kind: 'error';
    readonly path: string;
    readonly reason: string;
};
/** The paths as given, directories expanded. A path that is not a directory is read as
 *  a log whatever its name (so a missing file is reported when it is read). */
export declare function expandPaths(paths: readonly string[]): AsyncGenerator<Found>;

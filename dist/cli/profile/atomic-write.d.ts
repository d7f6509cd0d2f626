/** What an edit makes of the file's bytes: new bytes to write, or none (leave it), and what
 *  the caller wants back either way. */
export interface Replacement<T> {
    readonly bytes: Buffer | undefined;
    readonly outcome: T;
}
/** Reads `path` under a claim, hands its bytes to `edit`, and writes what it returns
 *  atomically; returns the edit's outcome.
 *  @throws InputError for a file config does not replace or cannot read or write (nothing
 *  is changed then), and whatever `edit` throws (nothing is written). */
export declare function replaceFile<T>(path: string, edit: (current: Buffer) => Replacement<T>): T;

/** Writes `text` to `path` atomically. @throws InputError when it cannot (nothing is changed then). */
export declare function writeAtomically(path: string, text: string): void;

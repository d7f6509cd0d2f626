/** A copy of `text` that shares no memory with the string it came from. Concatenating
 *  forces a new flat string when sliced; the slice then points into that copy only. */
export declare function ownCopy(text: string): string;

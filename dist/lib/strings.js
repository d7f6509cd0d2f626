// Strings kept beyond one call must not reference the call's arguments: V8 slices and
// concatenations point into their source, so a 40-character sink path cut from a
// megabyte command would keep the whole command alive (design §9 D12).
/** A copy of `text` that shares no memory with the string it came from. Concatenating
 *  forces a new flat string when sliced; the slice then points into that copy only. */
export function ownCopy(text) {
    // V8 makes no slice or concatenation shorter than 13 characters: such a text is its own.
    return text.length < 13 ? text : ` ${text}`.slice(1);
}

export type NameMatcher = (name: string) => boolean;
/** One matcher for a pattern list: true when any pattern matches the whole name.
 *  Star-free patterns are one Set lookup together; each other pattern costs at most
 *  about twice the name's length. */
export declare function compilePatterns(patterns: readonly string[]): NameMatcher;
/** Whether `pattern` matches the whole of `name` (compiles it; for one-off checks). */
export declare function globMatch(pattern: string, name: string): boolean;
/** The matcher of `patterns`: compiled once for a frozen list, afresh for any other
 *  (whose contents may still change). */
export declare function matcherOf(patterns: readonly string[]): NameMatcher;
export declare function isTracked(tool: string, include: readonly string[], exclude: readonly string[]): boolean;

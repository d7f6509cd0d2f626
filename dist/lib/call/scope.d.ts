/** The longest tool name a configured pattern list can match: the longest pattern or
 *  tool key a configuration may hold (CEILINGS.entryChars). Real names are far shorter
 *  (the major model APIs allow 64 characters); a longer name is not a tool anyone could
 *  have configured, so no `include`, `exclude` or `changeTools` pattern matches it — the
 *  call is tracked when `include` is empty and untracked otherwise (design §3.4). */
export declare const MAX_MATCHED_NAME: number;
export type NameMatcher = (name: string) => boolean;
/** One matcher for a pattern list: true when any pattern matches the whole name.
 *  Star-free patterns are one Set lookup together; each other pattern costs at most
 *  about twice the name's length. */
export declare function compilePatterns(patterns: readonly string[]): NameMatcher;
/** Whether `pattern` matches the whole of `name` (compiles it; for one-off checks). */
export declare function globMatch(pattern: string, name: string): boolean;
/** The matcher of a configured list `patterns`: compiled once for a frozen list, afresh
 *  for any other (whose contents may still change). A name longer than MAX_MATCHED_NAME
 *  matches none of its patterns, and costs one comparison. */
export declare function matcherOf(patterns: readonly string[]): NameMatcher;
export declare function isTracked(tool: string, include: readonly string[], exclude: readonly string[]): boolean;

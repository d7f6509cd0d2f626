/** Glob match in O(pattern × name) worst case — no regex, so a hostile 100 KB
 *  tool name against a many-star pattern cannot backtrack exponentially. */
export declare function globMatch(pattern: string, name: string): boolean;
export declare function isTracked(tool: string, include: readonly string[], exclude: readonly string[]): boolean;

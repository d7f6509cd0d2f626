// Which tools the breaker tracks (design §3.4). Patterns are anchored and
// case-sensitive; `*` matches any run of characters, everything else is literal.

/** Glob match in O(pattern × name) worst case — no regex, so a hostile 100 KB
 *  tool name against a many-star pattern cannot backtrack exponentially. */
export function globMatch(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = n;
    } else if (star >= 0) {
      p = star + 1;
      n = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

export function isTracked(tool: string, include: readonly string[], exclude: readonly string[]): boolean {
  if (tool === '') return false;
  if (include.length > 0 && !include.some((pattern) => globMatch(pattern, tool))) return false;
  return !exclude.some((pattern) => globMatch(pattern, tool));
}

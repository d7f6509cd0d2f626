// Reading a denial or an ask reason the way a test needs it: the hit lines only.

/** The `- <fingerprint> n/cap` lines of the `Hits:` block of a denial or an ask reason
 *  (with or without the host's `Error: ` prefix); [] when there is no such block, so a
 *  test comparing against the hits it expects fails on a text that has none. */
export function hitLines(text: string | undefined): string[] {
  const lines = (text ?? '').split('\n');
  const start = lines.indexOf('Hits:');
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('- '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

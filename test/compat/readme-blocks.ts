// The README command blocks that `npm run test:compat` runs exactly as printed. Each is a
// ```sh fence right after a `<!-- test:compat runs this block: <id> -->` line. This module
// only finds them; test/compat/readme-recipes.ts runs them, and test/readme.test.ts
// checks that README marks exactly these ids and that the blocks hold no placeholders.

/** Every marked block, in the order README shows them. */
export const RECIPE_IDS = [
  'web-install',
  'dsh-install',
  'own-profile',
  'route-b',
  'route-c',
  'route-d',
  'check-mounted',
  'upgrade',
  'uninstall',
  'web-tune',
  'check-config',
  'replay-config',
  'replay-sessions',
] as const;

export type RecipeId = (typeof RECIPE_IDS)[number];

const MARKED = /^<!-- test:compat runs this block: ([\w-]+) -->\n```sh\n([\s\S]*?)\n```$/gm;

/** The marked blocks of `markdown`: id → the block's text (its lines, without the fences). */
export function markedBlocks(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of markdown.matchAll(MARKED)) {
    const [, id = '', body = ''] = m;
    if (found.has(id)) throw new Error(`README marks two blocks as ${id}`);
    found.set(id, body);
  }
  return found;
}

/** The block for `id`. @throws when README has no block marked so. */
export function recipe(markdown: string, id: RecipeId): string {
  const body = markedBlocks(markdown).get(id);
  if (body === undefined) throw new Error(`README has no block marked "test:compat runs this block: ${id}"`);
  return body;
}

/**
 * The text a block's `cat > <target> <<'EOF'` here-document writes (with its final newline).
 * @throws when the block writes no such here-document.
 */
export function heredoc(block: string, target: string): string {
  const opener = `cat > ${target} <<'EOF'\n`;
  const text = `${block}\n`;
  const start = text.indexOf(opener);
  const end = text.indexOf('\nEOF\n', start);
  if (start < 0 || end < 0) throw new Error(`the block writes no here-document to ${target}`);
  return `${text.slice(start + opener.length, end)}\n`;
}

// Which files a replay reads: each path given, and inside a directory every log below
// it (`*.jsonl`, `*.jsonl.zstd`; DSH keeps `session.jsonl` or `session.jsonl.zstd` per
// session), in a fixed order so two runs print the same thing.

import { opendir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '../../lib/values.js';

/** A file name a directory walk picks up. */
export function isLogName(name: string): boolean {
  return name.endsWith('.jsonl') || name.endsWith('.jsonl.zstd');
}

/** One file to replay, or a path that could not be read, in walk order. */
export type Found = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'error'; readonly path: string; readonly reason: string };

/** Plain code-unit order: the same on every machine, whatever the locale. */
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The logs below `dir`, sorted by name at each level; symbolic links to directories
 *  are not followed (a link cycle cannot make the walk endless). */
async function* walk(dir: string): AsyncGenerator<Found> {
  const files: string[] = [];
  const dirs: string[] = [];
  try {
    for await (const entry of await opendir(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) dirs.push(path);
      else if (isLogName(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path))))) files.push(path);
    }
  } catch (error) {
    yield { kind: 'error', path: dir, reason: `cannot read the directory (${errorMessage(error)})` };
    return;
  }
  // Files first, then subdirectories: a session's own log before anything nested in it.
  for (const path of files.sort(byCodeUnit)) yield { kind: 'file', path };
  for (const path of dirs.sort(byCodeUnit)) yield* walk(path);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The paths as given, directories expanded. A path that is not a directory is read as
 *  a log whatever its name (so a missing file is reported when it is read). */
export async function* expandPaths(paths: readonly string[]): AsyncGenerator<Found> {
  for (const path of paths) {
    let isDirectory = false;
    try {
      isDirectory = (await stat(path)).isDirectory();
    } catch {
      // reported by the reader, with the reason
    }
    if (isDirectory) yield* walk(path);
    else yield { kind: 'file', path };
  }
}

// Profiles for the tests of `check` and `config` (test/profile-commands.test.ts,
// test/profile-file-safety.test.ts): each cordis.patch.yml in a folder of its own below one
// temporary folder, and what dsh's own reader makes of the plugin's config in a file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dshLoad } from './dsh-yaml.js';

export class ProfileFolders {
  readonly root: string;
  private count = 0;

  constructor(prefix: string) {
    this.root = mkdtempSync(join(tmpdir(), prefix));
  }

  /** A path below the root that nothing has used: `<name><n><suffix>`. */
  fresh(name: string, suffix = ''): string {
    return join(this.root, `${name}${this.count++}${suffix}`);
  }

  /** A profile folder holding `content` as its cordis.patch.yml; returns the file's path. */
  profile(content: string | Buffer): string {
    const dir = this.fresh('p');
    mkdirSync(dir);
    const file = join(dir, 'cordis.patch.yml');
    writeFileSync(file, content);
    return file;
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** What dsh's reader makes of the plugin's config in `text` (its last row with the id). */
export function dshConfigOf(text: string): unknown {
  const patches = dshLoad(text) as Record<string, unknown>[];
  const rows = patches.flatMap((p) => (Array.isArray(p['insert']) ? (p['insert'] as Record<string, unknown>[]) : [p])).filter((r) => r['id'] === 'repeat-tool-breaker' && 'config' in r);
  return rows.at(-1)?.['config'];
}

// The package version, read from the package.json above this module (dist/cli/ or cli/).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
export function packageVersion() {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let up = 0; up < 4; up++) {
        try {
            const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
            if (typeof manifest === 'object' && manifest !== null) {
                const { name, version } = manifest;
                if (name === 'dsh-repeat-tool-breaker' && typeof version === 'string')
                    return version;
            }
        }
        catch {
            // no package.json here; look one level up
        }
        dir = dirname(dir);
    }
    return 'unknown';
}

#!/usr/bin/env node
// The last step of `npm run build`: makes every `bin` of package.json executable (mode 755).
// tsc keeps the mode of a file it overwrites but writes a new one as 644, so a build into an
// empty dist/ would leave the CLI unexecutable, and differ from the committed 100755 that
// `npx dsh-repeat-tool-breaker` in a checkout sets (and `.ci/run`'s dist check compares).
// Usage: node scripts/bin-executable.mjs [package folder, default: the current one]

import { chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.';
const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const targets = typeof bin === 'string' ? [bin] : Object.values(bin ?? {});
for (const target of targets) chmodSync(join(dir, target), 0o755);

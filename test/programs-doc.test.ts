// design §9.4 D22: docs/how-it-decides.md shows the program table as lib/call/programs.ts
// holds it, and no other module of lib/ names a program.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { PROGRAMS } from '../lib/call/programs.js';
import { programsSection } from './helpers/programs-section.js';
import { programsTable } from './helpers/programs-table.js';

const root = new URL('../', import.meta.url);

describe('D22 one home for what the breaker knows about programs', () => {
  test('docs/how-it-decides.md shows the table of lib/call/programs.ts (node --import tsx scripts/programs-table.ts writes it)', () => {
    const doc = readFileSync(new URL('docs/how-it-decides.md', root), 'utf8');
    assert.equal(programsSection(doc), programsTable());
  });

  test('no other module of lib/ carries a list of program names', () => {
    // A quoted name of a program the table knows, in a list or a set, outside the table.
    // Names that are also plain words of the code (`time`, `command`), of JSON (`true`), or
    // the names of the host's tools (`bash`, `grep`) are left out.
    const names = [...PROGRAMS.keys()].filter((name) => name.length > 2 && !['time', 'command', 'install', 'patch', 'apply_patch', 'http', 'https', 'true', 'bash', 'grep'].includes(name));
    const files = ['lib', 'lib/call', 'lib/result', 'lib/rules'].flatMap((dir) =>
      readdirSync(new URL(`${dir}/`, root)).filter((name) => name.endsWith('.ts')).map((name) => `${dir}/${name}`),
    );
    const offenders: string[] = [];
    for (const file of files) {
      if (file === 'lib/call/programs.ts') continue;
      // Comments, and the keys of a tool's arguments (`args['timeout']`), name no program.
      const text = readFileSync(new URL(file, root), 'utf8')
        .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
        .replace(/args\[['"][\w-]+['"]\]/g, '');
      for (const name of names) if (new RegExp(`['"]${name.replace(/[+.]/g, '\\$&')}['"]`).test(text)) offenders.push(`${file}: '${name}'`);
    }
    assert.deepEqual(offenders, []);
  });
});

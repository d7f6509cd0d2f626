// Writes the program table (lib/call/programs.ts) into docs/how-it-decides.md, between its
// `<!-- programs: … -->` and `<!-- /programs -->` marks:
//   node --import tsx scripts/programs-table.ts
// test/programs-doc.test.ts fails when the docs and the module disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { programsTable } from '../test/helpers/programs-table.js';
import { replaceProgramsSection } from '../test/helpers/programs-section.js';

const path = new URL('../docs/how-it-decides.md', import.meta.url);
writeFileSync(path, replaceProgramsSection(readFileSync(path, 'utf8'), programsTable()));
console.log('docs/how-it-decides.md: program table written');

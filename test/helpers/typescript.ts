// The TypeScript compiler API for the tests that read or compile sources, loaded with
// require(). Imported as an ES module, its 9 MB of CommonJS is first scanned for named
// exports (and handed through the tsx loader): about a second more per test file.
// Types come from `import type … from 'typescript'`, which leaves nothing at run time.
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
export default ts;

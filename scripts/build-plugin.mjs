#!/usr/bin/env node
// The second step of `npm run build` (after tsc, which type-checks and writes dist/ module
// by module, the CLI and the declarations): the plugin entry a host loads, as two files
// (issue 36: a host boots the plugin on every start, and loading ~60 modules took ~35 ms
// against 0.5.2's ~5 ms):
//
//   dist/plugin.js          index.ts in one ES module: the wiring, the config checks that
//                           `apply` runs, and a stand-in for the Breaker;
//   dist/plugin-engine.cjs  lib/breaker.ts and everything it reads, in one CommonJS file.
//
// The stand-in loads the engine with require() (synchronous: the guard never awaits) the
// first time the host calls a hook, usually agent/pre-step before the first model request,
// and forwards every method of the Breaker to the one it then builds. So `apply` parses and
// runs only the wiring and the config checks — a bad config still fails at load — and the
// engine's code is compiled once, when it is first needed. Both are esbuild bundles of the
// same sources the modules come from: no decision differs (test/plugin-bundle.test.ts).
// Deterministic: the same sources give the same bytes (.ci/run compares dist/).
//
// Usage: node scripts/build-plugin.mjs [output folder, default: dist]
//   (test/package.test.ts builds into a scratch folder to compare with dist/)

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2] ?? join(ROOT, 'dist');
const ENTRY = 'plugin.js';
const ENGINE = 'plugin-engine.cjs';

/** The Breaker's methods, read from lib/breaker.ts itself (bundled into memory and
 *  imported), so the stand-in forwards exactly what the sources define. */
async function breakerMethods() {
  const { outputFiles } = await esbuild.build({ ...common, entryPoints: [join(ROOT, 'lib', 'breaker.ts')], format: 'esm', write: false, outfile: 'breaker.js' });
  const { Breaker } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
  const methods = Object.getOwnPropertyNames(Breaker.prototype).filter(
    (name) => name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(Breaker.prototype, name)?.value === 'function',
  );
  if (!methods.includes('guard')) throw new Error(`build-plugin: lib/breaker.ts has no Breaker with a guard (${methods.join(', ')})`);
  return methods;
}

/** The module that stands in for lib/breaker.ts in the entry. */
function standIn(methods) {
  return [
    "import { createRequire } from 'node:module';",
    '',
    '/** The engine, required on first use. */',
    'let engine;',
    `const loadEngine = () => (engine ??= createRequire(import.meta.url)('./${ENGINE}'));`,
    '',
    '/** The Breaker, built from the engine the first time one of its methods is called. */',
    'export class Breaker {',
    '  #args;',
    '  #breaker;',
    '  constructor(...args) {',
    '    this.#args = args;',
    '  }',
    '  #built() {',
    '    return (this.#breaker ??= new (loadEngine().Breaker)(...this.#args));',
    '  }',
    ...methods.map((method) => `  ${method}(...args) {\n    return this.#built().${method}(...args);\n  }`),
    '}',
    '',
  ].join('\n');
}

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // ASCII only (a non-ASCII character anywhere, even in a comment, makes V8 decode and scan
  // the whole file as UTF-16): esbuild escapes the rest.
  charset: 'ascii',
  // Parsed by every process that loads the plugin: no comments, no indentation (a third less
  // to scan). Names are kept, so stack traces still name the function; dist/index.js and
  // dist/lib/ are the readable modules the two files are built from.
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: ROOT,
};

mkdirSync(outDir, { recursive: true });
const methods = await breakerMethods();
await esbuild.build({
  ...common,
  entryPoints: [join(ROOT, 'index.ts')],
  format: 'esm',
  outfile: join(outDir, ENTRY),
  banner: { js: `// dsh-repeat-tool-breaker: the plugin entry (index.ts), one file; the Breaker is in ./${ENGINE}, loaded on first use. Built by scripts/build-plugin.mjs.` },
  plugins: [
    {
      name: 'breaker-on-first-use',
      setup(build) {
        build.onResolve({ filter: /^\.\/lib\/breaker\.js$/ }, (args) =>
          args.importer === join(ROOT, 'index.ts') ? { path: 'breaker-stand-in', namespace: 'breaker-stand-in' } : undefined,
        );
        build.onLoad({ filter: /.*/, namespace: 'breaker-stand-in' }, () => ({ contents: standIn(methods), loader: 'js' }));
      },
    },
  ],
});
await esbuild.build({
  ...common,
  entryPoints: [join(ROOT, 'lib', 'breaker.ts')],
  format: 'cjs',
  outfile: join(outDir, ENGINE),
  banner: { js: `// dsh-repeat-tool-breaker: the Breaker (lib/breaker.ts) and what it reads, one file, required by ./${ENTRY} on first use. Built by scripts/build-plugin.mjs.` },
});

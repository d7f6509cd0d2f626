// What users install (issue 4 item 2): the npm tarball's contents, an install of it into
// an empty folder, the built code's imports, and that the committed dist/ is what the
// sources build to (git-URL installs run no build step, so dist/ must be right). One
// `npm pack` serves every test of the tarball; the fresh build is the one `npm test` has
// just made, or, when this file runs on its own, emitted in this process, into memory.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import type { Node } from 'typescript';
import ts from './helpers/typescript.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE_NAME = 'dsh-repeat-tool-breaker';

const scratch: string[] = [];
function scratchDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `rtb-${label}-`));
  scratch.push(dir);
  return dir;
}
after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function run(command: string, args: readonly string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Every file under `dir`, as POSIX paths relative to `base`. */
function walk(dir: string, base: string = dir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full, base));
    else if (entry.isFile()) out.push(relative(base, full).split(sep).join('/'));
  }
  return out.sort();
}

/** The sources tsconfig.build.json compiles: index.ts, lib/**, cli/** (no .d.ts). */
function buildSources(): string[] {
  const sources = ['index.ts', ...walk(join(ROOT, 'lib')).map((p) => `lib/${p}`), ...walk(join(ROOT, 'cli')).map((p) => `cli/${p}`)];
  return sources.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts')).sort();
}

/** What scripts/build-plugin.mjs writes after tsc (issue 36): the plugin entry a host
 *  loads, in one file, and the Breaker it requires on first use. */
const BUNDLES = ['plugin-engine.cjs', 'plugin.js'];

/** The files `npm run build` writes for the sources, by path under dist/: a .js and a
 *  .d.ts for each (tsconfig.build.json), and the bundles. */
function builtFiles(): string[] {
  return buildSources()
    .flatMap((source) => {
      const stem = source.slice(0, -'.ts'.length);
      return [`${stem}.js`, `${stem}.d.ts`];
    })
    .concat(BUNDLES)
    .sort();
}

/** `npm test` builds dist/ from these sources just before the tests run (its script is
 *  `npm run build && …`), so there dist/ is a fresh build: it is read from disk rather than
 *  emitted a second time (tsc once per run). */
const BUILT_BY_NPM_TEST = process.env['npm_lifecycle_event'] === 'test' && (process.env['npm_lifecycle_script'] ?? '').startsWith('npm run build && ');

let freshCache: Map<string, Buffer> | undefined;
/** What a fresh `npm run build` writes, by path under dist/ (built once per run): under
 *  `npm test` the dist/ it has just built, otherwise (this file run on its own) tsc's
 *  output emitted in this process, into memory, without type-checking again (`noCheck`:
 *  the bytes are the same either way, and `npm run build` checks the sources), and the
 *  bundles built into a scratch folder. */
function freshBuild(): Map<string, Buffer> {
  if (freshCache !== undefined) return freshCache;
  if (BUILT_BY_NPM_TEST) {
    const dist = join(ROOT, 'dist');
    freshCache = new Map(walk(dist).map((file) => [file, readFileSync(join(dist, file))]));
    return freshCache;
  }
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => assert.fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
  });
  assert.ok(config !== undefined && config.errors.length === 0, 'tsconfig.build.json reads');
  const outDir = config.options.outDir;
  assert.equal(outDir, join(ROOT, 'dist'));
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noCheck: true } });
  const files = new Map<string, Buffer>();
  const emitted = program.emit(undefined, (path, text, bom) => {
    files.set(relative(outDir, path).split(sep).join('/'), Buffer.from(bom ? `\ufeff${text}` : text, 'utf8'));
  });
  assert.equal(emitted.emitSkipped, false, 'the sources emit');
  const bundled = scratchDir('bundles');
  run(process.execPath, [join(ROOT, 'scripts', 'build-plugin.mjs'), bundled], ROOT);
  for (const file of BUNDLES) files.set(file, readFileSync(join(bundled, file)));
  freshCache = new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return freshCache;
}

/** The blobs `git cat-file --batch` prints for `names` (HEAD:path…), read in one process. */
function committedBlobs(names: readonly string[]): Buffer[] {
  const out = execFileSync('git', ['cat-file', '--batch'], { cwd: ROOT, input: names.map((name) => `${name}\n`).join(''), maxBuffer: 256 * 1024 * 1024 });
  const blobs: Buffer[] = [];
  let at = 0;
  for (const name of names) {
    const end = out.indexOf(0x0a, at);
    const header = out.subarray(at, end).toString('utf8');
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1];
    assert.ok(size !== undefined, `git cat-file: ${name}: ${header}`);
    blobs.push(out.subarray(end + 1, end + 1 + Number(size)));
    at = end + 1 + Number(size) + 1;
  }
  return blobs;
}

interface PackedFile {
  readonly path: string;
}
interface PackResult {
  readonly name: string;
  readonly files: readonly PackedFile[];
}

function isPackResult(value: unknown): value is PackResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    Array.isArray((value as { files?: unknown }).files)
  );
}

let packCache: { readonly tarball: string; readonly paths: string[] } | undefined;
/** One `npm pack --json` for all the tests: the tarball, and the paths it holds (the list
 *  `npm pack --dry-run` prints). */
function packed(): { readonly tarball: string; readonly paths: string[] } {
  if (packCache !== undefined) return packCache;
  const packDir = scratchDir('pack');
  const parsed: unknown = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], ROOT));
  assert.ok(Array.isArray(parsed) && parsed.length === 1 && isPackResult(parsed[0]), 'npm pack --json printed one result');
  const result = parsed[0] as PackResult;
  assert.equal(result.name, PACKAGE_NAME);
  const filename: unknown = (result as { filename?: unknown }).filename;
  assert.equal(typeof filename, 'string');
  const tarball = join(packDir, String(filename));
  assert.ok(existsSync(tarball), `npm pack wrote ${tarball}`);
  packCache = { tarball, paths: result.files.map((file) => file.path).sort() };
  return packCache;
}

/** The paths the tarball holds. */
const packedPaths = (): string[] => packed().paths;

interface Manifest {
  readonly main?: unknown;
  readonly types?: unknown;
  readonly exports?: unknown;
  readonly bin?: unknown;
  readonly dependencies?: unknown;
  readonly peerDependencies?: unknown;
  readonly optionalDependencies?: unknown;
  readonly bundleDependencies?: unknown;
  readonly scripts?: unknown;
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;

/** Every string leaf of a package.json field (exports maps, bin maps). */
function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringLeaves);
  return [];
}

/** The docs for whoever works on this repository, which the package leaves out (issue 29 item 8). */
const DEVELOPER_DOCS = ['docs/development.md', 'docs/releasing.md'];

/** Whether a built file is a type declaration of the CLI, which no import of the package can
 *  reach (`exports` offers only the plugin's entry), so the package leaves it out. */
const isCliDeclaration = (file: string): boolean => file.startsWith('cli/') && file.endsWith('.d.ts');

/** The .d.ts files the types entry imports, directly or through others, by path under dist/. */
function reachableDeclarations(): string[] {
  const seen = new Set<string>();
  const next = ['index.d.ts'];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(join(ROOT, 'dist', file), 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) next.push(posix.join(posix.dirname(file), fileName).replace(/\.js$/, '.d.ts'));
    }
  }
  return [...seen].sort();
}

describe('package contents (npm pack)', () => {
  test('the tarball holds exactly the built JS of every source and the plugin\'s .d.ts, the bundle patch, the user docs and the examples', () => {
    const expected = [
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'cordis.patch.yml',
      ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`).filter((f) => !DEVELOPER_DOCS.includes(f)),
      'docs/approval-card.png',
      'docs/approval-card-ask.png',
      ...walk(join(ROOT, 'examples')).map((f) => `examples/${f}`),
      'package.json',
      ...builtFiles().filter((file) => !isCliDeclaration(file)).map((file) => `dist/${file}`),
    ].sort();
    assert.ok(expected.includes('dist/index.js') && expected.includes('dist/index.d.ts'));
    assert.ok(expected.includes('dist/plugin.js') && expected.includes('dist/plugin-engine.cjs'), 'the bundled entry and its engine');
    assert.ok(expected.some((path) => path.startsWith('dist/lib/') && path.endsWith('.js')));
    assert.deepEqual(packedPaths(), expected);
  });

  test('issue 29 item 8: no .d.ts no import can reach (the CLI\'s), no developer docs; every .d.ts the types entry reaches is packed', () => {
    const packed = packedPaths();
    const declarations = packed.filter((path) => path.endsWith('.d.ts'));
    assert.deepEqual(declarations.filter((path) => path.startsWith('dist/cli/')), []);
    for (const doc of DEVELOPER_DOCS) assert.ok(existsSync(join(ROOT, doc)) && !packed.includes(doc), `${doc} is in the repository, not in the package`);
    const reachable = reachableDeclarations();
    assert.ok(reachable.includes('index.d.ts') && reachable.includes('lib/config.d.ts'), reachable.join());
    for (const file of reachable) assert.ok(declarations.includes(`dist/${file}`), `dist/${file} is imported by the types entry and must be packed`);
  });

  test('issue 29 item 8: the bin is committed executable, and the build makes it so even when it writes the file afresh', () => {
    const bins = stringLeaves(manifest.bin);
    assert.ok(bins.length > 0);
    for (const bin of bins) {
      const path = posix.normalize(bin);
      assert.match(run('git', ['ls-files', '--stage', '--', path], ROOT), /^100755 /, `${path} is committed as 100755 (npx in a checkout sets the mode, and .ci/run compares dist/)`);
    }
    const build = (manifest.scripts as Record<string, string> | undefined)?.['build'] ?? '';
    assert.match(build, /&& node scripts\/bin-executable\.mjs$/);
    const copy = scratchDir('bin-mode');
    writeFileSync(join(copy, 'package.json'), JSON.stringify({ bin: manifest.bin }));
    for (const bin of bins) {
      mkdirSync(join(copy, dirname(bin)), { recursive: true });
      writeFileSync(join(copy, bin), '', { mode: 0o644 }); // as tsc writes a new file
    }
    run(process.execPath, [join(ROOT, 'scripts', 'bin-executable.mjs'), copy], ROOT);
    for (const bin of bins) assert.equal(statSync(join(copy, bin)).mode & 0o777, 0o755, bin);
  });

  test('nothing a user does not need: no tests, TS sources, source maps, fixtures, bench, CI or scripts', () => {
    const forbidden: readonly [string, (path: string) => boolean][] = [
      ['a test', (p) => p.startsWith('test/') || /\.test\.[cm]?[jt]s$/.test(p)],
      ['a TypeScript source', (p) => /\.[cm]?ts$/.test(p) && !/\.d\.[cm]?ts$/.test(p)],
      ['a source map', (p) => p.endsWith('.map')],
      ['a fixture', (p) => p.includes('fixtures/')],
      ['the bench', (p) => p.startsWith('bench/')],
      ['CI', (p) => p.startsWith('.github/') || p.startsWith('.ci/')],
      ['a dev script or config', (p) => p.startsWith('scripts/') || p.startsWith('tsconfig') || p === 'package-lock.json'],
      ['an install or cache folder', (p) => p.startsWith('node_modules/') || p.startsWith('.cache/')],
    ];
    assert.ok(packedPaths().includes('dist/index.js'), 'npm pack listed the package');
    for (const path of packedPaths()) {
      for (const [what, matches] of forbidden) assert.ok(!matches(path), `${path} is ${what} and must not be packed`);
    }
  });

  test('the packed JS has no sourceMappingURL pointing at files that are not shipped', () => {
    const shipped = packedPaths().filter((p) => p.endsWith('.js') || p.endsWith('.cjs') || p.endsWith('.d.ts'));
    assert.ok(shipped.includes('dist/index.js') && shipped.includes('dist/index.d.ts'));
    for (const path of shipped) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      assert.ok(!text.includes('sourceMappingURL='), `${path} references a source map`);
    }
  });

  test('every path package.json points at (main, types, exports, bin) is in the tarball; no runtime dependencies, no install scripts', () => {
    const packed = new Set(packedPaths());
    const targets = [manifest.main, manifest.types, ...stringLeaves(manifest.exports), ...stringLeaves(manifest.bin)];
    assert.ok(targets.length >= 3);
    for (const target of targets) {
      assert.equal(typeof target, 'string');
      const path = posix.normalize(String(target));
      assert.ok(packed.has(path), `package.json points at ${String(target)}, which is not packed`);
    }
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies'] as const) {
      const value = manifest[field];
      assert.ok(value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0), `${field} must be empty`);
    }
    const scripts = (manifest.scripts ?? {}) as Record<string, unknown>;
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare', 'prepack']) {
      assert.equal(scripts[hook], undefined, `a "${hook}" script would run (or be blocked) on users' machines`);
    }
  });
});

describe('package metadata', () => {
  const meta = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const url = (value: unknown): string =>
    typeof value === 'string' ? value : typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string' ? (value as { url: string }).url : '';

  // Provenance publishing needs all three, naming the repository that builds the package;
  // docs/releasing.md says what to fill in, and publish.yml refuses to run without them.
  test('repository, homepage and bugs come together, name one GitHub repository, and hold no placeholder', () => {
    const fields = [url(meta['repository']), typeof meta['homepage'] === 'string' ? meta['homepage'] : '', url(meta['bugs'])];
    const present = fields.filter((f) => f !== '');
    assert.ok(present.length === 0 || present.length === 3, `all of repository, homepage and bugs, or none: ${JSON.stringify(fields)}`);
    if (present.length === 0) return;
    const repos = new Set(fields.map((f) => /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:[/#]|$)/.exec(f)?.[1]?.toLowerCase()));
    assert.equal(repos.size, 1, `one repository: ${JSON.stringify(fields)}`);
    for (const field of fields) assert.doesNotMatch(field, /OWNER|REPO|<|example/i, field);
  });

  // Issue 22 item 5: npm's page and an installed package show README and docs/ with their
  // links; each must lead to a file the package holds (it did not: examples/, the card).
  test('every relative link and image in the packed Markdown (README, docs/, examples/) resolves to a packed file', () => {
    const packed = new Set(packedPaths());
    const markdown = [...packed].filter((path) => path.endsWith('.md') && path !== 'CHANGELOG.md');
    assert.ok(markdown.includes('README.md') && markdown.includes('docs/replay.md') && markdown.includes('examples/README.md'));
    let links = 0;
    for (const page of markdown) {
      const text = readFileSync(join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      const targets = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g), ...text.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!);
      for (const target of targets) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // https:, mailto:, an anchor
        const path = posix.normalize(posix.join(posix.dirname(page), decodeURIComponent(target.split('#')[0]!)));
        links++;
        assert.ok(packed.has(path), `${page} links to ${target}, which the package does not hold (${path})`);
      }
    }
    assert.ok(links >= 40, `${links} relative links found`);
  });
});

/** What a built file imports or requires: the string of every import and export
 *  declaration, `import()` and `require()` in its syntax tree (ts.preProcessFile's quick
 *  scan takes `"--import","x"` in the minified engine's program table for an import). */
function moduleSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      const [first] = node.arguments;
      if (first !== undefined && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the built code', () => {
  test('dist/**/*.js and the bundles import (or require) nothing but their own files and node: builtins', () => {
    const files = walk(join(ROOT, 'dist')).filter((p) => p.endsWith('.js') || p.endsWith('.cjs'));
    assert.ok(files.includes('index.js') && BUNDLES.every((bundle) => files.includes(bundle)));
    for (const file of files) {
      const full = join(ROOT, 'dist', file);
      for (const specifier of moduleSpecifiers(full)) {
        if (specifier.startsWith('node:')) continue;
        assert.ok(specifier.startsWith('./') || specifier.startsWith('../'), `dist/${file} imports "${specifier}"`);
        const target = resolve(dirname(full), specifier);
        assert.ok(target.startsWith(join(ROOT, 'dist') + sep), `dist/${file} imports ${specifier}, outside dist/`);
        assert.ok(existsSync(target) && statSync(target).isFile(), `dist/${file} imports ${specifier}, which does not exist`);
      }
    }
  });

  test('dist/ is exactly what the sources build to (no stale or orphaned files)', () => {
    // A deleted source's output stays behind after tsc: the set comes from the sources.
    assert.deepEqual(walk(join(ROOT, 'dist')), builtFiles(), 'dist/ holds a different set of files than the sources build to');
    const fresh = freshBuild();
    assert.ok(fresh.has('index.js'));
    assert.deepEqual([...fresh.keys()], builtFiles(), 'a fresh build writes a .js and a .d.ts for each source');
    for (const [file, bytes] of fresh) {
      assert.ok(readFileSync(join(ROOT, 'dist', file)).equals(bytes), `dist/${file} is stale`);
    }
  });

  test('the committed dist/ is what the committed sources build to', (t) => {
    let tracked: string[];
    try {
      run('git', ['rev-parse', '--verify', 'HEAD'], ROOT);
      const dirty = run('git', ['status', '--porcelain', '--', 'index.ts', 'lib', 'cli', 'tsconfig.json', 'tsconfig.build.json', 'dist'], ROOT);
      if (dirty.trim() !== '') {
        // Mid-edit on a developer machine: the previous test already compared the
        // working tree; this one speaks about commits. In a fresh clone (CI) the
        // tree is clean after `npm run build` only if the committed dist/ was current,
        // so there a stale dist/ shows up here as dirty and fails below.
        if (process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false') {
          assert.fail(`uncommitted changes to the build inputs or dist/ in CI (a stale committed dist/?):\n${dirty}`);
        }
        t.skip('build inputs or dist/ have uncommitted changes; commit dist/ together with the sources');
        return;
      }
      tracked = run('git', ['ls-files', '--', 'dist'], ROOT).split('\n').filter((line) => line !== '').map((p) => p.slice('dist/'.length)).sort();
    } catch (error) {
      if (existsSync(join(ROOT, '.git'))) throw error;
      t.skip('not a git checkout');
      return;
    }
    const fresh = freshBuild();
    assert.deepEqual(tracked, [...fresh.keys()], 'the committed dist/ holds a different set of files than the build');
    const committed = committedBlobs(tracked.map((file) => `HEAD:dist/${file}`));
    tracked.forEach((file, i) => {
      assert.ok(committed[i]!.equals(fresh.get(file)!), `the committed dist/${file} is stale`);
    });
  });
});

describe('installing the packed tarball', () => {
  test('npm install <tgz> into an empty folder: import() yields the plugin object (the bundled entry), its guard denies a repeat, and nothing else is installed', () => {
    const { tarball } = packed();

    const app = scratchDir('app');
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    run('npm', ['install', tarball, '--no-audit', '--no-fund', '--offline', '--ignore-scripts'], app);

    const installed = readdirSync(join(app, 'node_modules')).filter((entry) => !entry.startsWith('.'));
    assert.deepEqual(installed, [PACKAGE_NAME], 'no runtime dependencies came along');

    writeFileSync(
      join(app, 'check.mjs'),
      [
        `import plugin, * as named from '${PACKAGE_NAME}';`,
        "import { createRequire } from 'node:module';",
        `const meta = createRequire(import.meta.url)('${PACKAGE_NAME}/package.json');`,
        // The first call requires the engine beside the entry (dist/plugin-engine.cjs): it
        // must be installed, and found from where the package was installed.
        'let guard;',
        'plugin.apply({ tools: { guard: (fn) => ((guard = fn), () => {}) }, on: () => () => {} }, {});',
        'const agent = {};',
        "const verdicts = [1, 2, 3, 4, 5].map(() => (guard({ name: 'bash', arguments: { command: 'curl -s https://a.example/x' }, agent }) === undefined ? 'allowed' : 'denied'));",
        'console.log(JSON.stringify({',
        '  keys: Object.keys(plugin).sort(),',
        '  name: plugin.name,',
        '  inject: plugin.inject,',
        '  apply: typeof plugin.apply,',
        '  applyHasPrototype: plugin.apply.prototype !== undefined,',
        '  namedMatch: named.name === plugin.name && named.apply === plugin.apply && named.inject === plugin.inject,',
        '  version: meta.version,',
        '  entry: import.meta.resolve(\'' + PACKAGE_NAME + '\').split(\'/node_modules/' + PACKAGE_NAME + '/\')[1],',
        '  verdicts,',
        '}));',
      ].join('\n'),
    );
    const report: unknown = JSON.parse(run(process.execPath, ['check.mjs'], app));
    assert.deepEqual(report, {
      keys: ['apply', 'inject', 'name'],
      name: 'repeat-tool-breaker',
      inject: ['tools'],
      apply: 'function',
      applyHasPrototype: false, // cordis would `new` a function with a prototype
      namedMatch: true,
      version: (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version,
      entry: 'dist/plugin.js',
      verdicts: ['allowed', 'allowed', 'allowed', 'allowed', 'denied'],
    });
  });
});

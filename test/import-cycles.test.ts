// Issue 36 item 3: no two modules import each other, directly or around a circle. A
// circle makes the order in which modules are evaluated depend on which one is imported
// first (a value read at load can be undefined), and it means neither module can be read,
// tested or moved without the other. Every import counts, `import type` and
// `export … from` included: a type import still means one module must know the other's
// shape, and three of the four circles the issue found (command.ts ↔ commands.ts through
// `Command`, config.ts → limit-keys.ts → fingerprint.ts through `Kind`, progress.ts →
// run.ts through `Io`) ran through a type-only import, which a walk of the runtime graph
// would have missed. The walk reads the sources tsconfig.build.json compiles.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from './helpers/typescript.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The shipped sources: index.ts, lib/**, cli/** (no .d.ts), as POSIX paths. */
function sources(): string[] {
  const found = ['index.ts'];
  for (const top of ['lib', 'cli']) {
    for (const entry of readdirSync(join(ROOT, top), { recursive: true }) as string[]) {
      const path = `${top}/${entry.split(sep).join('/')}`;
      if (path.endsWith('.ts') && !path.endsWith('.d.ts')) found.push(path);
    }
  }
  return found.sort();
}

/** The modules `text` (the file at `path`) imports or re-exports from, as paths of their
 *  sources: every relative specifier, type-only ones included (`./x.js` is `./x.ts`). */
function importsOf(path: string, text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => posix.normalize(posix.join(posix.dirname(path), specifier)).replace(/\.js$/, '.ts'));
}

/** The circles of the graph: each strongly connected component of more than one module,
 *  or of one that imports itself, as a path around it (Tarjan's algorithm). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(pathAround(graph, new Set(component)));
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through the members of a strongly connected component, from its first
 *  member (sorted) back to it: what the failure message shows. */
function pathAround(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  const from = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = from.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!from.has(next)) {
        from.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...members];
}

/** The import graph of `files` (path → text). */
const graphOf = (files: ReadonlyMap<string, string>): Map<string, string[]> =>
  new Map([...files].map(([path, text]) => [path, importsOf(path, text)]));

describe('import circles (issue 36 item 3)', () => {
  test('no module of index.ts, lib/ and cli/ imports itself back, directly or around a circle', () => {
    const files = new Map(sources().map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]));
    assert.ok(files.size > 80 && files.has('lib/config.ts') && files.has('cli/run.ts'), `${files.size} sources read`);
    const graph = graphOf(files);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    assert.ok(edges > 200, `${edges} imports found`);
    for (const [path, targets] of graph) {
      for (const target of targets) assert.ok(files.has(target), `${path} imports ${target}, which is not a source`);
    }
    assert.deepEqual(circles(graph).map((circle) => circle.join(' → ')), []);
  });

  test('the walk finds a circle through a type-only import, a re-export and a longer way round, and none in a tree', () => {
    const found = circles(
      graphOf(
        new Map([
          ['lib/a.ts', "import type { B } from './b.js';\nexport const a = 1;"],
          ['lib/b.ts', "import { a } from './a.js';\nexport type B = typeof a;"],
          ['lib/c.ts', "export { d } from './call/d.js';"],
          ['lib/call/d.ts', "import { e } from '../e.js';\nexport const d = e;"],
          ['lib/e.ts', "import { f } from './f.js';\nexport const e = f;"],
          ['lib/f.ts', "import * as c from './c.js';\nexport const f = 2;\nvoid c;"],
          ['lib/g.ts', "import { a } from './a.js';\nimport { e } from './e.js';\nimport { createHash } from 'node:crypto';"],
        ]),
      ),
    );
    assert.deepEqual(
      found.map((circle) => circle.join(' → ')).sort(),
      ['lib/a.ts → lib/b.ts → lib/a.ts', 'lib/c.ts → lib/call/d.ts → lib/e.ts → lib/f.ts → lib/c.ts'],
    );
    assert.deepEqual(
      circles(graphOf(new Map([['x.ts', "import './y.js';"], ['y.ts', "import type { Z } from './z.js';"], ['z.ts', '']]))),
      [],
    );
  });
});

// The published types must let TypeScript users plug the plugin into cordis without a
// cast: this file is checked by `npm run typecheck` (tsc fails if HostContext stops
// accepting cordis' Context). At run time the same object, plugged the same way, must
// work: apply runs once `tools` exists, receives the config, and its guard denies.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Context } from '@deepseek-ai/cordis';
import type { CompilerOptions, Program } from 'typescript';
import ts from './helpers/typescript.js';
import plugin from '../index.js';
import { FIBER_ACTIVE, plugToolsLate } from './helpers/pipeline-host.js';

test('the plugin object is a cordis plugin, typed and at run time', async () => {
  const ctx = new Context();
  const fiber = ctx.plugin(plugin, { limits: { exact: 3 } });
  await fiber;
  assert.equal(fiber.state, 0, 'PENDING until a `tools` service exists');

  const tools = await plugToolsLate(ctx, fiber, 'typed');
  assert.equal(fiber.state, FIBER_ACTIVE);
  const texts = [await tools.read(), await tools.read(), await tools.read()];
  // The config reached apply (the default cap is 5), and the registered guard denied before the body ran.
  assert.deepEqual(texts.slice(0, 2), ['read #1', 'read #2']);
  assert.match(texts[2] ?? '', /^Error: REPEAT_TOOL_BLOCKED: [\s\S]*\n- exact:read:\{"path":"a"\} 3\/3\n/);
  assert.equal(tools.runs(), 2);

  fiber.dispose();
});

// docs/development.md, "Types with cordis alone": `ctx.plugin(plugin)` needs the `tools`
// service on cordis' Context, which @deepseek-ai/dsh-tools adds to its type (a module
// augmentation). This suite's own programs always load dsh-tools, so the two snippets are
// compiled on their own against the built declarations (what a user's tsc reads), in a
// folder inside the repository (for node_modules).
test('with cordis alone, ctx.plugin(plugin) type-checks once @deepseek-ai/dsh-tools is imported for its types (issue 22 item 8)', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  mkdirSync(join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, '.cache', 'cordis-only-'));
  try {
    let previous: Program | undefined;
    const compile = (name: string, augmented: boolean): string[] => {
      const file = join(dir, `${name}.mts`);
      writeFileSync(
        file,
        [
          "import { Context } from '@deepseek-ai/cordis';",
          ...(augmented ? ["import type {} from '@deepseek-ai/dsh-tools';"] : []),
          "import plugin from '../../dist/index.js';",
          'new Context().plugin(plugin, { window: 20 });',
          '',
        ].join('\n'),
      );
      const options: CompilerOptions = {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        verbatimModuleSyntax: true,
        types: [],
        lib: ['lib.es2022.d.ts'],
      };
      // The second program reuses the first one's parsed declaration files.
      const program = ts.createProgram([file], options, undefined, previous);
      previous = program;
      return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    };
    const alone = compile('alone', false);
    assert.ok(alone.some((message) => message.includes("Property 'tools' is missing in type 'Context'")), alone.join('\n'));
    assert.deepEqual(compile('augmented', true), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// README examples are executable claims: every YAML block parses and loads, the
// configuration block is exactly the defaults, the sample denial is what the plugin
// prints, and every npm script the README mentions exists.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { DEFAULTS, resolveConfig } from '../lib/config.js';
import { gitFileUrl, installCommands, tarballName } from './compat/install-commands.js';
import { mount, ordinal } from './helpers/sim.js';

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string; scripts: Record<string, string> };

interface Block {
  readonly lang: string;
  readonly body: string;
}

function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  const fence = /^(`{3,})(\w*)\n([\s\S]*?)\n\1$/gm;
  for (const m of markdown.matchAll(fence)) found.push({ lang: m[2] ?? '', body: m[3] ?? '' });
  return found;
}

interface Row {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly config?: unknown;
  readonly insert?: readonly Row[];
}

/** A config shown in the README loads, and names only real settings: an unknown key
 *  would load too, silently running on the default it meant to change. */
function assertLoads(config: unknown): void {
  resolveConfig(config);
  for (const key of Object.keys(config ?? {})) assert.ok(Object.hasOwn(DEFAULTS, key), `"${key}" is not a setting`);
}

const yamlRows = (): Row[][] => blocks(readme).filter((b) => b.lang === 'yaml').map((b) => parse(b.body) as Row[]);

describe('README examples', () => {
  test('every YAML block is a patch list whose rows target this plugin and whose config loads', () => {
    const lists = yamlRows();
    assert.ok(lists.length >= 3);
    for (const list of lists) {
      assert.ok(Array.isArray(list));
      for (const entry of list) {
        for (const row of entry.insert ?? [entry]) {
          assert.equal(row.id, 'repeat-tool-breaker');
          if (row.name !== undefined) assert.match(String(row.name), /dsh-repeat-tool-breaker/);
          assertLoads(row.config);
        }
      }
    }
  });

  test('the configuration block shows exactly the defaults', () => {
    const configured = yamlRows()
      .flat()
      .find((row) => row.config !== undefined);
    assert.deepEqual(configured?.config, JSON.parse(JSON.stringify(DEFAULTS)));
  });

  test('cordis.patch.yml mounts the row without a config and points here for the settings', () => {
    const bundle = readFileSync(new URL('cordis.patch.yml', root), 'utf8');
    assert.deepEqual(parse(bundle), [{ insert: [{ id: 'repeat-tool-breaker', name: pkg.name }] }]);
    const section = /README\.md, section "([^"]+)"/.exec(bundle)?.[1];
    assert.ok(section !== undefined && readme.includes(`\n## ${section}\n`), `README has no section "${String(section)}"`);
  });

  test('the tuning example loads', () => {
    const inline = /limits: \{ site: 30 \}/.exec(readme);
    assert.ok(inline);
    assert.equal(resolveConfig(parse(`{ ${inline[0]} }`)).limits.get('site'), 30);
  });

  test('the sample denial is what loop C produces', async () => {
    const sample = blocks(readme).find((b) => b.body.startsWith('Error: REPEAT_TOOL_BLOCKED'));
    assert.ok(sample);
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({
      command: `curl -s https://${i % 2 === 0 ? 'open-data' : 'open'}.canada.ca/x --max-time ${60 - 30 * (i % 2)} -o /workspace/od.bin`,
      description: ordinal(i),
    }));
    const placeholder = '(the first 800 characters of what the earlier run returned)';
    // test/helpers/sim.ts numbers its default results; the 4th call's is the one quoted.
    assert.equal(sample.body.replace(placeholder, 'ran bash (call 4)'), outcomes[4]!.text);
  });

  test('commands the README shows exist', () => {
    for (const m of readme.matchAll(/npm run ([\w:-]+)/g)) assert.ok(pkg.scripts[m[1]!], `npm run ${m[1]}`);
    assert.match(readme, /npm ci && npm run demo/);
    assert.match(readme, /^npm test\b/m);
  });
});

describe('README operator section', () => {
  test('the approval card example is the reason the plugin asks with, as the card shows it (collapsed)', async () => {
    const quoted = readme
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .map((line) => line.slice(2))
      .join(' ')
      .replace(/\\`/g, '`');
    const h = mount(undefined, { approval: 'allowed-once' });
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: `curl -s -H 'X-Try: ${i}' http://127.0.0.1:8080/status` }));
    const reason = outcomes[4]?.askReason;
    assert.ok(reason !== undefined);
    assert.equal(quoted, reason.replace(/\s+/g, ' '));
  });
});

describe('README install routes', () => {
  const version = (pkg as { version?: unknown }).version;
  assert.equal(typeof version, 'string');
  const v = String(version);
  const shell = blocks(readme)
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => b.body.split('\n'));

  test('the commands test:compat runs are the ones README shows', () => {
    const shown = [
      installCommands.pack(),
      installCommands.bundleFromTarball('<name>', v),
      ['cd', '"$DSH_HOME/profiles/<name>"', '&&', ...installCommands.npmInstall(`/abs/path/to/${tarballName(v)}`)],
      installCommands.bundleFromGit('<name>', gitFileUrl('/abs/path/to/clone', '<commit-sha>')),
    ];
    for (const argv of shown) assert.ok(shell.includes(argv.join(' ')), `README has no line \`${argv.join(' ')}\``);
  });

  test('the by-name form names this version, and no shell line installs the bare registry name', () => {
    assert.ok(readme.includes(installCommands.bundleByName('<name>', v).join(' ')));
    assert.ok(readme.includes(`npm install ${pkg.name}@${v}`));
    assert.ok(shell.length > 0);
    for (const line of shell) assert.doesNotMatch(line, /(?:add|install) dsh-repeat-tool-breaker(?![@\w-])/);
  });

  test('every version README names for this package is package.json\'s', () => {
    const named = [...readme.matchAll(/dsh-repeat-tool-breaker(?:-|@)(\d+\.\d+\.\d+)/g)].map((m) => m[1]);
    assert.ok(named.length >= 4);
    assert.deepEqual([...new Set(named)], [v]);
    assert.match(readme, new RegExp(`install \\*\\*version ${v.replace(/\./g, '\\.')}\\*\\*`));
  });
});

describe('README replay examples', () => {
  test('every inline --config loads', () => {
    const configs = [...readme.matchAll(/--config '([^']+)'/g)].map((m) => m[1]!);
    assert.ok(configs.length > 0);
    for (const text of configs) assertLoads(JSON.parse(text));
  });

  test('the demo summary line is what npm run demo prints', async () => {
    const { execFileSync } = await import('node:child_process');
    const shown = /^\d+ calls: .*$/m.exec(readme)?.[0];
    assert.ok(shown);
    const out = execFileSync(process.execPath, ['dist/cli/main.js', 'replay', 'examples/trajectory.jsonl'], {
      cwd: new URL('.', root),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.ok(out.split('\n').includes(shown), out);
  });
});

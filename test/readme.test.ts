// README examples are executable claims: every YAML block (and every patch file a shell
// block writes) parses and loads, the configuration block is exactly the defaults, the
// sample denial is what the plugin prints, and every npm script the README mentions
// exists. README's shape for a user is checked too (install first, a table of contents,
// links that resolve), and so are the docs that README points to: the `--json` records
// in docs/replay-json.md against what the replay writes, and CHANGELOG's format.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { DEFAULTS, resolveConfig, validateConfig } from '../lib/config.js';
import { installCommands } from './compat/install-commands.js';
import { DSH_INSTALL, DSH_MANIFEST, DSH_OVERRIDES, DSH_VERSION } from './compat/env.js';
import { heredoc, markedBlocks, RECIPE_IDS } from './compat/readme-blocks.js';
import { mount, ordinal } from './helpers/sim.js';

const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
/** Where README's depth went: the defaults as a row holds them, and every key. */
const configurationDoc = readFileSync(new URL('docs/configuration.md', root), 'utf8');
/** docs/how-it-decides.md holds the approval card's text that README's picture shows. */
const decidesDoc = readFileSync(new URL('docs/how-it-decides.md', root), 'utf8');
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
  validateConfig(config);
  for (const key of Object.keys(config ?? {})) assert.ok(Object.hasOwn(DEFAULTS, key), `"${key}" is not a setting`);
}

/** Patch files a shell block writes with a heredoc (`cat > x.yml <<EOF`), with `$PWD`
 *  standing for a checkout of this repository. */
function heredocPatches(markdown: string): string[] {
  const found: string[] = [];
  for (const block of blocks(markdown).filter((b) => b.lang === 'sh')) {
    for (const m of block.body.matchAll(/^cat > \S*\.yml <<'?EOF'?\n([\s\S]*?)\nEOF$/gm)) {
      found.push((m[1] ?? '').replaceAll('$PWD', '/home/me/dsh-repeat-tool-breaker'));
    }
  }
  return found;
}

/** The text of README's `## title` section, up to the next `## `. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `no "## ${title}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

const yamlBlocks = (markdown: string): string[] => blocks(markdown).filter((b) => b.lang === 'yaml').map((b) => b.body);
const yamlRows = (markdown = readme): Row[][] => [...yamlBlocks(markdown), ...heredocPatches(markdown)].map((text) => parse(text) as Row[]);

describe('README examples', () => {
  test('every YAML block (README and docs/configuration.md) is a patch list whose rows target this plugin and whose config loads', () => {
    const lists = yamlRows();
    assert.ok(lists.length >= 3);
    const documented = yamlRows(configurationDoc);
    assert.ok(documented.length >= 2);
    for (const list of [...lists, ...documented]) {
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

  test('docs/configuration.md shows exactly the defaults, first under "Every key", which README links', () => {
    const everyKey = section(configurationDoc, 'Every key');
    const configured = yamlRows(everyKey)
      .flat()
      .find((row) => row.config !== undefined);
    assert.deepEqual(configured?.config, JSON.parse(JSON.stringify(DEFAULTS)));
    assert.ok(section(readme, 'Configuration').includes('](docs/configuration.md#every-key)'));
  });

  test('the "Every key" table of docs/configuration.md has a row for every key, in the order of the defaults', () => {
    const keys = [...section(configurationDoc, 'Every key').matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
    assert.deepEqual(keys, Object.keys(DEFAULTS));
  });

  test('README\'s summary of the defaults states the defaults', () => {
    const summary = section(readme, 'Configuration').replace(/\s+/g, ' ');
    const limits = Object.entries(DEFAULTS.limits as Readonly<Record<string, number | null>>);
    const inARow = ['noop', 'failure'];
    const capped = limits.filter(([kind, cap]) => cap === 5 && !inARow.includes(kind)).map(([kind]) => `\`${kind}\``);
    assert.ok(summary.includes(`cap ${capped.slice(0, -1).join(', ')} and ${capped.at(-1)} at 5`), capped.join(' '));
    assert.equal(DEFAULTS.limits['noop'], 3);
    assert.ok(summary.includes('calls that do nothing at 3 in a row'));
    assert.equal(DEFAULTS.limits['failure'], 5);
    assert.ok(summary.includes('a tool failing the same way at 5 in a row'));
    for (const [kind] of limits.filter(([, cap]) => cap === null)) assert.ok(summary.includes(`\`${kind}\``), kind);
    assert.equal(limits.length, capped.length + inARow.length + limits.filter(([, cap]) => cap === null).length, 'every cap is 5, noop\'s 3, failure\'s 5, or none');
    assert.ok(summary.includes(`last ${DEFAULTS.window} calls`));
    for (const key of ['progress', 'sameResult', 'pollSleep', 'pollBudget', 'localHosts'] as const) {
      assert.ok(summary.includes(`\`${key}: ${String(DEFAULTS[key])}\``), key);
    }
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
    const placeholder = '(what the earlier run returned; past 800 characters, its beginning and its end)';
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
  test('the approval card example (docs/how-it-decides.md) is the reason the plugin asks with, as the card shows it (collapsed)', async () => {
    const quoted = section(decidesDoc, 'Local addresses')
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .map((line) => line.slice(2))
      .join(' ')
      .replace(/\\`/g, '`');
    const h = mount(undefined, { approval: 'allowed-once' });
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: `curl -s -H 'X-Request-Id: ${i}' http://127.0.0.1:8080/status` }));
    const reason = outcomes[4]?.askReason;
    assert.ok(reason !== undefined);
    assert.equal(quoted, reason.replace(/\s+/g, ' '));
  });
});

describe('README install routes', () => {
  const version = (pkg as { version?: unknown }).version;
  assert.equal(typeof version, 'string');
  const v = String(version);
  const shellBlocks = blocks(readme).filter((b) => b.lang === 'sh');
  const shell = shellBlocks.flatMap((b) => b.body.split('\n'));
  const marked = markedBlocks(readme);

  test('README marks exactly the blocks test:compat runs as printed, in that order', () => {
    assert.deepEqual([...marked.keys()], [...RECIPE_IDS]);
  });

  test('the marked blocks hold no placeholder and no DSH_HOME without its default', () => {
    for (const [id, body] of marked) {
      assert.doesNotMatch(body, /<[\w-]+>|\/abs\/path|OWNER|your-/, `block ${id} has a placeholder`);
      // With DSH_HOME unset, "$DSH_HOME/profiles/web" is /profiles/web.
      assert.doesNotMatch(body, /\$\{?DSH_HOME(?!:-\$HOME\/\.dsh\})/, `block ${id} uses $DSH_HOME without its default`);
      assert.doesNotMatch(body, />>\s*\S*cordis\.patch\.yml/, `block ${id} appends to a patch file (after the generated [] that is a YAML error)`);
    }
    for (const line of shell) assert.doesNotMatch(line, /\$\{?DSH_HOME(?!:-\$HOME\/\.dsh\})/, line);
  });

  test('the first screen installs into dsh web: pack, add the tarball to the web profile, dsh web', () => {
    const intro = readme.slice(0, readme.indexOf('\n## '));
    assert.ok(intro.includes('test:compat runs this block: web-install'), 'the dsh web install is above the first heading');
    assert.ok(intro.split('\n').length <= 30, 'the install fits the first screen');
    assert.deepEqual(marked.get('web-install')?.split('\n'), [installCommands.pack().join(' '), installCommands.bundleFromTarball('web', v).join(' '), 'dsh web']);
  });

  test('route C writes a whole patch file and lets dsh create the profile first', () => {
    const body = marked.get('route-c') ?? '';
    const lines = body.split('\n');
    const created = lines.findIndex((l) => /^dsh --profile web --dump-config\b/.test(l));
    const entered = lines.findIndex((l) => l.startsWith('cd "${DSH_HOME:-$HOME/.dsh}/profiles/web"'));
    assert.ok(created >= 0 && created < entered, 'the profile folder exists before the cd');
    assert.ok(lines.includes("cat > cordis.patch.yml <<'EOF'"));
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

  test('README names the dsh it is verified with and what dsh needs', () => {
    const requirements = section(readme, 'Requirements');
    assert.ok(requirements.includes(`dsh ${DSH_VERSION}`), `Requirements names dsh ${DSH_VERSION}`);
    for (const needed of ['Node ≥ 22.15', '`pnpm` on `PATH`', 'plugin tree failed to load', '~/.dsh']) assert.ok(requirements.includes(needed), needed);
  });
});

describe('README dsh install (Requirements)', () => {
  const block = markedBlocks(readme).get('dsh-install') ?? '';
  const lines = block.split('\n');

  test('the block is in Requirements and writes test/compat/dsh-package.json byte for byte', () => {
    assert.ok(section(readme, 'Requirements').includes('<!-- test:compat runs this block: dsh-install -->'));
    assert.equal(heredoc(block, '"$dir/package.json"'), DSH_MANIFEST);
  });

  test('the pins are the nine foundation packages, at exact versions', () => {
    assert.equal(Object.keys(DSH_OVERRIDES).length, 9);
    for (const [name, version] of Object.entries(DSH_OVERRIDES)) assert.match(version, /^\d+\.\d+\.\d+$/, name);
    assert.equal(DSH_VERSION, '0.1.0-rc.8');
  });

  test('it installs with the command test:compat installs .cache/dsh with, and puts that folder\'s bin on PATH', () => {
    const dir = /^dir="(.+)"$/.exec(lines[0] ?? '')?.[1];
    assert.equal(dir, '$HOME/.local/share/dsh-rc8');
    assert.ok(lines.includes(`(cd "$dir" && ${DSH_INSTALL.join(' ')})`), block);
    assert.ok(lines.includes(`export PATH="${dir}/node_modules/.bin:$PATH"`), block);
    assert.equal(lines.at(-1), 'dsh --version');
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

describe('issue 29: the CLI where the user is, what is never blocked, how long a denial is', () => {
  const commandLines = [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((m) => m[1]!.split('\n'));
  const bin = `node_modules/.bin/${Object.keys((JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { bin: Record<string, string> }).bin)[0]}`;

  test('item 6: config and check on a profile run the CLI the profile has installed, not npx (which works only in a checkout)', () => {
    assert.equal(bin, 'node_modules/.bin/dsh-repeat-tool-breaker');
    for (const line of commandLines) assert.doesNotMatch(line, /npx dsh-repeat-tool-breaker (config|check)\b/, line);
    const marked = markedBlocks(readme);
    for (const id of ['web-tune', 'check-config'] as const) {
      const [first, second] = (marked.get(id) ?? '').split('\n');
      assert.equal(first, 'web="${DSH_HOME:-$HOME/.dsh}/profiles/web"', id);
      assert.ok(second?.startsWith(`"$web/${bin}" ${id === 'web-tune' ? 'config' : 'check'} "$web/cordis.patch.yml"`), `${id}: ${second}`);
    }
  });

  test('item 6: README says how to run it from a global or a local install, and what npx says elsewhere', () => {
    const replayCli = section(readme, 'The replay CLI').replace(/\s+/g, ' ');
    for (const text of ["the profile's `node_modules/.bin`", '`npm install -g <tarball>`', '`npx dsh-repeat-tool-breaker` in a checkout', 'a project that installed it', '`could not determine executable to run`']) {
      assert.ok(replayCli.includes(text), text);
    }
  });

  test('item 8: README lists what is never blocked', () => {
    const text = readme.replace(/\s+/g, ' ');
    const list = /\*\*Never blocked\*\*[^*]*/.exec(text)?.[0] ?? '';
    for (const part of ['the first run of an action', '`exclude`, by default `todo_write`', 'outside `include`', 'internal error', 'it runs']) assert.ok(list.includes(part), part);
    assert.deepEqual([...DEFAULTS.exclude], ['todo_write']);
  });

  test('item 8: the size of a denial README gives is what the demo measures', () => {
    const out = execFileSync(process.execPath, ['dist/cli/main.js', 'replay', 'examples/trajectory.jsonl', '--json'], { cwd: new URL('.', root), encoding: 'utf8' });
    const sizes = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; decision?: string; message?: string })
      .filter((row) => row.type === 'call' && row.decision === 'denied')
      .map((row) => row.message?.length ?? 0)
      .sort((a, b) => a - b);
    const middle = sizes.length / 2;
    const median = Math.round(sizes.length % 2 === 1 ? sizes[Math.floor(middle)]! : (sizes[middle - 1]! + sizes[middle]!) / 2);
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
    const said = `Its ${words[sizes.length] ?? sizes.length} denials, what the model reads instead of a result, are ${sizes[0]} to ${sizes.at(-1)} characters long (median ${median})`;
    assert.ok(readme.replace(/\s+/g, ' ').includes(said), said);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

/** Headings of a markdown file outside code fences, with their level. */
function headings(markdown: string): { level: number; text: string }[] {
  const outside = markdown.replace(/^(`{3,})\w*\n[\s\S]*?\n\1$/gm, '');
  return [...outside.matchAll(/^(#{1,6}) (.+)$/gm)].map((m) => ({ level: m[1]!.length, text: m[2]! }));
}

const docs = readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);

describe('README reads top-down for a user', () => {
  const level2 = headings(readme).filter((h) => h.level === 2).map((h) => h.text);

  // Issue 22 item 6: README summarises and links; the depth lives in docs/.
  test('README is at most 500 lines', () => {
    const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
    assert.ok(lines <= 500, `README.md has ${lines} lines`);
  });

  test('the sections users come for are there, under stable headings', () => {
    for (const title of ['Requirements', 'Install', 'Configuration', 'How it decides', 'Measured on real agent runs', 'The replay CLI', 'Limits']) {
      assert.ok(level2.includes(title), `## ${title}`);
    }
    assert.ok(level2.indexOf('Install') < level2.indexOf('Configuration'));
    assert.ok(level2.indexOf('Configuration') < level2.indexOf('Measured on real agent runs'));
  });

  test('a table of contents links every section', () => {
    const contents = section(readme, 'Contents');
    for (const title of level2.filter((t) => t !== 'Contents')) assert.ok(contents.includes(`](#${slug(title)})`), `Contents links ${title}`);
  });

  test('maintainer procedure is not in the user\'s path: releasing lives in docs/releasing.md', () => {
    assert.ok(!level2.some((t) => /releas/i.test(t)), 'no release section in README');
    assert.doesNotMatch(readme, /npm publish|Trusted Publish/);
    assert.ok(existsSync(new URL('docs/releasing.md', root)));
  });

  test('the approval card pictures (localHosts: ask, mode: ask) are committed and small', () => {
    const images = [...section(readme, 'Running it under `dsh web`').matchAll(/!\[[^\]]+\]\((docs\/[^)]+\.png)\)/g)].map((m) => m[1]!);
    assert.deepEqual(images, ['docs/approval-card.png', 'docs/approval-card-ask.png'], 'README shows both cards');
    for (const image of images) {
      const size = statSync(new URL(image, root)).size;
      assert.ok(size > 1000 && size < 200 * 1024, `${image} is ${size} bytes`);
    }
  });

  test('README says how it coexists with dsh-repeat-tool-reminder, how to upgrade from 0.3.3, and how to uninstall', () => {
    const install = section(readme, 'Install');
    assert.match(install, /### Next to `dsh-repeat-tool-reminder`/);
    assert.match(install, /github:snailium\/dsh-repeat-tool-breaker#5b0c3b0/);
    assert.match(install, /### Uninstall/);
  });
});

describe('links in README and docs/ resolve', () => {
  for (const file of ['README.md', ...docs]) {
    test(file, () => {
      const text = readFileSync(new URL(file, root), 'utf8').replace(/^(`{3,})\w*\n[\s\S]*?\n\1$/gm, '');
      const base = new URL(file, root);
      const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
      assert.ok(links.length > 0 || file !== 'README.md');
      for (const link of links) {
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? base : new URL(path, base);
        assert.ok(existsSync(target), `${file}: ${link} names a missing file`);
        if (anchor === undefined || !target.pathname.endsWith('.md')) continue;
        const targetText = readFileSync(target, 'utf8');
        const anchors = new Set([...headings(targetText).map((h) => slug(h.text)), ...[...targetText.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]!)]);
        assert.ok(anchors.has(anchor), `${file}: ${link} names a missing anchor`);
      }
    });
  }
});

describe('docs/replay-json.md describes the records the replay writes', () => {
  const doc = readFileSync(new URL('docs/replay-json.md', root), 'utf8');
  /** The keys of the tables under `## \`type\``, by record type (hits and forgiven checks as their own). */
  const documented = (title: string): Set<string> => {
    const start = doc.indexOf(`\n## \`${title}\`\n`);
    assert.ok(start >= 0, `a section for ${title}`);
    const end = doc.indexOf('\n## ', start + 1);
    const part = doc.slice(start, end < 0 ? undefined : end);
    const tables = new Map<string, Set<string>>();
    let current = title;
    for (const line of part.split('\n')) {
      const sub = /^A \*\*(\w+)\*\*/.exec(line)?.[1];
      if (sub !== undefined) current = sub;
      const key = /^\| `(\w+)` \|/.exec(line)?.[1];
      if (key !== undefined) tables.set(current, (tables.get(current) ?? new Set()).add(key));
    }
    return new Set([...tables].flatMap(([table, keys]) => [...keys].map((k) => (table === title ? k : `${table}.${k}`))));
  };
  const records = (...args: string[]): Record<string, unknown>[] =>
    execFileSync(process.execPath, ['dist/cli/main.js', 'replay', '--json', ...args], { cwd: new URL('.', root), encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  // The committed DSH session log, its header naming a host too, so the summary's
  // `time`, `timeFrom`, `cwd` and `host` all occur.
  const [header = '', ...rest] = readFileSync(new URL('test/fixtures/dsh-session-sample.jsonl', root), 'utf8').split('\n');
  const session = join(mkdtempSync(join(tmpdir(), 'readme-json-')), 'session.jsonl');
  writeFileSync(session, [JSON.stringify({ ...(JSON.parse(header) as object), host: 'build-1' }), ...rest].join('\n'));
  const seen = new Map<string, Set<string>>();
  for (const record of [...records('examples/trajectory.jsonl'), ...records('--approve', 'examples/trajectory.jsonl'), ...records(session)]) {
    const type = String(record['type']);
    const keys = seen.get(type) ?? new Set<string>();
    for (const [key, value] of Object.entries(record)) {
      keys.add(key);
      if ((key === 'hits' || key === 'forgiven') && Array.isArray(value)) {
        for (const item of value as Record<string, unknown>[]) for (const k of Object.keys(item)) keys.add(`${key === 'hits' ? 'hit' : 'forgiven'}.${k}`);
      }
    }
    seen.set(type, keys);
  }

  for (const type of ['call', 'summary', 'total']) {
    test(`every key of a ${type} record is documented, and every documented key occurs`, () => {
      const keys = seen.get(type);
      assert.ok(keys !== undefined && keys.size > 3, `the example replay writes ${type} records`);
      const doc = documented(type);
      const inherited = type === 'total' ? documented('summary') : new Set<string>();
      for (const key of keys) assert.ok(doc.has(key) || inherited.has(key), `${type}.${key} is not in docs/replay-json.md`);
      for (const key of doc) assert.ok(keys.has(key), `docs/replay-json.md documents ${type}.${key}, which the replay never wrote`);
    });
  }
});

describe('CHANGELOG.md', () => {
  const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8');
  const versions = [...changelog.matchAll(/^## \[([^\]]+)\](.*)$/gm)].map((m) => ({ name: m[1]!, rest: m[2]! }));

  test('Keep a Changelog: [Unreleased] first, then `## [x.y.z] - YYYY-MM-DD`, newest first, the top one package.json\'s', () => {
    assert.equal(versions[0]?.name, 'Unreleased');
    assert.equal(versions[0]?.rest, '');
    const released = versions.slice(1);
    assert.ok(released.length >= 2);
    for (const { name, rest } of released) {
      assert.match(name, /^\d+\.\d+\.\d+$/);
      assert.match(rest, /^ - \d{4}-\d{2}-\d{2}$/, `## [${name}]${rest}`);
    }
    assert.equal(released[0]?.name, (pkg as { version?: string }).version);
    const newer = (a: string, b: string): boolean => {
      const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
      const at = x.findIndex((part, i) => part !== y[i]);
      return at >= 0 && x[at]! > y[at]!;
    };
    for (let i = 1; i < released.length; i++) assert.ok(newer(released[i - 1]!.name, released[i]!.name), `${released[i - 1]!.name} before ${released[i]!.name}`);
  });

  test('every version heading has a link reference at the bottom', () => {
    for (const { name } of versions) assert.match(changelog, new RegExp(`^\\[${name.replace(/\./g, '\\.')}\\]: \\S+$`, 'm'), `[${name}]: link`);
  });

  test('entries speak to users: no internal file paths', () => {
    for (const line of changelog.split('\n')) assert.doesNotMatch(line, /\b(lib|cli|test|scripts)\/[\w/.-]+\.ts\b/, line);
  });

  test('only Keep a Changelog sections, plus the deviations this project records', () => {
    const allowed = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security', 'Deliberate deviations'];
    for (const m of changelog.matchAll(/^### (.+)$/gm)) assert.ok(allowed.includes(m[1]!), `### ${m[1]}`);
  });
});

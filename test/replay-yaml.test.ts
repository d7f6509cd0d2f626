// `--config` in the profile's YAML (issue 16 item 8): the YAML-subset reader in
// cli/input/yaml-subset.ts against the reader dsh uses (js-yaml, a devDependency; the
// shipped code imports nothing; test/yaml-differential.test.ts fuzzes the two), the forms a
// profile writes the config in, and the CLI end to end.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import fc from 'fast-check';
import { InputError } from '../cli/errors.js';
import { loadConfig } from '../cli/input/config-arg.js';
import { profileConfig } from '../cli/input/profile-config.js';
import { parseYamlSubset, YamlSubsetError } from '../cli/input/yaml-subset.js';
import { cli } from './helpers/cli.js';
import { asDshValue, dshLoad } from './helpers/dsh-yaml.js';
import { fullRuns } from './helpers/property-runs.js';

const SAMPLE = 'examples/trajectory.jsonl';
const tmp = mkdtempSync(join(tmpdir(), 'rtb-replay-yaml-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

// ---------------------------------------------------------------- an emitter for the subset

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

/** Picks style choices from a tape of random numbers (fast-check shrinks it). */
class Tape {
  private at = 0;
  constructor(private readonly choices: readonly number[]) {}
  pick(n: number): number {
    const value = this.choices[this.at++ % this.choices.length] ?? 0;
    return value % n;
  }
}

const PLAIN_SAFE = /^[A-Za-z_][A-Za-z0-9_./-]*(?: [A-Za-z0-9_./-]+)*$/;
const RESERVED = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL|~|\.(?:inf|Inf|INF|nan|NaN|NAN))$/;

/** A string as a one-line scalar: plain when that reads back as the same string, else quoted. */
function scalarString(text: string, tape: Tape): string {
  const style = tape.pick(3);
  if (style === 0 && PLAIN_SAFE.test(text) && !RESERVED.test(text)) return text;
  if (style === 1 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/.test(text)) return `'${text.replace(/'/g, "''")}'`;
  return JSON.stringify(text);
}

function scalar(value: null | boolean | number | string, tape: Tape): string {
  if (value === null) return ['null', '~', 'Null'][tape.pick(3)]!;
  if (typeof value === 'boolean') return tape.pick(2) === 0 ? String(value) : String(value).toUpperCase();
  if (typeof value === 'number') return String(value);
  return scalarString(value, tape);
}

const isCollection = (value: Value): value is Value[] | { [key: string]: Value } => typeof value === 'object' && value !== null;

function flow(value: Value, tape: Tape): string {
  if (Array.isArray(value)) return `[${value.map((item) => flow(item, tape)).join(tape.pick(2) === 0 ? ', ' : ',')}]`;
  if (isCollection(value)) return `{${Object.entries(value).map(([k, v]) => `${scalarString(k, tape)}: ${flow(v, tape)}`).join(', ')}}`;
  return scalar(value, tape);
}

const comment = (tape: Tape): string => (tape.pick(4) === 0 ? ' # a comment: with [brackets], "quotes" and #' : '');

/** Block lines for `value` at `indent` spaces. */
function block(value: Value, indent: number, tape: Tape): string[] {
  const pad = ' '.repeat(indent);
  if (!isCollection(value) || (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0) || tape.pick(5) === 0) {
    return [`${pad}${flow(value, tape)}${comment(tape)}`];
  }
  const lines: string[] = [];
  if (tape.pick(6) === 0) lines.push(`${pad}# a comment line`);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isCollection(item) && tape.pick(2) === 0) {
        // `- ` and the item's first line together; its other lines at the item's column.
        const [first = '', ...rest] = block(item, indent + 2, tape);
        lines.push(`${pad}- ${first.slice(indent + 2)}`, ...rest);
      } else if (isCollection(item)) {
        lines.push(`${pad}-${comment(tape)}`, ...block(item, indent + 2, tape));
      } else {
        lines.push(`${pad}- ${scalar(item, tape)}${comment(tape)}`);
      }
    }
    return lines;
  }
  for (const [key, item] of Object.entries(value)) {
    const k = scalarString(key, tape);
    if (isCollection(item)) {
      // A sequence may sit at its key's own column.
      const atKey = Array.isArray(item) && tape.pick(2) === 0;
      let body = block(item, atKey ? indent : indent + 2, tape);
      if (atKey && !body[0]!.trimStart().startsWith('- ')) body = block(item, indent + 2, tape);
      const inline = body.length === 1 && /^[[{]/.test(body[0]!.trimStart());
      if (inline && tape.pick(2) === 0) lines.push(`${pad}${k}: ${body[0]!.trimStart()}`);
      else lines.push(`${pad}${k}:${comment(tape)}`, ...body);
    } else {
      lines.push(`${pad}${k}: ${scalar(item, tape)}${comment(tape)}`);
    }
  }
  return lines;
}

const key = fc.oneof(fc.constantFrom('window', 'limits', 'exact', 'a b', 'x-y', '1', 'true', '#', 'a: b', "it's", '"q"', '-', ''), fc.string({ maxLength: 8 }));
const text = fc.oneof(
  fc.constantFrom('bash', 'mcp__*', 'a #b', 'a: b', '- x', '[x]', '{x}', "it's", 'say "hi"', '', ' lead', 'trail ', '123', '1e3', 'null', 'yes', 'https://x.y/z?q=1', 'tab\there', 'line\nbreak'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const leaf = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)), text);
const value = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('issue 16 item 8: the YAML-subset reader', () => {
  test('issue 16 item 8: property: for documents in the subset, the reader gives what dsh reads', () => {
    fc.assert(
      fc.property(value, fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (document, choices) => {
        const source = `${block(document, 0, new Tape(choices)).join('\n')}\n`;
        assert.deepEqual(asDshValue(parseYamlSubset(source)), dshLoad(source), source);
      }),
      fullRuns(400),
    );
  });

  test("issue 16 item 8: the shipped cordis.patch.yml, the YAML blocks of README and docs/configuration.md and a dsh patch file read as dsh reads them", () => {
    // README's, and those of docs/configuration.md, where the defaults row lives.
    const markdown = readFileSync('README.md', 'utf8') + readFileSync('docs/configuration.md', 'utf8');
    const blocks = [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    assert.ok(blocks.some((b) => b.includes('window: 12')), 'the defaults row is among them');
    const patch = [
      '- insert:                       # append rows',
      '    - id: tool-guard',
      "      name: '@scope/pkg'",
      '      config: { deny: [bash], note: "a # in quotes" }',
      '- id: repeat-tool-breaker        # reconfigure by id',
      '  config:',
      '    window: 20',
      '    limits: {exact: 3, "cmd": null}',
      '    exclude:',
      '    - mcp__*',
      "    - 'web_*'",
      '',
    ].join('\n');
    for (const source of [readFileSync('cordis.patch.yml', 'utf8'), patch, ...blocks]) {
      assert.deepEqual(asDshValue(parseYamlSubset(source)), dshLoad(source), source);
    }
  });

  test('issue 16 item 8: anything outside the subset is refused with line:column', () => {
    const cases: [string, RegExp][] = [
      ['window: !!str 20\n', /^1:9: tags are not read, but for `!!js <value>`/],
      ['window: !!js\n', /^1:9: `!!js` must be followed by a scalar on its line/],
      ['a:\n  &x b: 1\n', /^2:3: an anchor on a mapping key is not read/],
      ['a: *x\n', /^1:4: unknown alias \*x/],
      ['a: |\n  text\n', /^1:4: block scalars \(\|\)/],
      ['a: >\n  text\n', /^1:4: block scalars \(>\)/],
      ['a:\n\tb: 1\n', /^2:1: a tab in the indentation/],
      ['a: "two\n  lines"\n', /^1:4: a quoted string must end on the line it starts/],
      ['a: plain\n  continued\n', /^2:3: a value continued on the next line/],
      ['a: 1\na: 2\n', /^2:1: duplicate key "a"/],
      ['a: [1, 2\n', /^1:9: missing \]/],
      ['a: {b: 1\n', /^1:9: missing \}/],
      ['- a\n - b\n', /^2:2: bad indentation in a sequence/],
      ['a: 1\n---\nb: 2\n', /^2:1: more than one document/],
      ['? complex\n', /^1:1: complex keys/],
      ['a: "\\q"\n', /^1:5: unknown escape \\q/],
      ['k: - a\n', /^1:4: a sequence cannot start on the line of its key/],
    ];
    for (const [source, pattern] of cases) {
      assert.throws(() => parseYamlSubset(source), (error: unknown) => error instanceof YamlSubsetError && pattern.test(error.message), source);
    }
  });
});

describe("issue 16 item 8: --config in the profile's own form", () => {
  const write = (name: string, content: string): string => {
    const file = join(tmp, name);
    writeFileSync(file, content);
    return file;
  };
  const noWarnings = (line: string): void => assert.fail(`unexpected warning: ${line}`);

  test("issue 16 item 8: a row's config:, the row, or a whole cordis.patch.yml give the same config", () => {
    const expected = { window: 20, limits: { exact: 3 } };
    const forms = {
      'config.yml': 'window: 20\nlimits:\n  exact: 3\n',
      'row.yaml': '- id: repeat-tool-breaker\n  name: dsh-repeat-tool-breaker\n  config:\n    window: 20\n    limits: { exact: 3 }\n',
      'row-map.yml': 'id: repeat-tool-breaker\nconfig: { window: 20, limits: { exact: 3 } }\n',
      'patch.yml': [
        '- insert:',
        '    - id: repeat-tool-breaker',
        '      name: dsh-repeat-tool-breaker',
        '      config: { window: 6 }',
        '- id: other',
        '  config: { window: 99 }',
        '- id: repeat-tool-breaker   # a later layer replaces the whole config',
        '  config:',
        '    window: 20',
        '    limits: { exact: 3 }',
        '',
      ].join('\n'),
      // No extension, not starting like JSON: read as YAML.
      'profile-config': 'window: 20\nlimits: {exact: 3}\n',
    };
    for (const [name, content] of Object.entries(forms)) assert.deepEqual(loadConfig(write(name, content), noWarnings), { config: expected, disabled: false }, name);
    // The shipped bundle layer mounts the row with no config: the defaults.
    assert.deepEqual(loadConfig('cordis.patch.yml', noWarnings), { config: undefined, disabled: false });
  });

  test('issue 16 item 8: an empty file and a YAML error name the file; issue 29 item 5: a patch file without the plugin runs the defaults, said once', () => {
    const other = write('other.yml', '- id: tool-guard\n  config: {}\n');
    const notes: string[] = [];
    assert.deepEqual(loadConfig(other, (line) => notes.push(line)), { config: undefined, disabled: false });
    assert.deepEqual(notes, [`dsh-repeat-tool-breaker: --config: ${other}: no row for repeat-tool-breaker here, so it runs with the defaults (where a bundle or another layer mounts it)`]);
    assert.throws(() => loadConfig(write('empty.yml', '# nothing\n'), noWarnings), /--config: .*empty\.yml is empty/);
    assert.throws(() => loadConfig(write('tag.yml', 'window: !!str 20\n'), noWarnings), (error: unknown) => error instanceof InputError && /--config: .*tag\.yml:1:9: tags/.test(error.message));
    assert.throws(() => profileConfig({ source: 'x.yml' }, 'a string'), /--config: x\.yml is not a mapping of config keys/);
  });

  test('issue 16 item 8: the CLI replays with a YAML config, validated like JSON (a bad value exits 2 with the plugin message)', async () => {
    const yaml = write('cli.yml', '# the row\'s config:\nlimits:\n  exact: 2\n');
    const json = write('cli.json', '{"limits": {"exact": 2}}');
    const viaYaml = await cli(['replay', SAMPLE, '--json', '--config', yaml]);
    const viaJson = await cli(['replay', SAMPLE, '--json', '--config', json]);
    assert.equal(viaYaml.status, 0, viaYaml.stderr);
    assert.equal(viaYaml.stdout, viaJson.stdout);
    const bad = await cli(['replay', SAMPLE, '--config', write('bad.yml', 'window: 0\n')]);
    assert.equal(bad.status, 2);
    assert.equal(bad.stdout, '');
    assert.match(bad.stderr, /^dsh-repeat-tool-breaker: .*window/);
  });
});

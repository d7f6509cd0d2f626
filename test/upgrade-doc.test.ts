// issue 35 item 5: what `progress: false` restores is said truly. It restores the 0.3.3
// counting, not 0.3.3: the corrections to 0.3.3 and the rules that say what a call is
// (D22, D24, …) hold under it too. docs/install.md lists every rule since 0.3.3, on or off,
// and shows how to get 0.3.3's decoys back.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { resolveConfig } from '../lib/config.js';
import { decisions, mount } from './helpers/sim.js';

const root = new URL('../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');
const install = read('docs/install.md');

/** docs/install.md's `### title` section, up to the next heading. */
function subsection(title: string): string {
  const start = install.indexOf(`\n### ${title}\n`);
  assert.ok(start >= 0, `docs/install.md has no "### ${title}"`);
  const end = install.slice(start + 1).search(/\n#{2,3} /);
  return install.slice(start, end < 0 ? undefined : start + 1 + end);
}

/** The text users read: README, docs/, lib/'s comments, and what CHANGELOG has not released. */
function userTexts(): Map<string, string> {
  const texts = new Map<string, string>([['README.md', read('README.md')], ['lib/config.ts', read('lib/config.ts')]]);
  for (const name of readdirSync(new URL('docs/', root)).filter((file) => file.endsWith('.md'))) texts.set(`docs/${name}`, read(`docs/${name}`));
  const changelog = read('CHANGELOG.md');
  const unreleased = changelog.indexOf('## [Unreleased]');
  texts.set('CHANGELOG.md [Unreleased]', changelog.slice(unreleased, changelog.indexOf('\n## [', unreleased + 1)));
  return texts;
}

describe('progress: false is 0.3.3\'s counting, not 0.3.3', () => {
  test('no text calls it exactly 0.3.3, or 0.3.3 bit for bit', () => {
    const claims: string[] = [];
    for (const [file, text] of userTexts()) {
      for (const sentence of text.replace(/\s+/g, ' ').split(/(?<=[.;:])\s/)) {
        if (sentence.includes('0.3.3') && /\bexactly\b|bit for bit/.test(sentence)) claims.push(`${file}: ${sentence}`);
      }
    }
    assert.deepEqual(claims, []);
  });

  test('docs/install.md has a row for every rule of docs/design.md §9 and the eight new ones, up to the 34th, each holding or off', () => {
    const table = subsection('What `progress: false` restores, and what it does not');
    const rows = [...table.matchAll(/^\| (D\d+) \| [^|]+ \| (holds|off|\(a\) holds)\b/gm)].map((m) => m[1]!);
    const designed = [...read('docs/design.md').matchAll(/<a id="(D\d+)"><\/a>/g)].map((m) => m[1]!);
    const expected = Array.from({ length: Math.max(34, designed.length) }, (_, i) => `D${i + 1}`);
    assert.deepEqual(rows, expected);
    for (const id of designed) assert.ok(rows.includes(id), id);
  });

  test('the rows agree with the plugin: D22 and D24 hold under progress: false, D15 is off', async () => {
    const table = subsection('What `progress: false` restores, and what it does not');
    const under = (id: string): string => new RegExp(`^\\| ${id} \\| [^|]+ \\| (\\w+)`, 'm').exec(table)?.[1] ?? '';
    assert.deepEqual([under('D22'), under('D24'), under('D15')], ['holds', 'holds', 'off']);
    const h = mount({ progress: false });
    const commits = [];
    for (let i = 1; i <= 5; i++) commits.push(await h.call('bash', { command: `git commit -am "step ${i}"` }));
    const comments = [];
    for (let i = 1; i <= 5; i++) comments.push(await h.call('mcp__jira__add_comment', { issue: 'P-1', comment: `step ${i}` }, { result: 'Comment added successfully.' }));
    const same = [];
    for (let i = 1; i <= 3; i++) same.push(await h.call('bash', { command: 'cat f' }, { result: 'A' }));
    assert.deepEqual([...decisions(commits), ...decisions(comments), ...decisions(same)], Array(13).fill('allowed'));
  });

  test('the ignoreArgs row of "0.3.3\'s decoys back" loads and counts an MCP tool\'s calls that differ only in a comment as one action', async () => {
    const blocks = [...subsection('0.3.3\'s decoys back').matchAll(/^```yaml\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
    assert.equal(blocks.length, 1);
    const [row] = parse(blocks[0]!) as { id: string; config: Record<string, unknown> }[];
    assert.equal(row?.id, 'repeat-tool-breaker');
    const config = row.config;
    assert.deepEqual(resolveConfig(config).ignoreArgs.get('*'), ['description', 'timeoutMs', 'run_in_background', 'justification', 'reason', 'title', 'comment']);
    const comment = async (config: unknown): Promise<string[]> => {
      const h = mount(config);
      const outcomes = [];
      for (let i = 1; i <= 5; i++) outcomes.push(await h.call('mcp__jira__add_comment', { issue: 'P-1', comment: `update ${i}` }));
      return decisions(outcomes);
    };
    assert.deepEqual(await comment(config), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.deepEqual(await comment({ progress: false }), Array(5).fill('allowed'));
  });
});

// design §9.5 acceptance rows T50, T51, T53: an answer is more than its text (D29), a
// request is what it asks (D30), a tool that waits is polling (D32); through the plugin on
// the simulated host, and the replay CLI's trajectory format for content blocks.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { resultIdentities } from '../lib/result/digest.js';
import { hitLines } from './helpers/hits.js';
import { decisions, mount, type Harness } from './helpers/sim.js';
import { cli } from './helpers/cli.js';

const bash = (command: string): { command: string } => ({ command });
const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

/** One call with its result (text, or content blocks); the decision. */
async function run(h: Harness, tool: string, args: unknown, result: string | readonly unknown[]): Promise<string> {
  const options = typeof result === 'string' ? { result } : { result: '', content: result };
  return (await h.call(tool, args, options)).decision;
}

const image = (data: string): unknown[] => [{ type: 'image', mimeType: 'image/png', data }];
/** A base64-looking screenshot of about `size` characters, its page near its start. */
const screenshot = (page: number, size = 20_000): string => `iVBORw0KGgo${page}${'A'.repeat(size)}`;

const nets = (tool: string, args: unknown, config: unknown = {}): string[] =>
  new Fingerprinter(resolveConfig(config as never)).print(tool, args as never).fingerprints.filter((f) => f.kind === 'net' || f.kind === 'site' || f.kind === 'sink').map((f) => f.head);

describe('D29 an answer is more than its text', () => {
  test('T50 `computer {action: scroll}` ×6 answered by 6 different screenshots: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) seen.push(await run(h, 'computer', { action: 'scroll', scroll_direction: 'down' }, image(screenshot(i))));
    assert.deepEqual(seen, allowed(6));
  });

  test('T50 the same screenshot ×3: the 3rd is denied (the same answer twice, nothing changed)', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) seen.push(await run(h, 'computer', { action: 'scroll', scroll_direction: 'down' }, image(screenshot(7))));
    assert.deepEqual(seen, ['allowed', 'allowed', 'denied']);
  });

  test('T50 a read of a file a command regenerated between reads: allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(await run(h, 'bash', bash(`python render.py --step ${i} > chart.png`), ''));
      seen.push(await run(h, 'read', { file_path: '/work/chart.png' }, image(screenshot(1))));
    }
    assert.deepEqual(seen, allowed(8));
    // Nothing regenerated it since: the same answer twice more and the next read is a loop.
    assert.equal(await run(h, 'read', { file_path: '/work/chart.png' }, image(screenshot(1))), 'allowed');
    assert.equal(await run(h, 'read', { file_path: '/work/chart.png' }, image(screenshot(1))), 'denied');
  });

  test('T50 a file printed through bash -lc (Codex) is the file a download regenerated between reads', async () => {
    assert.deepEqual(new Fingerprinter(resolveConfig({})).pathsRead('bash', bash("bash -lc 'cat ./out/chart.txt'")), ['out/chart.txt']);
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(await run(h, 'bash', bash(`bash -lc 'curl -s https://example.com/chart?step=${i} -o out/chart.txt'`), ''));
      seen.push(await run(h, 'bash', bash("bash -lc 'cat out/chart.txt'"), 'chart'));
    }
    assert.deepEqual(seen, allowed(8));
  });

  test('a read looks for the files a program regenerated only when it has earlier runs to compare', async () => {
    const reads: string[] = [];
    const original = Fingerprinter.prototype.pathsRead;
    Fingerprinter.prototype.pathsRead = function (this: Fingerprinter, tool, args) {
      reads.push(String(args['file_path'] ?? args['command']));
      return original.call(this, tool, args);
    };
    try {
      const h = mount();
      await run(h, 'bash', bash('curl -s https://example.com/report.json -o report.json'), '');
      // New reads (nothing to compare): the regenerated files are not looked at.
      for (let i = 0; i < 5; i++) assert.equal(await run(h, 'read', { file_path: `/work/notes${i}.md` }, 'notes'), 'allowed');
      assert.equal(reads.length, 0, reads.join(', '));
      // Its second run has one earlier run, too few for D15 to compare.
      assert.equal(await run(h, 'read', { file_path: '/work/notes0.md' }, 'notes'), 'allowed');
      assert.equal(reads.length, 0, reads.join(', '));
      // Its third: D15 compares its two answers, only since the file was last regenerated.
      assert.equal(await run(h, 'read', { file_path: '/work/notes0.md' }, 'notes'), 'denied');
      assert.ok(reads.includes('/work/notes0.md'), reads.join(', '));
    } finally {
      Fingerprinter.prototype.pathsRead = original;
    }
  });

  test('the digest of a block reads its type, its length and its ends only, and is masked nowhere', () => {
    const a = resultIdentities(image(screenshot(1)), false);
    const b = resultIdentities(image(screenshot(2)), false);
    assert.notEqual(a.exact, b.exact);
    assert.notEqual(a.content, b.content, 'D17 content identity keeps the image');
    // Bytes changed only in the middle of a large image: one answer (the digest is bounded).
    const big = (mark: string): unknown[] => image(`${'A'.repeat(50_000)}${mark}${'A'.repeat(50_000)}`);
    assert.equal(resultIdentities(big('x'), false).exact, resultIdentities(big('y'), false).exact);
    // An audio block with the same data is another answer than an image.
    assert.notEqual(resultIdentities([{ type: 'audio', data: screenshot(1) }], false).exact, a.exact);
    // DSH's image block names its stored attachment.
    const dsh = (id: string): unknown[] => [{ type: 'image', attachment: { attachmentId: id, mediaType: 'image/png', bytes: 100, width: 10, height: 10 } }];
    assert.notEqual(resultIdentities(dsh('att_1'), false).exact, resultIdentities(dsh('att_2'), false).exact);
    // Text beside the image still counts.
    assert.notEqual(resultIdentities([{ type: 'text', text: 'x' }, ...image('AA')], false).exact, resultIdentities(image('AA'), false).exact);
  });

  test('replay: a trajectory line may give `result` as content blocks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'requests-'));
    const file = join(dir, 'shots.jsonl');
    const line = (i: number): string => JSON.stringify({ tool: 'computer', arguments: { action: 'scroll' }, result: image(`page-${i % 3 === 2 ? 1 : i}`) });
    writeFileSync(file, [0, 1, 2, 3].map(line).join('\n'));
    const { status, stdout } = await cli(['replay', file, '--json']);
    assert.equal(status, 0);
    const calls = stdout.trim().split('\n').map((l) => JSON.parse(l) as { type: string; decision?: string }).filter((o) => o.type === 'call');
    // Texts alone would all be '' (the 3rd denied); the images 0, 1, 1, 3: the 4th follows
    // two runs with one answer.
    assert.deepEqual(calls.map((c) => c.decision), ['allowed', 'allowed', 'allowed', 'denied']);
    writeFileSync(file, JSON.stringify({ tool: 'computer', result: [{ data: 'x' }] }));
    const bad = await cli(['replay', file]);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /"result" block 1 must be an object with a string "type"/);
  });
});

describe('D30 a request is what it asks', () => {
  const URL = 'https://api.github.com/repos/acme/widgets/issues?state=open';
  const filters = ['.[].number', '.[0].title', 'length', '.[] | .user.login', '[.[] | .comments] | add', '.[1].body', '.[] | select(.assignee == null)', 'map(.id)'];

  test('T51 `curl -s URL | jq F` with 8 different filters, each answered: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (const filter of filters) seen.push(await run(h, 'bash', bash(`curl -s '${URL}' | jq -r '${filter}'`), 'same answer'));
    assert.deepEqual(seen, allowed(8));
  });

  test('T51 `curl -s URL -o r.json && jq F r.json` with 6 different filters: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (const filter of filters.slice(0, 6)) seen.push(await run(h, 'bash', bash(`curl -s ${URL} -o r.json && jq '${filter}' r.json`), 'same answer'));
    assert.deepEqual(seen, allowed(6));
  });

  test('T51 `curl -X POST URL -d b_i` with 6 different bodies: all allowed; their net: names method and body', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) seen.push(await run(h, 'bash', bash(`curl -X POST https://api.example.com/v1/items -d '{"n":${i}}'`), '{"ok":true}'));
    assert.deepEqual(seen, allowed(6));
    assert.match(nets('bash', bash(`curl -X POST https://api.example.com/v1/items -d '{"n":1}'`))[0]!, /^net:api\.example\.com\/v1\/items POST body#[\w-]{12}$/);
  });

  test('a heredoc fed to a fetcher is its body: another text is another request, the same text the same one', () => {
    const post = (body: string): string[] => nets('bash', bash(`curl -s https://api.example.com/x -d @- <<'EOF'\n${body}\nEOF`));
    const [a] = post('{"a":1}');
    assert.match(a!, /^net:api\.example\.com\/x body#/);
    assert.notEqual(a, post('{"a":2}')[0], 'another body, another request');
    assert.equal(a, post('{"a":1}')[0], 'the same body, the same request');
    assert.notEqual(post('{"a":"$X"}')[0], a, 'a body that expands something is not that text');
    assert.deepEqual(nets('bash', bash('curl -s https://api.example.com/x -o out.bin')), ['net:api.example.com/x', 'site:example.com', 'sink:out.bin']);
  });

  test('the handling of a fetch reads the other commands without the operator that joined them to it', () => {
    assert.deepEqual(nets('bash', bash('echo a > notes.txt && curl -s https://a.com/x -o page.html')), [
      'net:a.com/x then echo a > notes.txt',
      'site:a.com',
      'sink:page.html then echo a > notes.txt',
    ]);
    assert.deepEqual(nets('bash', bash('cd /x; curl -s https://a.com/x | jq .a')), ['net:a.com/x then cd /x ; jq .a', 'site:a.com']);
  });

  test('T51 URLs in interpreter code, an environment assignment or a PR body carry no net:', () => {
    for (const command of [
      `node -e "fetch('http://127.0.0.1:9223/json').then((r) => r.json())"`,
      'DATABASE_URL=postgres://localhost/db npm start',
      'API=https://api.example.com/v1 npm start',
      `gh pr create --title fix --body "Fixes the crash, see https://x.y/z"`,
      `python3 - <<'PY'\nimport urllib.request\nprint(urllib.request.urlopen('https://example.com/a').read())\nPY`,
      `git commit -m "docs: link https://example.com/guide"`,
    ]) {
      assert.deepEqual(nets('bash', bash(command)), [], command);
    }
    // The fetcher's own URL still does, and only its own: a referer or a header is not fetched.
    assert.deepEqual(nets('bash', bash("curl -e https://ref.example.com/ -H 'Referer: https://h.example.com/' https://a.com/x")), ['net:a.com/x headers#' + nets('bash', bash("curl -H 'Referer: https://h.example.com/' https://a.com/x"))[0]!.split('#')[1], 'site:a.com']);
  });

  test('T51 the same request rotated over fetchers and host spellings with the same handling shares net:', () => {
    const net = (tool: string, args: unknown): string | undefined => nets(tool, args).find((f) => f.startsWith('net:'));
    const expected = 'net:status.example.org/api/v2/summary.json';
    assert.equal(net('bash', bash('curl -s https://status.example.org/api/v2/summary.json')), expected);
    assert.equal(net('bash', bash('wget -qO- https://www.status.example.org/api/v2/summary.json/')), expected);
    assert.equal(net('bash', bash('timeout 20 curl -sSL --max-time 10 https://status.example.org/api/v2/summary.json')), expected);
    assert.equal(net('bash', bash("curl -s -H 'User-Agent: x' -H 'X-Request-Id: 7' https://status.example.org/api/v2/summary.json")), expected);
    assert.equal(net('web_fetch', { url: 'https://status.example.org/api/v2/summary.json' }), expected);
    assert.equal(net('bash', bash('xh GET https://status.example.org/api/v2/summary.json')), expected);
    // A fetch tool's prompt is what it does with the page (Claude Code's WebFetch).
    assert.equal(net('WebFetch', { url: 'https://status.example.org/api/v2/summary.json', prompt: 'Is it down?' }), `${expected} then prompt=Is it down?`);
  });

  test('T51 PowerShell fetches too: Invoke-WebRequest / iwr, options in any letter case', () => {
    const net = (command: string): string[] => nets('pwsh', bash(command)).filter((f) => f.startsWith('net:'));
    assert.deepEqual(net('iwr https://a.com/x'), ['net:a.com/x']);
    assert.deepEqual(net('Invoke-WebRequest -Uri https://a.com/x -UseBasicParsing'), ['net:a.com/x']);
    assert.deepEqual(net("Invoke-RestMethod -uri https://a.com/x -method post -Body '{\"A\":1}'"), net("irm -Uri https://a.com/x -Method POST -Body '{\"A\":1}'"));
    assert.deepEqual(net('Write-Output https://a.com/x'), []);
  });

  test('T51 one download written to one file with nothing else still shares sink: (T44, loop C)', () => {
    const sinks = (command: string): string[] => nets('bash', bash(command)).filter((f) => f.startsWith('sink:'));
    assert.deepEqual(sinks('curl -s https://a.com/1 -o page.html'), ['sink:page.html']);
    assert.deepEqual(sinks('curl -s https://a.com/2 -o page.html'), ['sink:page.html']);
    assert.deepEqual(sinks("curl -s https://a.com/1 -o r.json && jq '.a' r.json"), ["sink:r.json then jq .a r.json"]);
    assert.notDeepEqual(sinks("curl -s https://a.com/1 -o r.json && jq '.a' r.json"), sinks("curl -s https://a.com/1 -o r.json && jq '.b' r.json"));
  });

  test('T51 under progress: false the request reads the same (it says what a call is)', async () => {
    const h = mount({ progress: false });
    const seen: string[] = [];
    for (const filter of filters) seen.push(await run(h, 'bash', bash(`curl -s '${URL}' | jq -r '${filter}'`), 'x'));
    assert.deepEqual(seen, allowed(8));
    assert.deepEqual(nets('bash', bash('curl -s https://a.com/x | jq .a'), { progress: false }), ['net:a.com/x then jq .a', 'site:a.com']);
  });

  test('D30: every fetcher checks on a server, PowerShell\'s too (a denial may advise waiting)', () => {
    const printer = new Fingerprinter(resolveConfig({}));
    for (const command of ['curl -s https://a.com/x', 'wget -q https://a.com/x', 'http GET https://a.com/x', 'iwr -Uri https://a.com/x', 'Invoke-RestMethod -Uri https://a.com/x']) {
      assert.equal(printer.print('bash', bash(command)).observes, true, command);
    }
  });

  test('D30: the handling drops only the operators that joined the fetch, never a word spelled like one', () => {
    const net = (command: string): string | undefined => nets('bash', bash(command)).find((f) => f.startsWith('net:'));
    assert.equal(net('curl -s https://a.com/x | grep'), 'net:a.com/x then grep');
    assert.equal(net('echo a && curl -s https://a.com/x'), 'net:a.com/x then echo a');
    for (const operator of [';', '&&', '|']) {
      assert.notEqual(net(`curl -s https://a.com/x | grep '${operator}'`), net('curl -s https://a.com/x | grep'), operator);
    }
  });

  test('T51 a local call is still told from the URLs it fetches (localHosts)', async () => {
    const h = mount({ localHosts: 'deny' });
    const outcomes = await h.repeat(5, 'bash', (i) => bash(`curl -s -H 'X-Request-Id: ${i}' http://127.0.0.1:8080/status`));
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.match(outcomes[4]!.text, /localHosts: deny/);
    assert.deepEqual(hitLines(outcomes[4]!.text), ['- net:127.0.0.1:8080/status 5/5']);
    // A local URL inside code is not fetched by the line: no local call, no net:.
    const print = new Fingerprinter(resolveConfig({})).print('bash', bash(`node -e "fetch('http://127.0.0.1:9223/json')"`));
    assert.equal(print.local, false);
  });
});

describe('D32 a tool that waits is polling', () => {
  test('T53 `wait {cell_id, yield_time_ms: 10000}` ×6 with the same "still running" answer: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) seen.push(await run(h, 'wait', { cell_id: 'c1', yield_time_ms: 10_000 }, 'Process running with session ID 71'));
    assert.deepEqual(seen, allowed(6));
  });

  test('T53 `wait_agent {timeout_ms: 10000}` ×8 same answer: all allowed, until pollBudget', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) seen.push(await run(h, 'wait_agent', { timeout_ms: 10_000 }, 'Timed out: no agent finished'));
    assert.deepEqual(seen, allowed(8));
    const tight = mount({ pollBudget: 60 });
    const runs: string[] = [];
    for (let i = 0; i < 9; i++) runs.push(await run(tight, 'wait_agent', { timeout_ms: 10_000 }, 'Timed out: no agent finished'));
    // Its own wait, then 10 s a run: before the 7th run it had waited 60 s for the same answer.
    assert.deepEqual(runs, [...allowed(6), 'denied', 'denied', 'denied']);
  });

  test('T53 a wait with a tiny timeout still runs the budget out; `sleep 5 && x` ×3 is still denied (T35)', async () => {
    const h = mount({ pollBudget: 60 });
    const seen: string[] = [];
    for (let i = 0; i < 62; i++) seen.push(await run(h, 'wait', { session_id: 3, yield_time_ms: 0 }, 'Process running'));
    assert.equal(seen.indexOf('denied'), 60);
    const s = mount();
    const sleeps: string[] = [];
    for (let i = 0; i < 3; i++) sleeps.push(await run(s, 'bash', bash('sleep 5 && gh run view 7'), 'in_progress'));
    assert.deepEqual(sleeps, ['allowed', 'allowed', 'denied']);
  });

  test('T53 a command that waits for its output is that command, not a wait; D32 needs polls', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) seen.push(await run(h, 'exec_command', { cmd: 'pytest -q', yield_time_ms: 10_000 }, '1 failed'));
    assert.deepEqual(seen, ['allowed', 'allowed', 'denied']);
    const off = mount({ pollSleep: null });
    const waits: string[] = [];
    for (let i = 0; i < 3; i++) waits.push(await run(off, 'wait', { session_id: 3, yield_time_ms: 10_000 }, 'Process running'));
    assert.deepEqual(waits, ['allowed', 'allowed', 'denied']);
  });
});

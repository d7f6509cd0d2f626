// Real agent runs as a regression test (design §9 D13–D26): with the defaults nothing
// legitimate is denied — only the recorded CTF loop's repeats and a third identical read
// of a whole file — and every appended loop is still stopped in time; with
// `progress: false` the decisions are exactly those of the 0.3.3 counting.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readLog } from '../cli/input/read-log.js';
import { replay } from '../cli/replay/replay.js';
import { renderScore, scoreLoops } from '../scripts/score-loops.js';

const RUNS = 'test/fixtures/realworld';
const LOOPS = 'test/fixtures/realworld-loops';
const REAL_LOOPS = 'test/fixtures/realloops';
const WAITS = 'test/fixtures/waits';
const READING = 'test/fixtures/reading';

const tsv = (file: string): string[][] =>
  readFileSync(file, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));

/** The 1-based indexes of the calls of `file` that did not run. */
async function stoppedCalls(file: string, config: unknown = {}): Promise<number[]> {
  const rows = await replay((await readLog(file)).events, { config, approve: false });
  return rows.flatMap((row) => (row.kind === 'call' && row.decision !== 'allowed' ? [row.index] : []));
}

/** `file#call` of every denied call, with the hits that denied it. */
async function denials(config: unknown): Promise<string[]> {
  const files = readdirSync(RUNS).filter((name) => name.endsWith('.jsonl')).sort();
  assert.equal(files.length, 9, 'the committed runs');
  const found: string[] = [];
  for (const file of files) {
    const rows = await replay((await readLog(join(RUNS, file))).events, { config, approve: false });
    assert.ok(rows.length > 3, `${file} replayed`);
    for (const row of rows) {
      if (row.kind === 'call' && row.decision !== 'allowed') {
        found.push(`${file}#${row.index} ${row.decision}: ${row.hits.map((hit) => `${hit.fingerprint} ${hit.count}/${hit.cap}`).join(', ')}`);
      }
    }
  }
  return found;
}

describe('real agent runs', () => {
  test('defaults: only the CTF loop (the same wrong flag answered twice) and a third identical whole-file read are denied', async () => {
    const flag = 'exact:bash:{"command":"submit flag{People always make the best exploits.}"} 3/3, cmd:submit:submit flag{People always make the best exploits.} 3/3';
    assert.deepEqual(await denials({}), [
      'openhands__multi_swe_bench__ponylang__ponyc-4595.jsonl#9 denied: exact:read:{"file_path":"/workspace/ponylang__ponyc__0.1/src/libponyc/ast/parser.c"} 3/3',
      `swe-agent__demonstrations_ctf_crypto_eps.jsonl#12 denied: ${flag}`,
      `swe-agent__demonstrations_ctf_crypto_eps.jsonl#13 denied: ${flag}`,
    ]);
  });

  test('progress: false: exactly the six 0.3.3 denials', async () => {
    const repro = 'exact:bash:{"command":"python reproduce_issue.py"} 5/5, cmd:python:python reproduce_issue.py 5/5';
    assert.deepEqual(await denials({ progress: false }), [
      `mini-swe-agent__deepseek_chat_dev__pvlib__pvlib-python-1072.jsonl#20 denied: ${repro}`,
      `mini-swe-agent__deepseek_chat_dev__pvlib__pvlib-python-1072.jsonl#23 denied: ${repro}`,
      `mini-swe-agent__deepseek_chat_dev_rerun__pvlib__pvlib-python-1072.jsonl#21 denied: ${repro}`,
      'mini-swe-agent__deepseek_chat_test_1-100__django__django-12470.jsonl#14 denied: ' +
        'exact:bash:{"command":"cd /testbed && python reproduce_issue.py"} 5/5, cmd:cd:cd /testbed && python reproduce_issue.py 5/5',
      `mini-swe-agent__deepseek_lite_dev__pvlib__pvlib-python-1072.jsonl#21 denied: ${repro}`,
      "swe-agent__demonstrations_ctf_crypto_eps.jsonl#14 denied: cmd:submit:submit flag{People always make the best exploits.} 5/5",
    ]);
  });
});

describe('real runs with a loop appended (npm run score:loops)', () => {
  test('defaults: every loop stopped by its timely call, nothing denied before a loop', async () => {
    const score = await scoreLoops(LOOPS);
    const report = renderScore(score);
    assert.equal(score.cases.length, 18, report);
    assert.equal(score.loops, 17, report);
    assert.equal(score.inTime, score.loops, report);
    assert.equal(score.deniedBefore, 0, report);
    assert.equal(score.stoppedPolling, 0, 'the legitimate poll runs (D16)');
    assert.equal(score.medianWasted, 4, report); // this subset's loops mostly carry noise or a change between runs; 95 dev cases: 2
  });

  test('progress: false: the same loops stopped, and the five legitimate calls denied as in 0.3.3', async () => {
    const score = await scoreLoops(LOOPS, { progress: false });
    const report = renderScore(score);
    assert.equal(score.inTime, score.loops, report);
    assert.deepEqual(
      score.cases.filter((c) => c.deniedBefore.length > 0).map((c) => [c.label.file.slice(0, 3), c.deniedBefore]),
      [['a02', [21]], ['b06', [21]], ['d04', [20, 23]], ['g02', [14]]],
      report,
    );
  });
});

describe('real loops from issue reports (test/fixtures/realloops, design §9.2 D15)', () => {
  test('every labelled loop is stopped inside its range, the control runs, nothing else is denied', async () => {
    const labels = tsv(join(REAL_LOOPS, 'labels.tsv')).map(([file, start, end, , should]) => ({ file: file!, start: Number(start), end: Number(end), stop: should === 'yes' }));
    const firsts: string[] = [];
    for (const file of [...new Set(labels.map((label) => label.file))]) {
      const stopped = await stoppedCalls(join(REAL_LOOPS, file));
      const mine = labels.filter((label) => label.file === file);
      for (const { start, end, stop } of mine) {
        const inside = stopped.filter((i) => i >= start && i <= end);
        if (stop) firsts.push(`${file} ${start}-${end}: ${inside[0] ?? 'missed'}`);
        else assert.deepEqual(inside, [], `${file}: the control is real work`);
      }
      const outside = stopped.filter((i) => !mine.some((label) => label.stop && i >= label.start && i <= label.end));
      assert.deepEqual(outside, [], `${file}: denied outside its loop`);
    }
    // The first denial of each loop (wasted calls = first - start): a median of 1.
    assert.deepEqual(firsts, [
      'recorded__swe-agent__ctf_crypto_eps.jsonl 10-13: 12',
      'issue__gemini-cli-2227.jsonl 3-5: 5',
      'issue__tailored-ai-528.jsonl 2-3: 3',
      'issue__superplane-4123.jsonl 2-3: 3',
      'issue__claude-code-64882.jsonl 2-4: 4',
      'issue__qwenpaw-6116__edit.jsonl 2-7: 4',
      'issue__hermes-agent-89069.jsonl 2-7: 3',
      'issue__claude-code-63935.jsonl 2-8: 3',
      'issue__claude-code-63935.jsonl 10-12: 11',
      'issue__cindy-2721.jsonl 3-40: 5',
    ]);
  });

  test('progress: false: the 0.3.3 counting misses the short loops', async () => {
    assert.deepEqual(await stoppedCalls(join(REAL_LOOPS, 'recorded__swe-agent__ctf_crypto_eps.jsonl'), { progress: false }), [14]);
    assert.deepEqual(await stoppedCalls(join(REAL_LOOPS, 'issue__gemini-cli-2227.jsonl'), { progress: false }), []);
  });
});

describe('waits, polls and streams (test/fixtures/waits, design §9.2 D16, D17)', () => {
  test('each case is allowed throughout or first denied exactly where labels.tsv says', async () => {
    const rows = tsv(join(WAITS, 'labels.tsv'));
    assert.equal(rows.length, 11);
    for (const [file, , expect] of rows) {
      const first = (await stoppedCalls(join(WAITS, file!)))[0];
      assert.equal(first, expect === 'allow' ? undefined : Number(expect!.split(' ')[1]), `${file}: ${expect}`);
    }
  });
});

describe('reading a command as its program reads it (test/fixtures/reading, design §9.4 D22–D26)', () => {
  test('each case is allowed throughout or first denied in the range labels.tsv gives', async () => {
    const rows = tsv(join(READING, 'labels.tsv'));
    assert.equal(rows.length, 17);
    for (const [file, from, expect] of rows) {
      const first = (await stoppedCalls(join(READING, file!)))[0];
      if (expect === 'allow') assert.equal(first, undefined, `${file}: allow`);
      else assert.ok(first !== undefined && first >= Number(from) && first <= Number(expect!.split(' ')[1]), `${file}: ${expect} from ${from}, first denial ${first}`);
    }
  });
});

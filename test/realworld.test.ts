// Real agent runs as a regression test (design §9 D13–D17): with the defaults nothing
// legitimate is denied — only the recorded CTF loop's repeats and a third identical read
// of a whole file — and every appended loop is still stopped in time; with
// `progress: false` the decisions are exactly those of the 0.3.3 counting.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readLog } from '../cli/input/read-log.js';
import { replay } from '../cli/replay/replay.js';
import { renderScore, scoreLoops } from '../scripts/score-loops.js';

const RUNS = 'test/fixtures/realworld';
const LOOPS = 'test/fixtures/realworld-loops';

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

// design §9.4 acceptance rows T43–T47: a flag means what its program says (D22), a
// program's output is a product, not an edit (D23), a tool's payload is not a decoy (D24),
// a call that brings new content is not a no-op (D25), a counter inside an id is not news
// (D26); and results that say a call never ran, or that its tool does not exist. Through
// the plugin on the simulated host, and the readers on their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { effectOf } from '../lib/call/change.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { resolveConfig } from '../lib/config.js';
import { notRun } from '../lib/result/never-ran.js';
import { hitLines } from './helpers/hits.js';
import { mount, type Harness } from './helpers/sim.js';

const bash = (command: string): { command: string } => ({ command });
const allowed = (n: number): string[] => Array<string>(n).fill('allowed');
const printer = new Fingerprinter(resolveConfig(undefined));
const ids = (command: string): string[] => printer.print('bash', bash(command)).ids.slice();
const sinkOf = (command: string): string | undefined => ids(command).find((id) => id.startsWith('sink:'));
const cmdOf = (command: string): string | undefined => ids(command).find((id) => id.startsWith('cmd:'));

async function run(h: Harness, tool: string, args: unknown, result: string, isError = false): Promise<string> {
  return (await h.call(tool, args, { result, isError })).decision;
}

const edit = (file: string, i: number) => ({ file_path: file, old_string: `value = ${i}`, new_string: `value = ${i + 1}` });

describe('D22 a flag means what its program says', () => {
  test('T43 git add -A && git commit -m "step N" after 6 different edits: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(await run(h, 'edit', edit(`src/step${i}.ts`, i), 'The file has been updated.'));
      seen.push(await run(h, 'bash', bash(`git add -A && git commit -m "step ${i + 1}"`), `[main ${(0xabc123 + i).toString(16)}] step ${i + 1}\n 1 file changed`));
    }
    assert.deepEqual(seen, allowed(12));
    // The message is part of what git does: no two commits share a `cmd:`.
    assert.notEqual(cmdOf('git add -A && git commit -m "step 1"'), cmdOf('git add -A && git commit -m "step 2"'));
  });

  test('T43 python -m isort ., -m flake8 ., -m mypy . (empty answers): all allowed, four programs', async () => {
    const h = mount();
    const seen = [];
    for (const module of ['isort', 'black --check', 'flake8', 'mypy']) seen.push(await run(h, 'bash', bash(`python -m ${module} .`), ''));
    assert.deepEqual(seen, allowed(4));
    assert.equal(cmdOf('python -m mypy .'), 'cmd:python:python -m mypy .');
  });

  test('T43 ssh -A web1..3 sudo systemctl restart app: all allowed (ssh forwards the agent, it is no user agent)', async () => {
    const h = mount();
    const seen = [];
    for (let i = 1; i <= 3; i++) seen.push(await run(h, 'bash', bash(`ssh -A web${i} sudo systemctl restart app`), ''));
    assert.deepEqual(seen, allowed(3));
    assert.equal(cmdOf('ssh -A web1 sudo systemctl restart app'), 'cmd:ssh:ssh -A web1 sudo systemctl restart app');
  });

  test('T43 -o of a program that writes no file there is an ordinary option: no sink:, no change', () => {
    for (const command of ['pytest -q -o addopts= tests', 'uv run pytest -x -q -o "addopts=" 2>&1 | tail -30', 'grep -o "version = [0-9.]*" setup.cfg', 'rg -o "v[0-9]+" CHANGELOG.md', 'ssh -o StrictHostKeyChecking=no web1 uptime', 'ps -o pid -p 1', 'mvn -o test', 'ls -o']) {
      assert.equal(sinkOf(command), undefined, command);
      assert.deepEqual(effectOf(command), { change: null, product: false, unread: false }, command);
    }
    // unzip's -o (overwrite) names no file either; unzip itself extracts, which changes files.
    assert.equal(sinkOf('unzip -o a.zip'), undefined);
    assert.equal(effectOf('unzip -o a.zip').change, 'other');
    assert.equal(effectOf('unzip -o -l a.zip').change, null);
  });

  test('T43 the fetchers keep their volatile flags: curl -s --max-time 10 URL -o f and curl -m 30 URL -o f are one cmd:', () => {
    assert.equal(cmdOf('curl -s --max-time 10 https://a.com/x -o f'), 'cmd:curl:curl a.com/x -o f');
    assert.equal(cmdOf('curl -m 30 https://a.com/x -o f'), 'cmd:curl:curl a.com/x -o f');
    // wget's -m mirrors and -A is an accept list: they are what it does.
    assert.equal(cmdOf('wget -m -A pdf https://a.com/docs/'), 'cmd:wget:wget -m -A pdf a.com/docs');
    assert.equal(cmdOf('wget --tries=3 --user-agent=x https://a.com/f'), 'cmd:wget:wget a.com/f');
    // Only in the fetcher's own command: `grep -A 3` after it keeps its context.
    assert.equal(cmdOf('curl -s https://a.com/x | grep -A 3 total'), 'cmd:curl:curl a.com/x | grep -A 3 total');
  });

  test('T43 gcc -o app, go build -o bin/x, sort -o f, wget -O f URL, openssl -out, dd of= have sinks', () => {
    const cases: [string, string][] = [
      ['gcc -o app main.c', 'sink:app'],
      ['go build -o bin/x ./cmd/x', 'sink:bin/x'],
      ['go test -c -o bin/x.test ./pkg', 'sink:bin/x.test'],
      ['sort -o sorted.txt data.txt', 'sink:sorted.txt'],
      ['wget -O f https://a.com/x', 'sink:f'],
      ['openssl req -x509 -newkey rsa:2048 -out cert.pem -nodes', 'sink:cert.pem'],
      ['dd if=/dev/zero of=disk.img bs=1M count=1', 'sink:disk.img'],
      ['npx eslint -o report.json .', 'sink:report.json'],
      ['python3.11 -m pytest -q | tee log.txt', 'sink:log.txt'],
    ];
    for (const [command, sink] of cases) assert.equal(sinkOf(command), sink, command);
    assert.equal(sinkOf('go run -o x .'), undefined, 'go run takes no output file');
  });
});

describe('D23 a program\'s output is a product, not an edit', () => {
  test('the writes a call carries are edits; a program\'s output is a product write, judged as a check', () => {
    for (const command of ['echo hi > notes.txt', "cat > f.py << 'EOF'\nprint(1)\nEOF", 'printf "%s" x >> log', ': > out.log', "sed -i 's/a/b/' f", 'git apply fix.patch']) {
      assert.equal(effectOf(command).change, 'edit', command);
    }
    for (const command of ['go build -o app . && ./app', 'python gen.py > out.json && python check.py out.json', 'curl -s https://a.com/x -o page.html', 'pytest -q 2>&1 | tee log.txt', 'gcc -o app main.c && ./app']) {
      assert.deepEqual(effectOf(command), { change: null, product: true, unread: command.includes('./app') || command.startsWith('python') }, command);
    }
    assert.equal(effectOf('go build -o app . && rm -f old.log').change, 'other', 'a removal is still a change');
    // A file the line wrote, moved or copied over another, rewrites what that one says.
    assert.equal(effectOf("cat f.py | sed 's/a/b/' > f.py.new && mv f.py.new f.py").change, 'edit');
    assert.equal(effectOf('head -926 f.py > /tmp/new.py\ncat /tmp/fn.py >> /tmp/new.py\nmv /tmp/new.py f.py').change, 'edit');
    assert.equal(effectOf('mv a.py b.py').change, 'other', 'a file the line did not write is only moved');
    assert.equal(effectOf('echo ready | tee status.txt').change, 'edit', 'tee writes what the call piped into it');
  });

  test('T44 7 rounds of a different edit of main.c → gcc -o app main.c && ./app (new output each time): all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(await run(h, 'edit', edit('main.c', i), 'The file main.c has been updated.'));
      seen.push(await run(h, 'bash', bash('gcc -o app main.c && ./app'), `result ${i}: ${'ok '.repeat(i)}`, i < 6));
    }
    assert.deepEqual(seen, allowed(14));
  });

  test('T44 the same with python gen.py > out.json && python check.py out.json: all allowed', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(await run(h, 'edit', edit('gen.py', i), 'The file gen.py has been updated.'));
      seen.push(await run(h, 'bash', bash('python gen.py > out.json && python check.py out.json'), `${6 - i} mismatches`, i < 6));
    }
    assert.deepEqual(seen, allowed(14));
  });

  test('T44 edit → go build -o app is never stopped, even when the build says the same thing each time', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(await run(h, 'edit', edit('main.go', i), 'The file main.go has been updated.'));
      seen.push(await run(h, 'bash', bash('go build -o app .'), ''));
    }
    assert.deepEqual(seen, allowed(16));
  });

  test('T44 curl URL_i -o page.html for 6 different URLs, nothing edited: the 5th is denied on sink:page.html', async () => {
    const h = mount();
    const outcomes = [];
    for (let i = 1; i <= 6; i++) outcomes.push(await h.call('bash', bash(`curl -s https://docs.example.com/api/v${i}/ -o page.html`), { result: '' }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(4), 'denied', 'denied']);
    assert.deepEqual(hitLines(outcomes[4]!.text), ['- sink:page.html 5/5']);
  });

  test('T44 go build -o app . && ./app ×5 with the same answer and no edit: denied by the 3rd same answer at the latest', async () => {
    const h = mount();
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(await run(h, 'bash', bash('go build -o app . && ./app'), 'selftest: 3 of 12 checks failing', true));
    assert.deepEqual(seen.slice(0, 2), allowed(2));
    assert.equal(seen[2], 'denied');
  });

  test('text the call writes into a file is never a count on sink: (D31; the same text again was a redo before it)', async () => {
    const h = mount();
    const reset = `echo '{"session_id":"s-1","checkpoints":1}' > .state/s-1.json`;
    const seen = [];
    for (const probe of ['./tool reset --force', './tool reset --dry-run', './tool status', 'ls .state', './tool reset --keep-logs', 'cat .state/s-1.json', './tool reset']) {
      seen.push(await run(h, 'bash', bash(`${reset} && ${probe}`), `${probe}: done`));
    }
    assert.deepEqual(seen, allowed(7));
    // D31: text that changes each time is a new edit of the file each time, judged by its
    // content (exact:), not by sink: (0.5.x capped it on the 5th write).
    const rewrites = mount();
    const written = [];
    for (let i = 0; i < 5; i++) written.push(await run(rewrites, 'bash', bash(`echo 'version = ${i}' > version.txt && ./build.sh v${i}`), 'built'));
    assert.deepEqual(written, allowed(5));
  });

  test('T1 and T5 stay as they were: the ping-pong and the rotation are stopped on the 5th', async () => {
    const h = mount();
    const url = 'https://data.example.org/export.csv';
    const commands = [`curl -s ${url} --max-time 20 -o out.bin`, `wget -O out.bin ${url}`, `curl -s -o out.bin ${url}`];
    const outcomes = await h.repeat(5, 'bash', (i) => bash(commands[i % 3]!));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(4), 'denied']);
    const hits = hitLines(outcomes[4]!.text);
    assert.ok(hits.includes('- net:data.example.org/export.csv 5/5') && hits.includes('- sink:out.bin 5/5'), hits.join('\n'));
  });
});

describe('D24 a tool\'s payload is not a decoy', () => {
  test('T45 mcp__jira__add_comment with 5 distinct comments, each answered the same: all allowed', async () => {
    const h = mount();
    const seen = [];
    for (let i = 1; i <= 5; i++) seen.push(await run(h, 'mcp__jira__add_comment', { issue: 'P-1', comment: `update ${'x'.repeat(i)}: step ${i}` }, 'Comment added successfully.'));
    assert.deepEqual(seen, allowed(5));
  });

  test('T45 create_issue with 6 distinct titles: all allowed', async () => {
    const h = mount();
    const seen = [];
    for (const title of ['Rate-limit login', 'Expire reset tokens', 'Log failed logins', 'Add a CAPTCHA', 'Lock accounts', 'Alert on stuffing']) {
      seen.push(await run(h, 'mcp__linear__create_issue', { team: 'SEC', title }, '{"success":true}'));
    }
    assert.deepEqual(seen, allowed(6));
  });

  test('T45 the same comment ×5: denied by D15 (the 3rd)', async () => {
    const h = mount();
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await h.call('mcp__jira__add_comment', { issue: 'P-1', comment: 'Fix deployed.' }, { result: 'Comment added successfully.' }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(2), 'denied', 'denied', 'denied']);
    assert.deepEqual(hitLines(outcomes[2]!.text), ['- exact:mcp__jira__add_comment:{"comment":"Fix deployed.","issue":"P-1"} 3/3']);
  });

  test('T45 bash description churn still collides (T2); the denial never names a payload as cosmetic', async () => {
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: 'ls -la /workspace', description: `look ${i}` }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(4), 'denied']);
    assert.match(outcomes[4]!.text, /`description`/);
    const other = mount({ sameResult: null });
    const comments = await other.repeat(5, 'mcp__jira__add_comment', () => ({ issue: 'P-1', comment: 'same' }));
    assert.equal(comments[4]!.decision, 'denied');
    assert.doesNotMatch(comments[4]!.text, /Cosmetic changes/);
  });

  test('T45 a profile\'s own ignoreArgs apply as written, \'*\' included', () => {
    const mine = new Fingerprinter(resolveConfig({ ignoreArgs: { '*': ['comment'] } }));
    assert.equal(mine.print('mcp__jira__add_comment', { issue: 'P-1', comment: 'a' }).ids[0], 'exact:mcp__jira__add_comment:{"issue":"P-1"}');
    assert.equal(printer.print('mcp__jira__add_comment', { issue: 'P-1', comment: 'a', timeoutMs: 5 }).ids[0], 'exact:mcp__jira__add_comment:{"comment":"a","issue":"P-1"}');
    assert.equal(printer.print('edit', { file_path: 'a', description: 'why' }).ids[0], 'exact:edit:{"file_path":"a"}');
  });
});

describe('D25 a call that brings new content is not a no-op', () => {
  test('T46 a long command that times out, then "" ×4 returning new output each time: all allowed', async () => {
    const h = mount();
    const seen = [await run(h, 'bash', bash('./scripts/migrate.sh --all'), 'Migrating 1/40 ...\n[still running after 30 s: send an empty command to read more]')];
    for (const table of ['users', 'orders', 'items', 'refunds']) seen.push(await run(h, 'bash', bash(''), `Migrating … table_${table} done\n[still running]`));
    assert.deepEqual(seen, allowed(5));
  });

  test('T46 "" ×3 returning nothing: the 3rd is denied', async () => {
    const h = mount();
    await run(h, 'bash', bash('./scripts/migrate.sh --all'), 'Migration finished.');
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await h.call('bash', bash(''), { result: '' }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(2), 'denied']);
    assert.equal(hitLines(outcomes[2]!.text)[0], '- noop: 3/3');
  });

  test('T46 a literal echo returns its own words and stays a no-op', async () => {
    const h = mount();
    const seen = [];
    for (const words of ['thinking', 'alive', 'test123']) seen.push(await run(h, 'bash', bash(`echo ${words}`), words));
    assert.deepEqual(seen, [...allowed(2), 'denied']);
  });
});

describe('D26 a counter inside an id is not news', () => {
  test('T47 the same message send ×8 answered {"ok":true,"runId":"run_N","messageId":"om_N"}: denied by the 3rd run', async () => {
    const h = mount();
    const seen = [];
    for (let i = 0; i < 8; i++) {
      seen.push(await run(h, 'message', { action: 'send', target: 'slack:#deploys', text: 'Deploy finished' }, JSON.stringify({ ok: true, runId: `run_${i}`, messageId: `om_${i}` })));
    }
    assert.deepEqual(seen.slice(0, 2), allowed(2));
    assert.equal(seen[2], 'denied');
  });

  test('T47 job_output reads whose new lines differ in words stay allowed', async () => {
    const h = mount();
    const seen = [];
    for (const step of ['compile', 'link', 'test', 'package', 'upload', 'verify', 'tag', 'release']) seen.push(await run(h, 'job_output', { job_id: 'ci-7' }, `step_1 ${step}: done (job_42)`));
    assert.deepEqual(seen, allowed(8));
  });

  test('T47 test_v2_api FAILED and test_api FAILED differ; a counter is not a count: pkg2 and pkg3 stay two answers across an install', async () => {
    const h = mount();
    const seen = [];
    for (const name of ['test_api', 'test_v2_api', 'test_api']) seen.push(await run(h, 'bash', bash('pytest -x'), `${name} FAILED`, true));
    assert.deepEqual(seen, allowed(3));
    const installs = mount();
    const runs: string[] = [];
    for (let round = 1; round <= 6; round++) {
      runs.push(await run(installs, 'bash', bash(`pip install pkg${round} -q`), ''));
      runs.push(await run(installs, 'bash', bash('python repro.py'), `ModuleNotFoundError: No module named 'pkg${round + 1}'`, true));
    }
    assert.deepEqual(runs, allowed(12));
  });
});

describe('calls that never ran, tools that do not exist', () => {
  test('the hosts\' words: aborted before dispatch, a sibling\'s error, an unknown tool', () => {
    const error = (text: string, extra: Record<string, unknown> = {}) => ({ isError: true, content: [{ type: 'text', text }], ...extra });
    assert.equal(notRun(error('Error: tool call aborted before dispatch')), 'never-ran');
    assert.equal(notRun(error('anything', { error: { message: 'x', info: { name: 'AbortError', code: 'ABORTED_BEFORE_DISPATCH' } } })), 'never-ran');
    assert.equal(notRun(error('<tool_use_error>Sibling tool call errored</tool_use_error>')), 'never-ran');
    assert.equal(notRun(error('Error: Sibling tool call errored')), 'never-ran');
    assert.equal(notRun(error('<tool_use_error>Cancelled: parallel tool call Bash(pwd) errored</tool_use_error>')), 'never-ran');
    assert.equal(notRun(error('Error: unknown tool "no_such_tool"')), 'unknown-tool');
    assert.equal(notRun(error('<tool_use_error>Error: No such tool available: mcp__gone__x</tool_use_error>')), 'unknown-tool');
    assert.equal(notRun(error('x', { error: { message: 'x', info: { code: 'UNKNOWN_TOOL' } } })), 'unknown-tool');
    // An error of the body itself, a success, or a long text that mentions the words: a run.
    assert.equal(notRun(error('Error: tool call aborted')), undefined, 'ABORTED: the body started');
    assert.equal(notRun({ isError: false, content: [{ type: 'text', text: 'Sibling tool call errored' }] }), undefined);
    assert.equal(notRun(error(`${'log line\n'.repeat(100)}Sibling tool call errored`)), undefined);
  });

  test('a run that never started gives no answer: the same answer around it is still twice in a row', async () => {
    const h = mount();
    const seen = [
      await run(h, 'bash', bash('cat notes.txt'), 'A'),
      await run(h, 'bash', bash('cat notes.txt'), '<tool_use_error>Sibling tool call errored</tool_use_error>', true),
      await run(h, 'bash', bash('cat notes.txt'), 'A'),
      await run(h, 'bash', bash('cat notes.txt'), 'A'),
    ];
    assert.deepEqual(seen, [...allowed(3), 'denied']);
  });

  test('a change that never started changed nothing: it opens no episode and gives a failed retry no evidence', async () => {
    const h = mount();
    const seen = [
      await run(h, 'bash', bash('python s.py'), 'boom', true),
      await run(h, 'bash', bash('python s.py'), 'boom', true),
      await run(h, 'edit', edit('s.py', 1), 'Error: tool call aborted before dispatch', true),
      await run(h, 'bash', bash('python s.py'), 'boom', true),
    ];
    assert.deepEqual(seen, [...allowed(3), 'denied']);
  });

  test('an echo spiral of cancelled siblings does not count as no-ops that ran', async () => {
    const h = mount();
    const seen = [];
    for (const words of ['hello', 'alive', 'test']) seen.push(await run(h, 'bash', bash(`echo ${words}`), '<tool_use_error>Cancelled: parallel tool call Bash(x) errored</tool_use_error>', true));
    assert.deepEqual(seen, allowed(3));
  });

  test('a call to a tool the host cannot find is a no-op, and so are its next calls: the 3rd in a row is denied', async () => {
    const h = mount();
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await h.call('no_such_tool', { q: i }, { result: 'Error: unknown tool "no_such_tool"', isError: true }));
    assert.deepEqual(outcomes.map((o) => o.decision), [...allowed(2), 'denied']);
    assert.match(outcomes[2]!.text, /the tool `no_such_tool` does not exist here/);
    // Another call in between ends the row, as for any no-op.
    await run(h, 'read', { path: 'a' }, 'text');
    assert.equal(await run(h, 'no_such_tool', { q: 9 }, 'Error: unknown tool "no_such_tool"', true), 'allowed');
  });
});

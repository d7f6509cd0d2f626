// design §10 acceptance scenarios T1–T15, driven through the plugin on the simulated host.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { hitLines } from './helpers/hits.js';
import { decisions, mount, ordinal } from './helpers/sim.js';

const ALLOWED_4_THEN_DENIED = ['allowed', 'allowed', 'allowed', 'allowed', 'denied'];
const printIds = (tool: string, args: Record<string, unknown>): string[] =>
  new Fingerprinter(resolveConfig(undefined)).print(tool, args).fingerprints.map((f) => f.id);

describe('loops that must be stopped', () => {
  test('T1 host-spelling ping-pong with churning --max-time and description', async () => {
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({
      command:
        i % 2 === 0
          ? 'curl -s https://open-data.canada.ca/x --max-time 60 -o /workspace/od.bin'
          : 'curl -s https://open.canada.ca/x --max-time 30 -o /workspace/od.bin',
      description: ordinal(i),
    }));
    assert.deepEqual(decisions(outcomes), ALLOWED_4_THEN_DENIED);
    const last = outcomes[4]!;
    assert.match(last.text, /^Error: REPEAT_TOOL_BLOCKED:/);
    assert.deepEqual(hitLines(last.text), [
      '- cmd:curl:curl open.canada.ca/x -o /workspace/od.bin 5/5',
      '- net:open.canada.ca/x 5/5',
      '- sink:/workspace/od.bin 5/5',
    ]);
    assert.ok(!last.text.includes('- exact:'), 'exact: differs between the spellings');
  });

  test('T2 description 1st…5th and churning timeoutMs are decoys', async () => {
    const h = mount();
    const args = (i: number) => ({ command: 'ls -la /workspace', description: ordinal(i), timeoutMs: 60_000 + i * 777 });
    // Issue 28 F3: `cmd:` folds ls's boolean letters into one cluster in letter order.
    const clean = ['exact:bash:{"command":"ls -la /workspace"}', 'verb:ls', 'cmd:ls:ls -al /workspace'];
    for (let i = 0; i < 5; i++) assert.deepEqual(printIds('bash', args(i)), clean, `${ordinal(i)} call`);
    const outcomes = await h.repeat(5, 'bash', args);
    assert.deepEqual(decisions(outcomes), ALLOWED_4_THEN_DENIED);
    // No decoy in the hits (§8.1 item 2); the cosmetic sentence names them (item 3).
    assert.ok(!hitLines(outcomes[4]!.text).some((line) => line.includes('5th') || line.includes('63108')));
    assert.match(outcomes[4]!.text, /the runs differ in `description` \("1st"\/"2nd"\/…\/"5th"\) and `timeoutMs` \(60000\/60777\/…\/63108\)\./);
  });

  test('T2b the same edit is retried up to the cap, then denied; answered the same, D18 stops it sooner', async () => {
    const edit = () => ({ path: '/w/a.ts', old_string: 'x', new_string: 'y' });
    const exact = 'exact:edit:{"new_string":"y","old_string":"x","path":"/w/a.ts"}';
    const capped = mount({ sameResult: null });
    const outcomes = await capped.repeat(5, 'edit', edit);
    assert.deepEqual(decisions(outcomes), ALLOWED_4_THEN_DENIED);
    assert.deepEqual(hitLines(outcomes[4]!.text), [`- ${exact} 5/5`]);
    // With the defaults, the 2nd and 3rd runs redo what the 1st did, with the same answer:
    // the 4th is denied (D18, T39).
    const redone = await mount().repeat(5, 'edit', edit);
    assert.deepEqual(decisions(redone), ['allowed', 'allowed', 'allowed', 'denied', 'denied']);
    assert.deepEqual(hitLines(redone[3]!.text), [`- ${exact} 3/3`]);
  });

  test('T3 calls differing only in description/timeoutMs share exact:', () => {
    const a = printIds('bash', { command: 'make test', description: 'run tests', timeoutMs: 1000 });
    const b = printIds('bash', { command: 'make test', description: 'run the tests again', timeoutMs: 99 });
    assert.deepEqual(a, b);
    assert.equal(a[0], 'exact:bash:{"command":"make test"}');
  });

  test('T5 curl/wget rotation into one sink', async () => {
    const url = 'https://data.example.org/export.csv';
    const commands = [`curl -s ${url} --max-time 20 -o out.bin`, `wget -O out.bin ${url}`, `curl -s -o out.bin ${url}`];
    for (const command of commands) assert.ok(printIds('bash', { command }).includes('family:http-fetch'));
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: commands[i % 3] }));
    assert.deepEqual(decisions(outcomes), ALLOWED_4_THEN_DENIED);
    const hits = hitLines(outcomes[4]!.text);
    assert.ok(hits.includes('- net:data.example.org/export.csv 5/5'), hits.join('\n'));
    assert.ok(hits.includes('- sink:out.bin 5/5'), hits.join('\n'));
  });

  test('T11 a blocked call stays blocked when hammered', async () => {
    const h = mount();
    const outcomes = await h.repeat(7, 'bash', () => ({ command: 'curl -s https://a.com/x' }));
    assert.deepEqual(decisions(outcomes), [...ALLOWED_4_THEN_DENIED, 'denied', 'denied']);
    assert.ok(hitLines(outcomes[5]!.text).includes('- net:a.com/x 6/5'));
    assert.ok(hitLines(outcomes[6]!.text).includes('- net:a.com/x 7/5'));
    assert.equal(h.host.ran.length, 4);
  });

  test('T11b a denied call does not charge resources it never touched', async () => {
    const h = mount({ limits: { net: 2 } });
    const fetch = (n: number, sink: string) => h.call('bash', { command: `curl https://h${n}.example/x -o ${sink}` });
    for (let n = 0; n < 4; n++) assert.equal((await fetch(n, 'shared.bin')).decision, 'allowed');
    const denied = await fetch(4, 'shared.bin');
    assert.equal(denied.decision, 'denied');
    assert.deepEqual(hitLines(denied.text), ['- sink:shared.bin 5/5']);
    // Had the denial charged net:h4.example/x, this would be its 2nd occurrence and hit the cap of 2.
    assert.equal((await fetch(4, 'elsewhere.bin')).decision, 'allowed');
  });

  test('T7 budgets are per agent', async () => {
    const h = mount();
    const a = { id: 'A' };
    const b = { id: 'B' };
    const args = () => ({ command: 'curl https://a.com/x' });
    assert.deepEqual(decisions(await h.repeat(5, 'bash', args, a)), ALLOWED_4_THEN_DENIED);
    assert.equal((await h.call('bash', args(), { agent: b })).decision, 'allowed');
  });

  test('T10 a new read position is a new action; the same position repeated is not', async () => {
    const h = mount();
    assert.equal((await h.call('read', { path: '/w/a.ts' })).decision, 'allowed');
    const at120 = await h.repeat(5, 'read', () => ({ path: '/w/a.ts', offset: 120 }));
    assert.deepEqual(decisions(at120), ALLOWED_4_THEN_DENIED);
    assert.deepEqual(hitLines(at120[4]!.text), ['- exact:read:{"offset":120,"path":"/w/a.ts"} 5/5']);
  });

  test('T14c re-fetching one page is a loop', async () => {
    const h = mount();
    const page = (n: number) => ({ command: `curl -s "https://api.github.com/repos/o/r/commits?per_page=100&page=${n}"` });
    const outcomes = await h.repeat(8, 'bash', (i) => page(i + 1));
    assert.deepEqual(decisions(outcomes), Array(8).fill('allowed'));
    const again = await h.repeat(4, 'bash', () => page(8));
    assert.deepEqual(decisions(again), ['allowed', 'allowed', 'allowed', 'denied']);
    assert.ok(hitLines(again[3]!.text).includes('- net:api.github.com/repos/o/r/commits?page=8&per_page=100 5/5'));
  });
});

describe('work that must not be stopped', () => {
  test('T4 unrelated calls', async () => {
    const h = mount();
    assert.equal((await h.call('bash', { command: 'ls /workspace' })).decision, 'allowed');
    assert.equal((await h.call('bash', { command: 'curl -s https://example.com/' })).decision, 'allowed');
  });

  test('T4b read → write → edit of one path', async () => {
    const h = mount();
    const outcomes = [
      await h.call('read', { path: '/w/a.ts' }),
      await h.call('write', { path: '/w/a.ts', content: 'v1' }),
      await h.call('edit', { path: '/w/a.ts', old_string: 'v1', new_string: 'v2' }),
    ];
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'allowed']);
  });

  test('T4c an edit/test cycle and reads at new offsets; one exact edit repeated is denied', async () => {
    const h = mount({ window: 64 });
    for (let i = 0; i < 8; i++) {
      assert.equal((await h.call('edit', { path: '/w/a.ts', old_string: `v${i}`, new_string: `v${i + 1}` })).decision, 'allowed');
    }
    for (let i = 0; i < 4; i++) assert.equal((await h.call('read', { path: '/w/a.ts', offset: i * 100 })).decision, 'allowed');
    const same = await h.repeat(5, 'edit', () => ({ path: '/w/a.ts', old_string: 'v8', new_string: 'v9' }));
    // Within the cap: redone twice with one answer, the 4th is denied already (D18).
    assert.deepEqual(decisions(same), ['allowed', 'allowed', 'allowed', 'denied', 'denied']);
  });

  test('T14b volume is not a loop: 12 hosts probed; a repeat is still caught in the window', async () => {
    const h = mount();
    const probe = (n: number) => ({ command: `curl -s -o /dev/null -w '%{http_code}' https://host${n}.example/` });
    assert.deepEqual(decisions(await h.repeat(12, 'bash', (i) => probe(i))), Array(12).fill('allowed'));
    // host0's first probe has left the 12-call window by now; four more fit, the fifth in the window is denied.
    const host0 = await h.repeat(5, 'bash', () => probe(0));
    assert.deepEqual(decisions(host0), ALLOWED_4_THEN_DENIED);
  });

  test('T15 status probes to /dev/null are not a sink', async () => {
    const h = mount();
    const probe = (n: number) => ({ command: `curl -s -o /dev/null -w '%{http_code}' https://site${n}.example/health` });
    assert.deepEqual(decisions(await h.repeat(4, 'bash', probe)), Array(4).fill('allowed'));
    const ids = printIds('bash', probe(0));
    assert.ok(ids.includes('net:site0.example/health'), ids.join('\n'));
    assert.deepEqual(ids.filter((id) => id.startsWith('sink:')), []);
    // The same probe into a real file does name its sink.
    const toFile = printIds('bash', { command: probe(0).command.replace('/dev/null', 'out.bin') });
    assert.deepEqual(toFile.filter((id) => id.startsWith('sink:')), ['sink:out.bin']);
  });

  test('a single retry after a transient failure is allowed', async () => {
    const h = mount();
    const args = { command: 'curl -sf https://flaky.example/x' };
    assert.equal((await h.call('bash', args, { isError: true, result: 'curl: (6) Could not resolve host' })).decision, 'allowed');
    assert.equal((await h.call('bash', args)).decision, 'allowed');
  });
});

describe('scope', () => {
  test('T6 todo_write is untracked, bash tracked; include narrows tracking', async () => {
    const h = mount();
    assert.deepEqual(decisions(await h.repeat(8, 'todo_write', () => ({ todos: [] }))), Array(8).fill('allowed'));
    assert.equal((await h.repeat(5, 'bash', () => ({ command: 'ls' })))[4]!.decision, 'denied');
    const only = mount({ include: ['read*'] });
    assert.deepEqual(decisions(await only.repeat(6, 'bash', () => ({ command: 'ls' }))), Array(6).fill('allowed'));
    assert.equal((await only.repeat(5, 'read_file', () => ({ path: 'a' })))[4]!.decision, 'denied');
  });

  test('T6b an excluded tool neither takes window slots nor resets', async () => {
    const h = mount();
    await h.repeat(4, 'bash', () => ({ command: 'ls' }));
    await h.repeat(12, 'todo_write', (i) => ({ todos: [i] }));
    assert.equal((await h.call('bash', { command: 'ls' })).decision, 'denied');
  });

  test('calls without an agent are transparent', async () => {
    const h = mount();
    for (let i = 0; i < 8; i++) assert.equal((await h.call('bash', { command: 'ls' }, { agent: null })).decision, 'allowed');
  });

  test('the window forgets: after 4 identical calls and 12 unrelated ones the call is allowed again', async () => {
    const h = mount();
    await h.repeat(4, 'bash', () => ({ command: 'ls' }));
    await h.repeat(12, 'bash', (i) => ({ command: `echo ${i}` }));
    assert.equal((await h.call('bash', { command: 'ls' })).decision, 'allowed');
  });
});

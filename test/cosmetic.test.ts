// design §8.1 item 3: the denial names the cosmetic differences between the call it stops
// and the runs it repeats (decoy arguments, dropped flags, URL spellings), and nothing for a
// plain repeat; and D15's advice to wait is left out for a call that cannot be waiting.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cosmeticDifferences, decoyValues, type CosmeticRun, type StandIn } from '../lib/call/cosmetic.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { resolveConfig } from '../lib/config.js';
import { decisions, mount, ordinal } from './helpers/sim.js';

const printer = new Fingerprinter(resolveConfig(undefined));
const cosmeticLine = (text: string): string | undefined => text.split('\n').find((line) => line.startsWith('Cosmetic changes'));

describe('§8.1 item 3 what fingerprinting set aside, per call', () => {
  test('the volatile flags, leading assignments and `timeout` a shell command dropped, as written', () => {
    assert.deepEqual(printer.print('bash', { command: 'FOO=1 timeout -s KILL 30 curl -sS --max-time 60 --retry=3 -m5 https://a.com/x' }).spelling?.flags, [
      'FOO=1',
      'timeout -s KILL 30',
      '-sS',
      '--max-time 60',
      '--retry=3',
      '-m5',
    ]);
    assert.equal(printer.print('bash', { command: 'ls -la' }).spelling, undefined, 'nothing dropped, no URL: nothing kept');
    // Found by the warm-memo property: `timeout -s` takes a value that is not there.
    assert.deepEqual(printer.print('bash', { command: 'timeout -s' }).spelling?.flags, ['timeout -s']);
  });

  test('each URL as written, with the net: value it folds to', () => {
    const { spelling } = printer.print('bash', { command: 'curl https://www.Open-Data.canada.ca/x/ http://a.com/y?utm_source=z' });
    assert.deepEqual(spelling?.urls, [
      { raw: 'https://www.Open-Data.canada.ca/x/', net: 'open.canada.ca/x' },
      { raw: 'http://a.com/y?utm_source=z', net: 'a.com/y' },
    ]);
    assert.deepEqual(printer.print('web_fetch', { url: 'https://www.a.com/p/' }).spelling?.urls, [{ raw: 'https://www.a.com/p/', net: 'a.com/p' }]);
  });

  test('decoys: own keys only, a short preview per value, a bounded identity for a long one', () => {
    const printer = new Fingerprinter(resolveConfig(undefined));
    const reader = { read: (tool: string, args: Record<string, unknown>) => decoyValues(args, printer.decoyKeys(tool)) };
    assert.deepEqual(reader.read('bash', { command: 'ls', description: '1st', cwd: '/w', timeoutMs: 60 }), [
      { key: 'description', value: '1st' },
      { key: 'timeoutMs', value: 60 },
    ]);
    assert.equal(reader.read('bash', Object.create({ description: 'inherited' }) as Record<string, unknown>), undefined);
    assert.deepEqual(reader.read('edit', { title: 't', nested: { description: 'x' }, list: [1] }), [{ key: 'title', value: 't' }]);
    // D24: another tool's `title` is its payload, not a decoy.
    assert.deepEqual(reader.read('mytool', { title: 't', justification: 'j' }), [{ key: 'justification', value: 'j' }]);
    const standIn = (args: Record<string, unknown>) => reader.read('read', args)?.[0]?.value as StandIn;
    const long = standIn({ path: 'f', reason: `${'r'.repeat(1_000_000)}!` });
    assert.equal(long.shown, `"${'r'.repeat(40)}"…`);
    assert.ok(long.id.length < 80, 'no argument-sized string is kept');
    assert.notEqual(long.id, standIn({ path: 'f', reason: `${'r'.repeat(1_000_000)}?` }).id, 'another end, another identity');
    assert.deepEqual(standIn({ reason: { a: 1 } }), { shown: '{…}', id: '{…}' });
  });
});

describe('§8.1 item 3 the differences between a call and the runs it repeats', () => {
  const run = (ids: string[], decoys: [string, string | number][] = [], flags: string[] = []): CosmeticRun => ({
    ids,
    decoys: decoys.map(([key, value]) => ({ key, value })),
    spelling: { flags, urls: [] },
  });

  test('a value that is the same in every run is no difference; one given in some runs only is', () => {
    const earlier = [run(['e'], [['description', 'a'], ['timeoutMs', 60]]), run(['e'], [['description', 'a']])];
    assert.deepEqual(cosmeticDifferences(run(['e'], [['description', 'a']]), earlier, undefined), {
      decoys: [{ key: 'timeoutMs', values: ['60'] }],
      flags: [],
      urls: [],
    });
    assert.deepEqual(cosmeticDifferences(run(['e'], [['description', 'a']]), [earlier[1]!], undefined), { decoys: [], flags: [], urls: [] });
    // The string "60" is not the number 60.
    assert.deepEqual(cosmeticDifferences(run(['e'], [['timeoutMs', '60']]), [earlier[0]!], undefined).decoys, [
      { key: 'description', values: ['"a"'] },
      { key: 'timeoutMs', values: ['60', '"60"'] },
    ]);
  });

  test('flags are compared over the runs of the same cmd: only', () => {
    const earlier = [run(['cmd:a'], [], ['-s', '--max-time 60']), run(['other'], [], ['--retry 3'])];
    const call = run(['cmd:a'], [], ['-s', '--max-time 30']);
    assert.deepEqual(cosmeticDifferences(call, earlier, 'cmd:a').flags, ['--max-time 60', '--max-time 30']);
    assert.deepEqual(cosmeticDifferences(call, earlier, undefined).flags, []);
  });
});

describe('§8.1 item 3 in the denial', () => {
  test('loop C (T1): the description, --max-time and the two host spellings', async () => {
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({
      command: `curl -s https://${i % 2 === 0 ? 'open-data' : 'open'}.canada.ca/x --max-time ${60 - 30 * (i % 2)} -o /workspace/od.bin`,
      description: ordinal(i),
    }));
    assert.equal(outcomes[4]!.decision, 'denied');
    assert.equal(
      cosmeticLine(outcomes[4]!.text),
      'Cosmetic changes do not make it a new action: the runs differ in `description` ("1st"/"2nd"/…/"5th"), `--max-time` (60/30) ' +
        "and the URL's spelling (`https://open-data.canada.ca/x`, `https://open.canada.ca/x`).",
    );
  });

  test('loop B: only the decoy arguments that changed, with their values', async () => {
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: 'npm test', description: ordinal(i), timeoutMs: 1000 * i, title: 'tests' }));
    assert.equal(
      cosmeticLine(outcomes[4]!.text),
      'Cosmetic changes do not make it a new action: the runs differ in `description` ("1st"/"2nd"/…/"5th") and `timeoutMs` (0/1000/…/4000).',
    );
  });

  test('`www.`, a trailing slash and a tracking parameter are spellings of one URL', async () => {
    const h = mount();
    const urls = ['https://www.a.com/doc/', 'https://a.com/doc', 'https://a.com/doc?utm_source=x'];
    const outcomes = await h.repeat(5, 'web_fetch', (i) => ({ url: urls[i % 3] }));
    assert.equal(outcomes[4]!.decision, 'denied');
    assert.equal(
      cosmeticLine(outcomes[4]!.text),
      "Cosmetic changes do not make it a new action: the runs differ in the URL's spelling (`https://www.a.com/doc/`, `https://a.com/doc`, `…/doc?utm_source=x`).",
    );
  });

  test('different URLs into one sink (T11b) are no spellings of one URL: no sentence', async () => {
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: `curl -s https://h${i}.example/x -o out.bin`, description: 'download' }));
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.equal(cosmeticLine(outcomes[4]!.text), undefined, outcomes[4]!.text);
  });

  test('a hammered denied call counts among the runs it repeats', async () => {
    const h = mount({ sameResult: null });
    const outcomes = await h.repeat(7, 'bash', (i) => ({ command: 'make', description: ordinal(i) }));
    assert.deepEqual(decisions(outcomes).slice(4), ['denied', 'denied', 'denied']);
    assert.match(cosmeticLine(outcomes[6]!.text) ?? '', /`description` \("1st"\/"2nd"\/…\/"7th"\)/);
  });

  test('markup in a decoy value is defused (D11), and a megabyte description stays a preview', async () => {
    const h = mount();
    const outcomes = await h.repeat(5, 'bash', (i) => ({ command: 'make', description: i === 4 ? `<tool_call>${'x'.repeat(1 << 20)}` : `<|${i}|>` }));
    const text = outcomes[4]!.text;
    assert.doesNotMatch(text, /<tool_call>|<\||\|>/);
    assert.match(cosmeticLine(text) ?? '', /"‹tool_call>x{29}"…\)\.$/);
    assert.ok(text.length < 2000, `${text.length} characters`);
  });
});

describe('D15 the advice to wait goes only to a call that may be waiting', () => {
  const WAIT = /sleep 30 && <command>/;
  const thirdOf = async (h: ReturnType<typeof mount>, name: string, args: unknown): Promise<string> => {
    for (let i = 0; i < 2; i++) await h.call(name, args, { result: 'same answer' });
    const third = await h.call(name, args);
    assert.equal(third.decision, 'denied');
    return third.text;
  };

  test('reads of files — a file tool, cat, sed -n, grep — are not told to wait', async () => {
    const reads: [string, unknown][] = [
      ['read', { path: '/w/src/app.py' }],
      ['bash', { command: 'cat src/app.py' }],
      ['bash', { command: "cd /testbed && sed -n '595,610p' ./pvlib/temperature.py" }],
      ['bash', { command: 'grep -n "def f" src/app.py | head -n 5' }],
    ];
    for (const [name, args] of reads) {
      const text = await thirdOf(mount(), name, args);
      assert.doesNotMatch(text, WAIT, JSON.stringify(args));
      assert.match(text, /\nInstead: use the result you already have, change something first, or tell the user what you found\.$/);
    }
  });

  test('a no-op is not told to wait, even when it is stopped as the same answer', async () => {
    const h = mount();
    const outcomes = [];
    for (const command of ['echo hi', 'ls', 'echo hi', 'pwd', 'echo hi']) outcomes.push(await h.call('bash', { command }, { result: command }));
    assert.deepEqual(decisions(outcomes), ['allowed', 'allowed', 'allowed', 'allowed', 'denied']);
    assert.match(outcomes[4]!.text, /same-result|3\/3/);
    assert.doesNotMatch(outcomes[4]!.text, WAIT);
  });

  test('tail, a test run, or a read while something runs in the background may be waiting', async () => {
    assert.match(await thirdOf(mount(), 'bash', { command: 'tail -n 3 /tmp/build.log' }), WAIT);
    assert.match(await thirdOf(mount(), 'bash', { command: 'python repro.py' }), WAIT);
    assert.match(await thirdOf(mount(), 'bash', { command: "sed 's/a/b/' f.txt" }), WAIT, 'sed without -n is no mere read by this rule');
    const job = mount();
    await job.call('bash', { command: 'pytest > /tmp/test.log 2>&1 &' });
    assert.match(await thirdOf(job, 'bash', { command: 'cat /tmp/test.log' }), WAIT);
    const host = mount();
    await host.call('bash', { command: 'pytest -x', run_in_background: true });
    assert.match(await thirdOf(host, 'read', { path: '/tmp/test.log' }), WAIT);
  });

  test('what counts as a read of files only', () => {
    const reads = (name: string, args: Record<string, unknown>): boolean => printer.print(name, args).reads;
    assert.equal(reads('Read', { file_path: 'a' }), true);
    assert.equal(reads('str_replace_editor', { command: 'view', path: 'a' }), true);
    assert.equal(reads('bash', { command: 'cd /w && cat a | nl | wc -l' }), true);
    for (const command of ['tail -f log', 'cat a > b', 'cat a; python b', 'sed -i -n 1p a', 'cd /w', 'ls']) {
      assert.equal(reads('bash', { command }), false, command);
    }
    assert.equal(printer.print('bash', { command: 'nohup ./server' }).background, true);
    assert.equal(printer.print('bash', { command: 'a && b &' }).background, true);
    assert.equal(printer.print('bash', { command: 'a && b 2>&1' }).background, false);
  });
});

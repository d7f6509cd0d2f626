// design §4 tables (T9, T17) and the normalizer corrections D1–D7.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { argumentsObject, canonicalJson, stripDecoys } from '../lib/call/canonical.js';
import { readCommands } from '../lib/call/commands.js';
import { UrlFolder, sinkOf, strippedCommand } from '../lib/call/command.js';
import { urlSpans } from '../lib/call/url-spans.js';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { commandWords, tokenize, verbOf } from '../lib/call/shell.js';
import { isLocalHost, normalizeUrl } from '../lib/call/url.js';

const config = resolveConfig(undefined);
const aliases = config.hostAliases;
const words = (command: string): string[] => tokenize(command).map((t) => t.text);
const verb = (command: string): string => verbOf(commandWords(tokenize(command))[0] ?? []);
const stripped = (command: string): string => {
  const tokens = tokenize(command);
  return strippedCommand(tokens, readCommands(tokens), new UrlFolder(aliases), true);
};
const sink = (command: string): string | null => sinkOf(readCommands(tokenize(command)));
const net = (url: string): string | undefined => normalizeUrl(url, aliases)?.net;
const site = (url: string): string | undefined => normalizeUrl(url, aliases)?.site;
const ids = (tool: string, args: Record<string, unknown>): string[] =>
  new Fingerprinter(config).print(tool, args).fingerprints.map((f) => f.id);

describe('T9 §4.1–4.2 arguments and canonical JSON', () => {
  test('non-object arguments are wrapped, nullish become {}', () => {
    assert.deepEqual(argumentsObject('{not json'), { value: '{not json' });
    assert.deepEqual(argumentsObject([1, 2]), { value: [1, 2] });
    assert.deepEqual(argumentsObject(7), { value: 7 });
    assert.deepEqual(argumentsObject(null), {});
    assert.deepEqual(argumentsObject(undefined), {});
  });

  test('decoys are deleted from the top level of a copy only', () => {
    const args = Object.freeze({ command: 'ls', description: '1st', timeoutMs: 60, nested: { description: 'kept' } });
    const decoys = config.ignoreArgs.get('bash') ?? [];
    assert.deepEqual(stripDecoys(args, decoys), { command: 'ls', nested: { description: 'kept' } });
    assert.equal(args.description, '1st');
  });

  test('design examples', () => {
    const cleaned = stripDecoys({ command: 'ls', description: '1st', timeoutMs: 60 }, config.ignoreArgs.get('bash') ?? []);
    assert.equal(canonicalJson(cleaned), '{"command":"ls"}');
    assert.equal(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] }), '{"a":[1,{"c":3,"d":2}],"b":1}');
  });

  test('undefined members are dropped, undefined array items become null', () => {
    assert.equal(canonicalJson({ a: undefined, b: [undefined, 1] }), '{"b":[null,1]}');
    assert.equal(canonicalJson([]), '[]');
    assert.equal(canonicalJson({}), '{}');
    assert.equal(canonicalJson('x"y'), '"x\\"y"');
  });

  test('10,000-deep nesting does not overflow', () => {
    let deep: unknown = 'leaf';
    let expected = '"leaf"';
    for (let i = 0; i < 10_000; i++) {
      deep = i % 2 === 0 ? { k: deep } : [deep];
      expected = i % 2 === 0 ? `{"k":${expected}}` : `[${expected}]`;
    }
    assert.equal(canonicalJson(deep), expected);
  });

  test('cycles terminate and are marked', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a['self'] = a;
    a['list'] = [a];
    assert.equal(canonicalJson(a), '{"list":["[Circular]"],"name":"a","self":"[Circular]"}');
    const shared = { x: 1 };
    assert.equal(canonicalJson({ p: shared, q: shared }), '{"p":{"x":1},"q":{"x":1}}');
  });
});

describe('T9 §4.4 shell tokenizer', () => {
  const cases: [string, string[]][] = [
    ['ls  -la\t/tmp', ['ls', '-la', '/tmp']],
    [`echo 'a b' "c d"`, ['echo', 'a b', 'c d']],
    [`echo "a\\"b" 'c\\d'`, ['echo', 'a"b', 'c\\d']],
    ['echo a\\ b', ['echo', 'a b']],
    [`echo '' ""`, ['echo', '', '']],
    [`pre'mid'"dle"post`, ['premiddlepost']],
    ['a|b', ['a', '|', 'b']],
    ['a||b&&c;d&e', ['a', '||', 'b', '&&', 'c', ';', 'd', '&', 'e']],
    ['cmd>out 2>/dev/null', ['cmd', '>', 'out', '2>', '/dev/null']],
    ['cmd >>log 2>&1', ['cmd', '>>', 'log', '2>&1']],
    ['cmd &>all <in', ['cmd', '&>', 'all', '<', 'in']],
    [`echo 'a|b' "c>d" e\\|f`, ['echo', 'a|b', 'c>d', 'e|f']],
    ['a\nb', ['a', ';', 'b']],
  ];
  for (const [input, expected] of cases) {
    test(JSON.stringify(input), () => assert.deepEqual(words(input), expected));
  }

  test('operators are flagged, quoted look-alikes are not', () => {
    const tokens = tokenize(`a | '|'`);
    assert.deepEqual(tokens.map((t) => t.op), [false, true, false]);
  });
});

describe('T9 §4.5 verb', () => {
  const cases: [string, string][] = [
    ['FOO=1 sudo timeout 5 /usr/bin/curl https://a.com', 'curl'],
    ['nice -n 10 curl x', 'curl'],
    ['env -i FOO=1 wget x', 'wget'],
    ['timeout -s KILL 5 curl x', 'curl'],
    ['/usr/bin/CURL x', 'curl'],
    ['sudo -u root nohup exec time command curl x', 'curl'],
    ['timeout --kill-after=3 10s wget x', 'wget'],
    ['cd /tmp && curl x', 'cd'],
    ['FOO=1', ''],
    ['', ''],
  ];
  for (const [command, expected] of cases) {
    test(JSON.stringify(command), () => assert.equal(verb(command), expected));
  }
});

describe('T9 §4.6 volatile flags (cmd:)', () => {
  const cases: [string, string][] = [
    ['timeout 30 curl -s -o out.bin https://a.com/x', 'curl -o out.bin a.com/x'],
    ['curl --max-time 60 https://open-data.canada.ca/x -o f', 'curl open.canada.ca/x -o f'],
    ['curl --max-time 30 https://open.canada.ca/x/ -o f', 'curl open.canada.ca/x -o f'],
    ['FOO=1 timeout -s KILL 5 curl -m30 -Afoo --max-time=9 --retry 3 x', 'curl x'],
    ['curl --silent --show-error --fail --location --insecure --compressed --no-progress-meter x', 'curl x'],
    ['curl -s -sS -sSL -fsSL -k x', 'curl x'],
    ['curl -sv x', 'curl -sv x'],
    ['curl -o a -O -w %{http_code} -H h -v -q x', 'curl -o a -O -w %{http_code} -H h -v -q x'],
    ['wget -T 5 --timeout=5 x', 'wget -T 5 --timeout=5 x'],
    ['curl --user-agent "my agent" --connect-timeout 3 --retry-delay 1 --retry-max-time 9 x', 'curl x'],
    ['curl --speed-time 1 --speed-limit 2 --max-redirs 3 -A ua x', 'curl x'],
    ['sudo timeout 5 curl x', 'sudo timeout 5 curl x'],
  ];
  for (const [command, expected] of cases) {
    test(JSON.stringify(command), () => assert.equal(stripped(command), expected));
  }

  test('T8 different volatile flags give one cmd:', () => {
    const a = ids('bash', { command: 'curl -sS --max-time 60 --retry 3 https://a.com/x' });
    const b = ids('bash', { command: 'curl --max-time 30 --retry 0 https://a.com/x' });
    const cmd = (list: string[]): string[] => list.filter((id) => id.startsWith('cmd:'));
    assert.deepEqual(cmd(a), ['cmd:curl:curl a.com/x']);
    assert.deepEqual(cmd(a), cmd(b));
  });
});

describe('T9 §4.7 URLs inside a command', () => {
  test('trailing punctuation is trimmed, scheme case-insensitive (D5)', () => {
    assert.deepEqual(urlSpans('(see HTTPS://a.com/x).').map((s) => s.raw), ['HTTPS://a.com/x']);
    assert.deepEqual(urlSpans(`"https://a.com/y"],`).map((s) => s.raw), ['https://a.com/y']);
  });

  test('D5 shell operators end a URL', () => {
    // D30: what the line does with the answer follows the URL.
    assert.deepEqual(ids('bash', { command: 'curl https://a.com/x|jq .' }).filter((i) => i.startsWith('net:')), [
      'net:a.com/x then jq .',
    ]);
  });

  test('bare hosts without a scheme are not URLs; duplicates collapse', () => {
    const list = ids('bash', { command: 'curl a.com/x https://b.com/y https://b.com/y/ https://B.com/y' });
    assert.deepEqual(list.filter((i) => i.startsWith('net:')), ['net:b.com/y']);
  });
});

describe('T9 §4.8 URL normalization (T1b)', () => {
  test('design examples', () => {
    assert.equal(net('https://Example.COM:443/a/b/?q=1#frag'), 'example.com/a/b?q=1');
    assert.equal(site('https://Example.COM:443/a/b/?q=1#frag'), 'example.com');
    assert.equal(net('open-data.canada.ca/x'), 'open.canada.ca/x');
    assert.equal(net('https://www.open-data.canada.ca/x/'), 'open.canada.ca/x');
    assert.equal(site('https://www.open-data.canada.ca/x/'), 'canada.ca');
    assert.equal(
      net('https://api.github.com/repos/o/r/commits?per_page=100&page=2'),
      'api.github.com/repos/o/r/commits?page=2&per_page=100',
    );
    assert.notEqual(net('https://a.com/l?page=1'), net('https://a.com/l?page=2'));
    assert.equal(net('https://a.com/l?page=1&utm_source=x&FBCLID=y&_ga=1'), net('https://a.com/l?page=1'));
  });

  test('host folding: trailing dot, one www., user info, scheme', () => {
    assert.equal(net('http://user:pw@WWW.a.com./p'), 'a.com/p');
    assert.equal(net('http://www.www.a.com/'), 'www.a.com/');
    assert.equal(net('ftp://a.com/p'), 'a.com/p');
  });

  test('paths: trailing slashes removed except the root, case kept', () => {
    assert.equal(net('https://a.com'), 'a.com/');
    assert.equal(net('https://a.com///'), 'a.com/');
    assert.equal(net('https://a.com/A/B//'), 'a.com/A/B');
  });

  test('query: decoded, sorted, duplicates kept', () => {
    assert.equal(net('https://a.com/?b=2&a=1&a=0&c=%20x'), 'a.com/?a=0&a=1&b=2&c= x');
  });

  test('site: last two labels, naive; IP literals stand alone', () => {
    assert.equal(site('https://api.github.com/x'), 'github.com');
    assert.equal(site('https://a.b.co.uk/'), 'co.uk');
    assert.equal(site('http://10.1.2.3:8080/'), '10.1.2.3');
    assert.equal(site('http://[::1]:8080/'), '[::1]');
    assert.equal(site('http://localhost:3000/'), 'localhost');
  });

  test('not URLs', () => {
    assert.equal(normalizeUrl('http://'), null);
    assert.equal(normalizeUrl('http://[::1'), null);
    assert.equal(normalizeUrl('file:///etc/passwd'), null);
    assert.equal(normalizeUrl('   '), null);
  });

  test('D1 only the default port is dropped', () => {
    assert.equal(net('http://localhost:3000/'), 'localhost:3000/');
    assert.notEqual(net('http://localhost:3000/'), net('http://localhost:3001/'));
    assert.equal(net('http://a.com:80/x'), 'a.com/x');
    assert.equal(net('https://a.com:443/x'), 'a.com/x');
    assert.equal(net('https://a.com:80/x'), 'a.com:80/x');
  });
});

describe('T17 §4.9 local hosts', () => {
  const local = [
    'localhost', 'LOCALHOST', 'app.localhost', 'localhost.', '127.0.0.1', '127.255.255.254', '10.0.0.1',
    '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.1.1', '0.0.0.0', '::1', '[::1]', '::', '[::]',
    'fc00::1', 'fd12:3456::1', 'FE80::1', 'febf::1', '::ffff:127.0.0.1', '[::ffff:7f00:1]', '::ffff:10.1.2.3',
    '::ffff:192.168.0.1',
  ];
  const publicHosts = [
    'example.com', '8.8.8.8', '172.15.0.1', '172.32.0.1', '192.169.0.1', '100.64.0.1', '11.0.0.1',
    '10.example.com', '127.foo.com', '2001:db8::1', 'fec0::1', '::ffff:8.8.8.8', 'localhost.example.com', '',
    '999.1.1.1', '1.2.3',
  ];
  for (const host of local) test(`local: ${host}`, () => assert.equal(isLocalHost(host), true));
  for (const host of publicHosts) test(`public: ${JSON.stringify(host)}`, () => assert.equal(isLocalHost(host), false));

  test('D2 bracketed IPv6 URLs are local', () => {
    assert.equal(normalizeUrl('http://[::1]:8080/')?.local, true);
    assert.equal(normalizeUrl('http://[fe80::1]/')?.local, true);
  });

  test('D3 locality comes from the parsed address, not a prefix', () => {
    assert.equal(normalizeUrl('http://10.example.com/')?.local, false);
    assert.equal(normalizeUrl('http://127.foo.com/')?.local, false);
    assert.equal(normalizeUrl('http://127.1/')?.local, true); // WHATWG parses 127.1 as 127.0.0.1
  });

  test('T17b a call is local only when every URL it mentions is local', () => {
    const printOf = (command: string): boolean => new Fingerprinter(config).print('bash', { command }).local;
    assert.equal(printOf('curl http://127.0.0.1:8080/x'), true);
    assert.equal(printOf('curl http://localhost/a http://[::1]/b'), true);
    assert.equal(printOf('curl https://example.com/x'), false);
    assert.equal(printOf('curl http://localhost/a https://example.com/b'), false);
    assert.equal(printOf('ls /tmp'), false);
    assert.equal(new Fingerprinter(config).print('web_fetch', { url: 'http://192.168.1.5/x' }).local, true);
  });
});

describe('T9 §4.10 sinks', () => {
  const cases: [string, string | null][] = [
    ['curl https://a.com/x -o out.bin', 'out.bin'],
    ['curl https://a.com/x > /tmp/out.bin', '/tmp/out.bin'],
    ['curl https://a.com/x >>/tmp/out.bin', '/tmp/out.bin'],
    ['curl https://a.com/x 2>/dev/null > out.bin', 'out.bin'],
    ['curl https://a.com/x | tee -a ./out.bin', 'out.bin'],
    ['curl -O https://a.com/file.bin', null],
    ['wget -O file.bin https://a.com/x', 'file.bin'],
    [`curl -s -o /dev/null -w '%{http_code}' https://a.com`, null],
    ['curl --output=./././x.bin https://a.com', 'x.bin'],
    ['wget --output-document ././y https://a.com', 'y'],
    ['wget --output-document=z https://a.com', 'z'],
    // D22: an option names a file only for a program known to write one there.
    ['curl --output-document ././y https://a.com', null],
    ['pytest -x -q -o addopts= tests', null],
    ['grep -o "version = [0-9.]*" setup.cfg', null],
    ['ssh -o StrictHostKeyChecking=no host uptime', null],
    ['gcc -o app main.c', 'app'],
    ['uv run pytest -o "addopts=" 2>&1 | tail -30', null],
    ['npx eslint -o report.json .', 'report.json'],
    ['dd if=/dev/zero of=disk.img bs=1M count=1', 'disk.img'],
    ['cmd &> all.log', 'all.log'],
    ['cmd 2> err.log', null],
    ['curl -o - https://a.com', null],
    ['echo hi | tee', null],
    ['curl x >/dev/stdout', null],
  ];
  for (const [command, expected] of cases) {
    test(JSON.stringify(command), () => assert.equal(sink(command), expected));
  }
});

describe('§4.3 tool classes and §5 emission order', () => {
  test('shell: exact, verb, family, cmd, net/site per URL, sink', () => {
    assert.deepEqual(ids('bash', { command: 'curl -s https://a.com/x https://b.org/y -o f', description: 'd' }), [
      'exact:bash:{"command":"curl -s https://a.com/x https://b.org/y -o f"}',
      'verb:curl',
      'family:http-fetch',
      'cmd:curl:curl a.com/x b.org/y -o f',
      'net:a.com/x',
      'site:a.com',
      'net:b.org/y',
      'site:b.org',
      'sink:f',
    ]);
  });

  test('URL tool: exact, net, site, family; exact only without a URL', () => {
    assert.deepEqual(ids('web_fetch', { url: 'https://www.a.com/x/' }), [
      'exact:web_fetch:{"url":"https://www.a.com/x/"}',
      'net:a.com/x',
      'site:a.com',
      'family:http-fetch',
    ]);
    assert.deepEqual(ids('WebBrowse', { href: 'a.com' }).slice(1), ['net:a.com/', 'site:a.com', 'family:http-fetch']);
    assert.deepEqual(ids('web_search', { query: 'x' }), ['exact:web_search:{"query":"x"}']);
    assert.deepEqual(ids('web_fetch', { url: 'http://' }), ['exact:web_fetch:{"url":"http://"}']);
  });

  test('file tools: exact only, position-aware', () => {
    assert.deepEqual(ids('read', { path: '/w/a.ts', offset: 120 }), ['exact:read:{"offset":120,"path":"/w/a.ts"}']);
    assert.notDeepEqual(ids('read', { path: '/w/a.ts', offset: 120 }), ids('read', { path: '/w/a.ts' }));
  });

  test('shell without a string command: exact only', () => {
    assert.deepEqual(ids('bash', { command: ['curl', 'x'] }), ['exact:bash:{"command":["curl","x"]}']);
  });

  test('D6 family from any segment; verb from the first', () => {
    const list = ids('bash', { command: 'cd /tmp && curl https://a.com/x' });
    assert.ok(list.includes('family:http-fetch'));
    assert.ok(list.includes('verb:cd'));
    assert.ok(!list.includes('verb:curl'));
    assert.ok(ids('bash', { command: 'echo https://a.com | xargs wget' }).includes('family:http-fetch') === false);
    assert.ok(ids('bash', { command: 'ls; http GET a.com' }).includes('family:http-fetch'));
  });

  test('D7 value-taking timeout options', () => {
    assert.ok(ids('bash', { command: 'timeout -s KILL 5 curl https://a.com' }).includes('verb:curl'));
    assert.ok(ids('bash', { command: 'timeout -k 2 --signal TERM 5 wget https://a.com' }).includes('verb:wget'));
  });

  test('D4 cmd: folds URL spellings (loop C)', () => {
    const a = ids('bash', { command: 'curl --max-time 60 https://open-data.canada.ca/x -o f' });
    const b = ids('bash', { command: 'curl --max-time 30 https://open.canada.ca/x/ -o f' });
    assert.ok(a.includes('cmd:curl:curl open.canada.ca/x -o f'));
    assert.ok(b.includes('cmd:curl:curl open.canada.ca/x -o f'));
  });
});

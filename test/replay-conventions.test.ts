// The replay CLI follows the conventions of the command-line tools people use daily (issue 16
// items 7–9, issue 17 item 2): one-line usage errors with a hint and a did-you-mean, -v,
// NO_COLOR / FORCE_COLOR / --color, a table that fits the terminal, --fail-on-denied,
// progress on a terminal's stderr, and write errors that end the run with one line and a
// documented status. The CLI runs in this process as dist/cli/main.js wires it, a terminal
// stood in for by a stream that says it is one (test/helpers/cli.ts); what needs a real
// process runs the built CLI as a child: an injected fault, progress on a terminal (a
// preloaded module marks stderr as a TTY), full devices and closed pipes.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { EXIT, parseCommandLine } from '../cli/input/args.js';
import { colorFromEnv, useColor } from '../cli/output/color.js';
import { FULL_LAYOUT, MIN_WIDTH, tableLayout, tableWidth, wrapPieces } from '../cli/output/layout.js';
import { run, type Io } from '../cli/run.js';
import { unknownConfigKeys } from '../lib/config.js';
import { closestName } from '../lib/suggest.js';
import { CLI, cleanEnv, cli as runCli, cliProcess, type CliRun as Run } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';
import { SAMPLE } from './helpers/replay-sample.js';

const tmp = mkdtempSync(join(tmpdir(), 'rtb-conventions-'));
const HINT = "Run 'dsh-repeat-tool-breaker --help' for usage.\n";
const SGR = /\u001b\[[0-9;]*m/;

/** A preload that makes the child's stdout and/or stderr look like terminals `columns` wide. */
function fakeTty(streams: ('stdout' | 'stderr')[], columns: number): string[] {
  const code = streams
    .map((name) => `Object.defineProperty(process.${name},'isTTY',{value:true});Object.defineProperty(process.${name},'columns',{value:${columns}});`)
    .join('');
  return ['--import', `data:text/javascript,${encodeURIComponent(code)}`];
}

/** In process: stdout and/or stderr stand in for terminals `columns` wide. */
function terminal(streams: ('stdout' | 'stderr')[], columns: number): { stdout?: number; stderr?: number } {
  return Object.fromEntries(streams.map((name) => [name, columns]));
}

/** The CLI in this process, with an environment of its own (nothing of the runner's). */
function cli(args: string[], options: { env?: Record<string, string>; tty?: { stdout?: number; stderr?: number } } = {}): Promise<Run> {
  return runCli(args, options);
}

function file(name: string, lines: readonly object[]): string {
  const path = join(tmp, name);
  writeFileSync(path, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return path;
}

const NO_DENIALS = file('calm.jsonl', [{ tool: 'read', arguments: { file_path: 'a.ts' } }]);
/** Four checks of one local page (each command different, each answer a little different,
 *  so the same-answer rule stays out of it; one request, D30): the fifth call is an ask. */
const ONLY_ASKS = file(
  'asks.jsonl',
  ['', '-i ', '-sS ', "-w '%{http_code}' ", '-v '].map((flag, i) => ({
    tool: 'bash',
    arguments: { command: `curl -s ${flag}http://localhost:8000/summary.html` },
    result: `HTTP/1.0 404 File not found (request ${i + 1})`,
  })),
);

/** Lengths in characters (the table's `…` and `─` are one column each). */
/** The longest line, leaving out the let-through commands: a command to copy is never cut (issue 35). */
const longest = (text: string): number =>
  Math.max(...text.split('\n').filter((line) => !line.includes('; let it through: dsh-repeat-tool-breaker config ')).map((line) => [...line].length));

describe('usage errors: one line, a hint, exit 2, nothing on stdout', () => {
  const cases: [string[], string][] = [
    [['replay', SAMPLE, '--colour'], "unknown option '--colour'; did you mean '--color'?"],
    [['replay', SAMPLE, '--only-denyed'], "unknown option '--only-denyed'; did you mean '--only-denied'?"],
    [['replay', SAMPLE, '--fail-on-deny'], "unknown option '--fail-on-deny'; did you mean '--fail-on-denied'?"],
    [['replay', SAMPLE, '--frobnicate'], "unknown option '--frobnicate'"],
    [['replay', SAMPLE, '-x'], "unknown option '-x'"],
    [['replay', SAMPLE, '--v'], "unknown option '--v'"],
    [['replay', SAMPLE, '--config'], "option '--config' needs a value"],
    [['replay', SAMPLE, '--config', '--json'], "option '--config' needs a value"],
    [['replay', SAMPLE, '--json=yes'], "option '--json' takes no value"],
    [[], "missing command (one of 'replay', 'check', 'config', 'help')"],
    [['rewind', SAMPLE], 'unknown command "rewind" (one of \'replay\', \'check\', \'config\', \'help\')'],
    [['replya', SAMPLE], 'unknown command "replya" (one of \'replay\', \'check\', \'config\', \'help\'); did you mean \'replay\'?'],
    [['replay'], 'replay: missing <file or directory>'],
    // issue 22 item 8: a second --config is refused, not last-wins.
    [['replay', SAMPLE, '--config', '{}', '--config={"window":20}'], "option '--config' is given 2 times; give one config (a patch file holds all its rows)"],
    [['check'], 'check: missing <cordis.patch.yml>'],
    [['check', 'a.yml', 'b.yml'], 'check: one file at a time (got "b.yml" after "a.yml")'],
    [['check', 'a.yml', '--json'], "check: option '--json' is an option of replay"],
    [['config', 'a.yml'], "config: give at least one <key>=<value> ('dsh-repeat-tool-breaker check a.yml' shows the config)"],
    [['config', 'a.yml', 'window'], 'config: expected <key>=<value>, got "window"'],
    [['config', 'a.yml', 'windw=20'], 'config: unknown config key "windw"; did you mean "window"?'],
    [['config', 'a.yml', 'window.x=20'], 'config: `window` is not a map (write window=<value>)'],
    [['config', 'a.yml', 'limits.exact='], 'config: limits.exact= needs a value (null for none)'],
  ];
  for (const [args, message] of cases) {
    test(`${args.join(' ') || '(nothing)'}`, async () => {
      const result = await cli(args);
      assert.equal(result.status, 2);
      assert.equal(result.stdout, '');
      assert.equal(result.stderr, `dsh-repeat-tool-breaker: ${message}\n${HINT}`);
    });
  }

  test('the did-you-mean is the config keys\' own rule (one helper in lib/)', () => {
    assert.equal(closestName('colour', ['color', 'json']), 'color');
    assert.equal(closestName('frobnicate', ['color', 'json']), undefined);
    assert.deepEqual(unknownConfigKeys({ windw: 3 }), [{ key: 'windw', suggestion: 'window' }]);
  });
});

describe('exit statuses are documented in one place', () => {
  test('--help lists every status the CLI returns, and only those', async () => {
    const help = (await cli(['--help'])).stdout;
    const section = help.slice(help.indexOf('Exit status:'));
    const listed = [...section.matchAll(/^ {2}(\d+) +\S/gm)].map((m) => Number(m[1]));
    assert.deepEqual(listed, Object.values(EXIT));
    assert.deepEqual(EXIT, { ok: 0, denied: 1, usage: 2, write: 3, internal: 70 });
  });

  test('an internal error (a fault injected into the table) exits 70, not 1, with the report on stderr', () => {
    const fault = 'String.prototype.padStart = function () { throw new Error("injected fault"); };';
    const result = cliProcess(['replay', SAMPLE, '--fail-on-denied'], { node: ['--import', `data:text/javascript,${encodeURIComponent(fault)}`] });
    assert.equal(result.status, EXIT.internal);
    assert.match(result.stderr, /^dsh-repeat-tool-breaker: internal error: Error: injected fault\n {4}at /);
  });
});

describe('-v, -V and --version', () => {
  test('all three print the version and exit 0', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    for (const flag of ['-v', '-V', '--version']) {
      const result = await cli([flag]);
      assert.deepEqual(result, { status: 0, stdout: `dsh-repeat-tool-breaker ${version}\n`, stderr: '' }, flag);
    }
  });
});

describe('colour: --color/--no-color, then FORCE_COLOR/NO_COLOR, then the terminal', () => {
  test('the rule as a function', () => {
    assert.equal(colorFromEnv({}, true), true);
    assert.equal(colorFromEnv({}, false), false);
    assert.equal(colorFromEnv({ TERM: 'dumb' }, true), false);
    assert.equal(colorFromEnv({ NO_COLOR: '1' }, true), false);
    assert.equal(colorFromEnv({ NO_COLOR: '' }, true), true, 'an empty NO_COLOR does not count (no-color.org)');
    for (const on of ['', '1', '2', '3', 'true']) assert.equal(colorFromEnv({ FORCE_COLOR: on }, false), true, on);
    for (const off of ['0', 'false']) assert.equal(colorFromEnv({ FORCE_COLOR: off }, true), false, off);
    assert.equal(colorFromEnv({ FORCE_COLOR: 'maybe' }, true), true, 'an unknown FORCE_COLOR leaves it to the terminal');
    assert.equal(colorFromEnv({ FORCE_COLOR: '1', NO_COLOR: '1' }, true), false, 'both set: off wins');
    assert.equal(useColor(true, false), true);
    assert.equal(useColor(false, true), false);
    assert.equal(useColor(undefined, true), true);
    const last = (...flags: string[]): unknown => ({ color: undefined, ...parseCommandLine(['replay', 'x', ...flags]) }).color;
    assert.equal(last('--color', '--no-color'), false, 'the last flag wins');
    assert.equal(last('--no-color', '--color'), true);
    assert.equal(last(), undefined);
  });

  const coloured = (result: Run): boolean => {
    assert.equal(result.status, 0, result.stderr);
    return SGR.test(result.stdout);
  };

  test('piped: plain by default; FORCE_COLOR=1 or --color colours it', async () => {
    assert.equal(coloured(await cli(['replay', SAMPLE])), false);
    assert.equal(coloured(await cli(['replay', SAMPLE], { env: { FORCE_COLOR: '1' } })), true);
    assert.equal(coloured(await cli(['replay', SAMPLE], { env: { FORCE_COLOR: '0' } })), false);
    assert.equal(coloured(await cli(['replay', SAMPLE, '--color'])), true);
  });

  test('a terminal: coloured, unless NO_COLOR, FORCE_COLOR=0 or --no-color', async () => {
    const tty = terminal(['stdout'], 200);
    assert.equal(coloured(await cli(['replay', SAMPLE], { tty })), true);
    assert.equal(coloured(await cli(['replay', SAMPLE], { tty, env: { NO_COLOR: '1' } })), false);
    assert.equal(coloured(await cli(['replay', SAMPLE], { tty, env: { FORCE_COLOR: '0' } })), false);
    assert.equal(coloured(await cli(['replay', SAMPLE, '--no-color'], { tty })), false);
    assert.equal(coloured(await cli(['replay', SAMPLE], { tty, env: { TERM: 'dumb' } })), false);
  });

  test('the flag beats the environment both ways', async () => {
    assert.equal(coloured(await cli(['replay', SAMPLE, '--color'], { env: { NO_COLOR: '1' } })), true);
    assert.equal(coloured(await cli(['replay', SAMPLE, '--no-color'], { env: { FORCE_COLOR: '1' } })), false);
  });

  test('--json is never coloured, whatever asks for it', async () => {
    const result = await cli(['replay', SAMPLE, '--json', '--color'], { tty: terminal(['stdout'], 200), env: { FORCE_COLOR: '3' } });
    assert.equal(result.status, 0, result.stderr);
    assert.ok(!result.stdout.includes('\u001b'));
    assert.equal(jsonRows(result.stdout).at(-1)?.type, 'total');
  });
});

describe('width: the table fits the terminal; piped, it keeps its full layout', () => {
  test('which width: COLUMNS, else the terminal\'s, else none', () => {
    assert.equal(tableWidth({}, undefined), undefined);
    assert.equal(tableWidth({}, 120), 120);
    assert.equal(tableWidth({ COLUMNS: '90' }, 120), 90);
    assert.equal(tableWidth({ COLUMNS: '90' }, undefined), 90);
    for (const bad of ['', '0', '-5', 'wide', '1e3']) assert.equal(tableWidth({ COLUMNS: bad }, 100), 100, bad);
    assert.equal(tableLayout(undefined), FULL_LAYOUT);
    assert.equal(tableLayout(20).width, MIN_WIDTH, 'never narrower than MIN_WIDTH');
  });

  test('every width from 60 to 240: each column fits, hits move under the row when narrow', () => {
    for (let width = MIN_WIDTH; width <= 240; width++) {
      const layout = tableLayout(width);
      const row = layout.index + layout.agent + layout.tool + layout.arguments + layout.decision + layout.change + 10;
      assert.ok(row <= width, `${width}: the row is ${row}`);
      if (layout.hitsInline) assert.ok(row + 2 + (layout.hit ?? 0) <= width, `${width}: hits beside the row`);
      else assert.ok(layout.hitIndent + (layout.hit ?? 0) <= width, `${width}: hits under the row`);
      assert.ok(layout.arguments >= 20 && layout.agent >= 6 && layout.tool >= 6, `${width}`);
    }
    assert.equal(tableLayout(80).hitsInline, false);
    assert.equal(tableLayout(185).hitsInline, false);
    assert.equal(tableLayout(186).hitsInline, true);
  });

  test('a summary line breaks between its pieces', () => {
    assert.deepEqual(wrapPieces('aaaa · bbbb · cccc', 12), ['aaaa · bbbb', '  cccc']);
    assert.deepEqual(wrapPieces('aaaa · bbbb · cccc', undefined), ['aaaa · bbbb · cccc']);
  });

  test('COLUMNS=80: every line of the sample fits but the title and the let-through commands (a file name or a command is never cut)', async () => {
    const result = await cli(['replay', SAMPLE, SAMPLE], { env: { COLUMNS: '80' } });
    assert.equal(result.status, 0, result.stderr);
    const body = result.stdout.split('\n').filter((line) => !line.startsWith('dsh-repeat-tool-breaker replay '));
    assert.ok(longest(body.join('\n')) <= 80, String(longest(body.join('\n'))));
    assert.match(result.stdout, /^ {3}#  agent +tool +arguments +decision  change$/m, 'no hits column header');
    assert.match(result.stdout, /^ +13 +main +bash +git status --short +DENIED$/m);
    assert.match(result.stdout, /^ {6}exact:bash:\{"command":"git status --short"\} 3\/3 same-result$/m, 'hits under the row');
    assert.match(result.stdout, /^81 calls: 70 allowed, 10 denied, 1 asked$/m, 'the summary broken between pieces');
    assert.match(result.stdout, /^ {2}hits by kind: exact 7, cmd 7, net 2, sink 1, noop 2$/m);
    assert.match(result.stdout, /^ {2}hits by rule: unchanged 4, same-result 13, noop 2$/m);
  });

  test('a terminal 100 wide, and one 200 wide (hits beside the row again)', async () => {
    for (const columns of [100, 200]) {
      const result = await cli(['replay', SAMPLE], { tty: terminal(['stdout'], columns), env: { NO_COLOR: '1' } });
      assert.equal(result.status, 0, result.stderr);
      const body = result.stdout.split('\n').slice(1).join('\n');
      assert.ok(longest(body) <= columns, `${columns}: ${longest(body)}`);
    }
    const wide = await cli(['replay', SAMPLE], { tty: terminal(['stdout'], 200), env: { NO_COLOR: '1' } });
    assert.match(wide.stdout, /^ +15 +main +bash +git status --short +DENIED +exact:bash:\{"command":"git status --short"\} 3\/3 same-result$/m);
  });

  test('piped without COLUMNS: the full layout, whatever the terminal around it', async () => {
    const result = await cli(['replay', SAMPLE]);
    assert.equal(result.status, 0, result.stderr);
    assert.ok(longest(result.stdout) > 180, 'the full width (rows with notes pass 200 columns)');
    assert.match(result.stdout, /^ +15 +main +bash +git status --short +DENIED +exact:bash:\{"command":"git status --short"\} 3\/3 same-result$/m);
  });
});

describe('--fail-on-denied', () => {
  test('exit 1 when a call is denied, the output unchanged', async () => {
    const plain = await cli(['replay', SAMPLE]);
    const gated = await cli(['replay', SAMPLE, '--fail-on-denied']);
    assert.equal(plain.status, 0);
    assert.equal(gated.status, EXIT.denied);
    assert.equal(gated.stdout, plain.stdout);
    assert.equal(gated.stderr, '');
  });

  test('exit 0 when nothing would be stopped', async () => {
    assert.equal((await cli(['replay', NO_DENIALS, '--fail-on-denied'])).status, 0);
  });

  test('a declined ask counts (headless); with --approve it ran, so it does not', async () => {
    const headless = await cli(['replay', ONLY_ASKS, '--fail-on-denied', '--json']);
    const summary = jsonRows(headless.stdout).find((row) => row.type === 'summary');
    assert.deepEqual([summary?.['denied'], summary?.['asked']], [0, 1], 'the fixture is asks only');
    assert.equal(headless.status, 1);
    assert.equal((await cli(['replay', ONLY_ASKS, '--fail-on-denied', '--approve'])).status, 0);
  });

  test('counts over all files: one file with a denial among calm ones fails the run', async () => {
    assert.equal((await cli(['replay', NO_DENIALS, SAMPLE, NO_DENIALS, '--fail-on-denied', '--only-denied'])).status, 1);
  });

  test('a config in observe mode is replayed as it would enforce', async () => {
    const config = JSON.stringify({ mode: 'observe', limits: { exact: 3 } });
    const result = await cli(['replay', SAMPLE, '--config', config, '--fail-on-denied', '--json']);
    assert.equal(result.status, 1, result.stderr);
    const total = jsonRows(result.stdout).at(-1);
    assert.ok(Number(total?.['denied']) > 3, 'the lower exact cap denies more than the defaults');
  });
});

describe('issue 22 item 3: --fail-on-denied fails when it cannot read a log', () => {
  const loop = Array.from({ length: 8 }, () => JSON.stringify({ tool: 'bash', arguments: { command: 'git status' }, result: 'clean' }));
  const loops = join(tmp, 'loops.jsonl');
  writeFileSync(loops, [...loop.slice(0, 2), 'garbage, not JSON', ...loop.slice(2)].map((line) => `${line}\n`).join(''));
  const escaped = (path: string): string => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  test('a garbage line among the denials: exit 2 and file:line, where 0.5.0 exited 0 with the 7 denials uncounted', async () => {
    const gated = await cli(['replay', NO_DENIALS, loops, '--fail-on-denied']);
    assert.equal(gated.status, EXIT.usage, gated.stderr);
    assert.match(gated.stderr, new RegExp(`^dsh-repeat-tool-breaker: ${escaped(loops)}:3: malformed JSON line \\(.*\\)\n$`));
    assert.match(gated.stdout, /\ntotal: 2 files: 1 replayed, 1 could not be read · 1 call: 1 allowed, 0 denied, 0 asked/);
    // Without the gate: reported, skipped, and the run goes on to exit 0 as before.
    const plain = await cli(['replay', NO_DENIALS, loops]);
    assert.equal(plain.status, EXIT.ok);
    assert.equal(plain.stderr, gated.stderr);
    assert.equal(plain.stdout, gated.stdout);
  });

  test('a line that is not a tool call, and a file that is not a log, fail the gate with their location', async () => {
    const shape = join(tmp, 'shape.jsonl');
    writeFileSync(shape, `${loop[0]}\n{"foo": 1}\n`);
    const notes = join(tmp, 'notes.md');
    writeFileSync(notes, '# Notes\n\nnot a log\n');
    const gated = await cli(['replay', NO_DENIALS, shape, notes, '--fail-on-denied', '--json']);
    assert.equal(gated.status, EXIT.usage);
    assert.deepEqual(
      gated.stderr.split('\n').map((line) => line.replace(/: (unknown line shape|malformed JSON line).*/, ': $1')),
      [`dsh-repeat-tool-breaker: ${shape}:2: unknown line shape`, `dsh-repeat-tool-breaker: ${notes}:1: malformed JSON line`, ''],
    );
    assert.deepEqual(
      jsonRows(gated.stdout).filter((row) => row.type === 'total').map((row) => [row['files'], row['skipped']]),
      [[1, 2]],
    );
    assert.equal((await cli(['replay', NO_DENIALS, shape, notes, '--json'])).status, EXIT.ok);
  });

  test('--help says so, for the option and in the exit statuses', async () => {
    const help = (await cli(['--help'])).stdout.replace(/\s+/g, ' ');
    assert.match(help, /--fail-on-denied exit 1 when a call would not have run: .*; exit 2 when a log cannot be read or has a line that is not a call or a message \(file:line on stderr\)/);
    assert.match(help.slice(help.indexOf('Exit status:')), / 2 .* or under --fail-on-denied a log that could not be read[; ]/);
  });

  test('a log found in a directory counts too: the gate read less than it was asked to', async () => {
    const dir = mkdtempSync(join(tmp, 'gate-dir-'));
    writeFileSync(join(dir, 'a.jsonl'), `${loop[0]}\n`);
    writeFileSync(join(dir, 'b.jsonl'), 'nope\n');
    const gated = await cli(['replay', dir, '--fail-on-denied']);
    assert.equal(gated.status, EXIT.usage);
    assert.match(gated.stderr, /^dsh-repeat-tool-breaker: .*b\.jsonl:1: malformed JSON line/);
    assert.equal((await cli(['replay', dir])).status, EXIT.ok);
  });
});

describe('issue 28 G1: a gate that replayed no call does not pass', () => {
  const line = /^dsh-repeat-tool-breaker: --fail-on-denied: no tool call was replayed \(.*\); a gate that saw no call does not pass\n$/;

  test('an empty file, blank lines only, messages only: exit 2 with one line (each exited 0); without the gate, 0 as before', async () => {
    const logs: [string, string][] = [
      ['empty.jsonl', ''],
      ['blank.jsonl', '\n\n  \n'],
      ['messages.jsonl', `${JSON.stringify({ user: 'hello' })}\n${JSON.stringify({ agent: 'b', user: 'again' })}\n`],
    ];
    for (const [name, content] of logs) {
      const path = join(tmp, `g1-${name}`);
      writeFileSync(path, content);
      const gated = await cli(['replay', path, '--fail-on-denied']);
      assert.equal(gated.status, EXIT.usage, name);
      assert.match(gated.stderr, line, name);
      assert.match(gated.stdout, /\(no tool calls\)/, `${name}: the table is printed as before`);
      const plain = await cli(['replay', path]);
      assert.equal(plain.status, EXIT.ok, name);
      assert.equal(plain.stderr, '', name);
    }
    // Several files, none with a call: still no call seen.
    const both = await cli(['replay', join(tmp, 'g1-empty.jsonl'), join(tmp, 'g1-messages.jsonl'), '--fail-on-denied', '--json']);
    assert.equal(both.status, EXIT.usage);
    assert.match(both.stderr, line);
    // One call anywhere is a gate that saw something.
    assert.equal((await cli(['replay', join(tmp, 'g1-empty.jsonl'), NO_DENIALS, '--fail-on-denied'])).status, EXIT.ok);
  });

  test('empty standard input and closed standard input: exit 2 with the line (each exited 0)', () => {
    const empty = cliProcess(['replay', '-', '--fail-on-denied'], { input: '' });
    assert.equal(empty.status, EXIT.usage, empty.stderr);
    assert.match(empty.stderr, line);
    const closed = spawnSync('sh', ['-c', `exec "$0" ${CLI} replay - --fail-on-denied <&-`, process.execPath], { encoding: 'utf8', env: cleanEnv() });
    assert.equal(closed.status, EXIT.usage, closed.stderr);
    assert.match(closed.stderr, line);
  });
});

describe('progress on stderr, only when it is a terminal', () => {
  const three = [SAMPLE, NO_DENIALS, ONLY_ASKS];

  test('a terminal: [n/total] file, rewritten in place and cleared at the end; stdout has none of it', async () => {
    const result = cliProcess(['replay', ...three], { node: fakeTty(['stderr'], 60) });
    assert.equal(result.status, 0);
    const progress = three.map((path, i) => `\r${`[${i + 1}/3] ${path}`.slice(0, 59)}\u001b[K`);
    assert.ok(result.stderr.startsWith(progress[0]!), JSON.stringify(result.stderr));
    for (const line of progress) assert.ok(result.stderr.includes(line), line);
    assert.ok(result.stderr.endsWith('\r\u001b[K'), 'the line is cleared at the end');
    assert.ok(!result.stdout.includes('\r') && !result.stdout.includes('[1/3]'));
    assert.equal(result.stdout, (await cli(['replay', ...three])).stdout, 'stdout is the same as without progress');
  });

  test('not a terminal: no progress at all', async () => {
    assert.equal((await cli(['replay', ...three])).stderr, '');
  });

  test('a message on stderr clears the line first and the line comes back after it', async () => {
    const events: string[] = [];
    const io: Io = {
      stdout: (text) => void events.push(`out:${text.length}`),
      stderr: (text) => void events.push(text.startsWith('\r') ? `progress:${JSON.stringify(text)}` : `err:${text.trim()}`),
      color: false,
      progress: { columns: 40 },
    };
    const status = await run(['replay', NO_DENIALS, join(tmp, 'missing.jsonl'), NO_DENIALS], io);
    assert.equal(status, 2, 'a named path that does not exist fails the run, after the others replayed');
    const error = events.findIndex((event) => event.startsWith('err:'));
    assert.match(events[error - 1] ?? '', /^progress:"\\r\\u001b\[K"$/, 'cleared before the message');
    assert.match(events[error + 1] ?? '', /^progress:"\\r\[2\/3\] /, 'shown again after it');
    for (const [i, event] of events.entries()) {
      if (event.startsWith('out:')) assert.match(events[i - 1] ?? '', /^progress:"\\r\\u001b\[K"$/, `write ${i} follows a clear`);
    }
    assert.match(events.at(-2) ?? '', /^progress:"\\r\\u001b\[K"$/, 'cleared before the total');
  });
});

/** The CLI with stdout/stderr given as file descriptors or pipes. */
function withStdio(args: string[], stdio: StdioOptions): Run {
  return cliProcess(args, { stdio });
}

/** The CLI with one of its pipes closed by the reader before the child writes anything. */
function readerGone(args: string[], closed: 'stdout' | 'stderr'): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const other = closed === 'stdout' ? child.stderr : child.stdout;
    child[closed].destroy();
    let text = '';
    other.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout: closed === 'stdout' ? '' : text, stderr: closed === 'stderr' ? '' : text }));
  });
}

describe('write errors end the run with one line and exit 3', () => {
  const full = (): number => openSync('/dev/full', 'w');

  test('stdout on a full disk (/dev/full): one line on stderr, exit 3', () => {
    for (const json of [[], ['--json']]) {
      const fd = full();
      const result = withStdio(['replay', SAMPLE, SAMPLE, ...json], ['ignore', fd, 'pipe']);
      closeSync(fd);
      assert.equal(result.status, EXIT.write);
      assert.equal(
        result.stderr,
        'dsh-repeat-tool-breaker: cannot write to stdout: ENOSPC: no space left on device, write; the replay stopped\n',
      );
    }
  });

  test('stderr on a full disk: the line goes to stdout (a JSON record under --json), exit 3, the next file is not replayed', () => {
    const missing = join(tmp, 'nowhere.jsonl');
    const line = 'dsh-repeat-tool-breaker: cannot write to stderr: ENOSPC: no space left on device, write; the replay stopped';
    let fd = full();
    const table = withStdio(['replay', missing, SAMPLE], ['ignore', 'pipe', fd]);
    closeSync(fd);
    assert.equal(table.status, EXIT.write);
    assert.equal(table.stdout, `${line}\n`);
    fd = full();
    const json = withStdio(['replay', missing, SAMPLE, '--json'], ['ignore', 'pipe', fd]);
    closeSync(fd);
    assert.equal(json.status, EXIT.write);
    assert.deepEqual(jsonRows(json.stdout), [{ type: 'error', message: line }]);
  });

  test('a usage error with stderr on a full disk still says so on stdout', () => {
    const fd = full();
    const result = withStdio(['replay', '--colour'], ['ignore', 'pipe', fd]);
    closeSync(fd);
    assert.equal(result.status, EXIT.write);
    assert.match(result.stdout, /^dsh-repeat-tool-breaker: cannot write to stderr: ENOSPC/);
  });

  test('stdout\'s reader went away (`| head`): quiet, exit 0', async () => {
    const result = await readerGone(['replay', SAMPLE, SAMPLE], 'stdout');
    assert.deepEqual(result, { status: 0, stdout: '', stderr: '' });
  });

  test('… but under --fail-on-denied the replay goes on to its status', async () => {
    const denied = await readerGone(['replay', SAMPLE, '--fail-on-denied'], 'stdout');
    assert.deepEqual(denied, { status: 1, stdout: '', stderr: '' });
    const calm = await readerGone(['replay', NO_DENIALS, '--fail-on-denied'], 'stdout');
    assert.deepEqual(calm, { status: 0, stdout: '', stderr: '' });
  });

  test('a closed stderr pipe: exit 3 with the line on stdout, the remaining files not replayed', async () => {
    const result = await readerGone(['replay', join(tmp, 'gone.jsonl'), SAMPLE, SAMPLE], 'stderr');
    assert.equal(result.status, EXIT.write);
    assert.equal(result.stdout, 'dsh-repeat-tool-breaker: cannot write to stderr: write EPIPE; the replay stopped\n');
  });
});

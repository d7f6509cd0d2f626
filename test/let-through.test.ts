// Issue 35 item 2: every stop names its rule and the one setting that lets the call
// through (lib/let-through.ts), and `exempt` makes a call untracked by its fingerprint.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveConfig, DEFAULTS } from '../lib/config.js';
import { SECONDS_RULES, type HitRule } from '../lib/decision.js';
import { letThrough, letThroughCommand, RULE_SETTINGS, rulesText, shellWord, type StopHit } from '../lib/let-through.js';
import { parseAssignments, assigned } from '../cli/profile/assignments.js';
import { decisions, mount } from './helpers/sim.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { cli } from './helpers/cli.js';
import { jsonRows } from './helpers/json-lines.js';

const tmp = mkdtempSync(join(tmpdir(), 'rtb-let-through-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const hit = (counted: string, kind: string, id: string, next = 3, cap = 3): StopHit => ({
  fingerprint: { id, kind, length: id.length },
  next,
  cap,
  counted,
});

describe('let-through: from a stop to the setting that lets the call through', () => {
  test('a same-answer denial of tail -n 1 deploy.log: rule same-result, key sameResult, exempt its cmd:', () => {
    const through = letThrough([
      hit('same-result', 'exact', 'exact:bash:{"command":"tail -n 1 deploy.log"}'),
      hit('same-result', 'cmd', 'cmd:tail:tail -n 1 deploy.log'),
    ]);
    assert.ok(through !== undefined);
    assert.deepEqual(through.rules, [{ rule: 'same-result', key: 'sameResult' }]);
    assert.equal(rulesText(through), 'same-result (sameResult)');
    assert.deepEqual(through.assignments, [{ key: 'exempt', value: ['cmd:tail:tail -n 1 deploy.log'], text: 'exempt=["cmd:tail:tail -n 1 deploy.log"]' }]);
    assert.equal(
      letThroughCommand(through),
      `dsh-repeat-tool-breaker config <patch file> 'exempt=["cmd:tail:tail -n 1 deploy.log"]'`,
    );
    assert.equal(
      letThroughCommand(through, "/home/o'hara/.dsh/profiles/web/cordis.patch.yml"),
      `dsh-repeat-tool-breaker config '/home/o'\\''hara/.dsh/profiles/web/cordis.patch.yml' 'exempt=["cmd:tail:tail -n 1 deploy.log"]'`,
    );
  });

  test('the config already exempting patterns keeps them in the assignment', () => {
    const through = letThrough([hit('unchanged', 'cmd', 'cmd:npm:npm test', 5, 5)], ['verb:make']);
    assert.deepEqual(through?.assignments.map((a) => a.text), ['exempt=["verb:make","cmd:npm:npm test"]']);
    assert.deepEqual(through?.rules, [{ rule: 'unchanged', key: 'limits.cmd' }]);
  });

  test('a stop with no fingerprint of the call to name is let through by its rule key', () => {
    assert.deepEqual(letThrough([hit('noop', 'noop', 'noop:')])?.assignments.map((a) => a.text), ['limits.noop=null']);
    assert.deepEqual(letThrough([hit('failure', 'failure', 'failure:mcp__search__query')])?.assignments.map((a) => a.text), ['limits.failure:mcp__search__query=null']);
    const long = 'exact:bash:' + 'x'.repeat(400);
    const digested: StopHit = { fingerprint: { id: '\u0001exact:abc', kind: 'exact', length: long.length }, next: 5, cap: 5, counted: 'window' };
    assert.deepEqual(letThrough([digested])?.assignments.map((a) => a.text), ['limits.exact=null']);
    assert.deepEqual(
      letThrough([{ fingerprint: { id: '\u0001exact:abc', kind: 'exact', length: 900 }, next: 1800, cap: 1800, counted: 'poll' }])?.assignments.map((a) => a.text),
      ['pollBudget=3600'],
    );
    assert.equal(letThrough([]), undefined);
  });

  test('every rule has a key, and the keys are config keys', () => {
    const rules: HitRule[] = ['window', 'unchanged', 'same-result', 'poll', 'wait', 'noop'];
    for (const rule of rules) {
      const { key } = RULE_SETTINGS[rule];
      const top = key.split('.')[0]!;
      assert.ok(Object.hasOwn(DEFAULTS, top), `${rule}: ${key}`);
      assert.equal(RULE_SETTINGS[rule].loosened === 'longer', SECONDS_RULES.has(rule), rule);
    }
  });

  test('the assignment is one `config` takes, and gives the config it names', () => {
    const through = letThrough([hit('same-result', 'cmd', `cmd:grep:grep -n "it's" a.txt`)])!;
    const parsed = parseAssignments(through.assignments.map((a) => a.text));
    const config = assigned({}, parsed);
    assert.deepEqual(config, { exempt: [`cmd:grep:grep -n "it's" a.txt`] });
    assert.deepEqual(resolveConfig(config).exempt, [`cmd:grep:grep -n "it's" a.txt`]);
    assert.equal(shellWord(`exempt=["it's"]`), `'exempt=["it'\\''s"]'`);
  });
});

describe('exempt: calls never counted or stopped', () => {
  test('an exempt command runs every time; others are still stopped', async () => {
    const h = mount({ exempt: ['cmd:tail:tail -n 1 *.log'] });
    const tail = [];
    for (let i = 0; i < 8; i++) tail.push(await h.call('bash', { command: 'tail -n 1 deploy.log' }, { result: 'deployed' }));
    assert.deepEqual(decisions(tail), Array(8).fill('allowed'));
    const ls = [];
    for (let i = 0; i < 3; i++) ls.push(await h.call('bash', { command: 'ls' }, { result: 'a b' }));
    assert.deepEqual(decisions(ls), ['allowed', 'allowed', 'denied']);
  });

  test('without the key the same calls are stopped on the 3rd same answer', async () => {
    const h = mount();
    const tail = [];
    for (let i = 0; i < 3; i++) tail.push(await h.call('bash', { command: 'tail -n 1 deploy.log' }, { result: 'deployed' }));
    assert.deepEqual(decisions(tail), ['allowed', 'allowed', 'denied']);
  });

  test('validated like include, with a did-you-mean on the kind', () => {
    assert.deepEqual(resolveConfig(undefined).exempt, []);
    assert.deepEqual(resolveConfig({ exempt: ['net:api.example.com/*', 'exact:read:*'] }).exempt, ['net:api.example.com/*', 'exact:read:*']);
    assert.throws(() => resolveConfig({ exempt: 'cmd:ls' as never }), /`exempt` must be an array of strings/);
    assert.throws(() => resolveConfig({ exempt: [3 as never] }), /`exempt` must be an array of strings/);
    assert.throws(() => resolveConfig({ exempt: ['cmnd:npm test'] }), /`exempt` entry 0 is "cmnd:npm test", which matches no call.*did you mean "cmd:npm test"\?/);
    assert.throws(() => resolveConfig({ exempt: ['npm test'] }), /`exempt` entry 0 is "npm test", which matches no call/);
    assert.throws(() => resolveConfig({ exempt: ['cmd:'] }), /`exempt` entry 0/);
    assert.throws(() => resolveConfig({ exempt: ['noop:'] }), /`exempt` entry 0/);
    assert.throws(() => resolveConfig({ exempt: ['cmd:' + 'x'.repeat(300)] }), /`exempt` entry 0 is 304 characters long; at most 256/);
  });
});

describe('"it blocked a legitimate call" takes one step: replay --profile, then the command it prints', () => {
  const home = join(tmp, 'dsh-home');
  const patch = join(home, 'profiles', 'web', 'cordis.patch.yml');
  mkdirSync(join(home, 'profiles', 'web'), { recursive: true });
  // A fresh profile's file: dsh writes `[]` (and a comment) on the profile's first run.
  writeFileSync(patch, '# my profile\n[]\n');
  const log = join(tmp, 'deploy.jsonl');
  writeFileSync(log, Array.from({ length: 4 }, () => `${JSON.stringify({ tool: 'bash', arguments: { command: 'tail -n 1 deploy.log' }, result: 'deployed 1.4.2' })}\n`).join(''));
  const env = { DSH_HOME: home, NO_COLOR: '1' };

  test('the table names the rule and the command for the profile\'s own file; running it lets the call through', async () => {
    const before = await cli(['replay', log, '--profile', 'web'], { env });
    assert.equal(before.status, 0, before.stderr);
    assert.match(before.stdout, /\(trajectory; config: defaults; headless: asks declined\)/, 'a profile with no row runs the defaults');
    const line = before.stdout.split('\n').find((text) => text.includes('let it through: '));
    assert.ok(line !== undefined, before.stdout);
    assert.match(line, /rule same-result \(sameResult\); let it through: dsh-repeat-tool-breaker config /);
    const command = line.slice(line.indexOf('dsh-repeat-tool-breaker config '));
    assert.equal(command, `dsh-repeat-tool-breaker config ${patch} 'exempt=["cmd:tail:tail -n 1 deploy.log"]'`);
    // The command as a shell runs it, with the CLI for `dsh-repeat-tool-breaker`.
    execFileSync('sh', ['-c', command.replace('dsh-repeat-tool-breaker', `"${process.execPath}" dist/cli/main.js`)], { encoding: 'utf8' });
    assert.match(readFileSync(patch, 'utf8'), /exempt: \["cmd:tail:tail -n 1 deploy.log"\]/);
    const checked = await cli(['check', patch], { env });
    assert.equal(checked.status, 0, checked.stderr);
    assert.match(checked.stdout, /\n {2}exempt: \["cmd:tail:tail -n 1 deploy\.log"\]\n/);
    assert.match((await cli(['replay', log, '--profile', 'web'], { env })).stdout, /; config: custom;/);
    const after = await cli(['replay', log, '--profile', 'web', '--json'], { env });
    assert.deepEqual(jsonRows(after.stdout).filter((row) => row.type === 'call').map((row) => row['decision']), ['allowed', 'allowed', 'allowed', 'allowed']);
  });

  test('--profile and --config together, a path, or a profile that is not there: refused', async () => {
    assert.equal((await cli(['replay', log, '--profile', 'web', '--config', '{}'], { env })).status, 2);
    assert.match((await cli(['replay', log, '--profile', '../web'], { env })).stderr, /--profile takes a profile's name/);
    const missing = await cli(['replay', log, '--profile', 'headless'], { env });
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /--profile headless: no profile there \(.*profiles\/headless\/cordis\.patch\.yml does not exist/);
  });
});

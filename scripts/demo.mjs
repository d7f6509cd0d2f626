// `npm run demo`: the replay of examples/trajectory.jsonl, its table and summary as the CLI
// prints them, then a recap a newcomer can read: one line per call that did not run (the
// call, the rule that stopped it, why), what each rule of the summary means, and where to
// read on. Arguments after `npm run demo --` go to the replay (`-- --messages`).
import { spawnSync } from 'node:child_process';
import { countText, seconds } from '../dist/lib/messages.js';

const SAMPLE = 'examples/trajectory.jsonl';
const CLI = ['dist/cli/main.js', 'replay', SAMPLE];

/** 1st, 2nd, 3rd, 4th, …, 11th, 21st (lib/messages.ts's `ordinal`, which it does not export). */
const nth = (n) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** What each rule counted, in words (docs/how-it-decides.md, "The rules in order"). */
const WHY = {
  window: (hit) => `the ${nth(hit.count)} run in the window (cap ${hit.cap})`,
  unchanged: (hit) => `the ${nth(hit.count)} run of this check with its result unchanged (cap ${hit.cap})`,
  'same-result': () => 'the same answer as its runs before, with nothing changed in between',
  poll: (hit) => `a poll that waited ${seconds(hit.count)} s for one answer (budget ${seconds(hit.cap)} s)`,
  wait: (hit) => `only sleeping, ${seconds(hit.count)} s in a row (budget ${seconds(hit.cap)} s)`,
  noop: (hit) => `the ${nth(hit.count)} call in a row that does nothing`,
  failure: (hit) => `its tool failed with one error on its last ${hit.count} runs, with no success or new change since (cap ${hit.cap})`,
};
const RULE_MEANS = {
  window: 'a change (or any call under progress: false) at its cap in the window',
  unchanged: 'a check run again up to its cap while its result did not change',
  'same-result': 'a check that returned one answer twice with nothing changed',
  poll: 'a poll past its budget',
  wait: 'sleeping past the budget',
  noop: 'calls in a row that do nothing',
  failure: 'a tool other than a shell that keeps failing the same way',
};

const table = spawnSync(process.execPath, [...CLI, ...process.argv.slice(2)], { stdio: 'inherit' });
if (table.status !== 0) process.exit(table.status ?? 1);

const json = spawnSync(process.execPath, [...CLI, '--json', '--only-denied'], { encoding: 'utf8' });
if (json.status !== 0) {
  process.stderr.write(json.stderr);
  process.exit(json.status ?? 1);
}
const records = json.stdout.trim().split('\n').map((line) => JSON.parse(line));
const argumentsText = (args) => (typeof args?.command === 'string' ? args.command : JSON.stringify(args));
const clip = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const lines = ['', 'The calls that did not run (call · rule · why):'];
for (const call of records.filter((record) => record.type === 'call')) {
  const hit = call.hits[0];
  const rule = call.decision === 'asked' ? `ask (localHosts), ${hit.counted}` : hit.counted;
  const why = call.decision === 'asked' ? 'a local address at its cap: asked, and no one could answer (headless)' : WHY[hit.counted]?.(hit) ?? hit.counted;
  lines.push(`  #${call.index} ${call.agent} ${call.tool} ${clip(argumentsText(call.arguments), 48)} · ${rule} ${countText(hit.count, hit.cap, hit.counted)} · ${why}`);
}
const summary = records.find((record) => record.type === 'summary');
lines.push('', 'The rules in the summary:');
for (const [rule, n] of Object.entries(summary.hitsByRule)) lines.push(`  ${rule} (${n} hits): ${RULE_MEANS[rule] ?? rule}`);
lines.push(
  '',
  'What the model read instead of each result: npm run demo -- --messages',
  'Each call of the session explained: examples/README.md',
);
process.stdout.write(`${lines.join('\n')}\n`);

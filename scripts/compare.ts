// README's "Against the alternatives": this plugin and the loop rules of dsh's own reminder,
// Gemini CLI, OpenHands and Roo Code, run on the same recorded calls, measured here and
// not typed in. `npm run compare` prints the table and writes it into README.md between
// its `<!-- compare: … -->` and `<!-- /compare -->` marks; test/compare.test.ts fails when
// README and this script disagree. The data (test/fixtures/compare/, README there):
// 19 real loops from issue reports, 100 real runs with one loop appended, 105 everyday
// runs. The breaker is the real one (lib through the replay CLI's replay) and so is the
// reminder (its npm package); the other three are the rules as their sources describe
// them (scripts/compare/*.ts, each citing its source).

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReplayEvent } from '../cli/input/events.js';
import { readLog } from '../cli/input/read-log.js';
import { breaker } from './compare/breaker.js';
import { geminiCli } from './compare/gemini-cli.js';
import { openHands } from './compare/openhands.js';
import { reminder } from './compare/reminder.js';
import { rooCode } from './compare/roo-code.js';
import type { Step, Verdict } from './compare/steps.js';
import { readLoops, upperMedian, type Loop } from './score-loops.js';

const DATA = fileURLToPath(new URL('../test/fixtures/compare/', import.meta.url));
const README = new URL('../README.md', import.meta.url);
const OPEN = '<!-- compare: npm run compare writes this table from test/fixtures/compare/ -->';
const CLOSE = '<!-- /compare -->';

interface Contender {
  readonly name: string;
  /** What it does when its rule fires. */
  readonly acts: string;
  verdicts(events: readonly ReplayEvent[]): Promise<Verdict[]>;
}

/** Runs a rule of one agent's steps on each agent of `events` apart, and gives the
 *  verdicts back in the order of the calls. */
function perAgent(rule: (steps: readonly Step[]) => Verdict[] | Promise<Verdict[]>) {
  return async (events: readonly ReplayEvent[]): Promise<Verdict[]> => {
    const byAgent = new Map<string, { steps: Step[]; at: number[] }>();
    let calls = 0;
    for (const event of events) {
      const own = byAgent.get(event.agent) ?? { steps: [], at: [] };
      byAgent.set(event.agent, own);
      if (event.kind === 'user') own.steps.push({ kind: 'user' });
      else {
        own.steps.push({ kind: 'call', tool: event.tool, arguments: event.arguments, result: event.result?.text ?? '', isError: event.result?.isError ?? false });
        own.at.push(calls++);
      }
    }
    const verdicts: Verdict[] = new Array<Verdict>(calls).fill('run');
    for (const { steps, at } of byAgent.values()) {
      (await rule(steps)).forEach((verdict, i) => (verdicts[at[i]!] = verdict));
    }
    return verdicts;
  };
}

export const CONTENDERS: readonly Contender[] = [
  { name: 'this plugin (defaults)', acts: 'denies the call, says why; the agent goes on', verdicts: (events) => breaker(events) },
  {
    name: "dsh's `dsh-repeat-tool-reminder` (its package, rc.8)",
    acts: 'never stops a call; reminds the model at 3, 5 and 8 identical calls in a row',
    verdicts: perAgent(reminder),
  },
  { name: 'Gemini CLI (`LoopDetectionService`)', acts: 'halts the turn at the 5th identical call in a row', verdicts: perAgent(geminiCli) },
  {
    name: 'OpenHands (`StuckDetector`)',
    acts: 'stops the agent after 4 identical call/answer pairs, 3 identical failing calls, or A/B/A/B/A/B',
    verdicts: perAgent(openHands),
  },
  { name: 'Roo Code (`ToolRepetitionDetector`)', acts: 'asks the user at the 4th identical call in a row', verdicts: perAgent(rooCode) },
];

interface LoopSet {
  /** Loops that should be stopped. */
  loops: number;
  stopped: number;
  inTime: number;
  reminded: number;
  /** Loop calls that ran before the stop; all of a loop's calls when it was not stopped. */
  wasted: number[];
  /** Stops outside every loop that should be stopped: legitimate work. */
  legitimate: number;
  calls: number;
  files: number;
}

/** `appended`: each file is a real run with a loop appended and then a few calls of the
 *  run's own tail, which may go on with what the loop repeats; only stops before the loop
 *  (and in a loop that should not be stopped) are legitimate work stopped. */
async function scoreLoops(contender: Contender, logs: ReadonlyMap<string, readonly ReplayEvent[]>, loops: readonly Loop[], appended = false): Promise<LoopSet> {
  const score: LoopSet = { loops: 0, stopped: 0, inTime: 0, reminded: 0, wasted: [], legitimate: 0, calls: 0, files: 0 };
  for (const [file, events] of logs) {
    const verdicts = await contender.verdicts(events);
    score.files += 1;
    score.calls += verdicts.length;
    const mine = loops.filter((loop) => loop.file === file && loop.shouldStop);
    const at = (verdict: Verdict, loop: Loop, last: number): number | undefined => {
      for (let index = loop.start; index <= last; index++) if (verdicts[index - 1] === verdict) return index;
      return undefined;
    };
    for (const loop of mine) {
      score.loops += 1;
      const stop = at('stop', loop, loop.end);
      if (stop === undefined) score.wasted.push(loop.end - loop.start + 1);
      else {
        score.stopped += 1;
        score.wasted.push(stop - loop.start);
        if (stop <= loop.timely) score.inTime += 1;
      }
      if (at('remind', loop, loop.end) !== undefined) score.reminded += 1;
    }
    const firstLoop = Math.min(...mine.map((loop) => loop.start));
    verdicts.forEach((verdict, i) => {
      const index = i + 1;
      if (verdict !== 'stop' || mine.some((loop) => index >= loop.start && index <= loop.end)) return;
      if (!appended || index < firstLoop) score.legitimate += 1;
    });
  }
  return score;
}

export interface Measured {
  readonly contender: Contender;
  readonly issues: LoopSet;
  readonly injected: LoopSet;
  readonly everyday: LoopSet;
}

/** Every contender on the three sets. */
export async function measure(): Promise<Measured[]> {
  const issues = readLoops(join(DATA, 'realloops/labels.tsv'), 'loop_start', 'loop_end');
  const injected = readLoops(join(DATA, 'realworld-loops/labels.tsv'), 'start', 'end');
  // The everyday runs hold one recorded loop (the CTF run that realloops/ also holds):
  // its stops are the loop's, not legitimate work.
  const inside = readLoops(join(DATA, 'loops-in-realworld.tsv'), 'start', 'end');
  const everyday = readdirSync(join(DATA, 'realworld'))
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((file): Loop[] => {
      const loops = inside.filter((loop) => loop.file === file);
      return loops.length > 0 ? loops : [{ file, start: 0, end: -1, shouldStop: false, timely: -1 }];
    });
  // Each log is read once, for every contender.
  const logsOf = async (dir: string, loops: readonly Loop[]): Promise<Map<string, readonly ReplayEvent[]>> => {
    const logs = new Map<string, readonly ReplayEvent[]>();
    for (const file of new Set(loops.map((loop) => loop.file))) logs.set(file, (await readLog(join(dir, file))).events);
    return logs;
  };
  const logs = {
    issues: await logsOf(join(DATA, 'realloops'), issues),
    injected: await logsOf(join(DATA, 'realworld-loops/cases'), injected),
    everyday: await logsOf(join(DATA, 'realworld'), everyday),
  };
  const measured: Measured[] = [];
  for (const contender of CONTENDERS) {
    measured.push({
      contender,
      issues: await scoreLoops(contender, logs.issues, issues),
      injected: await scoreLoops(contender, logs.injected, injected, true),
      everyday: await scoreLoops(contender, logs.everyday, everyday),
    });
  }
  return measured;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const thousands = (n: number): string => n.toLocaleString('en-US');

function stopped(set: LoopSet, count: number): string {
  return set.reminded > 0 && count === 0 ? `0 (reminded in ${set.reminded})` : String(count);
}

/** The table README shows between the marks.
 *  @throws Error when nothing was measured. */
export function renderComparison(measured: readonly Measured[]): string {
  const first = measured[0];
  if (first === undefined) throw new Error('nothing measured');
  const { issues, injected, everyday } = first;
  const header = [
    '',
    'when its rule fires',
    `real loops stopped (of ${issues.loops})`,
    'calls wasted',
    `loops in ${injected.files} real runs stopped in time (of ${injected.loops})`,
    'calls wasted',
    `legitimate calls stopped: ${everyday.files} everyday runs (${thousands(everyday.calls)} calls)`,
    `… around those loops (${injected.files - injected.loops} polls included)`,
  ];
  const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`.replace('|  |', '| |');
  return [
    row(header),
    `|${'---|'.repeat(header.length)}`,
    ...measured.map((m) =>
      row([
        m.contender.name,
        m.contender.acts,
        stopped(m.issues, m.issues.stopped),
        `${sum(m.issues.wasted)} (median ${upperMedian(m.issues.wasted) ?? 0})`,
        stopped(m.injected, m.injected.inTime),
        `${sum(m.injected.wasted)} (median ${upperMedian(m.injected.wasted) ?? 0})`,
        String(m.everyday.legitimate),
        String(m.issues.legitimate + m.injected.legitimate),
      ]),
    ),
  ].join('\n');
}

/** `text` with the section between the marks replaced by `section`.
 *  @throws Error when the marks are missing. */
export function replaceSection(text: string, section: string): string {
  const start = text.indexOf(OPEN);
  const end = text.indexOf(CLOSE, start);
  if (start < 0 || end < 0) throw new Error(`README.md has no ${OPEN} … ${CLOSE} section`);
  return `${text.slice(0, start + OPEN.length)}\n${section}\n${text.slice(end)}`;
}

/** README's section between the marks, as the script wrote it. */
export function readmeSection(text: string): string | undefined {
  const start = text.indexOf(OPEN);
  const end = text.indexOf(CLOSE, start);
  return start < 0 || end < 0 ? undefined : text.slice(start + OPEN.length + 1, end - 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = renderComparison(await measure());
  writeFileSync(README, replaceSection(readFileSync(README, 'utf8'), section));
  process.stdout.write(`${section}\n\nREADME.md: the comparison written\n`);
}

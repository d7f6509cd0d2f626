// Scores the breaker on real agent runs with one loop appended to each (the
// realworld-loops format: a folder of trajectory files plus labels.tsv). A loop that
// should be stopped must be denied somewhere between its first call and its `timely`
// call; nothing before the loop may be denied. `npm run score:loops -- <dir> [config]`
// prints the report; the test suite runs scoreLoops() on the committed subset in
// test/fixtures/realworld-loops/.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLog } from '../cli/input/read-log.js';
import { replay } from '../cli/replay/replay.js';

/** A loop as a labels file marks it. `timely` is the latest call at which stopping still
 *  counts as in time. */
export interface Loop {
  readonly file: string;
  readonly start: number;
  readonly end: number;
  readonly shouldStop: boolean;
  readonly timely: number;
}

/** One row of labels.tsv. */
export interface LoopLabel extends Loop {
  readonly kind: string;
  readonly variant: string;
}

export interface CaseScore {
  readonly label: LoopLabel;
  /** The first denied call inside the loop, if any. */
  readonly stoppedAt: number | undefined;
  /** Denied calls before the loop starts: legitimate work that was blocked. */
  readonly deniedBefore: readonly number[];
  readonly verdict: 'in time' | 'late' | 'missed' | 'left alone' | 'stopped polling';
}

export interface LoopScore {
  readonly cases: readonly CaseScore[];
  readonly loops: number;
  readonly inTime: number;
  readonly late: number;
  readonly missed: number;
  readonly deniedBefore: number;
  /** `should_stop=no` loops that were stopped anyway. */
  readonly stoppedPolling: number;
  /** The median of the loop calls that ran before the stop, over the stopped loops. */
  readonly medianWasted: number | undefined;
}

/** The loops of a tab-separated labels file whose header line names the columns: each
 *  row's `file`, its first and last call from `startColumn` and `endColumn`, `should_stop`
 *  (`yes` or not), and `timely`, which is `end` when the loop should not be stopped or the
 *  file has no `timely` column; with the row's cells by column name.
 *  @throws Error when the file is missing, has no column of `required`, or a row's call
 *  number is not an integer. */
export function readLoops(
  path: string,
  startColumn: string,
  endColumn: string,
  required: readonly string[] = [],
): (Loop & { readonly cells: Readonly<Record<string, string>> })[] {
  const [header, ...lines] = readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');
  const columns = (header ?? '').split('\t');
  const missing = required.find((name) => !columns.includes(name));
  if (missing !== undefined) throw new Error(`${path}: no column ${JSON.stringify(missing)}`);
  const hasTimely = columns.includes('timely');
  return lines.map((line, i) => {
    const row = line.split('\t');
    const cells: Record<string, string> = Object.fromEntries(columns.flatMap((column, at) => (row[at] === undefined ? [] : [[column, row[at]]])));
    const number = (column: string): number => {
      const value = Number(cells[column]);
      if (!Number.isInteger(value)) throw new Error(`${path}:${i + 2}: ${column} ${JSON.stringify(cells[column] ?? '')} is not a call number`);
      return value;
    };
    const start = number(startColumn);
    const end = number(endColumn);
    const shouldStop = cells['should_stop'] === 'yes';
    return { file: cells['file'] ?? '', start, end, shouldStop, timely: shouldStop && hasTimely ? number('timely') : end, cells };
  });
}

/** The rows of `dir`/labels.tsv.
 *  @throws Error when labels.tsv is missing or a row is malformed. */
export function readLabels(dir: string): LoopLabel[] {
  const required = ['file', 'kind', 'variant', 'start', 'end', 'should_stop', 'timely'];
  return readLoops(join(dir, 'labels.tsv'), 'start', 'end', required).map(({ file, start, end, shouldStop, timely, cells }) => ({
    file,
    kind: cells['kind'] ?? '',
    variant: cells['variant'] ?? '',
    start,
    end,
    shouldStop,
    timely,
  }));
}

/** The upper median of `values` (the larger middle one of an even count); undefined when empty. */
export function upperMedian(values: readonly number[]): number | undefined {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}

/** Replays every labelled case of `dir` through the plugin with `config` and scores it. */
export async function scoreLoops(dir: string, config: unknown = {}): Promise<LoopScore> {
  const cases: CaseScore[] = [];
  for (const label of readLabels(dir)) {
    const log = await readLog(join(dir, 'cases', label.file));
    const denied: number[] = [];
    for (const row of await replay(log.events, { config, approve: false })) {
      if (row.kind === 'call' && row.decision === 'denied') denied.push(row.index);
    }
    const stoppedAt = denied.find((index) => index >= label.start && index <= label.end);
    let verdict: CaseScore['verdict'];
    if (!label.shouldStop) verdict = stoppedAt === undefined ? 'left alone' : 'stopped polling';
    else if (stoppedAt === undefined) verdict = 'missed';
    else verdict = stoppedAt <= label.timely ? 'in time' : 'late';
    cases.push({ label, stoppedAt, deniedBefore: denied.filter((index) => index < label.start), verdict });
  }
  const count = (verdict: CaseScore['verdict']): number => cases.filter((c) => c.verdict === verdict).length;
  const wasted = cases.flatMap((c) => (c.label.shouldStop && c.stoppedAt !== undefined ? [c.stoppedAt - c.label.start] : []));
  return {
    medianWasted: upperMedian(wasted),
    cases,
    loops: cases.filter((c) => c.label.shouldStop).length,
    inTime: count('in time'),
    late: count('late'),
    missed: count('missed'),
    deniedBefore: cases.reduce((sum, c) => sum + c.deniedBefore.length, 0),
    stoppedPolling: count('stopped polling'),
  };
}

/** The report `npm run score:loops` prints. */
export function renderScore(score: LoopScore): string {
  const lines = score.cases.map(({ label, stoppedAt, deniedBefore, verdict }) => {
    const where = stoppedAt === undefined ? '-' : `${stoppedAt} (${stoppedAt - label.start + 1} into the loop)`;
    const before = deniedBefore.length === 0 ? '' : `  denied before the loop: ${deniedBefore.join(', ')}`;
    return `${label.file}  ${label.kind}/${label.variant}  loop ${label.start}-${label.end}, in time by ${label.timely}  stopped at ${where}  ${verdict}${before}`;
  });
  lines.push(
    '',
    `${score.inTime}/${score.loops} loops stopped in time, ${score.late} late, ${score.missed} missed, ` +
      `median wasted ${score.medianWasted ?? '-'}; ` +
      `${score.deniedBefore} calls denied before a loop started; ${score.stoppedPolling} legitimate polls stopped`,
  );
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, config] = process.argv.slice(2);
  if (dir === undefined) {
    process.stderr.write('usage: npm run score:loops -- <dir with labels.tsv and cases/> [config JSON]\n');
    process.exit(2);
  }
  process.stdout.write(renderScore(await scoreLoops(dir, config === undefined ? {} : (JSON.parse(config) as unknown))));
}

// Totals over a replay, shared by the table and the JSON output: one Summary per file,
// counted row by row as the rows stream past, and one Total over all files.

import type { ReplayRow } from '../replay/replay.js';

interface Counts {
  readonly calls: number;
  readonly allowed: number;
  readonly denied: number;
  /** Asks that were not approved (the call did not run). */
  readonly asked: number;
  /** Asks the operator approved (`--approve`); these calls ran and count as allowed too. */
  readonly approved: number;
  readonly userMessages: number;
  /** Calls that ran and counted as a change (D13). */
  readonly changes: number;
  /** Of those, the new ones that succeeded: each opened an episode. */
  readonly opened: number;
  /** Allowed calls that whole-window counting would have stopped: re-runs of a check
   *  whose result changed. */
  readonly reruns: number;
  /** Calls denied when the session was recorded (they never ran), whatever the replay decides. */
  readonly deniedLive: number;
  /** Hits of the calls that did not run (denied or asked), by fingerprint kind. */
  readonly hitsByKind: Readonly<Record<string, number>>;
  /** The same hits by the rule that counted them (`window`, `unchanged`, `same-result`, `poll`, `wait`, `noop`, `failure`). */
  readonly hitsByRule: Readonly<Record<string, number>>;
}

/** Agent names a summary lists at most (it counts them all), and the characters of each. */
export const MAX_LISTED_AGENTS = 1000;
const MAX_NAME_LISTED = 256;

export interface Summary extends Counts {
  /** Agent names in order of first appearance, the first MAX_LISTED_AGENTS of them. */
  readonly agents: readonly string[];
  /** The agents replayed: each counted once, unless it was forgotten (more agents at once
   *  than the replay keeps) and came back. */
  readonly agentCount: number;
}

export interface Total extends Counts {
  /** Files replayed. */
  readonly files: number;
  /** Files (or directories) that could not be read or parsed. */
  readonly skipped: number;
}

const KIND_ORDER = ['exact', 'cmd', 'net', 'sink', 'site', 'family', 'verb', 'noop', 'failure'];
const RULE_ORDER = ['window', 'unchanged', 'same-result', 'poll', 'wait', 'noop', 'failure'];

function ordered(kinds: ReadonlyMap<string, number>, order: readonly string[] = KIND_ORDER): Record<string, number> {
  const rank = (key: string): number => {
    const at = order.indexOf(key);
    return at < 0 ? order.length : at;
  };
  return Object.fromEntries([...kinds].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)));
}
const orderedKinds = (kinds: ReadonlyMap<string, number>): Record<string, number> => ordered(kinds);
const orderedRules = (rules: ReadonlyMap<string, number>): Record<string, number> => ordered(rules, RULE_ORDER);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type Scalars = Omit<Counts, 'hitsByKind' | 'hitsByRule'>;

const zero = (): Mutable<Scalars> => ({
  calls: 0,
  allowed: 0,
  denied: 0,
  asked: 0,
  approved: 0,
  userMessages: 0,
  changes: 0,
  opened: 0,
  reruns: 0,
  deniedLive: 0,
});

/** Counts one file's rows as they are decided. */
export class Tally {
  private readonly counts = zero();
  private readonly agents = new Set<string>();
  private agentCount = 0;
  private readonly kinds = new Map<string, number>();
  private readonly rules = new Map<string, number>();

  add(row: ReplayRow): void {
    const counts = this.counts;
    if (row.newAgent) {
      this.agentCount++;
      const name = row.event.agent;
      if (this.agents.size < MAX_LISTED_AGENTS) this.agents.add(name.length > MAX_NAME_LISTED ? `${name.slice(0, MAX_NAME_LISTED)}…` : name);
    }
    if (row.kind === 'user') {
      counts.userMessages++;
      return;
    }
    counts.calls++;
    if (row.deniedLive) counts.deniedLive++;
    if (row.decision === 'allowed') {
      counts.allowed++;
      if (row.approval === 'allowed-once') counts.approved++;
      if (row.change) counts.changes++;
      if (row.change && row.opened) counts.opened++; // a possible change that opened one (D27) is not a change
      if (row.forgiven.length > 0) counts.reruns++;
      return;
    }
    if (row.decision === 'denied') counts.denied++;
    else counts.asked++;
    for (const hit of row.hits) {
      this.kinds.set(hit.kind, (this.kinds.get(hit.kind) ?? 0) + 1);
      this.rules.set(hit.counted, (this.rules.get(hit.counted) ?? 0) + 1);
    }
  }

  summary(): Summary {
    return {
      ...this.counts,
      agents: [...this.agents],
      agentCount: this.agentCount,
      hitsByKind: orderedKinds(this.kinds),
      hitsByRule: orderedRules(this.rules),
    };
  }
}

/** Adds up the summaries of several files. */
export class Totals {
  private readonly counts = zero();
  private readonly kinds = new Map<string, number>();
  private readonly rules = new Map<string, number>();
  private files = 0;
  private skipped = 0;

  add(summary: Summary): void {
    this.files++;
    for (const key of Object.keys(this.counts) as (keyof Scalars)[]) this.counts[key] += summary[key];
    for (const [kind, n] of Object.entries(summary.hitsByKind)) this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + n);
    for (const [rule, n] of Object.entries(summary.hitsByRule)) this.rules.set(rule, (this.rules.get(rule) ?? 0) + n);
  }

  skip(): void {
    this.skipped++;
  }

  get replayed(): number {
    return this.files;
  }

  total(): Total {
    return {
      files: this.files,
      skipped: this.skipped,
      ...this.counts,
      hitsByKind: orderedKinds(this.kinds),
      hitsByRule: orderedRules(this.rules),
    };
  }
}

/** The summary of rows already gathered (in-process callers, tests). */
export function summarize(rows: Iterable<ReplayRow>): Summary {
  const tally = new Tally();
  for (const row of rows) tally.add(row);
  return tally.summary();
}

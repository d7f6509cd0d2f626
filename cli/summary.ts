// Totals over a replay, shared by the table and the JSON output.

import type { ReplayRow } from './replay.js';

export interface Summary {
  readonly calls: number;
  readonly allowed: number;
  readonly denied: number;
  /** Asks that were not approved (the call did not run). */
  readonly asked: number;
  /** Asks the operator approved (`--approve`); these calls ran and count as allowed too. */
  readonly approved: number;
  readonly userMessages: number;
  /** Agent names in order of first appearance. */
  readonly agents: readonly string[];
  /** Hits of the calls that did not run (denied or asked), by fingerprint kind. */
  readonly hitsByKind: Readonly<Record<string, number>>;
}

const KIND_ORDER = ['exact', 'cmd', 'net', 'sink', 'site', 'family', 'verb'];

function kindRank(kind: string): number {
  const at = KIND_ORDER.indexOf(kind);
  return at < 0 ? KIND_ORDER.length : at;
}

export function summarize(rows: readonly ReplayRow[]): Summary {
  let calls = 0;
  let allowed = 0;
  let denied = 0;
  let asked = 0;
  let approved = 0;
  let userMessages = 0;
  const agents: string[] = [];
  const kinds = new Map<string, number>();
  for (const row of rows) {
    if (!agents.includes(row.event.agent)) agents.push(row.event.agent);
    if (row.kind === 'user') {
      userMessages++;
      continue;
    }
    calls++;
    if (row.decision === 'allowed') {
      allowed++;
      if (row.approval === 'allowed-once') approved++;
      continue;
    }
    if (row.decision === 'denied') denied++;
    else asked++;
    for (const hit of row.hits) kinds.set(hit.kind, (kinds.get(hit.kind) ?? 0) + 1);
  }
  const ordered = [...kinds].sort(([a], [b]) => kindRank(a) - kindRank(b) || a.localeCompare(b));
  return { calls, allowed, denied, asked, approved, userMessages, agents, hitsByKind: Object.fromEntries(ordered) };
}

// This plugin in the comparison: the real breaker, through the replay CLI's own replay
// (the same code `dsh-repeat-tool-breaker replay` runs), headless (an ask is declined,
// so it stops the call as a denial does).

import type { ReplayEvent } from '../../cli/input/events.js';
import { replay } from '../../cli/replay/replay.js';
import type { Verdict } from './steps.js';

/** One verdict per call of `events`, with the default config. */
export async function breaker(events: readonly ReplayEvent[]): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const row of await replay(events, { config: {}, approve: false })) {
    if (row.kind === 'call') verdicts.push(row.decision === 'allowed' ? 'run' : 'stop');
  }
  return verdicts;
}

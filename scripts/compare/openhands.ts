// OpenHands' StuckDetector, written from its description (no code copied):
// All-Hands-AI/OpenHands, openhands/controller/stuck.py. Before each step the agent
// controller asks whether the history since the last human message is stuck, and stops
// the agent if it is. The checks that tool calls can trip:
//   1. the last 4 actions are equal and so are their 4 observations;
//   2. the last 3 actions are equal and their 3 observations are all errors;
//   4. over the last 6 actions and observations, every other one is equal
//      (A, B, A, B, A, B — with A = B too), actions and observations alike.
// Equality is the events' own (tool and arguments; for a read or an edit, the answer);
// a shell command's observation is compared by its command and exit code only, not by
// its output. An error observation is a tool's failure (a non-zero exit code is a command
// output, not an error). Left out: the monologue (3), context-window (5) and
// empty-response (6) checks, which read the model's text messages and the host's
// condensation events that no trajectory here holds, and the IPython syntax-error variant
// of 2. After a stop the operator's next message starts the history over (its
// interactive mode reads only what follows the last human message).

import { canonicalJson } from '../../lib/call/canonical.js';
import type { CallStep, Step, Verdict } from './steps.js';

/** The tools whose answer OpenHands records as a command's output (CmdOutputObservation). */
const SHELL_TOOLS = new Set(['bash', 'pwsh', 'shell', 'execute_bash']);

interface Event {
  readonly action: string;
  /** What the observation is compared by. */
  readonly observation: string;
  readonly error: boolean;
}

export function openHands(steps: readonly Step[]): Verdict[] {
  const verdicts: Verdict[] = [];
  let history: Event[] = [];
  for (const step of steps) {
    if (step.kind === 'user') {
      history = [];
      continue;
    }
    if (isStuck(history)) {
      verdicts.push('stop');
      history = [];
      continue;
    }
    verdicts.push('run');
    history.push(eventOf(step));
  }
  return verdicts;
}

function eventOf(step: CallStep): Event {
  // Key order does not count: the events compare their arguments as dicts.
  const action = canonicalJson({ tool: step.tool, arguments: step.arguments });
  if (SHELL_TOOLS.has(step.tool)) {
    return { action, observation: JSON.stringify([action, step.isError]), error: false };
  }
  return { action, observation: JSON.stringify([step.result, step.isError]), error: step.isError };
}

/** The detector's checks over `history`, newest last. */
function isStuck(history: readonly Event[]): boolean {
  const last = history.slice(-6).reverse();
  const same = (from: number, count: number, key: (event: Event) => string, step = 1): boolean => {
    const picked = Array.from({ length: count }, (_, i) => last[from + i * step]);
    if (picked.some((event) => event === undefined)) return false;
    return picked.every((event) => key(event!) === key(picked[0]!));
  };
  const action = (event: Event): string => event.action;
  const observation = (event: Event): string => event.observation;
  if (same(0, 4, action) && same(0, 4, observation)) return true;
  if (same(0, 3, action) && last.slice(0, 3).every((event) => event.error)) return true;
  return (
    same(0, 3, action, 2) && same(1, 3, action, 2) && same(0, 3, observation, 2) && same(1, 3, observation, 2)
  );
}

// Roo Code's ToolRepetitionDetector, written from its description (no code copied):
// RooCodeInc/Roo-Code, src/core/tools/ToolRepetitionDetector.ts, constructed by the task
// with its consecutive-mistake limit (default 3). Each call is keyed by its tool name and
// its parameters with their keys sorted; the same key as the previous call adds one to a
// counter that a different call sets back to 0, so the 4th identical call in a row reaches
// the limit: it does not run, and the user is asked how to go on. Reaching the limit
// clears the counter and the remembered call, so counting starts over. Browser scroll
// actions (`browser_action` with `scroll_down`/`scroll_up`) are never counted. Human
// messages do not reset it.

import type { Step, Verdict } from './steps.js';

const ROO_CODE_LIMIT = 3;

export function rooCode(steps: readonly Step[]): Verdict[] {
  const verdicts: Verdict[] = [];
  let previous: string | null = null;
  let count = 0;
  for (const step of steps) {
    if (step.kind === 'user') continue;
    if (isBrowserScroll(step.tool, step.arguments)) {
      verdicts.push('run');
      continue;
    }
    const key = JSON.stringify({ name: step.tool, parameters: sortedTopLevel(step.arguments) });
    if (key === previous) count += 1;
    else {
      count = 0;
      previous = key;
    }
    if (count >= ROO_CODE_LIMIT) {
      count = 0;
      previous = null;
      verdicts.push('stop');
    } else {
      verdicts.push('run');
    }
  }
  return verdicts;
}

function isBrowserScroll(tool: string, args: unknown): boolean {
  if (tool !== 'browser_action' || args === null || typeof args !== 'object') return false;
  const action = (args as Record<string, unknown>)['action'];
  return action === 'scroll_down' || action === 'scroll_up';
}

function sortedTopLevel(args: unknown): unknown {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return args;
  const record = args as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
}

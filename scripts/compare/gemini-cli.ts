// Gemini CLI's tool-call loop check, written from its description (no code copied):
// google-gemini/gemini-cli, packages/core/src/services/loopDetectionService.ts
// (TOOL_CALL_LOOP_THRESHOLD = 5). Each tool call request is keyed by its name and its
// arguments as JSON (key order as the model wrote them); the same key as the previous
// request adds one to a run, any other key starts a run of 1; at 5 in a row the request
// is a loop and the turn is halted before the call runs. The run starts over with each
// new prompt. Its other checks — repeated chunks of streamed text and a model asked
// every few turns after the 30th whether the session loops — read the model's own text
// and a second model, which no trajectory here holds; they are left out.
// After a halt the operator's next prompt starts the run over (that is what it resets on).

import type { Step, Verdict } from './steps.js';

const GEMINI_CLI_THRESHOLD = 5;

export function geminiCli(steps: readonly Step[]): Verdict[] {
  const verdicts: Verdict[] = [];
  let last: string | undefined;
  let run = 0;
  for (const step of steps) {
    if (step.kind === 'user') {
      last = undefined;
      run = 0;
      continue;
    }
    const key = `${step.tool}:${JSON.stringify(step.arguments) ?? ''}`;
    run = key === last ? run + 1 : 1;
    last = key;
    if (run >= GEMINI_CLI_THRESHOLD) {
      verdicts.push('stop');
      last = undefined; // the halted turn ends; the operator's next prompt starts over
      run = 0;
    } else {
      verdicts.push('run');
    }
  }
  return verdicts;
}

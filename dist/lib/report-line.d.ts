import type { BreakerConfig } from './config.js';
import type { Decision } from './decision.js';
/** Whether the operator gets a line for `decision`: in observe mode every decision that
 *  was not enforced; under `report: 'denials'` every call the breaker stopped (a denial,
 *  or an ask — about a local address, or under `mode: 'ask'` — that was declined or had
 *  nobody to answer it). */
export declare function isReported(decision: Decision, config: Pick<BreakerConfig, 'report'>): boolean;
/**
 * One line, without the newline:
 * `repeat-tool-breaker: observe mode, would deny bash (it ran), agent "s-1", call "r3-call0": exact:bash:{"command":"ls"} 5/5; cmd:ls:ls 5/5 · rule window (limits.exact, limits.cmd) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=["cmd:ls:ls"]'`.
 * Hits are separated by `; ` and quoted up to `previewChars` like the denial's `Hits:` block
 * (a poll's or a wait's count in seconds, `1800/1800 s`);
 * the tool name, the agent id and the call id are cut there too (all three come from outside).
 * The let-through command is whole: it is there to be run.
 * @param callId The model's tool-call id (`exec.callId`), when the host gave one.
 * @param exempt The config's `exempt` patterns, which the let-through command keeps.
 */
export declare function reportLine(decision: Decision, callId: unknown, previewChars: number, exempt?: readonly string[]): string;

import type { CallPrint } from '../call/fingerprint.js';
import type { AgentState } from '../window.js';
import type { Rule } from './rule.js';
/** The one fingerprint of every no-op. */
export declare const NOOP_ID = "noop:";
/** How a tool the host could not find is kept among the missing programs (no command
 *  word holds a NUL). */
export declare const missingToolKey: (tool: string) => string;
/** Whether the call does nothing, as far as the guard can tell before it runs: it does
 *  nothing by its words, or runs a program (or calls a tool) found missing in this episode. */
export declare function isNoop(state: AgentState, print: CallPrint): boolean;
export declare const noopRule: Rule;

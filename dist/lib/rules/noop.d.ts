import type { CallPrint } from '../call/fingerprint.js';
import type { AgentState } from '../window.js';
import type { Rule } from './rule.js';
/** The one fingerprint of every no-op. */
export declare const NOOP_ID = "noop:";
/** Whether the call does nothing, as far as the guard can tell before it runs. */
export declare function isNoop(state: AgentState, print: CallPrint): boolean;
export declare const noopRule: Rule;

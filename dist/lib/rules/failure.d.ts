import type { Rule } from './rule.js';
/** The prefix of the one fingerprint of a tool's failures. */
export declare const FAILURE_PREFIX = "failure:";
export declare const failureRule: Rule;

import type { Rule } from './rule.js';
/** The kinds D15 compares results on. */
export declare const SAME_RESULT_KINDS: ReadonlySet<string>;
export declare const sameResultRule: Rule;

import type { Rule } from './rule.js';
export declare const changedNothingRule: Rule;

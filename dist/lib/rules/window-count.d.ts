import type { Rule } from './rule.js';
export declare const windowRule: Rule;

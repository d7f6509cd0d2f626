import type { Rule } from './rule.js';
export declare const waitRule: Rule;

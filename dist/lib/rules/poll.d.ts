import type { Rule } from './rule.js';
export declare const pollRule: Rule;

import type { Rule } from './rule.js';
export declare const CALL_RULES: readonly Rule[];
export declare const FINGERPRINT_RULES: readonly Rule[];
export { forgiveness } from './forgiveness.js';

import type { Forgiven } from '../decision.js';
import type { Subject } from './rule.js';
/** The forgiven record of the subject's fingerprint, or undefined when `unchanged` did not count it. */
export declare function forgiveness(s: Subject): Forgiven | undefined;

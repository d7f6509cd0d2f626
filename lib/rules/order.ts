// The rules in the order the breaker applies them (docs/how-it-decides.md has the table).
// Call rules run first, once per call; a rule that claims the call (a poll, a call that
// only waits) ends the decision there. Then, for each capped fingerprint of the call, the
// fingerprint rules run until one hits it; a fingerprint no rule hit may be forgiven.
// `same-result` comes before `unchanged`: a check denied on its same answer and tried again
// is still the same would-be run (a denied attempt never ran), so its later denials name
// the same rule and count (3/3) instead of a count that grows with the attempts (issue 35).

import { changedNothingRule } from './changed-nothing.js';
import { failureRule } from './failure.js';
import { noopRule } from './noop.js';
import { pollRule } from './poll.js';
import type { Rule } from './rule.js';
import { sameResultRule } from './same-result.js';
import { unchangedRule } from './unchanged.js';
import { waitRule } from './wait.js';
import { windowRule } from './window-count.js';

export const CALL_RULES: readonly Rule[] = [noopRule, failureRule, waitRule, pollRule];

export const FINGERPRINT_RULES: readonly Rule[] = [windowRule, sameResultRule, unchangedRule, changedNothingRule];

export { forgiveness } from './forgiveness.js';

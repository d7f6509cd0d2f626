// D15: a check whose last `sameResult - 1` settled runs all lie in the current episode and
// returned one answer is denied on its next run: with nothing changed it can only return
// what the agent already has. D33: those runs are looked for among the agent's last
// `2 × window` calls, not only in the window, so a cycle of up to `window` checks is
// stopped on its third lap (lib/window.ts keeps the answered runs that left the window). On the precise kinds only (a capped `verb:` or `site:` is
// too broad to say "the same call"). Of a product write (D23), `sink:` and `net:` name
// where it writes and what it reads, not the action: different fetches into one file, or
// one page saved under two names, are judged by the caps, not by their answers.

import type { Rule } from './rule.js';

/** The kinds D15 compares results on. */
export const SAME_RESULT_KINDS: ReadonlySet<string> = new Set(['exact', 'cmd', 'net', 'sink']);

export const sameResultRule: Rule = {
  name: 'same-result',
  scope: 'fingerprint',
  hit(s) {
    const { sameResult } = s.config;
    if (!s.check || sameResult === null) return undefined;
    const { fingerprint, state } = s;
    const runs = sameResult - 1;
    if (!SAME_RESULT_KINDS.has(fingerprint.kind) || (s.count < runs && state.window.reach(fingerprint.id) < runs)) return undefined;
    if (s.print.product && (fingerprint.kind === 'sink' || fingerprint.kind === 'net')) return undefined;
    if (!state.window.sameAnswer(fingerprint.id, runs, state.episode, s.since())) return undefined;
    return { fingerprint, next: sameResult, cap: sameResult, counted: 'same-result' };
  },
};

// "It stopped a legitimate call": from a stop's hits, the rule that stopped it, the config
// key of that rule, and the `config` assignments that let this one call through. Every
// place an operator sees a stop (the replay's table and `--messages`, the `report:
// denials` line, the approval card) renders from this one decision, so they all name the
// same setting. Decided as data (`letThrough`), rendered last (`letThroughCommand`).
//
// The narrowest way through is `exempt` with the call's own fingerprint: the call is then
// never counted or stopped, whatever the rule. A stop with no fingerprint of the call to
// name (D20's `noop:`), or only fingerprints too long to match (they are counted by digest),
// is let through by the key of each rule that stopped it instead.
import { CEILINGS } from './config.js';
import { MAX_ID_CHARS } from './call/fingerprint.js';
import { EXEMPT_KINDS } from './limit-keys.js';
export const RULE_SETTINGS = Object.freeze({
    window: { key: 'limits.<kind>', loosened: 'null' },
    unchanged: { key: 'limits.<kind>', loosened: 'null' },
    'same-result': { key: 'sameResult', loosened: 'null' },
    poll: { key: 'pollBudget', loosened: 'longer' },
    wait: { key: 'pollBudget', loosened: 'longer' },
    noop: { key: 'limits.noop', loosened: 'null' },
    // D34: the assignment names the one tool (`limits.failure:<tool>`), not every tool.
    failure: { key: 'limits.failure', loosened: 'null' },
});
/** The order in which a hit's fingerprint is preferred as the call's exemption: the
 *  narrowest first (`cmd:` is the command as the breaker reads it, `exact:` the call). */
const EXEMPT_PREFERENCE = ['cmd', 'exact', 'net', 'sink', 'site', 'verb', 'family'];
/** The whole fingerprint text when `exempt` can match it: kept whole, not as a digest. */
function wholeText(hit) {
    const { id, kind, length } = hit.fingerprint;
    return EXEMPT_KINDS.includes(kind) && length <= MAX_ID_CHARS && id.length === length ? id : undefined;
}
function ruleKey(hit) {
    const setting = RULE_SETTINGS[hit.counted];
    if (setting === undefined)
        return 'limits.<kind>'.replace('<kind>', hit.fingerprint.kind);
    return setting.key.replace('<kind>', hit.fingerprint.kind);
}
const assignment = (key, value) => ({ key, value, text: `${key}=${JSON.stringify(value)}` });
/** A budget long enough for the call that waited `next` seconds against `cap`. */
function longerBudget(hit) {
    return Math.min(CEILINGS.seconds, Math.max(2 * hit.cap, Math.ceil(hit.next) + 1));
}
/**
 * How to let through the call that `hits` stopped; undefined when nothing stopped it.
 * @param exempt The `exempt` patterns of the config it was decided under: the new pattern
 *   is added to them, so the assignment keeps what the config already exempts.
 */
export function letThrough(hits, exempt = []) {
    if (hits.length === 0)
        return undefined;
    const rules = [];
    for (const hit of hits) {
        const key = ruleKey(hit);
        if (!rules.some((known) => known.rule === hit.counted && known.key === key))
            rules.push({ rule: hit.counted, key });
    }
    let pattern;
    for (const kind of EXEMPT_PREFERENCE) {
        for (const hit of hits) {
            if (pattern === undefined && hit.fingerprint.kind === kind)
                pattern = wholeText(hit);
        }
    }
    if (pattern !== undefined) {
        const patterns = exempt.includes(pattern) ? [...exempt] : [...exempt, pattern];
        return { rules, assignments: [assignment('exempt', patterns)] };
    }
    const assignments = [];
    for (const hit of hits) {
        // D34's cap per tool is its whole fingerprint: the tool that failed, and no other.
        const key = hit.counted === 'failure' ? `limits.${hit.fingerprint.id}` : ruleKey(hit);
        if (assignments.some((known) => known.key === key))
            continue;
        const loosened = RULE_SETTINGS[hit.counted]?.loosened ?? 'null';
        assignments.push(assignment(key, loosened === 'longer' ? longerBudget(hit) : null));
    }
    return { rules, assignments };
}
/** `text` as one word of a POSIX shell: as it is when it needs no quoting, else in single quotes. */
export function shellWord(text) {
    if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(text))
        return text;
    return `'${text.replace(/'/g, `'\\''`)}'`;
}
/** The command that writes the assignments into a profile's patch file:
 *  `dsh-repeat-tool-breaker config <patch file> 'exempt=["cmd:tail:tail -n 1 deploy.log"]'`.
 *  @param patchFile The patch file's path when it is known (shell-quoted here), else the placeholder. */
export function letThroughCommand(through, patchFile) {
    const file = patchFile === undefined ? '<patch file>' : shellWord(patchFile);
    return ['dsh-repeat-tool-breaker config', file, ...through.assignments.map((a) => shellWord(a.text))].join(' ');
}
/** The rules and their keys as one phrase: `same-result (sameResult)`, `unchanged (limits.exact, limits.cmd)`. */
export function rulesText(through) {
    const byRule = new Map();
    for (const { rule, key } of through.rules)
        byRule.set(rule, [...(byRule.get(rule) ?? []), key]);
    return [...byRule].map(([rule, keys]) => `${rule} (${keys.join(', ')})`).join(', ');
}

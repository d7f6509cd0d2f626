// Everything the model or the operator reads: the denial, the ask reason, the
// local-address notes, and the previous result quoted back.
import { SECONDS_RULES } from './decision.js';
import { letThrough, letThroughCommand, rulesText } from './let-through.js';
import { ownCopy } from './strings.js';
const ELLIPSIS = '…';
/** Head-truncates to `max` characters, saying how much was left out. */
export function truncate(text, max, totalLength = text.length) {
    if (totalLength <= max)
        return text;
    return `${text.slice(0, max)}${ELLIPSIS} (+${totalLength - max} more chars)`;
}
/** Seconds as a person reads them: whole seconds from ten on, else to the millisecond
 *  (`2.5`, `0.001`); never a float's tail (`1800.4000000000779`). */
export function seconds(value) {
    return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 1000) / 1000);
}
/** A hit's count as every output shows it: `5/5`, and for a poll or a wait, whose counts
 *  are seconds, `1800/1800 s`. */
export function countText(next, cap, counted) {
    return SECONDS_RULES.has(counted) ? `${seconds(next)}/${seconds(cap)} s` : `${next}/${cap}`;
}
/** `- <fingerprint> <next>/<cap>`. */
function hitLine({ fingerprint, next, cap, counted }, previewChars) {
    return `- ${truncate(fingerprint.head, previewChars, fingerprint.length)} ${countText(next, cap, counted)}`;
}
/** design §9 D11: tool-call-shaped markup is defused so a quoted result cannot smuggle a call. */
const CALL_MARKUP = /<(?=\/?\s*(?:tool_calls?|tool_response|function(?:_calls?)?|invoke|parameter)\b|function=|[|\uFF5C])/gi;
const CLOSING_SPECIAL = /([|\uFF5C])>/g;
export function neutraliseMarkup(text) {
    return text.replace(CALL_MARKUP, '‹').replace(CLOSING_SPECIAL, '$1›');
}
function fence(text) {
    let longest = 2;
    for (const run of text.match(/`{3,}/g) ?? [])
        longest = Math.max(longest, run.length);
    const bar = '`'.repeat(longest + 1);
    return `${bar}\n${text}\n${bar}`;
}
let lastQuote;
/** The result's text, or its beginning and end around what was left out. */
function quoteBody({ head, tail, omitted }) {
    if (omitted === 0 && tail === '')
        return head === '' ? '(the previous run printed nothing)' : head;
    const gap = `… (${omitted} ${omitted === 1 ? 'character' : 'characters'} left out) …`;
    return [head, gap, tail].filter((part) => part !== '').join('\n');
}
/** The fenced, neutralised previous result. A loop quotes the same stored result on every denial. */
function quoted(result) {
    if (lastQuote === undefined || lastQuote.result !== result) {
        lastQuote = { result, block: fence(neutraliseMarkup(quoteBody(result))) };
    }
    return lastQuote.block;
}
/** "a", "a and b", "a, b and c". */
function listed(phrases) {
    if (phrases.length <= 1)
        return phrases.join('');
    return `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
}
/** At most three of `items`, each shown: the first two and the last when there are more. */
function someOf(items, show = (item) => item) {
    const shown = items.map(show);
    return shown.length <= 3 ? shown : [shown[0], shown[1], '…', shown[shown.length - 1]];
}
/** Dropped flags grouped by name: `--max-time 60` and `--max-time 30` read `--max-time`
 *  (60/30); a flag without a value stands alone (`-sS`). */
function flagPhrases(flags, code) {
    const groups = new Map();
    for (const flag of flags) {
        const space = flag.indexOf(' ');
        const equals = flag.indexOf('=');
        const at = space < 0 ? equals : equals < 0 ? space : Math.min(space, equals);
        const name = at <= 0 ? flag : flag.slice(0, at);
        const values = groups.get(name) ?? [];
        if (at > 0)
            values.push(flag.slice(at + 1));
        groups.set(name, values);
    }
    const phrases = [...groups].map(([name, values]) => (values.length === 0 ? code(name) : `${code(name)} (${someOf(values).join('/')})`));
    return phrases.length <= 3 ? phrases : [...phrases.slice(0, 3), 'other flags'];
}
/** The end of `spelling` after the part up to a `/` it shares with one of `before`
 *  (`…/CHANGELOG.md?utm_source=x`), when that part holds a host; else all of it. */
function spellingEnd(spelling, before) {
    let cut = -1;
    for (const earlier of before) {
        let common = 0;
        while (common < earlier.length && earlier[common] === spelling[common])
            common++;
        cut = Math.max(cut, spelling.lastIndexOf('/', common - 1));
    }
    return cut >= 'https://x/'.length - 1 ? `…${spelling.slice(cut)}` : spelling;
}
/** Spellings of one URL, each after the first shortened to what is new in it. */
function urlPhrases(spellings, code) {
    return someOf(spellings.map((spelling, i) => (i === 0 ? spelling : spellingEnd(spelling, spellings.slice(0, i)))), code);
}
/** §8.1 item 3: the cosmetic differences between this call and the runs it repeats, named;
 *  '' when there are none (a plain repeat). Decoy values are the model's words: markup in
 *  them is defused (D11). */
function cosmeticText({ decoys, flags, urls }, previewChars) {
    const code = (text) => `\`${truncate(text, previewChars)}\``;
    const parts = decoys.map(({ key, values }) => 
    // A value given in some runs only: the others left the argument out.
    `${code(key)} (${values.length > 1 ? someOf(values).join('/') : `${values[0] ?? ''}, or left out`})`);
    parts.push(...flagPhrases(flags, code));
    for (const spellings of urls)
        parts.push(`the URL's spelling (${urlPhrases(spellings, code).join(', ')})`);
    if (parts.length === 0)
        return '';
    return neutraliseMarkup(`Cosmetic changes do not make it a new action: the runs differ in ${listed(parts)}.`);
}
/** design §9 D13: said when a check is stopped because its result has not moved. */
const UNCHANGED = 'Nothing has changed since the earlier runs: no new edit, install or other change in between ' +
    'altered what this call returns, so running it again would only repeat the same result.';
/** D27: what ran between the repeated runs that could have changed something — code the
 *  breaker cannot read, work handed to another agent — answered as it did before: the
 *  breaker does not know that nothing changed, only that nothing says so. */
const NOTHING_SEEN = 'what ran in between that could have changed something (code the breaker cannot read, or work handed to ' +
    'another agent) answered as it did before';
const UNCHANGED_UNSEEN = `Nothing the breaker can see has changed since the earlier runs: no new edit, install or other change, and ${NOTHING_SEEN}, ` +
    'so running it again would most likely repeat the same result.';
/** The denial's paragraph on a local-only block: whole sentences on one line, so it reads
 *  the same whether a client keeps the denial's line breaks or collapses them. */
export function localNoteText(note) {
    if (note.kind === 'refused') {
        return ('This call goes to a LOCAL address (localhost / private network). This agent was NOT exempted from ' +
            'local-address repeats this turn (the operator declined, or there is no approval channel), so local ' +
            'calls stay blocked until the next human message.');
    }
    return (`This call goes to a LOCAL address (localhost / private network) and is blocked because the breaker runs ` +
        `with \`localHosts: ${note.policy}\`. An operator can set \`localHosts: ask\` (approve once per turn) or ` +
        '`localHosts: allow` (never count local traffic) in the repeat-tool-breaker config.');
}
/** design §9.2 D15: the same answer twice with nothing changed in between. */
function sameResultText(runs, unseen) {
    if (unseen) {
        return (`The last ${runs} runs of this call returned the same result, and nothing the breaker can see has changed since: ` +
            `no new edit, install or other change, and ${NOTHING_SEEN}. Running it again would most likely return that result again.`);
    }
    return (`The last ${runs} runs of this call returned the same result and nothing has changed since ` +
        '(no new edit, install or other change in between), so running it again can only return that result again.');
}
/** D15: what to do instead, with the way to wait when the agent is waiting for something. */
function sameResultAdvice(pollSleep) {
    // The setting to the millisecond the clock counts (never rounded down below it).
    const least = pollSleep === null ? '' : String(Math.max(1, Math.round(pollSleep * 1000)) / 1000);
    const wait = pollSleep === null
        ? ''
        : 'if you are waiting for something outside (a build, a server, a job), wait at least ' +
            `${least} seconds before checking again: \`sleep ${least} && <command>\` in one call, ` +
            "or the tool's own wait option (such as `wait: true`). ";
    const otherwise = 'use the result you already have, change something first, or tell the user what you found.';
    return wait === '' ? otherwise : `${wait}Otherwise ${otherwise}`;
}
/** D16: a poll that has waited its budget for an answer that does not come. */
function pollText(waited) {
    return (`This call has waited ${seconds(waited)} seconds (declared waits) for an answer, and every check in that time ` +
        'returned the same result. Stop polling: tell the user what you are waiting for and that it has not changed, ' +
        'or find out why nothing changes (is the job still running, stuck, or waiting for input?).');
}
/** D16: a call that only waits, after the budget of nothing but waiting (each such call
 *  counted as at least a second, lib/window.ts). */
function waitText(waited) {
    return (`This agent has done nothing but wait for ${seconds(waited)} seconds in a row ` +
        '(declared waits, each call counted as at least one second). Stop waiting blindly: ' +
        'check what you are waiting for, or tell the user what you are waiting for and why.');
}
/** D20: why the call can do nothing. */
function noopText({ next, missing, missingTool }, previewChars) {
    if (missingTool !== undefined) {
        return (`This call can do nothing: the tool \`${truncate(missingTool, previewChars)}\` does not exist here or cannot start (the host ` +
            'could not find it, or it could not start its program, earlier in this episode), so it fails the same way whatever its arguments.');
    }
    if (missing !== undefined) {
        return (`This call can do nothing: the program \`${truncate(missing, previewChars)}\` does not exist here (the shell could not ` +
            'find it earlier in this episode), so it fails the same way whatever its arguments.');
    }
    return ('This call can do nothing: it runs no program that could change anything or tell you something new (an empty ' +
        `command, \`true\`, \`:\`, or \`echo\`/\`printf\` of fixed words), and it is the ${ordinal(next)} such call in a row.`);
}
/** D20: what to do instead of a call that can do nothing. */
function noopAdvice({ missing, missingTool }) {
    if (missingTool !== undefined)
        return 'Instead: use one of the tools you were given, or answer the user with what you already know.';
    return missing !== undefined
        ? 'Instead: install the program first, or use another program or tool that exists here.'
        : 'Instead: take a step that can change something or tell you something new (read, edit, run a test), or answer the user with what you already know.';
}
/** D34: a tool that failed the same way on its last runs. */
function failureText({ next, varied }, tool, previewChars) {
    const arguments_ = varied === true ? ', with different arguments,' : '';
    return (`The tool \`${truncate(tool, previewChars)}\` failed with the same error on its last ${next} runs${arguments_} with no ` +
        'success of it in between and no change since: another argument cannot fix what the error names.');
}
const FAILURE_ADVICE = 'Instead: fix the cause the error names (a key, a login, a permission, a service that is down), use another tool, ' +
    'or tell the user what blocks you.';
/** D18: a change that changed nothing, the same way, twice. */
function changedNothingText({ cap, retried }, unseen) {
    const runs = cap - 1;
    if (unseen) {
        const what = retried === 'failed' ? `failed the same way on its last ${runs} runs` : `was already made: its last ${runs} runs redid it with the same result`;
        return `This change ${what}, and nothing the breaker can see has changed since: ${NOTHING_SEEN}. Running it again would most likely do the same.`;
    }
    if (retried === 'failed') {
        return (`This change failed the same way on its last ${runs} runs, and nothing has changed since (no new edit, install ` +
            'or other change in between, and nothing checked since came back different), so running it again can only fail again.');
    }
    return (`This change was already made: its last ${runs} runs redid it with the same result, and nothing has changed since, ` +
        'so running it again changes nothing.');
}
function changedNothingAdvice({ retried }) {
    return retried === 'failed'
        ? 'Instead: read the error it returned and change the call, or what it depends on, first (re-read the file, fix the arguments), or tell the user what blocks you.'
        : 'Instead: take the next step (run the check that shows its effect), make a different change, or tell the user what you found.';
}
/** design §8.1. Starts with `REPEAT_TOOL_BLOCKED:`; the host adds `Error: `. */
export function denialMessage(input) {
    const { tool, hits, localNote, previous, previewChars, pollSleep = null, cosmetic, mayWait = true, unseen = false } = input;
    const what = tool === '' ? 'This tool call' : `This \`${truncate(tool, previewChars)}\` call`;
    const failure = hits.find((hit) => hit.counted === 'failure');
    // D34 alone: the call repeats no action, its tool keeps failing.
    const why = failure !== undefined && hits.every((hit) => hit.counted === 'failure') ? 'its tool keeps failing the same way' : 'it repeats an action this agent already took in its recent calls';
    const lines = [
        `REPEAT_TOOL_BLOCKED: ${what} was stopped before it executed: ${why}.`,
        'Hits:',
        ...hits.map((hit) => hitLine(hit, previewChars)),
    ];
    const differences = cosmetic === undefined ? '' : cosmeticText(cosmetic, previewChars);
    if (differences !== '')
        lines.push(differences);
    const poll = hits.find((hit) => hit.counted === 'poll');
    const wait = hits.find((hit) => hit.counted === 'wait');
    const noop = hits.find((hit) => hit.counted === 'noop');
    const retried = hits.find((hit) => hit.retried !== undefined);
    const same = hits.find((hit) => hit.counted === 'same-result' && hit.retried === undefined);
    if (noop !== undefined)
        lines.push(noopText(noop, previewChars));
    if (failure !== undefined)
        lines.push(failureText(failure, tool, previewChars));
    if (poll !== undefined)
        lines.push(pollText(poll.next));
    else if (wait !== undefined)
        lines.push(waitText(wait.next));
    else if (retried !== undefined)
        lines.push(changedNothingText(retried, unseen));
    else if (same !== undefined)
        lines.push(sameResultText(same.cap - 1, unseen));
    if (hits.some((hit) => hit.counted === 'unchanged'))
        lines.push(unseen ? UNCHANGED_UNSEEN : UNCHANGED);
    if (localNote !== null)
        lines.push(localNoteText(localNote));
    // Only this action's own latest result is quoted (D9, issue 29), a failure as a failure;
    // a call that can do nothing has its own answer in the history.
    const onlyNoops = noop !== undefined && hits.every((hit) => hit.counted === 'noop');
    if (previous === undefined || onlyNoops) {
        lines.push('The previous result of this action is already in the conversation history above.');
    }
    else {
        const label = poll !== undefined ? 'The answer it keeps getting:' : failure !== undefined ? 'The error it keeps returning:' : previous.isError === true ? 'Previous result (the run failed):' : 'Previous result:';
        lines.push(label, quoted(previous));
    }
    if (poll !== undefined || wait !== undefined) {
        lines.push('Instead: use what you already know, or answer the user with it.');
    }
    else if (noop !== undefined) {
        lines.push(noopAdvice(noop));
    }
    else if (failure !== undefined) {
        lines.push(FAILURE_ADVICE);
    }
    else if (retried !== undefined) {
        lines.push(changedNothingAdvice(retried));
    }
    else if (same !== undefined) {
        lines.push(`Instead: ${sameResultAdvice(mayWait ? pollSleep : null)}`);
    }
    else {
        lines.push('Instead: use the result you already have, take a genuinely different action, or answer the user with what you already know.');
    }
    return lines.join('\n');
}
const FINGERPRINT_CHECKS = {
    id: (a, b) => a.id === b.id,
    kind: (a, b) => a.kind === b.kind,
    head: (a, b) => a.head === b.head,
    length: (a, b) => a.length === b.length,
    cap: (a, b) => a.cap === b.cap,
};
const HIT_CHECKS = {
    fingerprint: (a, b) => a.fingerprint === b.fingerprint || agree(FINGERPRINTS, a.fingerprint, b.fingerprint),
    next: (a, b) => a.next === b.next,
    cap: (a, b) => a.cap === b.cap,
    counted: (a, b) => a.counted === b.counted,
    retried: (a, b) => a.retried === b.retried,
    missing: (a, b) => a.missing === b.missing,
    missingTool: (a, b) => a.missingTool === b.missingTool,
    varied: (a, b) => a.varied === b.varied,
};
const DENIAL_CHECKS = {
    tool: (a, b) => a.tool === b.tool,
    hits: (a, b) => a.hits.length === b.hits.length && a.hits.every((hit, i) => agree(HITS, hit, b.hits[i])),
    localNote: (a, b) => a.localNote === b.localNote || (a.localNote !== null && b.localNote !== null && a.localNote.kind === b.localNote.kind && policyOf(a.localNote) === policyOf(b.localNote)),
    // A result, and the differences of a call with its runs, are the same only as themselves.
    previous: (a, b) => a.previous === b.previous,
    cosmetic: (a, b) => a.cosmetic === b.cosmetic,
    previewChars: (a, b) => a.previewChars === b.previewChars,
    pollSleep: (a, b) => a.pollSleep === b.pollSleep,
    mayWait: (a, b) => a.mayWait === b.mayWait,
    unseen: (a, b) => a.unseen === b.unseen,
};
const FINGERPRINTS = Object.values(FINGERPRINT_CHECKS);
const HITS = Object.values(HIT_CHECKS);
const DENIALS = Object.values(DENIAL_CHECKS);
const policyOf = (note) => (note.kind === 'policy' ? note.policy : undefined);
function agree(checks, a, b) {
    for (let i = 0; i < checks.length; i++)
        if (!checks[i](a, b))
            return false;
    return true;
}
/** Whether denialMessage() says the same for `a` as for `b`: they agree on every field it
 *  reads (a loop's denials are, and its text need not be rendered again). */
export function sameDenial(a, b) {
    return agree(DENIALS, a, b);
}
/** 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, …, 21st. */
function ordinal(n) {
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
}
/** One hit as a phrase of the ask's sentence: the 5th call matching `net:…` (limit 5). */
function askHitPhrase({ fingerprint, next, cap }, previewChars) {
    return `the ${ordinal(next)} call matching \`${truncate(fingerprint.head, previewChars, fingerprint.length)}\` (limit ${cap})`;
}
/** An approval card's sentence on the rule of `hits`, its key, and the `config` command that
 *  lets such calls through from now on (lib/let-through.ts); '' when nothing would stop the call. */
function letThroughSentence(hits, exempt) {
    const through = letThrough(hits, exempt);
    if (through === undefined)
        return '';
    const rules = new Set(through.rules.map(({ rule }) => rule)).size;
    return `Its ${rules === 1 ? 'rule' : 'rules'}: ${rulesText(through)}. To let such calls through from now on, run \`${letThroughCommand(through)}\`.`;
}
/**
 * design §8.2: the question put to the operator for a local-only block. The web UI shows
 * it in its approval card with the line breaks collapsed, so every line is a whole
 * sentence and the hits are named inside one (no `Hits:` list, unlike the denial).
 * @param exempt The config's `exempt` patterns, which the let-through command keeps.
 */
export function askReason(tool, hits, previewChars, exempt = []) {
    return [
        `repeat-tool-breaker: this \`${truncate(tool, previewChars)}\` call to a LOCAL address (localhost / private network) is about to be blocked as a repeat.`,
        `It would be ${listed(hits.map((hit) => askHitPhrase(hit, previewChars)))} in this agent's recent calls.`,
        "If you allow it, this agent's local-address repeats are let through for the REST OF THIS TURN; byte-identical repeats stay blocked.",
        'If you reject it, they stay blocked until your next message.',
        letThroughSentence(hits, exempt),
    ]
        .filter((line) => line !== '')
        .join('\n');
}
/** Hits that one phrase of `mode: ask`'s question names together: the same rule, count and cap. */
function sameCount(a, b) {
    return (a.counted === b.counted &&
        a.next === b.next &&
        a.cap === b.cap &&
        a.retried === b.retried &&
        a.missing === b.missing &&
        a.missingTool === b.missingTool &&
        a.varied === b.varied);
}
/** One group of hits (sameCount) as a phrase of `mode: ask`'s question, naming the rule
 *  that counted them (§9): the 3rd run of `exact:…` and `cmd:…`, whose last 2 runs … */
function questionPhrase(group, tool, previewChars) {
    const { next, cap, counted, retried, missing, missingTool, varied } = group[0];
    const prints = listed(group.map(({ fingerprint }) => `\`${truncate(fingerprint.head, previewChars, fingerprint.length)}\``));
    switch (counted) {
        case 'window':
            return `the ${ordinal(next)} call matching ${prints} in this agent's recent calls (rule \`window\`, limit ${cap})`;
        case 'unchanged':
            return `the ${ordinal(next)} run of ${prints} since its result last changed (rule \`unchanged\`, limit ${cap})`;
        case 'same-result': {
            const runs = `${cap - 1} ${cap - 1 === 1 ? 'run' : 'runs'}`;
            if (retried === 'failed')
                return `another run of the change ${prints}, whose last ${runs} failed the same way with nothing changed since (rule \`same-result\`, limit ${cap})`;
            if (retried === 'redone')
                return `another run of the change ${prints}, whose last ${runs} redid it with the same result (rule \`same-result\`, limit ${cap})`;
            return `another run of ${prints}, whose last ${runs} returned the same result with nothing changed in between (rule \`same-result\`, limit ${cap})`;
        }
        case 'poll':
            return `a poll of ${prints} that has waited ${seconds(next)} of ${seconds(cap)} seconds for the same answer (rule \`poll\`)`;
        case 'wait':
            return `a call that only waits, after ${seconds(next)} of ${seconds(cap)} seconds of nothing but waiting (rule \`wait\`)`;
        case 'noop': {
            const gone = missingTool ?? missing;
            const what = gone === undefined ? 'that can do nothing' : `of \`${truncate(gone, previewChars)}\`, which does not exist here`;
            return `the ${ordinal(next)} call in a row ${what} (rule \`noop\`, limit ${cap})`;
        }
        case 'failure': {
            const arguments_ = varied === true ? ', with different arguments' : '';
            return `another call of \`${truncate(tool, previewChars)}\`, whose last ${next} runs failed with the same error${arguments_} (${prints}, rule \`failure\`, limit ${cap})`;
        }
        default: {
            // A rule added to HitRule without its words here does not compile.
            const rule = counted;
            return `the ${ordinal(next)} call matching ${prints} (rule \`${String(rule)}\`, limit ${cap})`;
        }
    }
}
/** The hits as the phrases of `mode: ask`'s question, in emission order. */
function questionPhrases(hits, tool, previewChars) {
    const groups = [];
    for (const hit of hits) {
        const group = groups.find((candidate) => sameCount(candidate[0], hit));
        if (group === undefined)
            groups.push([hit]);
        else
            group.push(hit);
    }
    return groups.map((group) => questionPhrase(group, tool, previewChars));
}
/**
 * design §3.6 and §8.2: `mode: ask`'s question about a call the breaker would stop. The web
 * UI shows it in its approval card with the line breaks collapsed, so every line is a whole
 * sentence: the call, each hit with its rule, the result the call would repeat, the rule's
 * key and the `config` command that lets such calls through (lib/let-through.ts), and both
 * answers. The model never reads it; a rejected call gets the denial (denialMessage).
 */
export function stopQuestion({ tool, hits, previous, previewChars, exempt = [] }) {
    const what = tool === '' ? 'this tool call' : `this \`${truncate(tool, previewChars)}\` call`;
    const lines = [
        `repeat-tool-breaker (mode: ask): ${what} is about to be stopped as a repeat.`,
        `It would be ${listed(questionPhrases(hits, tool, previewChars))}.`,
    ];
    const onlyNoops = hits.every((hit) => hit.counted === 'noop');
    if (previous !== undefined && !onlyNoops) {
        // Without the line break most output ends with, which would put the closing mark on a line of its own.
        const body = quoteBody(previous).trimEnd();
        const label = previous.isError === true ? 'Its previous run failed with:' : 'Its previous result:';
        lines.push(previous.omitted === 0 && previous.tail === '' && previous.head === '' ? `${label} ${body}` : `${label} “${body}”`);
    }
    const through = letThroughSentence(hits, exempt);
    if (through !== '')
        lines.push(through);
    lines.push('If you allow it, this one call runs; the next repeat asks again.', 'If you reject it, it is denied and the agent is told why.');
    return lines.join('\n');
}
/** Content blocks read for the quote from each end, like the digest's MAX_BLOCKS: a sparse
 *  array of length 1e8 is not walked slot by slot. */
export const QUOTED_BLOCKS = 4096;
/** Of a result too long to quote whole, the share of `resultPreviewChars` its beginning
 *  gets; its end gets the rest. Test runners, builds and logs say what matters last. */
const HEAD_SHARE = 1 / 3;
function blockText(block) {
    const text = typeof block === 'object' && block !== null ? block.text : undefined;
    return typeof text === 'string' && text !== '' ? text : undefined;
}
/**
 * design §8.3 and §8.1 item 5: the text of `content` (text blocks joined by newlines, empty
 * ones dropped) as a denial quotes it, in at most `max` characters: whole, or its beginning
 * and its end (about a third and two thirds of `max`, cut at line breaks where one is near)
 * with the number of characters left out between. Reads at most QUOTED_BLOCKS blocks from
 * each end, and of those only `max` characters from each end: a huge result is never copied
 * whole, and text in blocks between the first and the last QUOTED_BLOCKS is not counted.
 */
export function resultText(content, max) {
    if (!Array.isArray(content))
        return NOTHING;
    const blocks = content;
    if (blocks.length === 1) {
        // The common case, cut in place.
        const text = blockText(blocks[0]) ?? '';
        return text.length <= max ? { head: ownCopy(text), tail: '', omitted: 0 } : ends(text, text, text.length, max);
    }
    const front = Math.min(blocks.length, QUOTED_BLOCKS);
    // The beginning, and the length of the front blocks.
    let head = '';
    let length = 0;
    for (let i = 0; i < front; i++) {
        const text = blockText(blocks[i]);
        if (text === undefined)
            continue;
        if (length > 0) {
            length++;
            if (head.length < max)
                head += '\n';
        }
        if (head.length < max)
            head += text.slice(0, max - head.length);
        length += text.length;
    }
    // Past the front blocks, up to QUOTED_BLOCKS more at the far end: their length and their
    // end, in one pass back from the last block.
    let back = 0;
    let tail = '';
    for (let i = blocks.length - 1; i >= Math.max(front, blocks.length - QUOTED_BLOCKS); i--) {
        const text = blockText(blocks[i]);
        if (text === undefined)
            continue;
        if (tail.length < max)
            tail = text.slice(Math.max(0, text.length - (max - tail.length))) + (back > 0 ? '\n' : '') + tail;
        back += (back > 0 ? 1 : 0) + text.length;
    }
    const total = length + (length > 0 && back > 0 ? 1 : 0) + back;
    // D12: what is stored per agent must not pin a megabyte result, so every part is copied.
    if (total <= max)
        return { head: ownCopy(head !== '' && tail !== '' ? `${head}\n${tail}` : head + tail), tail: '', omitted: 0 };
    return ends(head, back === 0 ? endOf(blocks, front, max) : tail, total, max);
}
const NOTHING = { head: '', tail: '', omitted: 0 };
/** The quote of a text of `total` characters too long to quote whole, from `start` (its
 *  first characters, at least `max` of them or all) and `end` (its last ones): a third of
 *  `max` from the beginning, the rest from the end, each cut moved back to a line break
 *  that lies in its outer half, so the quote keeps whole lines. */
function ends(start, end, total, max) {
    let headChars = Math.min(Math.floor(max * HEAD_SHARE), start.length);
    const tailChars = Math.min(max - headChars, end.length);
    headChars = Math.min(max - tailChars, start.length);
    let headEnd = headChars;
    const lastBreak = headChars > 0 ? start.lastIndexOf('\n', headChars - 1) : -1;
    if (lastBreak >= headChars / 2)
        headEnd = lastBreak;
    let tailStart = end.length - tailChars;
    const firstBreak = end.indexOf('\n', tailStart);
    if (firstBreak >= 0 && firstBreak - tailStart < tailChars / 2)
        tailStart = firstBreak + 1;
    // One copy of both parts, which each then points into (D12: never into the result).
    const both = ownCopy(start.slice(0, headEnd) + end.slice(tailStart));
    return { head: both.slice(0, headEnd), tail: both.slice(headEnd), omitted: total - both.length };
}
/** The last `max` characters of the text of `blocks[0, to)`, read back from `to`. */
function endOf(blocks, to, max) {
    let tail = '';
    for (let i = to - 1; i >= 0 && tail.length < max; i--) {
        const text = blockText(blocks[i]);
        if (text === undefined)
            continue;
        tail = text.slice(Math.max(0, text.length - (max - tail.length))) + (tail === '' ? '' : '\n') + tail;
    }
    return tail.length > max ? tail.slice(tail.length - max) : tail;
}

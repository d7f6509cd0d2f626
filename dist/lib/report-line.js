// The operator's stderr line about one decision (`report: 'denials'`, and every would-be
// denial of `mode: 'observe'`): which decisions get one, and the line itself, rendered
// from the decision data. A headless run shows the operator nothing else of the
// breaker, so the line names the tool, the agent (DSH's agent id is its session id, the
// name of the session log's folder), the model's call id, and each hit as the denial
// lists it. index.ts writes it.
import { letThrough, letThroughCommand, rulesText } from './let-through.js';
import { countText, truncate } from './messages.js';
/** Whether the operator gets a line for `decision`: in observe mode every decision that
 *  was not enforced; under `report: 'denials'` every call the breaker stopped (a denial,
 *  or an ask — about a local address, or under `mode: 'ask'` — that was declined or had
 *  nobody to answer it). */
export function isReported(decision, config) {
    if (decision.enforced === false)
        return true;
    return config.report === 'denials' && (decision.verdict === 'deny' || decision.verdict === 'declined');
}
/** Controls, line and paragraph separators and bidirectional overrides (a recorded tool
 *  name or command could otherwise break the line or rewrite the operator's terminal). */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** `text` with each unsafe character written as its `\x1b` / `\u2028` escape. */
function escaped(text) {
    return text.replace(UNSAFE, (char) => {
        const code = char.charCodeAt(0);
        return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}
/** The label a live agent carries: DSH's `agent.id` (the session id), or the `name` the
 *  replay gives its agents. Read defensively: the agent is the host's object. */
function agentLabel(agent, max) {
    try {
        for (const key of ['id', 'name']) {
            const value = agent[key];
            if (typeof value === 'string' && value !== '')
                return `agent ${escaped(JSON.stringify(truncate(value, max)))}`;
            if (typeof value === 'number' && Number.isFinite(value))
                return `agent ${value}`;
        }
    }
    catch {
        // a throwing getter: the label is all that is lost
    }
    return 'an agent without an id';
}
/** What the line says happened to the call to `tool`. */
function happened(decision, tool) {
    if (decision.enforced === false) {
        return decision.verdict === 'ask'
            ? `observe mode, would ask about ${tool} (a local address; it ran)`
            : `observe mode, would deny ${tool} (it ran)`;
    }
    if (decision.verdict === 'declined') {
        return decision.askedBy === 'mode'
            ? `denied ${tool} (mode: ask, the question was not approved)`
            : `denied ${tool} (the ask about a local address was not approved)`;
    }
    return `${decision.verdict === 'deny' ? 'denied' : decision.verdict} ${tool}`;
}
function hitText({ fingerprint, next, cap, counted }, previewChars) {
    return `${truncate(fingerprint.head, previewChars, fingerprint.length)} ${countText(next, cap, counted)}`;
}
/** ` · rule same-result (sameResult) · let it through: dsh-repeat-tool-breaker config <patch file> '…'`
 *  (lib/let-through.ts), or '' for a decision without hits. */
function letThroughText(decision, exempt) {
    const through = letThrough(decision.hits, exempt);
    if (through === undefined)
        return '';
    return ` · rule ${escaped(rulesText(through))} · let it through: ${escaped(letThroughCommand(through))}`;
}
/**
 * One line, without the newline:
 * `repeat-tool-breaker: observe mode, would deny bash (it ran), agent "s-1", call "r3-call0": exact:bash:{"command":"ls"} 5/5; cmd:ls:ls 5/5 · rule window (limits.exact, limits.cmd) · let it through: dsh-repeat-tool-breaker config <patch file> 'exempt=["cmd:ls:ls"]'`.
 * Hits are separated by `; ` and quoted up to `previewChars` like the denial's `Hits:` block
 * (a poll's or a wait's count in seconds, `1800/1800 s`);
 * the tool name, the agent id and the call id are cut there too (all three come from outside).
 * The let-through command is whole: it is there to be run.
 * @param callId The model's tool-call id (`exec.callId`), when the host gave one.
 * @param exempt The config's `exempt` patterns, which the let-through command keeps.
 */
export function reportLine(decision, callId, previewChars, exempt = []) {
    const tool = decision.tool === '' ? 'a tool call' : escaped(truncate(decision.tool, previewChars));
    const call = typeof callId === 'string' && callId !== '' ? `, call ${escaped(JSON.stringify(truncate(callId, previewChars)))}` : '';
    const hits = decision.hits.map((hit) => escaped(hitText(hit, previewChars))).join('; ');
    return `repeat-tool-breaker: ${happened(decision, tool)}, ${agentLabel(decision.agent, previewChars)}${call}: ${hits}${letThroughText(decision, exempt)}`;
}

// `--json`: JSON Lines, written as the replay goes. Per file one object per call, then
// that file's summary; after all files one total. The shape only grows by new keys:
//   {"type":"call", "file", "index": 1-based call number in the file, "line": input line,
//    "agent", "tool", "arguments": as the guard saw them,
//    "decision": "allowed"|"denied"|"asked",
//    "approval"?: "allowed-once"|"unavailable" (only when the breaker asked),
//    "hits": [{"fingerprint", "kind", "count", "cap",
//      "counted": "window"|"unchanged"|"same-result"|"poll"|"wait"|"noop"|"failure"}] (poll, wait: count and cap in seconds),
//    "change": counted as a change (D13), "opened": it ran, succeeded and did something new
//      (a new change, a change or a possible change answering anew: D27),
//    "forgiven": [{"fingerprint", "kind", "count", "cap", "inWindow"}] (checks allowed
//      because their result changed, which whole-window counting would have stopped),
//    "letThrough"?: {"rules": [{"rule", "key"}], "assignments": [{"key", "value", "text"}], "command"}
//      (calls that did not run: the rules that stopped it, their keys, and the `config` command that lets it through),
//    "deniedLive": denied when the session was recorded (it never ran: no answer, no effect),
//    "message"?: what the model reads instead of a result (calls that did not run),
//    "askReason"?: the question put to the operator}
//   {"type":"summary", "file", "format": "trajectory"|"dsh-session", "compressed", "approve",
//    "calls", "allowed", "denied", "asked", "approved", "userMessages", "changes", "opened",
//    "reruns", "deniedLive", "agents": [the first 1000 names], "agentCount",
//    "hitsByKind": {"exact": n, …} (hits of the calls that did not run),
//    "hitsByRule": {"same-result": n, …} (the same hits by the rule that counted them),
//    "time"?: when the session ran (ISO 8601), "timeFrom"?: "log" (its header) | "mtime" (the file's),
//    "cwd"?, "host"?: where it ran, when the log says}
//   {"type":"total", "files", "skipped", and the same counts as a summary, without "agents"}
// `--only-denied` drops the allowed calls; summaries and the total count every call.
// Characters a terminal could act on are escaped (JSON.stringify leaves DEL, C1 and the
// bidirectional controls raw); values nested too deep to serialize are cut at MAX_DEPTH.
import { letThroughCommand } from '../../lib/let-through.js';
/** Deeper values are replaced by DEEP_MARK when JSON.stringify cannot cope (its stack overflows). */
export const MAX_DEPTH = 1000;
const DEEP_MARK = `…(nested deeper than ${MAX_DEPTH} levels)`;
const TERMINAL_UNSAFE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const jsonEscape = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** A copy of `value` with everything below `depth` levels replaced by DEEP_MARK. */
function depthCapped(value, depth) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (depth <= 0)
        return DEEP_MARK;
    if (Array.isArray(value))
        return value.map((item) => depthCapped(item, depth - 1));
    // No prototype: a recorded `__proto__` key is a key like any other, not the copy's prototype.
    const copy = Object.create(null);
    for (const [key, item] of Object.entries(value))
        copy[key] = depthCapped(item, depth - 1);
    return copy;
}
/** One JSON line. */
function line(record) {
    let text;
    try {
        text = JSON.stringify(record);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        // Only recorded arguments can nest that deep; everything else is the CLI's own.
        text = JSON.stringify({ ...record, arguments: depthCapped(record['arguments'], MAX_DEPTH) });
    }
    return `${text.replace(TERMINAL_UNSAFE, jsonEscape)}\n`;
}
function callObject(file, row, patchFile) {
    return {
        type: 'call',
        file,
        index: row.index,
        line: row.event.line,
        agent: row.event.agent,
        tool: row.event.tool,
        arguments: row.event.arguments,
        decision: row.decision,
        ...(row.approval === undefined ? {} : { approval: row.approval }),
        hits: row.hits,
        change: row.change,
        opened: row.opened,
        forgiven: row.forgiven,
        ...(row.letThrough === undefined ? {} : { letThrough: { ...row.letThrough, command: letThroughCommand(row.letThrough, patchFile) } }),
        deniedLive: row.deniedLive,
        ...(row.message === undefined ? {} : { message: row.message }),
        ...(row.askReason === undefined ? {} : { askReason: row.askReason }),
    };
}
export class JsonRenderer {
    options;
    constructor(options) {
        this.options = options;
    }
    start() {
        return '';
    }
    /** A call's record ('' for an allowed call under --only-denied; user messages are only counted). */
    row({ file }, row) {
        if (row.kind !== 'call' || (this.options.onlyDenied && row.decision === 'allowed'))
            return '';
        return line(callObject(file, row, this.options.patchFile));
    }
    end({ file, format, compressed, time, cwd, host }, summary) {
        const when = time === undefined ? {} : { time: new Date(time.ms).toISOString(), timeFrom: time.from };
        const where = { ...(cwd === undefined ? {} : { cwd }), ...(host === undefined ? {} : { host }) };
        return line({ type: 'summary', file, format, compressed, approve: this.options.approve, ...summary, ...when, ...where });
    }
    /** Always written, even for one file: scripts look for it. */
    total(total) {
        return line({ type: 'total', ...total });
    }
}

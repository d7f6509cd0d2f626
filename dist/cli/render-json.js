// `--json`: JSON Lines, one object per call, then one summary object. The shape only
// grows by new keys:
//   {"type":"call", "index": 1-based call number, "line": input line, "agent", "tool",
//    "arguments": as the guard saw them, "decision": "allowed"|"denied"|"asked",
//    "approval"?: "allowed-once"|"unavailable" (only when the breaker asked),
//    "hits": [{"fingerprint", "kind", "count", "cap"}],
//    "message"?: what the model reads instead of a result (calls that did not run),
//    "askReason"?: the question put to the operator}
//   {"type":"summary", "file", "format": "trajectory"|"dsh-session", "compressed", "approve",
//    "calls", "allowed", "denied", "asked", "approved", "userMessages", "agents": [names],
//    "hitsByKind": {"exact": n, …} (hits of the calls that did not run)}
// `--only-denied` drops the allowed calls; the summary always counts every call.
function callObject(row) {
    return {
        type: 'call',
        index: row.index,
        line: row.event.line,
        agent: row.event.agent,
        tool: row.event.tool,
        arguments: row.event.arguments,
        decision: row.decision,
        ...(row.approval === undefined ? {} : { approval: row.approval }),
        hits: row.hits,
        ...(row.message === undefined ? {} : { message: row.message }),
        ...(row.askReason === undefined ? {} : { askReason: row.askReason }),
    };
}
export function renderJson(rows, summary, header, onlyDenied) {
    const lines = [];
    for (const row of rows) {
        if (row.kind !== 'call' || (onlyDenied && row.decision === 'allowed'))
            continue;
        lines.push(JSON.stringify(callObject(row)));
    }
    lines.push(JSON.stringify({ type: 'summary', ...header, ...summary }));
    return `${lines.join('\n')}\n`;
}

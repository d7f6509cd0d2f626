// Totals over a replay, shared by the table and the JSON output.
const KIND_ORDER = ['exact', 'cmd', 'net', 'sink', 'site', 'family', 'verb'];
function kindRank(kind) {
    const at = KIND_ORDER.indexOf(kind);
    return at < 0 ? KIND_ORDER.length : at;
}
export function summarize(rows) {
    let calls = 0;
    let allowed = 0;
    let denied = 0;
    let asked = 0;
    let approved = 0;
    let userMessages = 0;
    const agents = [];
    const kinds = new Map();
    for (const row of rows) {
        if (!agents.includes(row.event.agent))
            agents.push(row.event.agent);
        if (row.kind === 'user') {
            userMessages++;
            continue;
        }
        calls++;
        if (row.decision === 'allowed') {
            allowed++;
            if (row.approval === 'allowed-once')
                approved++;
            continue;
        }
        if (row.decision === 'denied')
            denied++;
        else
            asked++;
        for (const hit of row.hits)
            kinds.set(hit.kind, (kinds.get(hit.kind) ?? 0) + 1);
    }
    const ordered = [...kinds].sort(([a], [b]) => kindRank(a) - kindRank(b) || a.localeCompare(b));
    return { calls, allowed, denied, asked, approved, userMessages, agents, hitsByKind: Object.fromEntries(ordered) };
}

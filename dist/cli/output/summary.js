// Totals over a replay, shared by the table and the JSON output: one Summary per file,
// counted row by row as the rows stream past, and one Total over all files.
/** Agent names a summary lists at most (it counts them all), and the characters of each. */
export const MAX_LISTED_AGENTS = 1000;
const MAX_NAME_LISTED = 256;
const KIND_ORDER = ['exact', 'cmd', 'net', 'sink', 'site', 'family', 'verb', 'noop', 'failure'];
const RULE_ORDER = ['window', 'unchanged', 'same-result', 'poll', 'wait', 'noop', 'failure'];
function ordered(kinds, order = KIND_ORDER) {
    const rank = (key) => {
        const at = order.indexOf(key);
        return at < 0 ? order.length : at;
    };
    return Object.fromEntries([...kinds].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)));
}
const orderedKinds = (kinds) => ordered(kinds);
const orderedRules = (rules) => ordered(rules, RULE_ORDER);
const zero = () => ({
    calls: 0,
    allowed: 0,
    denied: 0,
    asked: 0,
    approved: 0,
    userMessages: 0,
    changes: 0,
    opened: 0,
    reruns: 0,
    deniedLive: 0,
});
/** Counts one file's rows as they are decided. */
export class Tally {
    counts = zero();
    agents = new Set();
    agentCount = 0;
    kinds = new Map();
    rules = new Map();
    add(row) {
        const counts = this.counts;
        if (row.newAgent) {
            this.agentCount++;
            const name = row.event.agent;
            if (this.agents.size < MAX_LISTED_AGENTS)
                this.agents.add(name.length > MAX_NAME_LISTED ? `${name.slice(0, MAX_NAME_LISTED)}…` : name);
        }
        if (row.kind === 'user') {
            counts.userMessages++;
            return;
        }
        counts.calls++;
        if (row.deniedLive)
            counts.deniedLive++;
        if (row.decision === 'allowed') {
            counts.allowed++;
            if (row.approval === 'allowed-once')
                counts.approved++;
            if (row.change)
                counts.changes++;
            if (row.change && row.opened)
                counts.opened++; // a possible change that opened one (D27) is not a change
            if (row.forgiven.length > 0)
                counts.reruns++;
            return;
        }
        if (row.decision === 'denied')
            counts.denied++;
        else
            counts.asked++;
        for (const hit of row.hits) {
            this.kinds.set(hit.kind, (this.kinds.get(hit.kind) ?? 0) + 1);
            this.rules.set(hit.counted, (this.rules.get(hit.counted) ?? 0) + 1);
        }
    }
    summary() {
        return {
            ...this.counts,
            agents: [...this.agents],
            agentCount: this.agentCount,
            hitsByKind: orderedKinds(this.kinds),
            hitsByRule: orderedRules(this.rules),
        };
    }
}
/** Adds up the summaries of several files. */
export class Totals {
    counts = zero();
    kinds = new Map();
    rules = new Map();
    files = 0;
    skipped = 0;
    add(summary) {
        this.files++;
        for (const key of Object.keys(this.counts))
            this.counts[key] += summary[key];
        for (const [kind, n] of Object.entries(summary.hitsByKind))
            this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + n);
        for (const [rule, n] of Object.entries(summary.hitsByRule))
            this.rules.set(rule, (this.rules.get(rule) ?? 0) + n);
    }
    skip() {
        this.skipped++;
    }
    get replayed() {
        return this.files;
    }
    total() {
        return {
            files: this.files,
            skipped: this.skipped,
            ...this.counts,
            hitsByKind: orderedKinds(this.kinds),
            hitsByRule: orderedRules(this.rules),
        };
    }
}
/** The summary of rows already gathered (in-process callers, tests). */
export function summarize(rows) {
    const tally = new Tally();
    for (const row of rows)
        tally.add(row);
    return tally.summary();
}

// The human-readable output: a header line, one row per call (user messages as
// separator lines), then the summary line. Colour only when asked to.
import { argumentsLine, oneLine } from './text.js';
const WIDTH = { agent: 16, tool: 16, arguments: 56, hit: 72 };
const SGR = { bold: '1', dim: '2', red: '1;31', yellow: '1;33', green: '32' };
function painter(color) {
    return color ? (style, text) => (text === '' ? text : `\u001b[${SGR[style]}m${text}\u001b[0m`) : (_style, text) => text;
}
function decisionLabel(row) {
    if (row.decision === 'denied')
        return 'DENIED';
    if (row.decision === 'asked')
        return 'ASK';
    return 'allowed';
}
const ASK_ANSWERS = {
    unavailable: 'no approval channel, declined',
    rejected: 'rejected',
    cancelled: 'cancelled',
    'allowed-once': 'approved',
};
function hitLines(row) {
    const lines = row.hits.map((hit) => `${oneLine(hit.fingerprint, WIDTH.hit)} ${hit.count}/${hit.cap}`);
    if (row.decision === 'asked')
        lines.push(`(asked: ${ASK_ANSWERS[row.approval ?? 'unavailable']})`);
    else if (row.approval !== undefined)
        lines.push('(asked: approved, so it ran)');
    return lines;
}
function summaryLine(summary) {
    const kinds = Object.entries(summary.hitsByKind).map(([kind, n]) => `${kind} ${n}`);
    const agents = `${summary.agents.length} agent${summary.agents.length === 1 ? '' : 's'}`;
    const users = `${summary.userMessages} user message${summary.userMessages === 1 ? '' : 's'}`;
    const approved = summary.approved > 0 ? ` (${summary.approved} after an approved ask)` : '';
    return (`${summary.calls} calls: ${summary.allowed} allowed${approved}, ${summary.denied} denied, ${summary.asked} asked` +
        ` · hits by kind: ${kinds.length === 0 ? 'none' : kinds.join(', ')} · ${agents}, ${users}`);
}
export function renderTable(rows, summary, options) {
    const paint = painter(options.color);
    const calls = rows.filter((row) => row.kind === 'call');
    const shown = options.onlyDenied ? calls.filter((row) => row.decision !== 'allowed') : calls;
    const cells = shown.map((row) => ({
        row,
        index: String(row.index),
        agent: oneLine(row.event.agent, WIDTH.agent),
        tool: oneLine(row.event.tool, WIDTH.tool),
        args: argumentsLine(row.event.arguments, WIDTH.arguments),
        decision: decisionLabel(row),
        hits: hitLines(row),
    }));
    const header = { index: '#', agent: 'agent', tool: 'tool', args: 'arguments', decision: 'decision' };
    const all = [header, ...cells];
    const width = {
        index: Math.max(...all.map((c) => c.index.length)),
        agent: Math.max(...all.map((c) => c.agent.length)),
        tool: Math.max(...all.map((c) => c.tool.length)),
        args: Math.max(...all.map((c) => c.args.length)),
        decision: Math.max(...all.map((c) => c.decision.length)),
    };
    const line = (index, agent, tool, args, decision, hit) => [index.padStart(width.index), agent.padEnd(width.agent), tool.padEnd(width.tool), args.padEnd(width.args), decision, hit]
        .join('  ')
        .trimEnd();
    const blank = ' '.repeat(width.decision);
    const out = [options.title, ''];
    out.push(paint('bold', line('#', 'agent', 'tool', 'arguments', 'decision'.padEnd(width.decision), 'hits')));
    const byRow = new Map(cells.map((cell) => [cell.row, cell]));
    for (const row of rows) {
        if (row.kind === 'user') {
            if (!options.onlyDenied)
                out.push(paint('dim', `${'─'.repeat(width.index)}  user message to ${row.event.agent}: its window starts over`));
            continue;
        }
        const cell = byRow.get(row);
        if (cell === undefined)
            continue;
        const style = row.decision === 'denied' ? 'red' : row.decision === 'asked' ? 'yellow' : 'green';
        // Pad outside the colour codes so trailing blanks can still be trimmed.
        const decision = paint(style, cell.decision) + ' '.repeat(width.decision - cell.decision.length);
        out.push(line(cell.index, cell.agent, cell.tool, cell.args, decision, cell.hits[0] ?? ''));
        for (const extra of cell.hits.slice(1))
            out.push(line('', '', '', '', blank, extra));
    }
    if (shown.length === 0)
        out.push(paint('dim', options.onlyDenied ? '(no call was denied)' : '(no tool calls)'));
    out.push('', paint('bold', summaryLine(summary)));
    return `${out.join('\n')}\n`;
}

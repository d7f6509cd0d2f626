// The human-readable output, written as the replay goes: per file a title line, the
// column header, one row per call (user messages as separator lines), then the file's
// summary line; after several files one total line. Columns have fixed widths (nothing
// is held back to measure them); every cell passes through the terminal-safety filter.
// Colour only when asked to.
import { escapeControls, oneLine } from './terminal.js';
import { argumentsLine } from './text.js';
const WIDTH = { index: 4, agent: 16, tool: 12, arguments: 48, decision: 8, change: 6, hit: 72 };
const SGR = { bold: '1', dim: '2', red: '1;31', yellow: '1;33', green: '32', cyan: '36' };
function painter(color) {
    return color ? (style, text) => (text === '' ? text : `\u001b[${SGR[style]}m${text}\u001b[0m`) : (_style, text) => text;
}
const DECISION = {
    allowed: { label: 'allowed', style: 'green' },
    denied: { label: 'DENIED', style: 'red' },
    asked: { label: 'ASK', style: 'yellow' },
};
const ASK_ANSWERS = {
    unavailable: 'no approval channel, declined',
    rejected: 'rejected',
    cancelled: 'cancelled',
    'allowed-once': 'approved',
};
/** `opened`: a new change that ran and succeeded, so later checks count afresh;
 *  `change`: a change that opened nothing (it repeated one, or it failed). */
function changeLabel(row) {
    if (row.decision !== 'allowed' || !row.change)
        return '';
    return row.opened ? 'opened' : 'change';
}
/** The hits column: the hits, then notes saying why a call ran or did not. */
function hitLines(row) {
    const lines = row.hits.map((hit) => `${oneLine(hit.fingerprint, WIDTH.hit)} ${hit.count}/${hit.cap}`);
    for (const check of row.forgiven) {
        lines.push(`re-run: ${oneLine(check.fingerprint, WIDTH.hit)} ${check.count}/${check.cap} since its result changed (${check.inWindow}/${check.cap} in window)`);
    }
    if (row.decision === 'asked')
        lines.push(`(asked: ${ASK_ANSWERS[row.approval ?? 'unavailable']})`);
    else if (row.approval !== undefined)
        lines.push('(asked: approved, so it ran)');
    return lines;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function countsText(counts) {
    const kinds = Object.entries(counts.hitsByKind).map(([kind, n]) => `${kind} ${n}`);
    const approved = counts.approved > 0 ? ` (${counts.approved} after an approved ask)` : '';
    return (`${plural(counts.calls, 'call')}: ${counts.allowed} allowed${approved}, ${counts.denied} denied, ${counts.asked} asked` +
        ` · hits by kind: ${kinds.length === 0 ? 'none' : kinds.join(', ')}` +
        ` · ${plural(counts.changes, 'change')} ran (${counts.opened} new), ${plural(counts.reruns, 're-run')} allowed after a change`);
}
export function summaryLine(summary) {
    return `${countsText(summary)} · ${plural(summary.agents.length, 'agent')}, ${plural(summary.userMessages, 'user message')}`;
}
export function totalLine(total) {
    const skipped = total.skipped > 0 ? ` (${total.skipped} skipped)` : '';
    return `total: ${plural(total.files, 'file')}${skipped}, ${countsText(total)}`;
}
/** Renders one file's table, a piece at a time. */
export class TableRenderer {
    options;
    paint;
    /** Lines shown so far (the header goes before the first) and calls among them. */
    shown = 0;
    calls = 0;
    constructor(options) {
        this.options = options;
        this.paint = painter(options.color);
    }
    /** The title line: what is replayed, and how (the file name made terminal-safe). */
    start(title) {
        this.shown = 0;
        this.calls = 0;
        return `${escapeControls(title)}\n\n`;
    }
    line(index, agent, tool, args, decision, change, hit) {
        return [
            index.padStart(WIDTH.index),
            agent.padEnd(WIDTH.agent),
            tool.padEnd(WIDTH.tool),
            args.padEnd(WIDTH.arguments),
            decision,
            change,
            hit,
        ]
            .join('  ')
            .trimEnd();
    }
    /** The column header, before the first row shown. */
    header() {
        if (this.shown++ > 0)
            return '';
        const { paint } = this;
        return `${paint('bold', this.line('#', 'agent', 'tool', 'arguments', 'decision', 'change'.padEnd(WIDTH.change), 'hits'))}\n`;
    }
    /** The lines for one row ('' when it is not shown). */
    row(row) {
        const { paint } = this;
        if (row.kind === 'user') {
            if (this.options.onlyDenied)
                return '';
            const agent = oneLine(row.event.agent, WIDTH.agent * 2);
            return `${this.header()}${paint('dim', `${'─'.repeat(WIDTH.index)}  user message to ${agent}: its window starts over`)}\n`;
        }
        if (this.options.onlyDenied && row.decision === 'allowed')
            return '';
        const { label, style } = DECISION[row.decision];
        const change = changeLabel(row);
        // Pad outside the colour codes so trailing blanks can still be trimmed.
        const decision = paint(style, label) + ' '.repeat(WIDTH.decision - label.length);
        const changeCell = paint(change === 'opened' ? 'cyan' : 'dim', change) + ' '.repeat(WIDTH.change - change.length);
        this.calls++;
        const [first = '', ...more] = hitLines(row);
        const lines = [
            this.line(String(row.index), oneLine(row.event.agent, WIDTH.agent), oneLine(row.event.tool, WIDTH.tool), argumentsLine(row.event.arguments, WIDTH.arguments), decision, changeCell, first),
            ...more.map((extra) => this.line('', '', '', '', ' '.repeat(WIDTH.decision), ' '.repeat(WIDTH.change), extra)),
        ];
        return `${this.header()}${lines.join('\n')}\n`;
    }
    /** The file's summary line (and a note when no row was shown). */
    end(summary) {
        const { paint } = this;
        const none = this.calls === 0 ? `${paint('dim', this.options.onlyDenied ? '(no call was denied)' : '(no tool calls)')}\n` : '';
        return `${none}\n${paint('bold', summaryLine(summary))}\n`;
    }
    /** The line after several files. */
    total(total) {
        return `\n${this.paint('bold', totalLine(total))}\n`;
    }
}

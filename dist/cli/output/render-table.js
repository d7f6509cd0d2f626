// The human-readable output, written as the replay goes: per file a title line, the
// column header, one row per call (user messages as separator lines), then the file's
// summary line; after several files one total line. Column widths come from the layout
// (layout.ts: the terminal's width, or the full layout when piped), never from measuring
// the rows (nothing is held back); every cell passes through the terminal-safety filter.
// Colour only when asked to.
import { letThroughCommand, rulesText } from '../../lib/let-through.js';
import { countText } from '../../lib/messages.js';
import { PROGRAM } from '../input/args.js';
import { clip, fingerprintRoom, tableLayout, wrapPieces } from './layout.js';
import { escapeControls, oneLine } from './terminal.js';
import { argumentsLine } from './text.js';
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
/** `before fingerprint after`, the fingerprint cut to what the line's room leaves it. */
function hitLine(layout, before, fingerprint, after) {
    const room = fingerprintRoom(layout, before.length + after.length);
    return clip(`${before}${oneLine(fingerprint, room)}${after}`, layout.hit);
}
/** One hit's count and, for the rules of D15, D16, D18 and D20, the rule (a poll's counts are seconds). */
function hitCount(hit) {
    const count = countText(hit.count, hit.cap, hit.counted);
    const rule = hit.counted === 'window' || hit.counted === 'unchanged' ? '' : ` ${hit.counted}`;
    return `${count}${rule}`;
}
/** The hits column: the hits, then notes saying why a call ran or did not. */
function hitLines(row, layout) {
    const lines = row.hits.map((hit) => hitLine(layout, '', hit.fingerprint, ` ${hitCount(hit)}`));
    for (const check of row.forgiven) {
        const note = ` ${check.count}/${check.cap} since its result changed (${check.inWindow}/${check.cap} in window)`;
        lines.push(hitLine(layout, 're-run: ', check.fingerprint, note));
    }
    if (row.decision === 'asked')
        lines.push(clip(`(asked: ${ASK_ANSWERS[row.approval ?? 'unavailable']})`, layout.hit));
    else if (row.approval !== undefined)
        lines.push(clip('(asked: approved, so it ran)', layout.hit));
    if (row.deniedLive)
        lines.push(clip('(denied live: it never ran; no recorded answer)', layout.hit));
    return lines;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function countsText(counts) {
    const kinds = Object.entries(counts.hitsByKind).map(([kind, n]) => `${kind} ${n}`);
    const rules = Object.entries(counts.hitsByRule).map(([rule, n]) => `${rule} ${n}`);
    const approved = counts.approved > 0 ? ` (${counts.approved} after an approved ask)` : '';
    return (`${plural(counts.calls, 'call')}: ${counts.allowed} allowed${approved}, ${counts.denied} denied, ${counts.asked} asked` +
        ` · hits by kind: ${kinds.length === 0 ? 'none' : kinds.join(', ')}` +
        (rules.length === 0 ? '' : ` · hits by rule: ${rules.join(', ')}`) +
        ` · ${plural(counts.changes, 'change')} ran (${counts.opened} new), ${plural(counts.reruns, 're-run')} allowed after a change` +
        (counts.deniedLive === 0 ? '' : ` · ${counts.deniedLive} denied live`));
}
export function summaryLine(summary) {
    return `${countsText(summary)} · ${plural(summary.agentCount, 'agent')}, ${plural(summary.userMessages, 'user message')}`;
}
/** `total: 2 files, 6 calls: …`, or with inputs that could not be read
 *  `total: 3 files: 2 replayed, 1 could not be read · 5 calls: …`. */
export function totalLine(total) {
    if (total.skipped === 0)
        return `total: ${plural(total.files, 'file')}, ${countsText(total)}`;
    const files = `${plural(total.files + total.skipped, 'file')}: ${total.files} replayed, ${total.skipped} could not be read`;
    return `total: ${files} · ${countsText(total)}`;
}
/** When and where the file's session ran, for the line under its title ('' when unknown). */
export function sessionLine({ time, cwd, host }) {
    if (time === undefined)
        return '';
    const when = `${new Date(time.ms).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`;
    const where = `${cwd === undefined ? '' : ` in ${cwd}`}${host === undefined ? '' : ` on ${host}`}`;
    return escapeControls(time.from === 'log' ? `session started ${when}${where}` : `file last modified ${when}${where}`);
}
/** Renders each file's table, a piece at a time. */
export class TableRenderer {
    options;
    paint;
    layout;
    /** The current file's title line, terminal-safe. */
    title = '';
    /** The current file's title and column header are written (before its first row shown). */
    opened = false;
    headerShown = false;
    calls = 0;
    /** What earlier files printed: a table, a one-line summary (--only-denied, nothing
     *  denied), or nothing yet. Decides the blank lines between files. */
    previous = 'none';
    constructor(options) {
        this.options = options;
        this.paint = painter(options.color);
        this.layout = tableLayout(options.width);
    }
    /** The title line (what is replayed, and how). Under --only-denied it waits for the first
     *  row shown: a file with nothing denied gets one summary line instead of a table. */
    start(info) {
        const { file, format, compressed } = info;
        const { approve, customConfig, onlyDenied } = this.options;
        const what = `${format === 'dsh-session' ? 'DSH session log' : 'trajectory'}${compressed ? ', zstd' : ''}`;
        const how = `config: ${customConfig ? 'custom' : 'defaults'}; ${approve ? 'asks approved' : 'headless: asks declined'}`;
        const session = sessionLine(info);
        this.title = `${escapeControls(`${PROGRAM} replay ${file} (${what}; ${how})`)}${session === '' ? '' : `\n${session}`}`;
        this.opened = false;
        this.headerShown = false;
        this.calls = 0;
        return onlyDenied ? '' : this.open(false);
    }
    /** The title (after a blank line when something came before), and the column header
     *  when a row follows. */
    open(withHeader) {
        const gap = this.previous === 'none' ? '' : '\n';
        this.previous = 'table';
        this.opened = true;
        this.headerShown = withHeader;
        return `${gap}${this.title}\n\n${withHeader ? this.header() : ''}`;
    }
    header() {
        const { change, hitsInline } = this.layout;
        return `${this.paint('bold', this.line('#', 'agent', 'tool', 'arguments', 'decision', 'change'.padEnd(change), hitsInline ? 'hits' : ''))}\n`;
    }
    /** Before a row shown: the title and header if not written yet, or the header alone
     *  before the file's first row. */
    before() {
        if (!this.opened)
            return this.open(true);
        if (!this.headerShown) {
            this.headerShown = true;
            return this.header();
        }
        return '';
    }
    line(index, agent, tool, args, decision, change, hit) {
        const { layout } = this;
        return [
            index.padStart(layout.index),
            agent.padEnd(layout.agent),
            tool.padEnd(layout.tool),
            args.padEnd(layout.arguments),
            decision,
            change,
            hit,
        ]
            .join('  ')
            .trimEnd();
    }
    /** A hit line on its own line under the row (the narrow layout). */
    under(hit) {
        return `${' '.repeat(this.layout.hitIndent)}${hit}`;
    }
    /** The lines for one row ('' when it is not shown). */
    row(_info, row) {
        const { paint, layout } = this;
        if (row.kind === 'user') {
            if (this.options.onlyDenied)
                return '';
            const agent = oneLine(row.event.agent, layout.separatorAgent);
            return `${this.before()}${paint('dim', `${'─'.repeat(layout.index)}  user message to ${agent}: its window starts over`)}\n`;
        }
        if (this.options.onlyDenied && row.decision === 'allowed')
            return '';
        const { label, style } = DECISION[row.decision];
        const change = changeLabel(row);
        // Pad outside the colour codes so trailing blanks can still be trimmed.
        const decision = paint(style, label) + ' '.repeat(layout.decision - label.length);
        const changeCell = paint(change === 'opened' ? 'cyan' : 'dim', change) + ' '.repeat(layout.change - change.length);
        const before = this.before();
        this.calls++;
        const hits = hitLines(row, layout);
        const [first = '', ...more] = layout.hitsInline ? hits : [];
        const lines = [
            this.line(String(row.index), oneLine(row.event.agent, layout.agent), oneLine(row.event.tool, layout.tool), argumentsLine(row.event.arguments, layout.arguments), decision, changeCell, first),
            ...(layout.hitsInline
                ? more.map((extra) => this.line('', '', '', '', ' '.repeat(layout.decision), ' '.repeat(layout.change), extra))
                : hits.map((hit) => this.under(hit))),
            ...(row.letThrough === undefined
                ? []
                : [this.under(paint('dim', `rule ${rulesText(row.letThrough)}; let it through: ${escapeControls(letThroughCommand(row.letThrough, this.options.patchFile))}`))]),
            ...(this.options.messages === true && row.message !== undefined
                ? row.message.split('\n').map((line) => this.under(`${paint('dim', '│')} ${escapeControls(line)}`.trimEnd()))
                : []),
        ];
        return `${before}${lines.join('\n')}\n`;
    }
    /** The file's summary line (and a note when no call was shown), or under --only-denied
     *  with nothing shown, one line naming the file. */
    end({ file }, summary) {
        if (!this.opened) {
            const gap = this.previous === 'table' ? '\n' : '';
            this.previous = 'line';
            return `${gap}${this.wrapped(`${escapeControls(file)}: `, summaryLine(summary))}`;
        }
        const none = this.calls === 0 ? `${this.paint('dim', '(no tool calls)')}\n` : '';
        return `${none}\n${this.wrapped('', summaryLine(summary))}`;
    }
    /** A summary or total line in bold, broken between its pieces to fit the width. */
    wrapped(plainStart, text) {
        const lines = wrapPieces(`${plainStart}${text}`, this.layout.width);
        const [first = '', ...more] = lines;
        const head = `${plainStart}${this.paint('bold', first.slice(plainStart.length))}`;
        return `${[head, ...more.map((line) => this.paint('bold', line))].join('\n')}\n`;
    }
    /** The total line, when there was more than one file to try. */
    total(total, found) {
        return found > 1 ? `\n${this.wrapped('', totalLine(total))}` : '';
    }
}

// One-line renderings of arbitrary values for the table.
import { isJsonObject } from './events.js';
/** Collapses whitespace runs (newlines included) to one space and cuts to `width` with an ellipsis. */
export function oneLine(text, width) {
    // Only the head can be shown, so huge values are never collapsed whole.
    const flat = text.slice(0, width * 4 + 16).replace(/\s+/g, ' ').trim();
    return flat.length <= width ? flat : `${flat.slice(0, Math.max(0, width - 1))}…`;
}
function valueText(value) {
    if (typeof value === 'string')
        return /\s/.test(value) || value === '' ? JSON.stringify(value) : value;
    try {
        return JSON.stringify(value) ?? String(value);
    }
    catch {
        return String(value);
    }
}
/** `git status --short`, `file_path=src/a.ts offset=120`, …: a shell command bare, other keys as key=value. */
export function argumentsLine(args, width) {
    if (typeof args === 'string')
        return oneLine(args, width); // arguments that were not JSON
    if (!isJsonObject(args))
        return oneLine(valueText(args), width);
    const parts = [];
    const command = args['command'];
    if (typeof command === 'string')
        parts.push(command.slice(0, width * 4));
    for (const [key, value] of Object.entries(args)) {
        if (key === 'command' && typeof command === 'string')
            continue;
        parts.push(`${key}=${valueText(typeof value === 'string' ? value.slice(0, width * 4) : value)}`);
        if (parts.join(' ').length > width * 4)
            break;
    }
    return oneLine(parts.join('  '), width);
}

// Splits JSONL text into parsed values with their line numbers; blank lines are skipped.
import { at } from './errors.js';
export function parseJsonLines(file, text) {
    const out = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const raw = (lines[i] ?? '').replace(/\r$/, '');
        if (raw.trim() === '')
            continue;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw at(file, i + 1, `malformed JSON line (${reason})`);
        }
        out.push({ line: i + 1, value });
    }
    return out;
}

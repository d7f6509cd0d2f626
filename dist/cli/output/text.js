// Short renderings of recorded values for the table: bounded in the characters they
// look at and in nesting depth, whatever the value (a 100,000-deep array, a 70-million-
// element one), and never through String() or JSON.stringify of the whole value.
import { isPlainObject } from '../../lib/values.js';
import { oneLine } from './terminal.js';
/** The start of `value` as JSON, stopping once `maxChars` characters are written (the
 *  result may run a little past it). Recursion depth is bounded by `maxChars` too:
 *  every level writes at least one character. */
export function jsonPreview(value, maxChars) {
    let out = '';
    const write = (item) => {
        if (out.length >= maxChars)
            return;
        if (typeof item === 'string') {
            out += JSON.stringify(item.slice(0, maxChars));
        }
        else if (Array.isArray(item)) {
            out += '[';
            for (let i = 0; i < item.length && out.length < maxChars; i++) {
                if (i > 0)
                    out += ',';
                write(item[i]);
            }
            out += ']';
        }
        else if (typeof item === 'object' && item !== null) {
            out += '{';
            let first = true;
            for (const key in item) {
                if (out.length >= maxChars)
                    break;
                if (!Object.hasOwn(item, key))
                    continue;
                out += `${first ? '' : ','}${JSON.stringify(key.slice(0, maxChars))}:`;
                first = false;
                write(item[key]);
            }
            out += '}';
        }
        else {
            // numbers, booleans, null; undefined and the like never come out of JSON.parse
            out += typeof item === 'number' || typeof item === 'boolean' || item === null ? JSON.stringify(item) : typeof item;
        }
    };
    write(value);
    return out;
}
function valueText(value, maxChars) {
    if (typeof value !== 'string')
        return jsonPreview(value, maxChars);
    const head = value.slice(0, maxChars);
    return /\s/.test(head) || head === '' ? JSON.stringify(head) : head;
}
/** `git status --short`, `file_path=src/a.ts offset=120`, …: a shell command bare, other keys as key=value. */
export function argumentsLine(args, width) {
    const budget = width * 4;
    if (typeof args === 'string')
        return oneLine(args, width); // arguments that were not JSON
    if (!isPlainObject(args))
        return oneLine(jsonPreview(args, budget), width);
    const command = args['command'];
    let line = typeof command === 'string' ? command.slice(0, budget) : '';
    for (const key in args) {
        if (line.length > budget)
            break;
        if (!Object.hasOwn(args, key) || (key === 'command' && typeof command === 'string'))
            continue;
        const value = args[key];
        line += `${line === '' ? '' : '  '}${key.slice(0, budget)}=${valueText(value, budget)}`;
    }
    return oneLine(line, width);
}

// Writes a config as the block YAML a patch file holds, in the style README shows:
// mappings one key per line, a list of scalars on one line (`[a, b]`), a string bare
// when it reads back as itself and double-quoted (JSON's escapes are YAML's) otherwise.
// Whoever writes a file with it reads the result back (cli/profile/row-edit.ts), so a
// rule here that were ever wrong would refuse the write, not change the config.
import { isPlainObject } from '../../lib/values.js';
import { plainValue } from '../input/yaml-scalars.js';
/** A flow list longer than this is written one item per line. */
const FLOW_LIST_CHARS = 100;
/** Characters a bare string may hold: none that YAML reads as an indicator or separator. */
const BARE = /^[A-Za-z0-9_./$^+=~(][A-Za-z0-9_./*$^+=~()@ -]*$/;
/** Whether `text` can be written bare and read back as the same string. */
function isBare(text) {
    return BARE.test(text) && !text.endsWith(' ') && !/^(?:\.\.\.|---)/.test(text) && plainValue(text) === text;
}
/** A key as written. */
const keyText = (key) => (isBare(key) ? key : JSON.stringify(key));
/** A scalar as written. */
export function scalarText(value) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return '.nan';
        if (!Number.isFinite(value))
            return value > 0 ? '.inf' : '-.inf';
        return String(value);
    }
    const text = String(value);
    return isBare(text) ? text : JSON.stringify(text);
}
const isScalar = (value) => value === null || typeof value !== 'object';
/** The lines of `map` as a block mapping at `indent` spaces. */
export function blockMapping(map, indent) {
    const pad = ' '.repeat(indent);
    const lines = [];
    for (const [key, value] of Object.entries(map)) {
        const head = `${pad}${keyText(key)}:`;
        if (isPlainObject(value)) {
            if (Object.keys(value).length === 0)
                lines.push(`${head} {}`);
            else
                lines.push(head, ...blockMapping(value, indent + 2));
        }
        else if (Array.isArray(value)) {
            const flow = value.every(isScalar) ? `[${value.map(scalarText).join(', ')}]` : undefined;
            if (flow !== undefined && (value.length === 0 || head.length + flow.length < FLOW_LIST_CHARS))
                lines.push(`${head} ${flow}`);
            else
                lines.push(head, ...blockSequence(value, indent + 2));
        }
        else
            lines.push(`${head} ${scalarText(value)}`);
    }
    return lines;
}
function blockSequence(items, indent) {
    const pad = ' '.repeat(indent);
    return items.flatMap((item) => {
        if (isPlainObject(item) && Object.keys(item).length > 0) {
            const [first = '', ...rest] = blockMapping(item, indent + 2);
            return [`${pad}- ${first.trimStart()}`, ...rest];
        }
        if (Array.isArray(item) && item.length > 0)
            return [`${pad}-`, ...blockSequence(item, indent + 2)];
        return [`${pad}- ${isPlainObject(item) ? '{}' : Array.isArray(item) ? '[]' : scalarText(item)}`];
    });
}

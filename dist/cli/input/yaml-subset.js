// A reader for the small part of YAML a dsh profile's cordis.patch.yml uses, so that
// `--config` can take a profile's own YAML without a runtime dependency: block mappings
// and sequences by indentation, plain / 'single' / "double" quoted scalars, `#`
// comments, one-line flow collections (`[a, b]`, `{k: v}`), and a leading `---`.
// Plain scalars are typed as YAML 1.2's core schema does (null, booleans, numbers,
// else strings). Everything else — anchors, aliases, tags (`!!js`), block scalars
// (`|`, `>`), multi-line plain or quoted scalars, complex keys, several documents —
// is refused with `line:column` instead of being read some other way than dsh reads it.
/** A document outside the subset, or not valid YAML; the message starts with `line:column: `. */
export class YamlSubsetError extends Error {
    line;
    column;
    name = 'YamlSubsetError';
    constructor(line, column, what) {
        super(`${line}:${column}: ${what}`);
        this.line = line;
        this.column = column;
    }
}
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);
const INT = /^[-+]?[0-9]+$/;
const OCTAL = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const INFINITY = /^[-+]?\.(?:inf|Inf|INF)$/;
const NAN = /^\.(?:nan|NaN|NAN)$/;
/** A plain scalar's value under the core schema. */
function plainValue(text) {
    if (NULLS.has(text))
        return null;
    if (TRUE.has(text))
        return true;
    if (FALSE.has(text))
        return false;
    if (INT.test(text) || FLOAT.test(text))
        return Number(text);
    if (OCTAL.test(text))
        return parseInt(text.slice(2), 8);
    if (HEX.test(text))
        return parseInt(text.slice(2), 16);
    if (INFINITY.test(text))
        return text.startsWith('-') ? -Infinity : Infinity;
    if (NAN.test(text))
        return NaN;
    return text;
}
const DOUBLE_ESCAPES = {
    '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
    ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const HEX_ESCAPES = { x: 2, u: 4, U: 8 };
/** Reads one line's text, character by character; `column` is 1-based in the source line. */
class Cursor {
    line;
    text;
    at = 0;
    constructor(line, text = line.text) {
        this.line = line;
        this.text = text;
    }
    fail(what, at = this.at) {
        throw new YamlSubsetError(this.line.number, this.line.indent + at + 1, what);
    }
    get done() {
        return this.at >= this.text.length;
    }
    peek() {
        return this.text[this.at] ?? '';
    }
    skipBlanks() {
        while (this.peek() === ' ')
            this.at++;
    }
    /** A quoted scalar starting at the cursor. */
    quoted() {
        const quote = this.peek();
        const start = this.at;
        this.at++;
        let value = '';
        for (;;) {
            if (this.done)
                this.fail('a quoted string must end on the line it starts (multi-line strings are not read)', start);
            const char = this.text[this.at++];
            if (char === quote) {
                if (quote === "'" && this.peek() === "'") {
                    value += "'";
                    this.at++;
                    continue;
                }
                return value;
            }
            if (quote === '"' && char === '\\')
                value += this.escape();
            else
                value += char;
        }
    }
    escape() {
        const code = this.text[this.at++] ?? '';
        const simple = DOUBLE_ESCAPES[code];
        if (simple !== undefined)
            return simple;
        const digits = HEX_ESCAPES[code];
        const hex = digits === undefined ? '' : this.text.slice(this.at, this.at + digits);
        if (digits === undefined || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits)
            this.fail(`unknown escape \\${code} in a double-quoted string`, this.at - 2);
        this.at += digits;
        const point = parseInt(hex, 16);
        if (point > 0x10ffff)
            this.fail(`escape \\${code}${hex} is past the last Unicode code point`, this.at - digits - 2);
        return String.fromCodePoint(point);
    }
    /** A flow collection or scalar (inside `[]`/`{}` when `inFlow`). */
    flowValue(inFlow) {
        this.skipBlanks();
        const char = this.peek();
        if (char === '[')
            return this.flowSequence();
        if (char === '{')
            return this.flowMapping();
        if (char === '"' || char === "'")
            return this.quoted();
        return plainValue(this.plain(inFlow));
    }
    /** A plain scalar up to the end of the line, or in flow context up to `,` `]` `}`; a
     *  `: ` inside it would start a mapping, which is refused where none may start. */
    plain(inFlow) {
        const start = this.at;
        this.refuseIndicator();
        while (!this.done) {
            const char = this.peek();
            if (inFlow && (char === ',' || char === ']' || char === '}' || char === '[' || char === '{'))
                break;
            if (char === ':' && (this.at + 1 >= this.text.length || this.text[this.at + 1] === ' ' || (inFlow && ',]}'.includes(this.text[this.at + 1] ?? ''))))
                break;
            this.at++;
        }
        return this.text.slice(start, this.at).trimEnd();
    }
    /** Characters that start something this reader does not read. */
    refuseIndicator() {
        const char = this.peek();
        const what = {
            '&': 'anchors (&) are not read',
            '*': 'aliases (*) are not read',
            '!': 'tags (such as !!js) are not read: dsh evaluates them when it mounts the row; write the value itself',
            '|': 'block scalars (|) are not read: write the string quoted on one line',
            '>': 'block scalars (>) are not read: write the string quoted on one line',
            '%': 'directives (%) are not read',
            '@': 'a plain scalar cannot start with @ (quote it)',
            '`': 'a plain scalar cannot start with ` (quote it)',
            '?': 'complex keys (?) are not read',
        };
        const next = this.text[this.at + 1];
        if ((char === '-' || char === ':') && (next === undefined || next === ' ')) {
            this.fail(char === '-' ? 'a sequence cannot start on the line of its key (start it on the next line)' : 'a value cannot start with ": "');
        }
        const reason = what[char];
        if (reason !== undefined && (char !== '?' || this.text[this.at + 1] === ' ' || this.at + 1 >= this.text.length))
            this.fail(reason);
    }
    flowSequence() {
        const items = [];
        this.at++; // [
        for (;;) {
            this.skipBlanks();
            if (this.done)
                this.fail('a flow sequence [ ] must end on the line it starts');
            if (this.peek() === ']') {
                this.at++;
                return items;
            }
            const start = this.at;
            const value = this.flowValue(true);
            this.skipBlanks();
            if (this.peek() === ':')
                this.fail('a mapping inside a flow sequence is not read (write it as {key: value})', start);
            items.push(value);
            this.flowSeparator(']');
        }
    }
    flowMapping() {
        const map = {};
        this.at++; // {
        for (;;) {
            this.skipBlanks();
            if (this.done)
                this.fail('a flow mapping { } must end on the line it starts');
            if (this.peek() === '}') {
                this.at++;
                return map;
            }
            const keyAt = this.at;
            const key = this.flowKey();
            this.skipBlanks();
            let value = null;
            if (this.peek() === ':') {
                this.at++;
                this.skipBlanks();
                value = this.peek() === ',' || this.peek() === '}' ? null : this.flowValue(true);
            }
            setKey(map, key, value, () => this.fail(`duplicate key ${JSON.stringify(key)}`, keyAt));
            this.flowSeparator('}');
        }
    }
    flowKey() {
        const char = this.peek();
        if (char === '"' || char === "'")
            return this.quoted();
        if (char === '[' || char === '{')
            this.fail('a collection as a mapping key is not read');
        return keyString(plainValue(this.plain(true)));
    }
    flowSeparator(close) {
        this.skipBlanks();
        if (this.peek() === ',') {
            this.at++;
            return;
        }
        if (this.peek() !== close)
            this.fail(this.done ? `missing ${close}` : `expected , or ${close}`);
    }
    /** Nothing but blanks may follow a complete value. */
    end() {
        this.skipBlanks();
        if (!this.done)
            this.fail(`unexpected ${JSON.stringify(this.peek())} after the value`);
    }
}
/** A key as a JavaScript property name (YAML keys may be numbers or booleans). */
function keyString(key) {
    return key === null ? '' : String(key);
}
function setKey(map, key, value, duplicate) {
    if (Object.hasOwn(map, key))
        duplicate();
    // defineProperty: a key named __proto__ is data, not the prototype.
    Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}
/** Where the comment starts on a line (a `#` at the start or after a blank, outside quotes). */
function commentStart(text) {
    let quote = '';
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (quote !== '') {
            if (char === '\\' && quote === '"')
                i++;
            else if (char === "'" && quote === "'" && text[i + 1] === "'")
                i++;
            else if (char === quote)
                quote = '';
        }
        else if (char === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t')) {
            return i;
        }
        else if ((char === '"' || char === "'") && (i === 0 || ' [{,:-'.includes(text[i - 1]))) {
            quote = char;
        }
    }
    return text.length;
}
function splitLines(source) {
    const lines = [];
    const raw = source.replace(/^\ufeff/, '').split(/\r?\n/);
    raw.forEach((text, i) => {
        const indent = text.length - text.replace(/^ +/, '').length;
        if (text[indent] === '\t')
            throw new YamlSubsetError(i + 1, indent + 1, 'a tab in the indentation (YAML indents with spaces)');
        const content = text.slice(indent);
        const stripped = content.slice(0, commentStart(content)).trimEnd();
        if (stripped !== '')
            lines.push({ number: i + 1, indent, text: stripped });
    });
    return lines;
}
/** The key of a block-mapping line (`key: …`), and where its value starts; undefined when
 *  the line is no mapping entry. */
function mappingKey(cursor) {
    const keyAt = cursor.at;
    const char = cursor.peek();
    let key;
    if (char === '"' || char === "'") {
        key = cursor.quoted();
    }
    else {
        if (char === '[' || char === '{')
            return undefined;
        const text = cursor.plain(false);
        if (cursor.peek() !== ':') {
            cursor.at = keyAt;
            return undefined;
        }
        key = keyString(plainValue(text));
    }
    cursor.skipBlanks();
    if (cursor.peek() !== ':') {
        cursor.at = keyAt;
        return undefined;
    }
    cursor.at++;
    if (!cursor.done && cursor.peek() !== ' ')
        cursor.fail('a mapping key needs a blank after its colon');
    cursor.skipBlanks();
    return { key, keyAt };
}
const isDocumentMarker = (line) => line.indent === 0 && (line.text === '---' || line.text === '...');
class Parser {
    lines;
    next = 0;
    constructor(lines) {
        this.lines = lines;
    }
    get line() {
        return this.lines[this.next];
    }
    document() {
        const first = this.line;
        if (first !== undefined && first.indent === 0 && (first.text === '---' || first.text.startsWith('--- '))) {
            if (first.text !== '---')
                throw new YamlSubsetError(first.number, 5, 'content on the --- line is not read (start it on the next line)');
            this.next++;
        }
        const start = this.line;
        if (start === undefined)
            return null;
        const value = this.node(start.indent, 0);
        const rest = this.line;
        if (rest !== undefined) {
            const what = rest.text === '---' || rest.text === '...' ? 'more than one document is not read' : 'unexpected indentation or content after the document';
            throw new YamlSubsetError(rest.number, rest.indent + 1, what);
        }
        return value;
    }
    /** The node whose first line is the current line, read from `offset` (a `- ` item
     *  starts its node inside the line); `indent` is the node's column. */
    node(indent, offset) {
        const line = this.line;
        const cursor = new Cursor(line);
        cursor.at = offset;
        if (cursor.peek() === '-' && (cursor.text.length === offset + 1 || cursor.text[offset + 1] === ' '))
            return this.sequence(indent, offset);
        if (mappingKey(cursor) !== undefined)
            return this.mapping(indent, offset);
        // A scalar or flow collection alone on its line.
        const value = cursor.flowValue(false);
        cursor.end();
        this.next++;
        if (this.line !== undefined && this.line.indent > line.indent && offset === 0) {
            throw new YamlSubsetError(this.line.number, this.line.indent + 1, 'a plain scalar continued on the next line is not read (write it on one line, or quoted)');
        }
        return value;
    }
    /** A block sequence at column `indent`; its first `-` is at `offset` of the current line. */
    sequence(indent, offset) {
        const items = [];
        for (let first = true;; first = false) {
            const line = this.line;
            if (line === undefined)
                return items;
            const at = first ? offset : 0;
            if (isDocumentMarker(line))
                return items;
            if (!first && (line.indent !== indent || !(line.text === '-' || line.text.startsWith('- ')))) {
                if (line.indent > indent)
                    throw new YamlSubsetError(line.number, line.indent + 1, 'bad indentation in a sequence');
                return items;
            }
            const after = at + 1;
            let valueAt = after;
            while (line.text[valueAt] === ' ')
                valueAt++;
            if (valueAt >= line.text.length) {
                this.next++;
                const child = this.line;
                items.push(child !== undefined && child.indent > indent ? this.node(child.indent, 0) : null);
                continue;
            }
            // `- x`: the item's node starts inside this line, at its own column.
            items.push(this.node(line.indent + valueAt, valueAt));
            // A nested node returns once the lines leave it; a sibling item must be at `indent`.
        }
    }
    /** A block mapping at column `indent`; its first key is at `offset` of the current line. */
    mapping(indent, offset) {
        const map = {};
        for (let first = true;; first = false) {
            const line = this.line;
            if (line === undefined)
                return map;
            const at = first ? offset : 0;
            if (isDocumentMarker(line))
                return map;
            if (!first && line.indent !== indent) {
                if (line.indent > indent)
                    throw new YamlSubsetError(line.number, line.indent + 1, 'bad indentation in a mapping');
                return map;
            }
            const cursor = new Cursor(line);
            cursor.at = at;
            const entry = mappingKey(cursor);
            if (entry === undefined) {
                cursor.refuseIndicator();
                return cursor.fail(line.text.startsWith('- ', at) ? 'a sequence item where a mapping key was expected' : 'expected a mapping key (key: value)');
            }
            const duplicate = () => cursor.fail(`duplicate key ${JSON.stringify(entry.key)}`, entry.keyAt);
            if (!cursor.done) {
                const value = cursor.flowValue(false);
                cursor.end();
                setKey(map, entry.key, value, duplicate);
                this.next++;
                const following = this.line;
                if (following !== undefined && following.indent > indent) {
                    throw new YamlSubsetError(following.number, following.indent + 1, 'a value continued on the next line is not read (write it on one line, or quoted)');
                }
                continue;
            }
            this.next++;
            const child = this.line;
            // A block value is indented more; a sequence may also sit at the key's own column.
            const nested = child !== undefined && (child.indent > indent || (child.indent === indent && (child.text === '-' || child.text.startsWith('- '))));
            setKey(map, entry.key, nested ? this.node(child.indent, 0) : null, duplicate);
        }
    }
}
/** Parses `source` in the supported subset.
 *  @throws YamlSubsetError with `line:column` for anything outside it. */
export function parseYamlSubset(source) {
    return new Parser(splitLines(source)).document();
}

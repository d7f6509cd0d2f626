// A reader for the part of YAML a dsh profile's cordis.patch.yml uses, so `--config`,
// `check` and `config` read a profile's own file without a runtime dependency: block
// mappings and sequences by indentation, plain / 'single' / "double" quoted scalars, `#`
// comments, one-line flow collections (`[a, b]`, `{k: v}`), a leading `---`, a trailing
// `...`, `!!js <scalar>` (kept as a JsExpression: dsh evaluates it when it mounts the row),
// and anchors and aliases on values (`&base`, `*base`, yaml-anchors.ts). `<<` is a key like
// any other: dsh's schema has no merge keys, so `<<: *base` is the key "<<" holding the
// value &base names.
//
// It reads what dsh reads (js-yaml under its JSON schema, see yaml-scalars.ts), or refuses
// with `line:column`: a difference is never silent. test/yaml-differential.test.ts holds it
// to that on generated documents. Refused: anchors and aliases on keys, an anchor alone on
// its line, an alias inside the value it names, other tags, block scalars, anything
// spanning lines but a block collection (multi-line plain or quoted scalars and flow
// collections), complex keys, directives, a second document, a tab anywhere but in a
// comment, inside quotes or at the end of a line, nesting past MAX_DEPTH (aliases followed),
// and aliases that expand past MAX_VALUES.

import { Anchors, type AliasSpan, type AnchorAt, type AnchorSpan } from './yaml-anchors.js';
import { DOUBLE_ESCAPES, HEX_ESCAPES, keyString, NON_PRINTABLE, plainValue, QUOTED_CONTROL } from './yaml-scalars.js';

export { MAX_VALUES, type AliasSpan, type AnchorSpan } from './yaml-anchors.js';

/** A document outside the subset, or not valid YAML; the message starts with `line:column: `. */
export class YamlSubsetError extends Error {
  override name = 'YamlSubsetError';
  constructor(
    readonly line: number,
    readonly column: number,
    what: string,
  ) {
    super(`${line}:${column}: ${what}`);
  }
}

/** A `!!js` scalar: an expression dsh evaluates when it mounts the row. */
export class JsExpression {
  constructor(readonly source: string) {
    Object.freeze(this);
  }
}

/** Collections nested deeper than this are refused (dsh itself stops at 100). */
export const MAX_DEPTH = 64;

/** Where a collection is in the source: its first and last line (1-based), and whether it
 *  is written in block style (one entry per line) or flow style (`[…]`/`{…}` on one line). */
export interface Span {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly flow: boolean;
}

/** A mapping entry's place: the line of its key, and the last line of its value. */
export interface EntrySpan extends Span {
  readonly key: string;
}

/** The spans of every collection in a document, for tools that edit the text in place. */
export interface Spans {
  /** The collection's (or `!!js` value's) own span. */
  readonly of: WeakMap<object, Span>;
  /** A block mapping's entries, in order. */
  readonly entries: WeakMap<object, readonly EntrySpan[]>;
  /** Every `&name`, in order. */
  readonly anchors: readonly AnchorSpan[];
  /** Every `*name`, in order, with the anchor it found. */
  readonly aliases: readonly AliasSpan[];
}

interface Line {
  /** 1-based. */
  readonly number: number;
  readonly indent: number;
  /** The line after its indentation, as written (a comment and trailing blanks included). */
  readonly text: string;
}

const isBlank = (char: string | undefined): boolean => char === ' ' || char === '\t';
const FLOW_INDICATORS = ',[]{}';
const isFlowIndicator = (char: string | undefined): boolean => char !== undefined && char !== '' && FLOW_INDICATORS.includes(char);

/** Characters that start something this reader does not read, and why. */
const REFUSED_STARTS: Readonly<Record<string, string>> = {
  '&': 'an anchor on a mapping key is not read',
  '*': 'an alias as a mapping key is not read',
  '!': 'tags are not read, but for `!!js <value>` (write the value itself)',
  '|': 'block scalars (|) are not read: write the string quoted on one line',
  '>': 'block scalars (>) are not read: write the string quoted on one line',
  '%': 'directives (%) are not read',
  '@': 'a plain value cannot start with @ (quote it)',
  '`': 'a plain value cannot start with ` (quote it)',
  '#': 'a value cannot start with # (quote it)',
  ',': 'a value is missing before the comma',
  ']': 'a value is missing here',
  '}': 'a value is missing here',
};

/** Counts nesting as collections open; refuses past MAX_DEPTH. */
class Depth {
  private current = 0;
  /** The collections open around the reader now. */
  get level(): number {
    return this.current;
  }
  enter(fail: (what: string) => never): void {
    if (++this.current > MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH} levels is not read`);
  }
  leave(): void {
    this.current--;
  }
}

/** Reads one line's text, character by character; a column is 1-based in the source line. */
class Cursor {
  at = 0;
  readonly text: string;
  constructor(
    private readonly line: Line,
    private readonly depth: Depth,
    private readonly spans: Spans,
    private readonly anchors: Anchors,
  ) {
    this.text = line.text;
  }

  fail(what: string, at = this.at): never {
    throw new YamlSubsetError(this.line.number, this.line.indent + at + 1, what);
  }

  peek(ahead = 0): string {
    return this.text[this.at + ahead] ?? '';
  }

  /** A `#` here starts a comment: it is at the start of the content or after a blank. */
  private atComment(): boolean {
    return this.peek() === '#' && (this.at === 0 || isBlank(this.text[this.at - 1]));
  }

  /** Nothing but blanks and a comment from here to the end of the line. */
  get done(): boolean {
    let at = this.at;
    while (isBlank(this.text[at])) at++;
    return at >= this.text.length || (this.text[at] === '#' && (at === 0 || isBlank(this.text[at - 1])));
  }

  /** Skips blanks. A tab is only read where nothing but a comment follows it. */
  skipBlanks(): void {
    let tab = -1;
    for (; isBlank(this.peek()); this.at++) if (tab < 0 && this.peek() === '\t') tab = this.at;
    if (tab >= 0 && !this.done) this.fail('a tab between values (write spaces)', tab);
  }

  /** Nothing but blanks or a comment may follow a complete value. */
  end(): void {
    this.skipBlanks();
    if (!this.done) this.fail(`unexpected ${JSON.stringify(this.peek())} after the value`);
  }

  /** A quoted scalar starting at the cursor. */
  quoted(): string {
    const quote = this.peek();
    const start = this.at;
    this.at++;
    let value = '';
    for (;;) {
      if (this.at >= this.text.length) this.fail('a quoted string must end on the line it starts (multi-line strings are not read)', start);
      const char = this.text[this.at++]!;
      if (char === quote) {
        if (quote === "'" && this.peek() === "'") {
          value += "'";
          this.at++;
          continue;
        }
        return value;
      }
      if (QUOTED_CONTROL.test(char)) this.fail('a control character inside quotes (write it as an escape in double quotes)', this.at - 1);
      if (quote === '"' && char === '\\') value += this.escape();
      else value += char;
    }
  }

  private escape(): string {
    const code = this.text[this.at++] ?? '';
    if (code === '') this.fail('a double-quoted string continued on the next line is not read', this.at - 2);
    const simple = DOUBLE_ESCAPES[code];
    if (simple !== undefined) return simple;
    const digits = HEX_ESCAPES[code];
    const hex = digits === undefined ? '' : this.text.slice(this.at, this.at + digits);
    if (digits === undefined || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) this.fail(`unknown escape \\${code} in a double-quoted string`, this.at - 2);
    this.at += digits;
    const point = parseInt(hex, 16);
    if (point > 0x10ffff) this.fail(`escape \\${code}${hex} is past the last Unicode code point`, this.at - digits - 2);
    return String.fromCodePoint(point);
  }

  /** A value on this line: a flow collection, a quoted or plain scalar, `!!js <scalar>`,
   *  an alias, or one of these after an anchor (inside `[]`/`{}` when `inFlow`); `anchor`
   *  names it when the anchor was written before it, at the end of the line above. */
  flowValue(inFlow: boolean, anchor?: AnchorAt): unknown {
    const char = this.peek();
    if (char === '&' || char === '*') {
      if (anchor !== undefined) this.fail(char === '&' ? 'a value with two anchors is not read' : 'an alias cannot have an anchor');
      return char === '*' ? this.alias() : this.flowValue(inFlow, this.anchor(inFlow));
    }
    if (char === '[' || char === '{') return this.collection(char, anchor);
    const value = char === '"' || char === "'" ? this.quoted() : char === '!' ? this.jsExpression(inFlow) : plainValue(this.plain(inFlow));
    if (anchor !== undefined) this.anchors.define(anchor, value);
    return value;
  }

  /** The name after `&` or `*` at the cursor: up to a blank, the end of the line or a flow
   *  indicator, as js-yaml reads it. */
  private propertyName(): AnchorAt {
    const start = this.at;
    const what = this.peek() === '&' ? 'an anchor' : 'an alias';
    this.at++;
    while (this.at < this.text.length && !isBlank(this.peek()) && !isFlowIndicator(this.peek())) this.at++;
    const name = this.text.slice(start + 1, this.at);
    if (name === '') this.fail(`${what} needs a name`, start);
    if (NON_PRINTABLE.test(name)) this.fail(`a control character in the name of ${what}`, start);
    return { name, line: this.line.number, column: this.line.indent + start + 1 };
  }

  /** `&name` and the blanks after it; its value must follow on this line. */
  private anchor(inFlow: boolean): AnchorAt {
    const start = this.at;
    const anchor = this.propertyName();
    if (this.at < this.text.length && !isBlank(this.peek())) this.fail('an anchor must be followed by a blank', start);
    this.skipBlanks();
    if (this.done) this.fail(inFlow ? 'an anchor must be followed by its value' : 'an anchor alone on its line is not read (write it after the key or the -)', start);
    return anchor;
  }

  /** `&name` with nothing after it on the line: it names the value on the lines below.
   *  Otherwise the cursor is left where it was and undefined returned. */
  blockAnchor(): AnchorAt | undefined {
    if (this.peek() !== '&') return undefined;
    const start = this.at;
    const anchor = this.propertyName();
    if (this.done) {
      this.at = this.text.length;
      return anchor;
    }
    this.at = start;
    return undefined;
  }

  /** `*name`: the value its anchor names. */
  private alias(): unknown {
    const at = this.propertyName();
    return this.anchors.resolve(at, this.depth.level, (what) => this.fail(what, at.column - this.line.indent - 1));
  }

  private jsExpression(inFlow: boolean): JsExpression {
    const start = this.at;
    const after = this.text[this.at + 4];
    if (!this.text.startsWith('!!js', this.at) || (after !== undefined && !isBlank(after))) this.fail(REFUSED_STARTS['!']!);
    this.at += 4;
    this.skipBlanks();
    const char = this.peek();
    if (char === '&' || char === '*') this.fail('`!!js` must be followed by a scalar (an anchor goes before the tag: `&name !!js …`)', start);
    if (this.done || char === '[' || char === '{' || char === '!') this.fail('`!!js` must be followed by a scalar on its line', start);
    const expression = new JsExpression(char === '"' || char === "'" ? this.quoted() : this.plain(inFlow));
    this.spans.of.set(expression, { line: this.line.number, column: this.line.indent + start + 1, endLine: this.line.number, flow: true });
    return expression;
  }

  /** A plain scalar: up to the end of the line, a comment, or `: `; in a flow collection
   *  also up to `,` `[` `]` `{` `}`. Its trailing blanks are not part of it. */
  plain(inFlow: boolean): string {
    const start = this.at;
    const char = this.peek();
    const next = this.peek(1);
    const ends = (after: string): boolean => after === '' || isBlank(after) || (inFlow && isFlowIndicator(after));
    if ((char === '-' || char === '?' || char === ':') && ends(next)) {
      if (char === '-') this.fail('a sequence cannot start on the line of its key (start it on the next line)');
      this.fail(char === '?' ? 'complex keys (?) are not read' : 'a value cannot start with ": "');
    }
    const refused = REFUSED_STARTS[char] ?? (char === '[' || char === '{' ? 'a collection as a mapping key is not read' : undefined);
    if (refused !== undefined || char === '') this.fail(refused ?? 'a value is missing here');
    let last = this.at;
    while (this.at < this.text.length) {
      const c = this.peek();
      if (c === ':' && ends(this.peek(1))) break;
      if (this.atComment()) break;
      if (inFlow && isFlowIndicator(c)) break;
      if (c === '\t' && !this.done) this.fail('a tab inside a value (write spaces, or "\\t" in double quotes)');
      this.at++;
      if (!isBlank(c)) last = this.at;
    }
    const text = this.text.slice(start, last);
    const bad = NON_PRINTABLE.exec(text);
    if (bad !== null) this.fail('a control character in a plain value (quote it, with an escape)', start + bad.index);
    return text;
  }

  private collection(open: '[' | '{', anchor: AnchorAt | undefined): unknown[] | Record<string, unknown> {
    const start = this.at;
    const fail = (what: string): never => this.fail(what, start);
    this.depth.enter(fail);
    let value: unknown[] | Record<string, unknown>;
    if (open === '[') {
      value = [];
      this.anchors.opened(anchor, value);
      this.flowSequence(value);
    } else {
      value = {};
      this.anchors.opened(anchor, value);
      this.flowMapping(value);
    }
    this.depth.leave();
    this.anchors.closed(value, fail);
    this.spans.of.set(value, { line: this.line.number, column: this.line.indent + start + 1, endLine: this.line.number, flow: true });
    return value;
  }

  private flowSequence(items: unknown[]): void {
    this.at++; // [
    for (;;) {
      this.skipBlanks();
      if (this.done) this.fail('a flow sequence [ ] must end on the line it starts');
      if (this.peek() === ']') {
        this.at++;
        return;
      }
      const start = this.at;
      const value = this.flowValue(true);
      this.skipBlanks();
      if (this.peek() === ':') this.fail('a mapping inside a flow sequence is not read (write it as {key: value})', start);
      items.push(value);
      this.flowSeparator(']');
    }
  }

  private flowMapping(map: Record<string, unknown>): void {
    this.at++; // {
    for (;;) {
      this.skipBlanks();
      if (this.done) this.fail('a flow mapping { } must end on the line it starts');
      if (this.peek() === '}') {
        this.at++;
        return;
      }
      const keyAt = this.at;
      const key = this.flowKey();
      this.skipBlanks();
      let value: unknown = null;
      if (this.peek() === ':') {
        this.at++;
        this.skipBlanks();
        if (this.done) this.fail('a flow mapping { } must end on the line it starts');
        value = this.peek() === ',' || this.peek() === '}' ? null : this.flowValue(true);
      }
      setKey(map, key, value, () => this.fail(`duplicate key ${JSON.stringify(key)}`, keyAt));
      this.flowSeparator('}');
    }
  }

  private flowKey(): string {
    const char = this.peek();
    if (char === '"' || char === "'") return this.quoted();
    if (char === '!') this.fail('a tag on a key is not read');
    return keyString(plainValue(this.plain(true)));
  }

  private flowSeparator(close: string): void {
    this.skipBlanks();
    if (this.peek() === ',') {
      this.at++;
      return;
    }
    if (this.done) this.fail(`missing ${close} (a flow collection must end on the line it starts)`);
    if (this.peek() !== close) this.fail(`expected , or ${close}`);
  }
}

function setKey(map: Record<string, unknown>, key: string, value: unknown, duplicate: () => never): void {
  if (Object.hasOwn(map, key)) duplicate();
  // defineProperty: a key named __proto__ is data, not the prototype.
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The lines with content: blank lines and comment lines are left out. */
function splitLines(source: string): Line[] {
  const nul = source.indexOf('\0');
  if (nul >= 0) {
    const before = source.slice(0, nul).split(/\r\n|\r|\n/);
    throw new YamlSubsetError(before.length, before.at(-1)!.length + 1, 'a NUL character');
  }
  const lines: Line[] = [];
  source
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const indent = raw.length - raw.replace(/^ +/, '').length;
      const text = raw.slice(indent);
      if (/^[ \t]*(?:#.*)?$/.test(text)) return;
      if (text.startsWith('\t')) throw new YamlSubsetError(i + 1, indent + 1, 'a tab in the indentation (YAML indents with spaces)');
      lines.push({ number: i + 1, indent, text });
    });
  return lines;
}

/** `---` or `...` at the start of a line: a document's start or end. */
const markerOf = (line: Line): '---' | '...' | undefined => {
  if (line.indent !== 0) return undefined;
  const match = /^(---|\.\.\.)(?:[ \t]|$)/.exec(line.text);
  return match === null ? undefined : (match[1] as '---' | '...');
};

/** A `- ` sequence item starts at `at`. */
const isItem = (text: string, at: number): boolean => text[at] === '-' && (at + 1 >= text.length || isBlank(text[at + 1]));

/** The key of a block-mapping entry (`key: …`) at the cursor, with the cursor after its
 *  colon and blanks; undefined (cursor unmoved) when the line holds no mapping entry there. */
function mappingKey(cursor: Cursor): { key: string; keyAt: number } | undefined {
  const keyAt = cursor.at;
  const char = cursor.peek();
  if (char === '[' || char === '{' || char === '!') return undefined;
  if (char === '&' || char === '*') {
    // A value with an anchor or an alias, unless a key follows: `&a key: v` names the key.
    cursor.at++;
    while (cursor.at < cursor.text.length && !isBlank(cursor.peek()) && !isFlowIndicator(cursor.peek())) cursor.at++;
    while (isBlank(cursor.peek())) cursor.at++;
    let keyed = false;
    try {
      keyed = !cursor.done && mappingKey(cursor) !== undefined;
    } catch (error) {
      if (!(error instanceof YamlSubsetError)) throw error;
    }
    cursor.at = keyAt;
    if (keyed) cursor.fail(REFUSED_STARTS[char]!);
    return undefined;
  }
  let key: string;
  if (char === '"' || char === "'") {
    key = cursor.quoted();
    while (cursor.peek() === ' ') cursor.at++;
  } else {
    const text = cursor.plain(false);
    key = keyString(plainValue(text));
  }
  if (cursor.peek() !== ':') {
    cursor.at = keyAt;
    return undefined;
  }
  cursor.at++;
  if (cursor.at < cursor.text.length && !isBlank(cursor.peek())) cursor.fail('a mapping key needs a blank after its colon');
  cursor.skipBlanks();
  return { key, keyAt };
}

class Parser {
  private next = 0;
  private readonly depth = new Depth();
  private readonly anchorList: AnchorSpan[] = [];
  private readonly aliasList: AliasSpan[] = [];
  private readonly anchors = new Anchors(this.anchorList, this.aliasList, MAX_DEPTH);
  readonly spans: Spans = { of: new WeakMap(), entries: new WeakMap(), anchors: this.anchorList, aliases: this.aliasList };

  constructor(private readonly lines: readonly Line[]) {}

  private get line(): Line | undefined {
    return this.lines[this.next];
  }

  private cursor(line: Line, at: number): Cursor {
    const cursor = new Cursor(line, this.depth, this.spans, this.anchors);
    cursor.at = at;
    return cursor;
  }

  /** The last line read so far. */
  private get lastLine(): number {
    return this.lines[this.next - 1]?.number ?? 0;
  }

  document(): unknown {
    const first = this.line;
    // dsh takes the first three characters of a first line starting `---` as the marker,
    // whatever follows them (`---x: 1` is the mapping {x: 1}).
    if (first !== undefined && first.indent === 0 && first.text.startsWith('---')) {
      const cursor = this.cursor(first, 3);
      if (markerOf(first) !== '---' || !cursor.done) cursor.fail('content on the --- line is not read (start it on the next line)');
      this.next++;
    }
    const start = this.line;
    let value: unknown = null;
    if (start !== undefined && markerOf(start) === undefined) value = this.node(start.indent, 0);
    const rest = this.line;
    if (rest !== undefined) {
      const marker = markerOf(rest);
      const ends = marker === '...' && this.cursor(rest, 3).done && this.lines[this.next + 1] === undefined;
      if (!ends) {
        // The newcomer's edit of a fresh profile's file: a row appended after its `[]`.
        const afterEmptyList = Array.isArray(value) && value.length === 0 && isItem(rest.text, 0);
        const what =
          marker !== undefined
            ? 'more than one document is not read'
            : afterEmptyList
              ? 'a row after [] is not in the list ([] is a whole, empty list): replace [] with the rows'
              : 'unexpected indentation or content after the document';
        throw new YamlSubsetError(rest.number, rest.indent + 1, what);
      }
    }
    return value;
  }

  /** The node whose first line is the current line, read from `offset` (a `- ` item
   *  starts its node inside the line); `indent` is the node's column. `anchor` names it
   *  (written at the end of the line before). */
  private node(indent: number, offset: number, anchor?: AnchorAt): unknown {
    const line = this.line!;
    const cursor = this.cursor(line, offset);
    if (isItem(line.text, offset)) return this.block(line, offset, [], anchor, (items) => this.sequence(indent, offset, items));
    if (mappingKey(cursor) !== undefined) return this.block(line, offset, {}, anchor, (map) => this.mapping(indent, offset, map));
    // A scalar or flow collection alone on its line.
    cursor.at = offset;
    const value = cursor.flowValue(false, anchor);
    cursor.end();
    this.next++;
    const following = this.line;
    if (following !== undefined && following.indent > line.indent && offset === 0 && markerOf(following) === undefined) {
      throw new YamlSubsetError(following.number, following.indent + 1, 'a plain scalar continued on the next line is not read (write it on one line, or quoted)');
    }
    return value;
  }

  /** A block collection, `value`, filled by `read`: nesting counted, named by `anchor`
   *  from its start, measured, its span kept. */
  private block<T extends object>(line: Line, offset: number, value: T, anchor: AnchorAt | undefined, read: (value: T) => void): T {
    const fail = (what: string): never => {
      throw new YamlSubsetError(line.number, line.indent + offset + 1, what);
    };
    this.depth.enter(fail);
    this.anchors.opened(anchor, value);
    read(value);
    this.depth.leave();
    this.anchors.closed(value, fail);
    this.spans.of.set(value, { line: line.number, column: line.indent + offset + 1, endLine: this.lastLine, flow: false });
    return value;
  }

  /** null, named by `anchor` when there is one (`key: &a` with nothing below it). */
  private empty(anchor: AnchorAt | undefined): null {
    if (anchor !== undefined) this.anchors.define(anchor, null);
    return null;
  }

  /** A block sequence at column `indent`; its first `-` is at `offset` of the current line. */
  private sequence(indent: number, offset: number, items: unknown[]): void {
    for (let first = true; ; first = false) {
      const line = this.line;
      if (line === undefined || markerOf(line) !== undefined) return;
      const at = first ? offset : 0;
      if (!first && (line.indent !== indent || !isItem(line.text, 0))) {
        if (line.indent > indent) throw new YamlSubsetError(line.number, line.indent + 1, 'bad indentation in a sequence');
        return;
      }
      const cursor = this.cursor(line, at + 1);
      cursor.skipBlanks();
      const anchor = cursor.blockAnchor();
      if (cursor.done) {
        this.next++;
        const child = this.line;
        if (child !== undefined && child.indent > indent && markerOf(child) === undefined) {
          items.push(this.node(child.indent, 0, anchor));
          continue;
        }
        // After an empty item dsh reads a `- ` line of any indentation into the same sequence.
        if (child !== undefined && child.indent < indent && isItem(child.text, 0)) {
          cursor.fail('an empty item before a less indented one is read otherwise by dsh (write null)', at);
        }
        items.push(this.empty(anchor));
        continue;
      }
      // `- x`: the item's node starts inside this line, at its own column.
      items.push(this.node(line.indent + cursor.at, cursor.at));
    }
  }

  /** A block mapping at column `indent`; its first key is at `offset` of the current line. */
  private mapping(indent: number, offset: number, map: Record<string, unknown>): void {
    const entries: EntrySpan[] = [];
    this.spans.entries.set(map, entries);
    for (let first = true; ; first = false) {
      const line = this.line;
      if (line === undefined || markerOf(line) !== undefined) return;
      const at = first ? offset : 0;
      if (!first && line.indent !== indent) {
        if (line.indent > indent) throw new YamlSubsetError(line.number, line.indent + 1, 'bad indentation in a mapping');
        return;
      }
      const cursor = this.cursor(line, at);
      if (isItem(line.text, at)) cursor.fail('a sequence item where a mapping key was expected');
      const entry = mappingKey(cursor);
      if (entry === undefined) {
        cursor.flowValue(false);
        return cursor.fail('expected a mapping key (key: value)', at);
      }
      const duplicate = (): never => cursor.fail(`duplicate key ${JSON.stringify(entry.key)}`, entry.keyAt);
      const span = (): void => {
        entries.push({ key: entry.key, line: line.number, column: line.indent + entry.keyAt + 1, endLine: this.lastLine, flow: false });
      };
      const anchor = cursor.blockAnchor();
      if (!cursor.done) {
        const value = cursor.flowValue(false);
        cursor.end();
        setKey(map, entry.key, value, duplicate);
        this.next++;
        span();
        const following = this.line;
        if (following !== undefined && following.indent > indent && markerOf(following) === undefined) {
          throw new YamlSubsetError(following.number, following.indent + 1, 'a value continued on the next line is not read (write it on one line, or quoted)');
        }
        continue;
      }
      this.next++;
      const child = this.line;
      // A block value is indented more; a sequence may also sit at the key's own column.
      const nested = child !== undefined && markerOf(child) === undefined && (child.indent > indent || (child.indent === indent && isItem(child.text, 0)));
      setKey(map, entry.key, nested ? this.node(child.indent, 0, anchor) : this.empty(anchor), duplicate);
      span();
    }
  }
}

/** Parses `source` in the supported subset, with the spans of its collections.
 *  @throws YamlSubsetError with `line:column` for anything outside it. */
export function parseYamlDocument(source: string): { value: unknown; spans: Spans } {
  const parser = new Parser(splitLines(source));
  return { value: parser.document(), spans: parser.spans };
}

/** Parses `source` in the supported subset.
 *  @throws YamlSubsetError with `line:column` for anything outside it. */
export function parseYamlSubset(source: string): unknown {
  return parseYamlDocument(source).value;
}

// Documents for the differential fuzz of the YAML-subset reader (test/yaml-differential.test.ts):
// patch-file-like YAML built from random values in block and flow style, with scalars drawn
// from the characters and words where YAML readers disagree (Unicode blanks, tabs, quotes
// in odd places, `#`, indicators, number and null spellings, document markers), then cut,
// spliced and re-indented at random. Seeded: the same seed gives the same documents.
import { seededRandom } from './rng.js';

/** Scalars as they are written in a document: plain, quoted or broken. */
const WORDS: readonly string[] = [
  'a', 'b', 'todo_write', 'mcp__*', 'web_*', 'bash', 'repeat-tool-breaker', 'dsh-repeat-tool-breaker', 'id', 'name', 'config', 'insert', 'disabled',
  'window', 'limits', 'exact', 'mode', 'observe', 'a b', 'a  b', 'x-y', 'x.y', 'a/b',
  '0', '1', '-1', '+1', '007', '09', '-0', '00', '1_000', '0b101', '-0b1', '0o17', '0o8', '0x1F', '-0x1f', '0xg', '1.5', '1.', '.5', '-.5', '+.5', '1e3', '1E3', '1e+3', '1.5e-3', '1e400',
  '12345678901234567890123', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', '-.nan',
  '~', 'null', 'Null', 'NULL', 'nULL', 'true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'yes', 'no', 'on', 'off', 'y', 'n', '2001-12-14', '1:20', '<<',
  "it's", 'say "hi"', 'a #b', 'a#b', '#a', 'a: b', 'a:b', 'a :b', 'a:', ':a', ': a', '- a', '-a', '-', '--', '---', '--- a', '...', '....', '?', '? a', '?a',
  ',a', 'a,b', 'a, b', '[a]', '{a}', 'a]', 'a}', '[', ']', '{', '}', '&a', '*a', '!a', '!!js a', '!!str 1', '|', '>', '%a', '@a', '`a', "'", '"', "''", '""',
  '\u00a0', 'a\u00a0', '\u00a0a', '\u3000', 'a\u2009', '\u2028', 'a\u2029b', '\u0085', '\ufeff', 'a\ufeff', '\u200b', 'é', '日本', '😀', '\ud800',
  '\t', 'a\tb', 'a\t', '\x01', '\x7f', '\x9f', '\x85', '\r', '\\', '\\n', '\\x41', '\\u00e9', '\\q', '\\U0010FFFF', '\\UFFFFFFFF', '__proto__', 'constructor', '',
];

/** Pieces spliced into a document's text at random. */
const SPLICES: readonly string[] = [
  ' ', '  ', '\t', ' \t', '\u00a0', '\u3000', '\u2028', '\u0085', '\ufeff', '\r', '\n', '\r\n', '\n\n', '#', ' #', ' # c', '#c', '"', "'", ',', ', ', '[', ']', '{', '}',
  ':', ': ', '-', '- ', '? ', '&a ', '*a', '!!js ', '!!js', '!x ', '|', '>', '%', '@', '`', '---', '\n---\n', '\n--- x\n', '\n...\n', '\n--- : x\n', '\\', '\x00', '\x01', '~', 'null', '0b1', '1e400',
];

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

class Draw {
  private readonly random: () => number;
  constructor(seed: number) {
    this.random = seededRandom(seed);
  }
  int(n: number): number {
    return Math.floor(this.random() * n);
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

function word(draw: Draw): string {
  if (draw.chance(0.7)) return draw.pick(WORDS);
  // two words glued, or with a piece between them
  return `${draw.pick(WORDS)}${draw.chance(0.5) ? draw.pick(SPLICES) : ''}${draw.pick(WORDS)}`;
}

function value(draw: Draw, depth: number): Value {
  const roll = draw.int(10);
  if (depth > 3 || roll < 5) {
    if (roll === 0) return null;
    if (roll === 1) return draw.chance(0.5);
    if (roll === 2) return draw.pick([0, 1, 3, 20, -1, 1.5, 1e21]);
    return word(draw);
  }
  if (roll < 7) return Array.from({ length: draw.int(4) }, () => value(draw, depth + 1));
  const map: { [key: string]: Value } = {};
  for (let i = draw.int(4); i > 0; i--) map[word(draw)] = value(draw, depth + 1);
  return map;
}

/** A scalar as written: plain (as it is), single- or double-quoted. */
function scalar(draw: Draw, item: null | boolean | number | string): string {
  if (typeof item !== 'string') return item === null ? draw.pick(['null', '~', '']) : String(item);
  const style = draw.int(5);
  if (style === 0) return `'${item.replace(/'/g, "''")}'`;
  if (style === 1) return JSON.stringify(item);
  if (style === 2) return `"${item}"`; // raw: escapes and quotes as they fall
  return item;
}

function flow(draw: Draw, item: Value): string {
  if (Array.isArray(item)) return `[${item.map((inner) => flow(draw, inner)).join(draw.pick([', ', ',', ' , ']))}]`;
  if (item !== null && typeof item === 'object') {
    return `{${Object.entries(item).map(([k, v]) => `${scalar(draw, k)}${draw.pick([': ', ':', ' : '])}${flow(draw, v)}`).join(', ')}}`;
  }
  return scalar(draw, item);
}

const comment = (draw: Draw): string => (draw.chance(0.15) ? draw.pick([' # c', ' #', '\t# c', ' # "q" [x]: y', '  #\u00a0c']) : '');

function block(draw: Draw, item: Value, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const isCollection = item !== null && typeof item === 'object';
  if (!isCollection || draw.chance(0.2) || (Array.isArray(item) ? item.length === 0 : Object.keys(item).length === 0)) {
    return [`${pad}${flow(draw, item)}${comment(draw)}`];
  }
  const lines: string[] = [];
  if (draw.chance(0.1)) lines.push(`${pad}# a comment line`);
  const step = draw.pick([2, 2, 2, 1, 4]);
  if (Array.isArray(item)) {
    for (const inner of item) {
      const nested = inner !== null && typeof inner === 'object';
      if (nested && draw.chance(0.5)) {
        const [first = '', ...rest] = block(draw, inner, indent + 2);
        lines.push(`${pad}- ${first.slice(indent + 2)}`, ...rest);
      } else if (nested) lines.push(`${pad}-${comment(draw)}`, ...block(draw, inner, indent + step));
      else lines.push(`${pad}- ${scalar(draw, inner)}${comment(draw)}`);
    }
    return lines;
  }
  for (const [key, inner] of Object.entries(item)) {
    const k = scalar(draw, key);
    const nested = inner !== null && typeof inner === 'object';
    if (nested && draw.chance(0.7)) lines.push(`${pad}${k}:${comment(draw)}`, ...block(draw, inner, Array.isArray(inner) && draw.chance(0.3) ? indent : indent + step));
    else lines.push(`${pad}${k}: ${nested ? flow(draw, inner) : scalar(draw, inner)}${comment(draw)}`);
  }
  return lines;
}

/** A patch-file-like document: a list of rows, or any value, in block style. */
function documentValue(draw: Draw): Value {
  if (draw.chance(0.6)) {
    return Array.from({ length: 1 + draw.int(3) }, (): Value => {
      const row: { [key: string]: Value } = { id: draw.pick(['repeat-tool-breaker', 'tool-guard', word(draw)]) };
      if (draw.chance(0.5)) row['name'] = draw.pick(['dsh-repeat-tool-breaker', '@scope/pkg', word(draw)]);
      if (draw.chance(0.8)) row['config'] = value(draw, 1);
      if (draw.chance(0.2)) row['disabled'] = draw.pick([true, false, 'yes', word(draw)]);
      return draw.chance(0.3) ? { insert: [row] } : row;
    });
  }
  return value(draw, 0);
}

/** Mutations on the text: a piece spliced in, a character dropped, a line re-indented or repeated. */
function mutate(draw: Draw, text: string): string {
  let out = text;
  for (let n = draw.int(4); n > 0; n--) {
    const at = draw.int(out.length + 1);
    const op = draw.int(6);
    if (op <= 2) out = `${out.slice(0, at)}${draw.pick(SPLICES)}${out.slice(at)}`;
    else if (op === 3) out = `${out.slice(0, at)}${out.slice(at + 1)}`;
    else {
      const lines = out.split('\n');
      const i = draw.int(lines.length);
      if (op === 4) lines[i] = `${' '.repeat(draw.int(3))}${lines[i]!.trimStart()}`;
      else lines.splice(i, 0, lines[i]!);
      out = lines.join('\n');
    }
  }
  return out;
}

/** The `count` documents of `seed`: a third as emitted, the rest mutated. */
export function* fuzzDocuments(seed: number, count: number): Generator<string> {
  const draw = new Draw(seed);
  for (let i = 0; i < count; i++) {
    const head = draw.chance(0.1) ? draw.pick(['---\n', '--- # c\n', '\ufeff', '# Your patch layer\n', '%YAML 1.2\n---\n']) : '';
    const text = `${head}${block(draw, documentValue(draw), 0).join(draw.chance(0.1) ? '\r\n' : '\n')}${draw.chance(0.9) ? '\n' : ''}`;
    yield draw.chance(0.33) ? text : mutate(draw, text);
  }
}

/** How the subset's reading of one document compares with dsh's. */
export type Outcome =
  /** Both read it, to the same value. */
  | 'same'
  /** The subset refused it with line:column (whatever dsh does with it). */
  | 'refused'
  /** The subset read it, and dsh refuses it or reads something else: the bug this guards. */
  | 'different'
  /** The subset threw something other than its line:column error (a crash). */
  | 'crashed';

export interface Reader {
  /** The subset's reading; throws `refusal` instances for what it refuses. */
  readonly read: (text: string) => unknown;
  readonly isRefusal: (error: unknown) => boolean;
  /** dsh's reading (throws for what dsh refuses). */
  readonly reference: (text: string) => unknown;
  /** The subset's value in the reference's terms (e.g. `!!js` nodes). */
  readonly normalize?: (value: unknown) => unknown;
  /** Whether two readings are the same (e.g. assert.deepStrictEqual, which tells -0 from 0). */
  readonly same: (a: unknown, b: unknown) => boolean;
}

export function compare(reader: Reader, text: string): { outcome: Outcome; detail?: string } {
  let mine: unknown;
  try {
    mine = reader.read(text);
  } catch (error) {
    if (reader.isRefusal(error)) return { outcome: 'refused' };
    return { outcome: 'crashed', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  let theirs: unknown;
  try {
    theirs = reader.reference(text);
  } catch (error) {
    return { outcome: 'different', detail: `dsh refuses it: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  const normalized = reader.normalize === undefined ? mine : reader.normalize(mine);
  // An empty stream is undefined to js-yaml and null to the subset: both read as "nothing".
  if ((normalized ?? null) === null && (theirs ?? null) === null) return { outcome: 'same' };
  return reader.same(normalized, theirs) ? { outcome: 'same' } : { outcome: 'different', detail: `subset ${JSON.stringify(normalized)} / dsh ${JSON.stringify(theirs)}` };
}

/** The names the anchored documents use: few, so that names are defined again and aliases
 *  find the latest. */
const ANCHOR_NAMES: readonly string[] = ['a', 'b', 'base', 'x:y', 'é'];

/**
 * The documents of fuzzDocuments(seed + 1, count), with anchors and aliases put where a
 * profile puts them (issue 28 C6): `&name ` before a value after `key: ` or `- `, a value
 * replaced by `*name`, and `<<: *name` added to a mapping. Names are reused, so an alias
 * may come before its anchor, inside it, or after the name was given to another value.
 */
export function* anchoredDocuments(seed: number, count: number): Generator<string> {
  const draw = new Draw(seed);
  for (const text of fuzzDocuments(seed + 1, count)) {
    const defined: string[] = [];
    /** Mostly a name given earlier in the document, so that most aliases find an anchor. */
    const used = (): string => (defined.length > 0 && draw.chance(0.85) ? draw.pick(defined) : draw.pick(ANCHOR_NAMES));
    const lines = text.split('\n').flatMap((line): string[] => {
      const entry = /^(\s*(?:- )*)((?:[^\s:#'"&*!][^:#]*|'[^']*'|"[^"]*"):(?: |$))(.*)$/.exec(line) ?? /^(\s*(?:- )+)()(.*)$/.exec(line);
      if (entry === null) return [line];
      const [, lead = '', key = '', rest = ''] = entry;
      const roll = draw.int(10);
      const spaced = key === '' || key.endsWith(' ') ? key : `${key} `;
      if (roll < 3 || (roll === 6 && rest === '')) {
        const name = draw.pick(ANCHOR_NAMES);
        defined.push(name);
        return [`${lead}${spaced}&${name} ${rest}`.trimEnd()];
      }
      if (roll < 5) return [`${lead}${spaced}*${used()}${draw.chance(0.2) ? ' # c' : ''}`];
      if (roll === 5 && key !== '' && lead.trim() === '') return [line, `${lead}<<: *${used()}`];
      return [line];
    });
    yield lines.join('\n');
  }
}

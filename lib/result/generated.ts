// D17's content masks with D21's generated tokens (design §9.2 D17, §9.3 D21): what of a
// tool result's normalized text is a number or a machine-made id, so that two answers that
// differ only in those are "the same content". docs/how-it-decides.md has the line, its
// measurements and its known look-alikes.
//
// Tokens. A token is a run of letters and digits joined by `_ - + /`, with base64's `=`
// padding at its end. Only a token that holds a digit, or ends in padding, is looked at:
// one tight scan finds the next digit or `=`, and everything between is copied as it is.
// A token's pieces are its runs of letters and digits. A *word* is a piece of two or more
// letters in one case or Capitalized (`req`, `users`, `README`, `Button`); every other
// piece is a *fragment* (`v2`, `x86`, `u`, `parseHTTP2Frame`, `8fKq2LmZpXaT`). Fragments
// side by side form a *unit*, and so do pieces joined by a `+`; a padded token is one unit
// (base64). Leading lowercase words are a prefix that stays (`req_`, `sk-proj-`, `web-`,
// `src/lib/`), and other words stay apart: `v2/users/‹id›/orders`.
//
// A unit is **generated** — masked whole by one ‹id›, with the joiners between its pieces,
// its padding, and the joiners before or after it at the token's ends — when
//   - one of its pieces is a hex id: 7+ hex digits mixing letters and digits (a short or
//     full git sha, an object id, a hex request id, a template hash), unless its one letter
//     is the `e` of an exponent (`16728e3`);
//   - it has 10+ letters and digits and at least 2 *switches*. A switch is a run of digits
//     between two letters (`k2v`), or a lowercase letter followed by an uppercase one that
//     does not start a Capitalized word (`aX9`, `bQZ`; not `getElement`); digits right
//     after such an uppercase run belong to it (`HTTP2`, `SHA256`, `X509`: one switch).
//     People write words, with at most one acronym or width in a name (`parseHTTP2Frame`,
//     `sha256sum`, `Float64Array`: 0 or 1 switch); random base62, base36, Crockford and
//     base64 text switches every few characters.
// A Kubernetes pod name's random tail at a token's end is generated too: `-<hash>-<suffix>`
// (6–10 and 5 characters of Kubernetes' alphabet, consonants and the digits 2, 4–9, one of
// them with a digit) or a `-<suffix>` that turns between letters and digits twice
// (`kube-proxy-x7wq4`; `nginx-http2` stays). A piece of at most 3 characters joined to a
// generated unit by `_ - +` belongs to it (a base64url fragment: `…_HI_L8o`).
//
// Numbers. Every other digit run is masked by ‹n› when the word (`[A-Za-z0-9_]`) holding it
// starts with a digit (`512MB`, `3rd`, `2024`) or when it has 5+ digits (a counter, a
// timestamp or a pid glued to a name: `run_‹n›_‹n›`). Shorter digit runs in a name that
// starts with a letter or `_` are part of the name and stay: `test_v2_api`, `utf8`,
// `x86_64`, `build42`, and the numbers a dot adds to such a name: `v1.2.3`, `python3.11`.
//
// Work: linear. The scan (one native regex search, never repeated over a stretch) reads
// each character once; a token it stops at is walked to its
// ends, split, classified and its numbers masked, each a bounded number of reads per
// character, all counted in `meter.reads` (at most 8 per character of such a token).
// Never throws.

/** What `ContentMasker` adds its character reads to. */
export interface ReadMeter {
  reads: number;
}

/** The codes it writes (lib/result/noise.ts owns the marker table). */
export interface ContentMarks {
  readonly number: string;
  readonly id: string;
}

const NON = 0, LOWER = 1, UPPER = 2, DIGIT = 3, JOIN = 4, PLUS = 5, PAD = 6;
/** ASCII classes; everything else ends a token. */
const CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) CLASS[c] = LOWER;
for (let c = 65; c <= 90; c++) CLASS[c] = UPPER;
for (let c = 48; c <= 57; c++) CLASS[c] = DIGIT;
CLASS[95] = CLASS[45] = CLASS[47] = JOIN; // _ - /
CLASS[43] = PLUS;
CLASS[61] = PAD;

const classOf = (c: number): number => (c < 128 ? CLASS[c]! : NON);
const isAlnum = (k: number): boolean => k === LOWER || k === UPPER || k === DIGIT;
const isTokenChar = (k: number): boolean => k !== NON && k !== PAD;
const isHexLetter = (c: number): boolean => (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/** Kubernetes' random alphabet (k8s.io/apimachinery rand): no vowels, no 0, 1, 3. */
const K8S = new Uint8Array(128);
for (const c of 'bcdfghjklmnpqrstvwxz2456789') K8S[c.charCodeAt(0)] = 1;

const GENERATED_LENGTH = 10;
const GENERATED_SWITCHES = 2;
const HEX_ID_LENGTH = 7;
const LONG_NUMBER = 5;
const POD_SUFFIX = 5;
const SHORT_PIECE = 3;

/** One piece of a token: a run of letters and digits. */
interface Piece {
  start: number;
  end: number;
  /** A word: 2+ letters, one case or Capitalized; `lowerWord`: all lowercase. */
  word: boolean;
  lowerWord: boolean;
  hexId: boolean;
  switches: number;
  hasDigit: boolean;
  /** Every character is in Kubernetes' random alphabet. */
  k8s: boolean;
  /** The joiner before it: holds a `+`; holds a `/`; is `_` only (the same `[A-Za-z0-9_]`
   *  word); is one `-`. */
  plusBefore: boolean;
  slashBefore: boolean;
  sameWord: boolean;
  dashBefore: boolean;
  /** Part of a generated unit. */
  masked: boolean;
}

/** Reused between calls: the pieces of the token being classified. */
const pieces: Piece[] = [];

function piece(at: number): Piece {
  let p = pieces[at];
  if (p === undefined) {
    p = {
      start: 0, end: 0, word: false, lowerWord: false, hexId: false, switches: 0, hasDigit: false, k8s: false,
      plusBefore: false, slashBefore: false, sameWord: false, dashBefore: false, masked: false,
    };
    pieces[at] = p;
  }
  return p;
}

/** Classifies the piece src[start, end): word, hex id, switches, Kubernetes' alphabet. */
function classify(src: string, p: Piece): void {
  const { start, end } = p;
  let upper = 0, lower = 0, digits = 0, hexLetters = 0;
  let switches = 0;
  let k8s = true;
  let acronym = false; // the current uppercase run began with a switch
  let previous = NON;
  for (let k = start; k < end; k++) {
    const c = src.charCodeAt(k);
    const kind = CLASS[c]!;
    if (K8S[c] !== 1) k8s = false;
    if (kind === DIGIT) {
      digits++;
      if (previous !== DIGIT && previous !== NON) {
        let run = k + 1;
        while (run < end && CLASS[src.charCodeAt(run)] === DIGIT) run++;
        // A digit run between letters, unless it ends the acronym that switched (`HTTP2`).
        if (run < end && !(previous === UPPER && acronym)) switches++;
      }
      acronym = false;
    } else if (kind === UPPER) {
      upper++;
      if (isHexLetter(c)) hexLetters++;
      if (previous === LOWER && (k + 1 >= end || CLASS[src.charCodeAt(k + 1)] !== LOWER)) {
        switches++;
        acronym = true;
      }
    } else {
      lower++;
      if (isHexLetter(c)) hexLetters++;
      acronym = false;
    }
    previous = kind;
  }
  const length = end - start;
  const letters = upper + lower;
  p.switches = switches;
  p.hasDigit = digits > 0;
  p.k8s = k8s;
  p.word = digits === 0 && letters >= 2 && (upper === 0 || lower === 0 || (upper === 1 && CLASS[src.charCodeAt(start)] === UPPER));
  p.lowerWord = p.word && upper === 0;
  // Digits with one letter, an `e`, are a number with its exponent (`16728e3`, `5e-36`).
  const exponent = letters === 1 && CLASS[src.charCodeAt(start)] === DIGIT && exponentAt(src, start, end);
  p.hexId = length >= HEX_ID_LENGTH && letters === hexLetters && digits > 0 && hexLetters > 0 && !exponent;
}

/** Whether the piece src[start, end) holds an `e` or `E`. */
function exponentAt(src: string, start: number, end: number): boolean {
  for (let k = start + 1; k < end; k++) if ((src.charCodeAt(k) | 32) === 101) return true;
  return false;
}

/** How often a piece turns between letters and digits. */
function turns(src: string, p: Piece): number {
  let count = 0;
  for (let k = p.start + 1; k < p.end; k++) {
    if ((CLASS[src.charCodeAt(k)] === DIGIT) !== (CLASS[src.charCodeAt(k - 1)] === DIGIT)) count++;
  }
  return count;
}

/** Kubernetes' random names at a token's end: `-<hash>-<suffix>` (a ReplicaSet's pod: a
 *  6–10 and a 5 character run of its alphabet, one of them with a digit), or `-<suffix>`
 *  that turns between letters and digits at least twice (a Job's or DaemonSet's pod). */
function markPodName(src: string, count: number): void {
  const suffix = pieces[count - 1]!;
  if (!suffix.dashBefore || !suffix.k8s || suffix.end - suffix.start !== POD_SUFFIX) return;
  const hash = count >= 2 ? pieces[count - 2]! : undefined;
  const hashLength = hash === undefined ? 0 : hash.end - hash.start;
  if (hash !== undefined && hash.dashBefore && hash.k8s && hashLength >= 6 && hashLength <= 10 && (hash.hasDigit || suffix.hasDigit)) {
    hash.masked = suffix.masked = true;
  } else if (turns(src, suffix) >= 2) suffix.masked = true;
}

/** The next digit, or an `=` that may pad a base64 token without one (a native scan). */
const NEXT_HIT = /[0-9=]/g;

/**
 * Masks the verbatim stretches of one text, left to right (see the header). `begin()` a
 * text, `mask()` its stretches in order, `end()` so that the text is not kept alive.
 */
export class ContentMasker {
  private src = '';
  /** The first digit or `=` at or after `scannedFrom` is at `nextHit` (src.length: none). */
  private scannedFrom = 0;
  private nextHit = -1;

  constructor(private readonly marks: ContentMarks) {}

  begin(src: string): void {
    this.src = src;
    this.scannedFrom = 0;
    this.nextHit = -1;
  }

  end(): void {
    this.src = '';
  }

  /** The first digit or `=` at or after `from`. Each character is scanned once per text. */
  private hitFrom(from: number): number {
    if (this.scannedFrom <= from && this.nextHit >= from) return this.nextHit;
    NEXT_HIT.lastIndex = from;
    this.scannedFrom = from;
    this.nextHit = NEXT_HIT.test(this.src) ? NEXT_HIT.lastIndex - 1 : this.src.length;
    return this.nextHit;
  }

  /** src[from, to) with D17's numbers and D21's generated tokens masked. Never throws. */
  mask(from: number, to: number, meter: ReadMeter): string {
    const { src, marks } = this;
    meter.reads += to - from; // the scan reads every character once
    let out = '';
    let copied = from;
    let i = from;
    let nameDigitEnd = -1; // where the last token ended in a digit of a name (`v1`, `python3`)
    while (i < to) {
      const hit = this.hitFrom(i);
      if (hit >= to) break;
      let start = hit;
      while (start > i && isTokenChar(classOf(src.charCodeAt(start - 1)))) start--;
      let end = hit;
      while (end < to && isTokenChar(classOf(src.charCodeAt(end)))) end++;
      let padded = end;
      while (padded < to && src.charCodeAt(padded) === 61) padded++;
      // `=` is padding only at a token's end.
      if (padded < to && isTokenChar(classOf(src.charCodeAt(padded)))) padded = end;
      if (end === hit && (start === end || padded === end)) {
        // An `=` that pads no token (`a = b`, `key=value`): go on after its run.
        let after = hit + 1;
        while (after < to && src.charCodeAt(after) === 61) after++;
        meter.reads += after - start;
        i = after;
        continue;
      }
      // The walks read the token once more; splitting, classifying and masking its numbers
      // read each of its characters at most seven more times (joiners and look-aheads).
      meter.reads += 8 * (padded - start) + 6;
      // `v1.2.3`, `python3.11`: numbers after a name's digit and a dot continue the name.
      const continuesName = start === nameDigitEnd + 1 && src.charCodeAt(nameDigitEnd) === 46;
      const masked = maskToken(src, start, end, padded, continuesName, marks);
      nameDigitEnd = endsInNameDigit ? end : -1;
      if (masked !== undefined) {
        out += src.slice(copied, start) + masked;
        copied = padded;
      }
      i = padded;
    }
    return copied === from ? src.slice(from, to) : out + src.slice(copied, to);
  }
}

/** Set by maskToken: the token ends in a digit that is part of a name (kept). */
let endsInNameDigit = false;

/** The token src[start, end) (padding up to `padded`) masked, or undefined when nothing of
 *  it is. */
function maskToken(src: string, start: number, end: number, padded: number, continuesName: boolean, marks: ContentMarks): string | undefined {
  if (digitsOnly(src, start, end)) {
    // A number on its own, the commonest token: no pieces to classify.
    endsInNameDigit = continuesName && end - start < LONG_NUMBER;
    return endsInNameDigit ? undefined : marks.number + src.slice(end, padded);
  }
  const count = splitPieces(src, start, end);
  markGenerated(src, count, padded > end);
  endsInNameDigit = false;
  let out = '';
  let copied = start;
  let wordStartsWithDigit = false;
  for (let k = 0; k < count; k++) {
    const p = pieces[k]!;
    if (p.masked) {
      // One mask for a run of masked pieces with the joiners between them (and those
      // before the token's first piece or after its last).
      let last = k;
      while (last + 1 < count && pieces[last + 1]!.masked) last++;
      out += src.slice(copied, k === 0 ? start : p.start) + marks.id;
      copied = last === count - 1 ? padded : pieces[last]!.end;
      wordStartsWithDigit = false;
      k = last;
      continue;
    }
    if (!p.sameWord) {
      const digitFirst = CLASS[src.charCodeAt(p.start)] === DIGIT && src.charCodeAt(p.start - 1) !== 95;
      wordStartsWithDigit = digitFirst && !(k === 0 && continuesName);
    }
    if (p.word) continue;
    if (k === count - 1) {
      const tail = trailingDigits(src, p.end);
      endsInNameDigit = tail > 0 && tail < LONG_NUMBER && !wordStartsWithDigit;
    }
    const masked = maskNumbers(src, p.start, p.end, wordStartsWithDigit, marks.number);
    if (masked !== undefined) {
      out += src.slice(copied, p.start) + masked;
      copied = p.end;
    }
  }
  return copied === start ? undefined : out + src.slice(copied, padded);
}

function digitsOnly(src: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if ((src.charCodeAt(k) - 48) >>> 0 > 9) return false;
  return true;
}

/** Splits the token src[start, end) into `pieces`, classified; returns how many. */
function splitPieces(src: string, start: number, end: number): number {
  let count = 0;
  let joinerStart = start;
  for (let k = start; k < end; ) {
    if (!isAlnum(CLASS[src.charCodeAt(k)]!)) {
      k++;
      continue;
    }
    let e = k + 1;
    while (e < end && isAlnum(CLASS[src.charCodeAt(e)]!)) e++;
    const p = piece(count++);
    p.start = k;
    p.end = e;
    p.masked = p.plusBefore = p.slashBefore = false;
    for (let j = joinerStart; j < k; j++) {
      const c = src.charCodeAt(j);
      if (c === 43) p.plusBefore = true;
      else if (c === 47) p.slashBefore = true;
    }
    p.sameWord = count > 1 && k > joinerStart && onlyUnderscores(src, joinerStart, k);
    p.dashBefore = k - joinerStart === 1 && src.charCodeAt(joinerStart) === 45;
    classify(src, p);
    joinerStart = k = e;
  }
  return count;
}

function onlyUnderscores(src: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (src.charCodeAt(j) !== 95) return false;
  return true;
}

/** Marks the pieces of generated units (see the header). `padded`: base64, one unit. */
function markGenerated(src: string, count: number, padded: boolean): void {
  // A prefix of lowercase words stays, `_ - /` after each: `req_`, `sk-proj-`, `web-`,
  // `src/lib/`. Base64 has none: a token with padding, or a `+` after the word.
  let prefix = 0;
  while (!padded && prefix < count && pieces[prefix]!.lowerWord && pieces[prefix + 1]?.plusBefore !== true) prefix++;
  for (let a = prefix; a < count; ) {
    // The unit that starts at piece a: fragments side by side, or pieces joined by `+`.
    let b = a + 1;
    while (b < count && (padded || pieces[b]!.plusBefore || (!pieces[b - 1]!.word && !pieces[b]!.word))) b++;
    if (generatedUnit(a, b)) for (let k = a; k < b; k++) pieces[k]!.masked = true;
    a = b;
  }
  if (prefix < count) markPodName(src, count);
  // A short piece joined to a generated unit by `_ - +` is a piece of it (`…_HI_L8o`,
  // `Rrb-…`); the prefix and a path's components (`/out.log`) stay.
  for (let k = prefix + 1; k < count; k++) {
    const p = pieces[k]!;
    if (short(p) && !p.slashBefore && pieces[k - 1]!.masked) p.masked = true;
  }
  for (let k = count - 2; k >= prefix; k--) {
    const p = pieces[k]!;
    if (short(p) && !pieces[k + 1]!.slashBefore && pieces[k + 1]!.masked) p.masked = true;
  }
}

const short = (p: Piece): boolean => p.end - p.start <= SHORT_PIECE;

/** Is the unit pieces[a, b) generated: a hex id in it, or enough letters and switches? */
function generatedUnit(a: number, b: number): boolean {
  let switches = 0, alnum = 0;
  for (let k = a; k < b; k++) {
    const p = pieces[k]!;
    if (p.hexId) return true;
    switches += p.switches;
    alnum += p.end - p.start;
  }
  return alnum >= GENERATED_LENGTH && switches >= GENERATED_SWITCHES;
}

/** How many digits end right before `end`. */
function trailingDigits(src: string, end: number): number {
  let k = end;
  while (CLASS[src.charCodeAt(k - 1)] === DIGIT) k--;
  return end - k;
}

/** The digit runs of a piece that are numbers, masked; undefined when none is. */
function maskNumbers(src: string, start: number, end: number, wordStartsWithDigit: boolean, mark: string): string | undefined {
  let out = '';
  let copied = start;
  for (let k = start; k < end; ) {
    if (CLASS[src.charCodeAt(k)] !== DIGIT) {
      k++;
      continue;
    }
    let run = k + 1;
    while (run < end && CLASS[src.charCodeAt(run)] === DIGIT) run++;
    if (wordStartsWithDigit || run - k >= LONG_NUMBER) {
      out += src.slice(copied, k) + mark;
      copied = run;
    }
    k = run;
  }
  return copied === start ? undefined : out + src.slice(copied, end);
}

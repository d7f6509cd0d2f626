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
// Numbers (design §9.4 D26). Every other digit run is masked by ‹n›, on its own (`512MB`,
// `3rd`, `2024`) or inside a word or an identifier: a counter in an id (`run_‹n›`,
// `om_‹n›`, `msg-‹n›`, `job‹n›`, `attempt_‹n›`) is not news. The letters stay: `test_api`
// and `test_v‹n›_api` are two names, `test_v2_api` and `test_v3_api` one, as `v1.2.3` and
// `v1.2.4` are.
//
// Work: linear. The scan (one native regex search, never repeated over a stretch) reads
// each character once; a token it stops at is walked to its
// ends, split, classified and its numbers masked, each a bounded number of reads per
// character, all counted in `meter.reads` (at most 8 per character of such a token).
// Never throws.
/** Character classes (the low 3 bits) and flags, for the ASCII range; everything else ends a token. */
const NON = 0, LOWER = 1, UPPER = 2, DIGIT = 3, JOIN = 4, PLUS = 5, PAD = 6;
const CLASS_BITS = 7, HEX = 8, K8S = 16;
const INFO = new Uint8Array(128);
for (let c = 97; c <= 122; c++)
    INFO[c] = LOWER;
for (let c = 65; c <= 90; c++)
    INFO[c] = UPPER;
for (let c = 48; c <= 57; c++)
    INFO[c] = DIGIT | HEX;
for (const c of 'abcdefABCDEF')
    INFO[c.charCodeAt(0)] |= HEX;
/** Kubernetes' random alphabet (k8s.io/apimachinery rand): no vowels, no 0, 1, 3. */
for (const c of 'bcdfghjklmnpqrstvwxz2456789')
    INFO[c.charCodeAt(0)] |= K8S;
INFO[95] = INFO[45] = INFO[47] = JOIN; // _ - /
INFO[43] = PLUS;
INFO[61] = PAD;
const infoOf = (c) => (c < 128 ? INFO[c] : NON);
/** Letters, digits and joiners: the characters of a token (`=` only pads its end). */
const inToken = (c) => {
    const kind = infoOf(c) & CLASS_BITS;
    return kind !== NON && kind !== PAD;
};
const isDigit = (c) => (c - 48) >>> 0 <= 9;
const GENERATED_LENGTH = 10;
const GENERATED_SWITCHES = 2;
const HEX_ID_LENGTH = 7;
const POD_SUFFIX = 5;
const SHORT_PIECE = 3;
/** Reused between calls: the pieces of the token being classified, and how many. */
const pieces = [];
let count = 0;
function piece(at) {
    let p = pieces[at];
    if (p === undefined) {
        p = {
            start: 0, end: 0, word: false, lowerWord: false, digitsOnly: false, hasDigit: false, hexId: false, switches: 0,
            k8s: false, plusBefore: false, slashBefore: false, sameWord: false, dashBefore: false, masked: false,
        };
        pieces[at] = p;
    }
    return p;
}
/**
 * Reads the token that starts at `start` (up to `to` at most) in one pass: splits it into
 * `pieces`, each classified (word, hex id, switches, Kubernetes' alphabet) with the joiner
 * before it. Returns where the token ends.
 */
function readToken(src, start, to) {
    count = 0;
    let plus = false, slash = false, underscores = true, joiner = 0, firstJoiner = 0;
    let k = start;
    while (k < to) {
        const c = src.charCodeAt(k);
        const kind = infoOf(c) & CLASS_BITS;
        if (kind === NON || kind === PAD)
            break;
        if (kind >= JOIN) {
            if (c === 43)
                plus = true;
            else if (c === 47)
                slash = true;
            if (c !== 95)
                underscores = false;
            if (joiner++ === 0)
                firstJoiner = c;
            k++;
            continue;
        }
        const p = piece(count++);
        p.start = k;
        p.masked = false;
        p.plusBefore = plus;
        p.slashBefore = slash;
        p.sameWord = count > 1 && joiner > 0 && underscores;
        p.dashBefore = joiner === 1 && firstJoiner === 45;
        k = classify(src, p, k, to, kind);
        plus = slash = false;
        underscores = true;
        joiner = 0;
    }
    return k;
}
/** Classifies the piece that starts at `k` with a character of class `first`; returns its end. */
function classify(src, p, k, to, first) {
    const start = k;
    let upper = 0, lower = 0, digits = 0, hexLetters = 0, es = 0, switches = 0;
    let k8s = true;
    let previous = NON;
    // A lowercase letter then an uppercase one: a switch unless a lowercase letter follows
    // (a Capitalized word), decided at the next character.
    let turned = false;
    // The uppercase run began with a switch; the class before the current digit run, and
    // whether that was such an acronym (`HTTP2`: the digits belong to it).
    let acronym = false, beforeDigits = NON, acronymDigits = false;
    for (; k < to; k++) {
        const c = src.charCodeAt(k);
        const info = infoOf(c);
        const kind = info & CLASS_BITS;
        if (kind === NON || kind >= JOIN)
            break;
        if ((info & K8S) === 0)
            k8s = false;
        if (turned) {
            turned = false;
            if (kind !== LOWER) {
                switches++;
                acronym = true;
            }
        }
        if (kind === DIGIT) {
            digits++;
            if (previous !== DIGIT) {
                beforeDigits = previous;
                acronymDigits = acronym;
            }
            acronym = false;
        }
        else {
            // A digit run between letters.
            if (previous === DIGIT && beforeDigits !== NON && !(beforeDigits === UPPER && acronymDigits))
                switches++;
            if ((info & HEX) !== 0)
                hexLetters++;
            if ((c | 32) === 101)
                es++;
            if (kind === UPPER) {
                upper++;
                if (previous === LOWER)
                    turned = true;
            }
            else {
                lower++;
                acronym = false;
            }
        }
        previous = kind;
    }
    if (turned)
        switches++;
    const length = k - start;
    const letters = upper + lower;
    p.end = k;
    p.switches = switches;
    p.hasDigit = digits > 0;
    p.digitsOnly = letters === 0;
    p.k8s = k8s;
    p.word = digits === 0 && letters >= 2 && (upper === 0 || lower === 0 || (upper === 1 && first === UPPER));
    p.lowerWord = p.word && upper === 0;
    // Digits with one letter, an `e`, are a number with its exponent (`16728e3`, `5e-36`).
    const exponent = letters === 1 && es === 1 && first === DIGIT;
    p.hexId = length >= HEX_ID_LENGTH && letters === hexLetters && digits > 0 && hexLetters > 0 && !exponent;
    return k;
}
/** How often a piece turns between letters and digits. */
function turns(src, p) {
    let turned = 0;
    for (let k = p.start + 1; k < p.end; k++)
        if (isDigit(src.charCodeAt(k)) !== isDigit(src.charCodeAt(k - 1)))
            turned++;
    return turned;
}
/** Kubernetes' random names at a token's end: `-<hash>-<suffix>` (a ReplicaSet's pod: a
 *  6–10 and a 5 character run of its alphabet, one of them with a digit), or `-<suffix>`
 *  that turns between letters and digits at least twice (a Job's or DaemonSet's pod). */
function markPodName(src) {
    const suffix = pieces[count - 1];
    if (!suffix.dashBefore || !suffix.k8s || suffix.end - suffix.start !== POD_SUFFIX)
        return;
    const hash = count >= 2 ? pieces[count - 2] : undefined;
    const hashLength = hash === undefined ? 0 : hash.end - hash.start;
    if (hash !== undefined && hash.dashBefore && hash.k8s && hashLength >= 6 && hashLength <= 10 && (hash.hasDigit || suffix.hasDigit)) {
        hash.masked = suffix.masked = true;
    }
    else if (turns(src, suffix) >= 2)
        suffix.masked = true;
}
/** The next digit, or an `=` that may pad a base64 token without one (a native scan). */
const NEXT_HIT = /[0-9=]/g;
/**
 * Masks the verbatim stretches of one text, left to right (see the header). `begin()` a
 * text, `mask()` its stretches in order, `end()` so that the text is not kept alive.
 */
export class ContentMasker {
    marks;
    src = '';
    /** The first digit or `=` at or after `scannedFrom` is at `nextHit` (src.length: none). */
    scannedFrom = 0;
    nextHit = -1;
    constructor(marks) {
        this.marks = marks;
    }
    begin(src) {
        this.src = src;
        this.scannedFrom = 0;
        this.nextHit = -1;
    }
    end() {
        this.src = '';
    }
    /** The first digit or `=` at or after `from`. Each character is scanned once per text. */
    hitFrom(from) {
        if (this.scannedFrom <= from && this.nextHit >= from)
            return this.nextHit;
        NEXT_HIT.lastIndex = from;
        this.scannedFrom = from;
        this.nextHit = NEXT_HIT.test(this.src) ? NEXT_HIT.lastIndex - 1 : this.src.length;
        return this.nextHit;
    }
    /** src[from, to) with D17's numbers and D21's generated tokens masked. Never throws. */
    mask(from, to, meter) {
        const { src, marks } = this;
        meter.reads += to - from; // the scan reads every character once
        let out = '';
        let copied = from;
        let i = from;
        while (i < to) {
            const hit = this.hitFrom(i);
            if (hit >= to)
                break;
            let start = hit;
            while (start > i && inToken(src.charCodeAt(start - 1)))
                start--;
            let equals = hit; // the `=` run at the token's end, if any
            if (src.charCodeAt(hit) === 61) {
                while (equals < to && src.charCodeAt(equals) === 61)
                    equals++;
                // An `=` that pads no token (`a = b`, `key=value`): go on after its run.
                if (start === hit || (equals < to && inToken(src.charCodeAt(equals)))) {
                    meter.reads += equals - start;
                    i = equals;
                    continue;
                }
            }
            const end = readToken(src, start, to);
            let padded = end;
            if (equals === hit) {
                while (padded < to && src.charCodeAt(padded) === 61)
                    padded++;
                if (padded < to && inToken(src.charCodeAt(padded)))
                    padded = end; // `=` pads only a token's end
            }
            else
                padded = equals;
            // The walk back and the reading pass; masking its numbers reads each digit twice more.
            meter.reads += 4 * (padded - start) + POD_SUFFIX;
            const masked = maskToken(src, start, end, padded, marks);
            if (masked !== undefined) {
                out += src.slice(copied, start) + masked;
                copied = padded;
            }
            i = padded;
        }
        return copied === from ? src.slice(from, to) : out + src.slice(copied, to);
    }
}
/** The token src[start, end) (padding up to `padded`), read by readToken(), masked; or
 *  undefined when nothing of it is. */
function maskToken(src, start, end, padded, marks) {
    if (count === 1 && pieces[0].digitsOnly && pieces[0].start === start && pieces[0].end === end) {
        // A number on its own, the commonest token: nothing to classify.
        return marks.number + src.slice(end, padded);
    }
    markGenerated(src, padded > end);
    let out = '';
    let copied = start;
    for (let k = 0; k < count; k++) {
        const p = pieces[k];
        if (p.masked) {
            // One mask for a run of masked pieces with the joiners between them (and those
            // before the token's first piece or after its last).
            let last = k;
            while (last + 1 < count && pieces[last + 1].masked)
                last++;
            out += src.slice(copied, k === 0 ? start : p.start) + marks.id;
            copied = last === count - 1 ? padded : pieces[last].end;
            k = last;
            continue;
        }
        if (!p.hasDigit)
            continue;
        const masked = maskNumbers(src, p.start, p.end, marks.number);
        if (masked !== undefined) {
            out += src.slice(copied, p.start) + masked;
            copied = p.end;
        }
    }
    return copied === start ? undefined : out + src.slice(copied, padded);
}
/** Marks the pieces of generated units (see the header). `padded`: base64, one unit. */
function markGenerated(src, padded) {
    // A prefix of lowercase words stays, `_ - /` after each: `req_`, `sk-proj-`, `web-`,
    // `src/lib/`. Base64 has none: a token with padding, or a `+` after the word.
    let prefix = 0;
    while (!padded && prefix < count && pieces[prefix].lowerWord && pieces[prefix + 1]?.plusBefore !== true)
        prefix++;
    for (let a = prefix; a < count;) {
        // The unit that starts at piece a: fragments side by side, or pieces joined by `+`.
        let b = a + 1;
        while (b < count && (padded || pieces[b].plusBefore || (!pieces[b - 1].word && !pieces[b].word)))
            b++;
        if (generatedUnit(a, b))
            for (let k = a; k < b; k++)
                pieces[k].masked = true;
        a = b;
    }
    if (prefix < count)
        markPodName(src);
    // A short piece joined to a generated unit by `_ - +` is a piece of it (`…_HI_L8o`,
    // `Rrb-…`); the prefix and a path's components (`/out.log`) stay.
    for (let k = prefix + 1; k < count; k++) {
        const p = pieces[k];
        if (short(p) && !p.slashBefore && pieces[k - 1].masked)
            p.masked = true;
    }
    for (let k = count - 2; k >= prefix; k--) {
        const p = pieces[k];
        if (short(p) && !pieces[k + 1].slashBefore && pieces[k + 1].masked)
            p.masked = true;
    }
}
const short = (p) => p.end - p.start <= SHORT_PIECE;
/** Is the unit pieces[a, b) generated: a hex id in it, or enough letters and switches? */
function generatedUnit(a, b) {
    let switches = 0, alnum = 0;
    for (let k = a; k < b; k++) {
        const p = pieces[k];
        if (p.hexId)
            return true;
        switches += p.switches;
        alnum += p.end - p.start;
    }
    return alnum >= GENERATED_LENGTH && switches >= GENERATED_SWITCHES;
}
/** The digit runs of a piece, each masked (D26); undefined when it holds none. */
function maskNumbers(src, start, end, mark) {
    let out = '';
    let copied = start;
    for (let k = start; k < end;) {
        if (!isDigit(src.charCodeAt(k))) {
            k++;
            continue;
        }
        let run = k + 1;
        while (run < end && isDigit(src.charCodeAt(run)))
            run++;
        out += src.slice(copied, k) + mark;
        copied = run;
        k = run;
    }
    return copied === start ? undefined : out + src.slice(copied, end);
}

// What counts as volatile noise in a tool result (design §9.1 D13), and the one-pass
// scanner that erases it before lib/result/digest.ts hashes the text.
//
// A check (a test run, a status probe) "returned the same result" when its text is equal
// after erasing what differs between two runs of the same unchanged program:
//
//   duration   a number with a time unit reported as a measurement: after in / after / took /
//              elapsed / time / duration / eta / latency / real / user / sys / …, directly
//              after "(", "[" or a tab, after ") ", before "ago", or before pytest's
//              setup / call / teardown: `in 0.53s`, `(12ms)`, `after 133450 ms`,
//              `real 0m1.234s`, `Time: 1.2 sec`, `4 minutes ago`; `duration_ms 12.3`
//   rate       a throughput: `3.4 MB/s`, `9.87it/s`, `2.1s/it`
//   time       the time of day of a clock time with seconds (`23:45:55`, `eta 0:00:01`, the
//              `23:45:55.123` of `2026-11-30T23:45:55.123Z` or of `2026-11-30 23:45:55,123`)
//              and tqdm's `[00:01<00:02`. Its format stays (whether it has a fraction and how
//              many digits), and so does the date: a date changes once a day, and data
//              timestamps (a pandas index) differ in it. Not `N days hh:mm:ss` (a time span
//              value, pandas' Timedelta)
//   address    `0x…` (4+ hex digits) after at / address / addr / pointer / ptr, a 12-digit
//              user-space pointer `0x7f…`/`0x55…`/`0x56…`, a Go heap pointer `0xc0…`,
//              Java's identity hash `Foo@1b6d3586`
//   temp name  in a path under /tmp/, /var/tmp/, /private/tmp/, /dev/shm/, /var/folders/,
//              each generated component: `tmp…` + 6 or more name characters (tempfile,
//              mktemp, .tmpXXXXXX), `pytest-of-<user>`, `pytest-<n>`, or a component with a
//              random-looking run (5+ letters and digits that alternate twice, or 6+ digits);
//              other components (file and test names) stay. `tmp.XXXXXX` anywhere
//   uuid       8-4-4-4-12 hex digits
//   pid, port, seed   `pid 4242`, `PID: 4242`; an ephemeral port (32768–65535) after
//              localhost, an IPv4 address or `]`; `seed=123`, `Seed: 123`
//   stamp      the number a timestamp field holds: `"ts": "1710.001"`, `timestamp=1733300000`,
//              `"created_at": 1733300000` (ts, timestamp, time, created_at, createdAt, …)
//
// Counters (design §9.4 D26) are not erased but set apart: a digit run that ends an
// identifier after a lowercase word of two or more letters — `run_7`, `om_7`, `msg-12`,
// `job42`, `attempt_3` — is wrapped in COUNTER_OPEN … COUNTER_CLOSE. The exact text keeps
// it (`pkg2` and `pkg3` are two modules), and D15's answer identity (lib/result/digest.ts)
// masks it: a sequence number the system handed out is not a new answer. Not after one
// letter (`v2`, `E501`), not within a name (`test_v2_api`), not a version (`python3.11`),
// not where the token goes on (`+`, `/`, `=`: base64).
//   layout     a line redrawn with carriage returns keeps only its last frame; ANSI escape
//              sequences and other control characters are dropped; a run of 3+ of one
//              rule character (= - _ * # ~, box drawing, blocks) is one rule, whatever its
//              width; spaces and tabs at the end of a line vanish, and next to an erased span
//              they are one space (their width followed the span's). All other spacing,
//              indentation included, counts
//
// Everything else counts: numbers and counts (`1 failed` vs `2 failed`), exit codes,
// messages, names, paths outside temp roots, line numbers, hashes, bare dates.
//
// Content (design §9.2 D17, §9.3 D21). When asked, the same pass also builds the masked
// text behind the content identity: each verbatim stretch it appends goes through
// lib/result/generated.ts, which masks numbers (`‹n›`) and tokens that look generated
// rather than written (`‹id›`: request ids, ULIDs, shas, base64 nonces, JWT parts,
// Kubernetes pod suffixes; not `test_v2_api`, `parseHTTP2Frame`, `x86_64`, `v1.2.3`, paths).
// Only tokens holding a digit or ending in `=` padding are looked at. The exact text is
// never touched by it.
//
// Work is linear in the text and never backtracks: the scanner moves left to right, and a
// rule is only tried where a word, a `/` or an `@` starts; a failed rule has read at most
// the word it started on plus a bounded stretch (at most three more words), and the words
// it read are copied and never tried again from the inside. `reads` counts every
// character access so the tests can assert that bound without a clock.
import { ContentMasker } from './generated.js';
/** Marker characters written in place of erased spans. Control characters are dropped
 *  from the text itself (except tab and newline), so a marker cannot be forged. */
export const Mark = {
    duration: 1,
    time: 2,
    address: 3,
    temp: 4,
    uuid: 5,
    pid: 6,
    port: 7,
    seed: 8,
    rate: 0x0e,
    /** Followed by the rule's character. */
    rule: 0x0f,
    /** Followed by '0' + how many digits a clock time's fraction had. */
    digits: 0x11,
    stamp: 0x14,
    /** Around a counter's digits (the digits stay). */
    counterOpen: 0x15,
    counterClose: 0x16,
    /** Content masks (design §9.2 D17, §9.3 D21), only in the masked text: a number, and a
     *  token that looks generated (lib/result/generated.ts). */
    number: 0x12,
    id: 0x13,
};
const TAB = 9, LF = 10, CR = 13, ESC = 27, SPACE = 32, HASH = 35, LPAREN = 40, RPAREN = 41;
const STAR = 42, COMMA = 44, DASH = 45, DOT = 46, SLASH = 47, COLON = 58, LT = 60, EQUALS = 61;
const AT = 64, LBRACKET = 91, BACKSLASH = 92, RBRACKET = 93, TILDE = 126, BEL = 7, QUOTE = 34, PLUS = 43;
const MICRO = 0xb5, MU = 0x3bc;
const isDigit = (c) => c >= 48 && c <= 57;
const isLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isLower = (c) => c >= 97 && c <= 122;
const isWord = (c) => isDigit(c) || isLetter(c) || c === 95;
const isHex = (c) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const lower = (c) => (c >= 65 && c <= 90 ? c + 32 : c);
/** Characters a path component may contain (a path ends at anything else). */
const isPathChar = (c) => isWord(c) || c === DOT || c === DASH || c === SLASH || c === 43 || c === AT || c === 37 || c === TILDE;
const isRuleChar = (c) => c === EQUALS || c === DASH || c === STAR || c === HASH || c === TILDE || (c >= 0x2500 && c <= 0x259f);
const TIME_UNITS = new Set([
    'ns', 'us', 'µs', 'μs', 'ms', 's', 'sec', 'secs', 'second', 'seconds',
    'm', 'min', 'mins', 'minute', 'minutes', 'h', 'hr', 'hrs', 'hour', 'hours',
]);
/** Units that only make a duration before "ago" (`3 days ago`). */
const AGO_UNITS = new Set(['d', 'day', 'days', 'w', 'wk', 'wks', 'week', 'weeks', 'mo', 'month', 'months', 'y', 'yr', 'yrs', 'year', 'years']);
const RATE_UNITS = new Set(['b', 'kb', 'mb', 'gb', 'kib', 'mib', 'gib', 'bytes', 'it', 'its', 'items']);
/** A word right before a number that makes it a measured duration (`in 0.53s`). */
const DURATION_WORDS = new Set([
    'in', 'after', 'took', 'taking', 'takes', 'elapsed', 'time', 'duration', 'eta', 'latency', 'runtime',
    'real', 'user', 'sys', 'wall', 'cpu',
    // vitest's summary: "(transform 49ms, setup 0ms, collect 41ms, tests 3ms, environment 0ms, prepare 96ms)"
    'transform', 'setup', 'collect', 'tests', 'environment', 'prepare',
]);
/** pytest --durations: `0.53s call     tests/test_x.py::test_y`. */
const PHASE_WORDS = new Set(['call', 'setup', 'teardown']);
const ADDRESS_WORDS = new Set(['at', 'address', 'addr', 'pointer', 'ptr']);
const PID_WORDS = new Set(['pid', 'ppid']);
/** Fields that hold a timestamp (as wordBefore() reads them: lowercased): the number they
 *  hold is when the answer was made. Not `thread_ts` and its kin, which name a message. */
const STAMP_WORDS = new Set([
    'ts', 'timestamp', 'time', 'created', 'updated', 'modified', 'lastmodified', 'last_modified', 'event_ts', 'event_time', 'eventtime',
    'created_at', 'updated_at', 'modified_at', 'started_at', 'finished_at', 'completed_at', 'sent_at',
    'createdat', 'updatedat', 'modifiedat', 'startedat', 'finishedat', 'completedat', 'sentat',
]);
const TEMP_ROOTS = ['/tmp/', '/var/tmp/', '/private/tmp/', '/private/var/folders/', '/var/folders/', '/dev/shm/'];
const MAX_KEYWORD = 12;
const MAX_UNIT = 8;
const MAX_GAP = 16;
/** Character classes of the main loop, for the ASCII range. */
const PLAIN = 0, WORD = 1, BLANK = 2, NEWLINE = 3, RETURN = 4, CONTROL = 5, ESCAPE = 6, PATH = 7, IDENTITY = 8, RULE = 9;
const KIND = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
    KIND[c] = isWord(c) ? WORD : c < 32 || c === 127 ? CONTROL : PLAIN;
}
KIND[SPACE] = KIND[TAB] = BLANK;
KIND[LF] = NEWLINE;
KIND[CR] = RETURN;
KIND[ESC] = ESCAPE;
KIND[SLASH] = PATH;
KIND[AT] = IDENTITY;
for (const c of [EQUALS, DASH, STAR, HASH, TILDE])
    KIND[c] = RULE;
/** The marker strings, by code. */
const MARKS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
/** Reusable: `run()` returns the normalized text. Not reentrant (nothing it calls can
 *  call back into it). Verbatim stretches are never copied character by character: they
 *  stay pending from `segment` and are appended as one slice when something is replaced. */
export class NoiseScanner {
    /** Character accesses so far (the work bound the tests assert). */
    reads = 0;
    src = '';
    n = 0;
    /** Finished lines, when the text redraws lines with carriage returns. */
    done = '';
    /** Output not yet in `done` (everything, when no line is redrawn). */
    line = '';
    /** Start of the verbatim stretch not yet appended. */
    segment = 0;
    lineStart = 0;
    redraws = false;
    /** Where the latest marker's span ended, and the latest blank run left as it was. */
    markEnd = -1;
    blankStart = -1;
    blankEnd = -1;
    fractionSeparator = DOT;
    fractionDigits = 0;
    before = { at: -1, word: '', first: -1, gap: 0, assigns: false };
    /** D17, D21: also build the masked text (numbers and generated ids masked) in the same pass. */
    masking = false;
    content = new ContentMasker({ number: MARKS[Mark.number], id: MARKS[Mark.id] });
    maskedDone = '';
    maskedLine = '';
    masked = '';
    /** The normalized text of `src`; with `masking`, the masked text is built alongside and
     *  handed over by takeMasked(). */
    run(src, masking = false) {
        const n = src.length;
        this.src = src;
        this.n = n;
        this.masking = masking;
        this.maskedDone = this.maskedLine = this.masked = '';
        this.done = this.line = '';
        this.segment = this.lineStart = 0;
        this.markEnd = this.blankStart = this.blankEnd = -1;
        this.before = { at: -1, word: '', first: -1, gap: 0, assigns: false };
        this.redraws = src.indexOf('\r') >= 0;
        if (masking)
            this.content.begin(src);
        // The main pass visits every character once; the rules count their own reads.
        this.reads += n;
        let i = 0;
        while (i < n) {
            const c = src.charCodeAt(i);
            const kind = c < 128 ? (KIND[c] ?? PLAIN) : isRuleChar(c) ? RULE : PLAIN;
            if (kind === PLAIN) {
                i++;
            }
            else if (kind === WORD) {
                // Most words cannot start noise: skip them here, without a call.
                let end = i + 1;
                while (end < n && KIND[src.charCodeAt(end)] === WORD)
                    end++;
                if (isLetter(c) && end - i !== 3 && end - i !== 8)
                    i = isDigit(src.charCodeAt(end - 1)) ? this.counter(i, end) : end;
                else
                    i = this.word(i, c, end);
            }
            else if (kind === BLANK) {
                let end = i + 1;
                while (end < n && KIND[src.charCodeAt(end)] === BLANK)
                    end++;
                const next = end < n ? src.charCodeAt(end) : LF;
                if (next === LF || next === CR)
                    this.replace(i, end, '');
                else if (this.markEnd === i)
                    this.replace(i, end, ' ');
                else {
                    this.blankStart = i;
                    this.blankEnd = end;
                }
                i = end;
            }
            else
                i = this.special(i, c, kind);
        }
        this.flush(n);
        const text = this.done + this.line;
        if (masking)
            this.masked = this.maskedDone + this.maskedLine;
        // The scanner outlives the call: it must not keep the result's text alive.
        this.src = this.done = this.line = this.maskedDone = this.maskedLine = '';
        this.content.end();
        return text;
    }
    /** The masked text of the last run(src, true), once; '' otherwise. */
    takeMasked() {
        const masked = this.masked;
        this.masked = '';
        return masked;
    }
    /** Everything but plain characters, words and blanks. */
    special(i, c, kind) {
        switch (kind) {
            case NEWLINE:
                this.lineStart = i + 1;
                if (this.redraws) {
                    this.flush(i + 1);
                    this.done += this.line;
                    this.line = '';
                    if (this.masking) {
                        this.maskedDone += this.maskedLine;
                        this.maskedLine = '';
                    }
                }
                return i + 1;
            case RETURN:
                return this.carriageReturn(i);
            case CONTROL:
                this.replace(i, i + 1, '');
                return i + 1;
            case ESCAPE: {
                const end = this.escape(i);
                this.replace(i, end, '');
                return end;
            }
            case PATH:
                return Math.max(i + 1, this.tempPath(i));
            case IDENTITY:
                return Math.max(i + 1, this.identityHash(i));
            default:
                return this.rule(i, c);
        }
    }
    // ------------------------------------------------------------------ plumbing
    at(i) {
        this.reads++;
        return i >= 0 && i < this.n ? this.src.charCodeAt(i) : -1;
    }
    /** Appends the pending verbatim stretch up to `to`. */
    flush(to) {
        if (to > this.segment) {
            this.line += this.src.slice(this.segment, to);
            if (this.masking)
                this.maskedLine += this.content.mask(this.segment, to, this);
        }
        this.segment = to;
    }
    /** Appends text the scanner wrote itself (a marker, a space) to both outputs. */
    emit(text) {
        this.line += text;
        if (this.masking)
            this.maskedLine += text;
    }
    /** [from, to) becomes `text` (a rule, or nothing for dropped characters). */
    replace(from, to, text) {
        this.flush(from);
        this.emit(text);
        this.segment = to;
    }
    /** [from, to) is noise. A blank run right before it becomes one space (none at the start
     *  of a line): its width followed the erased span's. */
    mark(from, to, code) {
        if (this.blankEnd === from && this.segment <= this.blankStart) {
            this.flush(this.blankStart);
            if (this.blankStart > this.lineStart)
                this.emit(' ');
        }
        else
            this.flush(from);
        this.emit(MARKS[code] ?? '');
        this.segment = this.markEnd = to;
        return to;
    }
    digitsEnd(i) {
        while (isDigit(this.at(i)))
            i++;
        return i;
    }
    /** A carriage return ends a line (CRLF) or redraws it: only the last frame counts. */
    carriageReturn(i) {
        const next = this.at(i + 1);
        if (next === LF || next === -1)
            this.replace(i, i + 1, '');
        else {
            this.line = '';
            if (this.masking)
                this.maskedLine = '';
            this.segment = this.lineStart = i + 1;
        }
        return i + 1;
    }
    /** The end of an ANSI escape: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ESC \`), or ESC + one. */
    escape(i) {
        const kind = this.at(i + 1);
        if (kind === LBRACKET) {
            let k = i + 2;
            let c = this.at(k);
            while (c >= 0x30 && c <= 0x3f)
                c = this.at(++k);
            while (c >= 0x20 && c <= 0x2f)
                c = this.at(++k);
            return c >= 0x40 && c <= 0x7e ? k + 1 : k;
        }
        if (kind === RBRACKET) {
            let k = i + 2;
            for (let c = this.at(k); c !== -1 && c !== LF; c = this.at(++k)) {
                if (c === BEL)
                    return k + 1;
                if (c === ESC)
                    return this.at(k + 1) === BACKSLASH ? k + 2 : k;
            }
            return k;
        }
        return kind === -1 ? i + 1 : i + 2;
    }
    /** A run of one rule character: 3 or more are one rule, whatever the width (pytest
     *  centres its summary in one). */
    rule(i, c) {
        let end = i + 1;
        while (end < this.n && this.src.charCodeAt(end) === c)
            end++;
        this.reads += end - i;
        if (end - i >= 3)
            this.replace(i, end, MARKS[Mark.rule] + String.fromCharCode(c));
        return end;
    }
    // --------------------------------------------------------------------- words
    /** A word [i, end) that may start noise: the noise's end, or the word's. */
    word(i, c, end) {
        this.reads += end - i;
        let noise = -1;
        if (end - i === 8 && this.at(end) === DASH)
            noise = this.uuid(i);
        if (noise < 0)
            noise = isDigit(c) ? this.numeric(i, end) : this.name(i, end);
        return noise >= 0 ? noise : end;
    }
    uuid(i) {
        let k = i;
        for (const group of [8, 4, 4, 4, 12]) {
            if (k > i && this.at(k++) !== DASH)
                return -1;
            for (let g = 0; g < group; g++)
                if (!isHex(this.at(k++)))
                    return -1;
        }
        return isWord(this.at(k)) ? -1 : this.mark(i, k, Mark.uuid);
    }
    /** A word that starts with a letter or `_`: a rule of underscores, or mktemp's `tmp.XXXXXX`. */
    name(i, end) {
        if (end - i >= 3) {
            let underscores = true;
            for (let k = i; k < end && underscores; k++)
                underscores = this.at(k) === 95;
            if (underscores) {
                this.replace(i, end, MARKS[Mark.rule] + '_');
                return end;
            }
        }
        if (end - i === 3 && this.at(end) === DOT && this.keyword(i, end) === 'tmp') {
            let k = end + 1;
            while (isDigit(this.at(k)) || isLetter(this.at(k)))
                k++;
            if (k - end - 1 >= 6 && !isWord(this.at(k)))
                return this.mark(i, k, Mark.temp);
        }
        const counted = isDigit(this.at(end - 1)) ? this.counter(i, end) : end;
        return counted === end ? -1 : counted;
    }
    /** A word [i, end) that starts with a letter or `_` and ends in digits: the digits are a
     *  counter when a lowercase word of two or more letters (and at most an `_`) comes right
     *  before them, and nothing carries the token on (`.digit`, `+`, `/`, `=`: a version, a
     *  base64 id). Returns the word's end. */
    counter(i, end) {
        let d = end - 1;
        while (d > i && isDigit(this.at(d - 1)))
            d--;
        this.reads += end - d;
        const j = this.at(d - 1) === 95 ? d - 1 : d;
        if (j - 2 < i || !this.lowerWordBefore(j) || this.hexWord(i, end))
            return end;
        return this.tokenGoesOn(end) ? end : this.counterAt(d, end);
    }
    /** Sets the counter [from, to) apart in the exact text (see the header); returns its end.
     *  The content masker is handed the stretch up to `to` whole: it reads a token from its
     *  start, and a token it saw in pieces could lose its id (a short sha). */
    counterAt(from, to) {
        const { src, segment } = this;
        this.line += `${src.slice(segment, from)}${MARKS[Mark.counterOpen]}${src.slice(from, to)}${MARKS[Mark.counterClose]}`;
        if (this.masking)
            this.maskedLine += this.content.mask(segment, to, this);
        this.segment = to;
        return to;
    }
    /** A word of 7+ hex digits (`abc1234`): a short sha or a hex id (D21), not a counter. */
    hexWord(i, end) {
        if (end - i < 7)
            return false;
        let k = i;
        while (k < end && isHex(this.at(k)))
            k++;
        return k === end;
    }
    /** Whether two lowercase letters end right before `j`, after a boundary or more
     *  lowercase letters (not the tail of a mixed-case run: `tFKCw42` is random). */
    lowerWordBefore(j) {
        let k = j - 1;
        while (isLower(this.at(k)) && j - k <= MAX_KEYWORD)
            k--;
        return j - 1 - k >= 2 && !isLetter(this.at(k)) && !isDigit(this.at(k));
    }
    /** Digits after a lowercase word and a `-` (`msg-12`): a counter, as in `run_7` (D26). */
    dashCounter(i, end) {
        return this.at(i - 1) === DASH && this.lowerWordBefore(i - 1) && !this.tokenGoesOn(end);
    }
    /** Whether the token goes on at `end`: a version's `.digit`, or a joiner of generated
     *  tokens (`-x7wq4`, base64's `+`, `/`, `=`). */
    tokenGoesOn(end) {
        const next = this.at(end);
        if (next === DOT || next === DASH)
            return isWord(this.at(end + 1)) && (next === DASH || isDigit(this.at(end + 1)));
        return next === PLUS || next === SLASH || next === EQUALS;
    }
    /** A word that starts with a digit. */
    numeric(i, end) {
        if (this.at(i) === 48 && lower(this.at(i + 1)) === 120)
            return this.address(i, end);
        if (this.digitsEnd(i) === end) {
            if (this.dashCounter(i, end))
                return this.counterAt(i, end);
            const next = this.at(end);
            if (end - i === 4 && (next === DASH || next === SLASH)) {
                const stamp = this.timestamp(i, end, next);
                if (stamp >= 0)
                    return stamp;
            }
            if (end - i <= 2 && next === COLON) {
                const clock = this.clock(i);
                if (clock >= 0)
                    return clock;
            }
            const tagged = this.tagged(i, end);
            if (tagged >= 0)
                return tagged;
        }
        return this.quantity(i);
    }
    // ------------------------------------------------------------ context probes
    /** The lowercased word that ends right before `end` (at most MAX_KEYWORD long), or ''. */
    wordBefore(end) {
        let k = end - 1;
        while (k >= end - MAX_KEYWORD - 1 && isWord(this.at(k)))
            k--;
        return end - k - 1 > MAX_KEYWORD ? '' : this.keyword(k + 1, end);
    }
    /** [from, to) lowercased; callers keep it short (at most MAX_KEYWORD + a few). */
    keyword(from, to) {
        if (to <= from)
            return '';
        this.reads += to - from;
        return this.src.slice(Math.max(0, from), Math.min(this.n, to)).toLowerCase();
    }
    /** The word before `i` across at most MAX_GAP spaces, tabs, `:` and `=` (computed once
     *  per position: a number asks for it from several rules). */
    preceding(i) {
        if (this.before.at === i)
            return this.before;
        let k = i - 1;
        let c = this.at(k);
        let first = -1;
        let assigns = false;
        while ((c === SPACE || c === TAB || c === COLON || c === EQUALS || c === QUOTE) && i - k <= MAX_GAP) {
            first = c;
            if (c === COLON || c === EQUALS)
                assigns = true;
            c = this.at(--k);
        }
        this.before = { at: i, word: isWord(c) ? this.wordBefore(k + 1) : '', first, gap: i - 1 - k, assigns };
        return this.before;
    }
    /** Is the quantity at `i` reported as a measurement (left context)? */
    measuredFrom(i) {
        const c = this.at(i - 1);
        if (c === LPAREN || c === LBRACKET || c === TAB)
            return true;
        const before = this.preceding(i);
        if (before.gap === 0)
            return false;
        if (this.at(i - 1 - before.gap) === RPAREN && before.first === SPACE)
            return true;
        return DURATION_WORDS.has(before.word);
    }
    /** ` ago` after the unit. */
    agoAt(k) {
        return (this.at(k) === SPACE && this.at(k + 1) === 97 && this.at(k + 2) === 103 && this.at(k + 3) === 111 && !isWord(this.at(k + 4)));
    }
    /** pytest --durations' phase word after the unit. */
    phaseAt(k) {
        const start = k;
        while (this.at(k) === SPACE && k - start < MAX_GAP)
            k++;
        if (k === start)
            return false;
        let end = k;
        while (isLetter(this.at(end)) && end - k <= MAX_KEYWORD)
            end++;
        return !isWord(this.at(end)) && PHASE_WORDS.has(this.keyword(k, end));
    }
    // ---------------------------------------------------------------- the rules
    /** A number tagged by the word before it: pid, seed, node:test's duration_ms, a port. */
    tagged(i, end) {
        if (end - i === 5 && this.at(i - 1) === COLON && this.ephemeralPort(i, end) && this.portHostBefore(i - 1)) {
            return this.mark(i, end, Mark.port);
        }
        const before = this.preceding(i);
        if (before.gap === 0)
            return -1;
        if (PID_WORDS.has(before.word))
            return this.mark(i, end, Mark.pid);
        if (before.word === 'seed' && (before.first === EQUALS || before.first === COLON) && before.gap <= 2) {
            return this.mark(i, end, Mark.seed);
        }
        if (before.word === 'duration_ms')
            return this.mark(i, this.fractionEnd(end), Mark.duration);
        if (before.assigns && STAMP_WORDS.has(before.word)) {
            const stamp = this.fractionEnd(end);
            if (!isLetter(this.at(stamp)))
                return this.mark(i, stamp, Mark.stamp); // `time: 0.5s` is a duration
        }
        return -1;
    }
    /** Past a `.digits` fraction at `end`, if there is one. */
    fractionEnd(end) {
        return this.at(end) === DOT && isDigit(this.at(end + 1)) ? this.digitsEnd(end + 1) : end;
    }
    ephemeralPort(i, end) {
        let value = 0;
        for (let k = i; k < end; k++)
            value = value * 10 + this.at(k) - 48;
        return value >= 32768 && value <= 65535;
    }
    /** `localhost`, `]` (IPv6) or a dotted IPv4 address ends right before the colon at `colon`. */
    portHostBefore(colon) {
        const c = this.at(colon - 1);
        if (c === RBRACKET)
            return true;
        if (isLetter(c))
            return this.wordBefore(colon) === 'localhost';
        let k = colon - 1;
        for (let group = 0; group < 4; group++) {
            const end = k;
            while (isDigit(this.at(k)) && end - k < 3)
                k--;
            if (k === end)
                return false;
            if (group < 3) {
                if (this.at(k) !== DOT)
                    return false;
                k--;
            }
        }
        const before = this.at(k);
        return !isWord(before) && before !== DOT;
    }
    address(i, end) {
        const digits = end - i - 2;
        if (digits < 4 || digits > 16)
            return -1;
        for (let k = i + 2; k < end; k++)
            if (!isHex(this.at(k)))
                return -1;
        const a = lower(this.at(i + 2)), b = lower(this.at(i + 3));
        const pointer = (digits === 12 && ((a === 55 && b === 102) || (a === 53 && (b === 53 || b === 54)))) || // 0x7f…, 0x55…, 0x56…
            (digits === 10 && a === 99 && b === 48); // Go: 0xc0…
        return pointer || ADDRESS_WORDS.has(this.preceding(i).word) ? this.mark(i, end, Mark.address) : -1;
    }
    /** Java's `Type@1b6d3586`: 6–8 hex digits with at least one digit and one letter. */
    identityHash(i) {
        if (!isWord(this.at(i - 1)))
            return -1;
        let k = i + 1;
        let digit = false, letter = false;
        for (let c = this.at(k); isWord(c) && k - i <= 9; c = this.at(++k)) {
            if (!isHex(c))
                return -1;
            if (isDigit(c))
                digit = true;
            else
                letter = true;
        }
        const length = k - i - 1;
        if (length < 6 || length > 8 || !digit || !letter || isWord(this.at(k)))
            return -1;
        return this.mark(i + 1, k, Mark.address);
    }
    /** `YYYY-MM-DD` (or `/`) + `T` or a space + a clock time with seconds. The date stays
     *  (it changes once a day, and data timestamps differ in it); the time of day goes. */
    timestamp(i, year, separator) {
        if (!isDigit(this.at(year + 1)) || !isDigit(this.at(year + 2)) || this.at(year + 3) !== separator)
            return -1;
        if (!isDigit(this.at(year + 4)) || !isDigit(this.at(year + 5)))
            return -1;
        const t = this.at(year + 6);
        if (t !== 84 && t !== SPACE)
            return -1;
        const end = this.clockAt(year + 7);
        return end < 0 ? -1 : this.clockMark(year + 7, end);
    }
    /** The time of day goes, its format stays: whether it has a fraction, and how many digits. */
    clockMark(from, end) {
        const { fractionSeparator, fractionDigits } = this;
        this.mark(from, end, Mark.time);
        if (fractionDigits > 0)
            this.emit(String.fromCharCode(fractionSeparator, Mark.digits, 48 + fractionDigits));
        return end;
    }
    /** `h:mm:ss` or `hh:mm:ss`, optionally `.fraction` or `,fraction` (1–9 digits, kept in
     *  fractionSeparator and fractionDigits). */
    clockAt(k) {
        this.fractionDigits = 0;
        if (!isDigit(this.at(k)))
            return -1;
        k += isDigit(this.at(k + 1)) ? 2 : 1;
        for (let group = 0; group < 2; group++) {
            if (this.at(k) !== COLON || !isDigit(this.at(k + 1)) || !isDigit(this.at(k + 2)))
                return -1;
            k += 3;
        }
        const sep = this.at(k);
        if ((sep === DOT || sep === COMMA) && isDigit(this.at(k + 1))) {
            const start = ++k;
            while (isDigit(this.at(k)) && k - start < 9)
                k++;
            this.fractionSeparator = sep;
            this.fractionDigits = k - start;
        }
        const next = this.at(k);
        if (isDigit(next) || (next === COLON && isDigit(this.at(k + 1))))
            return -1;
        return k;
    }
    clock(i) {
        const before = this.at(i - 1);
        if (before === COLON || before === DOT)
            return -1; // file:line:col, versions
        if (before === SPACE) {
            const word = this.wordBefore(i - 1);
            if (word === 'day' || word === 'days')
                return -1; // a time span value: `0 days 01:00:00`
        }
        const end = this.clockAt(i);
        if (end >= 0)
            return this.clockMark(i, end);
        // tqdm: `[00:01<00:02, …]`
        const k = i + (isDigit(this.at(i + 1)) ? 2 : 1);
        if (this.at(k) !== COLON || !isDigit(this.at(k + 1)) || !isDigit(this.at(k + 2)))
            return -1;
        const after = this.at(k + 3);
        if (isDigit(after) || after === COLON)
            return -1;
        return before === LBRACKET || before === LT || after === LT ? this.mark(i, k + 3, Mark.time) : -1;
    }
    /** A number with a unit: a measured duration (`in 0.53s`, `1h2m3.5s`) or a rate (`3 MB/s`). */
    quantity(i) {
        let k = i;
        for (let piece = 0; piece < 3; piece++) {
            k = this.digitsEnd(k);
            if (this.at(k) === DOT && isDigit(this.at(k + 1))) {
                k = this.digitsEnd(k + 1);
                if (this.at(k) === DOT && isDigit(this.at(k + 1)))
                    return -1; // a version or an address
            }
            const spaced = piece === 0 && this.at(k) === SPACE;
            const unitStart = spaced ? k + 1 : k;
            let unitEnd = unitStart;
            for (let c = this.at(unitEnd); isLetter(c) || c === MICRO || c === MU; c = this.at(++unitEnd)) {
                if (unitEnd - unitStart >= MAX_UNIT)
                    return -1;
            }
            if (unitEnd === unitStart)
                return -1;
            const unit = this.keyword(unitStart, unitEnd);
            const after = this.at(unitEnd);
            if (!spaced && isDigit(after) && (unit === 'h' || unit === 'm')) {
                k = unitEnd; // Go's and bash's compound durations: 1h2m3.5s, 0m1.234s
                continue;
            }
            return this.unit(i, unit, unitEnd, after);
        }
        return -1;
    }
    unit(i, unit, end, after) {
        if (after === SLASH) {
            const s = lower(this.at(end + 1));
            if (RATE_UNITS.has(unit) && s === 115 && !isWord(this.at(end + 2)))
                return this.mark(i, end + 2, Mark.rate);
            if (unit === 's' && s === 105 && lower(this.at(end + 2)) === 116 && !isWord(this.at(end + 3))) {
                return this.mark(i, end + 3, Mark.rate); // tqdm's slow form: 2.1s/it
            }
        }
        if (isWord(after))
            return -1;
        const ago = this.agoAt(end);
        if (AGO_UNITS.has(unit))
            return ago ? this.mark(i, end, Mark.duration) : -1;
        if (!TIME_UNITS.has(unit))
            return -1;
        return ago || this.measuredFrom(i) || this.phaseAt(end) ? this.mark(i, end, Mark.duration) : -1;
    }
    /** A path under a temporary-files root: generated components become markers. */
    tempPath(i) {
        if (isPathChar(this.at(i - 1)))
            return -1;
        let rootEnd = -1;
        for (const root of TEMP_ROOTS) {
            let k = 0;
            while (k < root.length && this.at(i + k) === root.charCodeAt(k))
                k++;
            if (k === root.length) {
                rootEnd = i + k;
                break;
            }
        }
        if (rootEnd < 0)
            return -1;
        let k = rootEnd;
        for (;;) {
            const start = k;
            for (let c = this.at(k); isPathChar(c) && c !== SLASH; c = this.at(++k))
                ;
            if (k > start && this.generated(start, k))
                this.replace(start, k, MARKS[Mark.temp] ?? '');
            if (this.at(k) !== SLASH)
                return k;
            k++;
        }
    }
    /** Does the path component [from, to) look generated rather than chosen? */
    generated(from, to) {
        let k = from;
        if (this.at(k) === DOT)
            k++;
        if (lower(this.at(k)) === 116 && lower(this.at(k + 1)) === 109 && lower(this.at(k + 2)) === 112) {
            let m = k + 3;
            const sep = this.at(m);
            if (sep === DOT || sep === DASH || sep === 95)
                m++;
            const start = m;
            while (m < to && (isDigit(this.at(m)) || isLetter(this.at(m)) || this.at(m) === 95))
                m++;
            if (m - start >= 6)
                return true;
        }
        if (to - from > 7 && this.keyword(from, from + 7) === 'pytest-') {
            if (this.keyword(from + 7, Math.min(to, from + 10)) === 'of-')
                return true;
            if (this.digitsEnd(from + 7) === to)
                return true;
        }
        // A random-looking run: 5+ letters/digits alternating at least twice, or 6+ digits.
        let run = 0, switches = 0, digits = 0, previous = 0;
        for (let m = from; m <= to; m++) {
            const c = m < to ? this.at(m) : -1;
            const type = isDigit(c) ? 1 : isLetter(c) ? 2 : 0;
            if (type === 0) {
                if (run >= 5 && switches >= 2)
                    return true;
                run = switches = 0;
            }
            else {
                if (run > 0 && type !== previous)
                    switches++;
                run++;
            }
            digits = type === 1 ? digits + 1 : 0;
            if (digits >= 6)
                return true;
            previous = type;
        }
        return false;
    }
}
const RENDERED = {
    [Mark.duration]: '‹duration›',
    [Mark.time]: '‹time›',
    [Mark.address]: '‹address›',
    [Mark.temp]: '‹tmp›',
    [Mark.uuid]: '‹uuid›',
    [Mark.pid]: '‹pid›',
    [Mark.port]: '‹port›',
    [Mark.seed]: '‹seed›',
    [Mark.rate]: '‹rate›',
    [Mark.stamp]: '‹stamp›',
    [Mark.counterOpen]: '‹counter ',
    [Mark.counterClose]: '›',
    [Mark.number]: '‹n›',
    [Mark.id]: '‹id›',
};
/** A normalized text with readable markers (`‹duration›`, `‹rule =›`, `‹3 digits›`), for
 *  tests, docs and corpus scripts. */
export function renderNormalized(normalized) {
    let text = '';
    for (let k = 0; k < normalized.length; k++) {
        const code = normalized.charCodeAt(k);
        if (code === Mark.rule)
            text += `‹rule ${normalized.charAt(++k)}›`;
        else if (code === Mark.digits)
            text += `‹${normalized.charCodeAt(++k) - 48} digits›`;
        else
            text += RENDERED[code] ?? normalized.charAt(k);
    }
    return text;
}

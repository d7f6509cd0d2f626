/** Marker characters written in place of erased spans. Control characters are dropped
 *  from the text itself (except tab and newline), so a marker cannot be forged. */
export declare const Mark: {
    readonly duration: 1;
    readonly time: 2;
    readonly address: 3;
    readonly temp: 4;
    readonly uuid: 5;
    readonly pid: 6;
    readonly port: 7;
    readonly seed: 8;
    readonly rate: 14;
    /** Followed by the rule's character. */
    readonly rule: 15;
    /** Followed by '0' + how many digits a clock time's fraction had. */
    readonly digits: 17;
    readonly stamp: 20;
    /** Around a counter's digits (the digits stay). */
    readonly counterOpen: 21;
    readonly counterClose: 22;
    /** Content masks (design §9.2 D17, §9.3 D21), only in the masked text: a number, and a
     *  token that looks generated (lib/result/generated.ts). */
    readonly number: 18;
    readonly id: 19;
};
/** Reusable: `run()` returns the normalized text. Not reentrant (nothing it calls can
 *  call back into it). Verbatim stretches are never copied character by character: they
 *  stay pending from `segment` and are appended as one slice when something is replaced. */
export declare class NoiseScanner {
    /** Character accesses so far (the work bound the tests assert). */
    reads: number;
    private src;
    private n;
    /** Finished lines, when the text redraws lines with carriage returns. */
    private done;
    /** Output not yet in `done` (everything, when no line is redrawn). */
    private line;
    /** Start of the verbatim stretch not yet appended. */
    private segment;
    private lineStart;
    private redraws;
    /** Where the latest marker's span ended, and the latest blank run left as it was. */
    private markEnd;
    private blankStart;
    private blankEnd;
    private fractionSeparator;
    private fractionDigits;
    private before;
    /** D17, D21: also build the masked text (numbers and generated ids masked) in the same pass. */
    private masking;
    private readonly content;
    private maskedDone;
    private maskedLine;
    private masked;
    /** The normalized text of `src`; with `masking`, the masked text is built alongside and
     *  handed over by takeMasked(). */
    run(src: string, masking?: boolean): string;
    /** The masked text of the last run(src, true), once; '' otherwise. */
    takeMasked(): string;
    /** Everything but plain characters, words and blanks. */
    private special;
    private at;
    /** Appends the pending verbatim stretch up to `to`. */
    private flush;
    /** Appends text the scanner wrote itself (a marker, a space) to both outputs. */
    private emit;
    /** [from, to) becomes `text` (a rule, or nothing for dropped characters). */
    private replace;
    /** [from, to) is noise. A blank run right before it becomes one space (none at the start
     *  of a line): its width followed the erased span's. */
    private mark;
    private digitsEnd;
    /** A carriage return ends a line (CRLF) or redraws it: only the last frame counts. */
    private carriageReturn;
    /** The end of an ANSI escape: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ESC \`), or ESC + one. */
    private escape;
    /** A run of one rule character: 3 or more are one rule, whatever the width (pytest
     *  centres its summary in one). */
    private rule;
    /** A word [i, end) that may start noise: the noise's end, or the word's. */
    private word;
    private uuid;
    /** A word that starts with a letter or `_`: a rule of underscores, or mktemp's `tmp.XXXXXX`. */
    private name;
    /** A word [i, end) that starts with a letter or `_` and ends in digits: the digits are a
     *  counter when a lowercase word of two or more letters (and at most an `_`) comes right
     *  before them, and nothing carries the token on (`.digit`, `+`, `/`, `=`: a version, a
     *  base64 id). Returns the word's end. */
    private counter;
    /** Sets the counter [from, to) apart in the exact text (see the header); returns its end.
     *  The content masker is handed the stretch up to `to` whole: it reads a token from its
     *  start, and a token it saw in pieces could lose its id (a short sha). */
    private counterAt;
    /** A word of 7+ hex digits (`abc1234`): a short sha or a hex id (D21), not a counter. */
    private hexWord;
    /** Whether two lowercase letters end right before `j`, after a boundary or more
     *  lowercase letters (not the tail of a mixed-case run: `tFKCw42` is random). */
    private lowerWordBefore;
    /** Digits after a lowercase word and a `-` (`msg-12`): a counter, as in `run_7` (D26). */
    private dashCounter;
    /** Whether the token goes on at `end`: a version's `.digit`, or a joiner of generated
     *  tokens (`-x7wq4`, base64's `+`, `/`, `=`). */
    private tokenGoesOn;
    /** A word that starts with a digit. */
    private numeric;
    /** The lowercased word that ends right before `end` (at most MAX_KEYWORD long), or ''. */
    private wordBefore;
    /** [from, to) lowercased; callers keep it short (at most MAX_KEYWORD + a few). */
    private keyword;
    /** The word before `i` across at most MAX_GAP spaces, tabs, `:` and `=` (computed once
     *  per position: a number asks for it from several rules). */
    private preceding;
    /** Is the quantity at `i` reported as a measurement (left context)? */
    private measuredFrom;
    /** ` ago` after the unit. */
    private agoAt;
    /** pytest --durations' phase word after the unit. */
    private phaseAt;
    /** A number tagged by the word before it: pid, seed, node:test's duration_ms, a port. */
    private tagged;
    /** Past a `.digits` fraction at `end`, if there is one. */
    private fractionEnd;
    private ephemeralPort;
    /** `localhost`, `]` (IPv6) or a dotted IPv4 address ends right before the colon at `colon`. */
    private portHostBefore;
    private address;
    /** Java's `Type@1b6d3586`: 6–8 hex digits with at least one digit and one letter. */
    private identityHash;
    /** `YYYY-MM-DD` (or `/`) + `T` or a space + a clock time with seconds. The date stays
     *  (it changes once a day, and data timestamps differ in it); the time of day goes. */
    private timestamp;
    /** The time of day goes, its format stays: whether it has a fraction, and how many digits. */
    private clockMark;
    /** `h:mm:ss` or `hh:mm:ss`, optionally `.fraction` or `,fraction` (1–9 digits, kept in
     *  fractionSeparator and fractionDigits). */
    private clockAt;
    private clock;
    /** A number with a unit: a measured duration (`in 0.53s`, `1h2m3.5s`) or a rate (`3 MB/s`). */
    private quantity;
    private unit;
    /** A path under a temporary-files root: generated components become markers. */
    private tempPath;
    /** Does the path component [from, to) look generated rather than chosen? */
    private generated;
}
/** A normalized text with readable markers (`‹duration›`, `‹rule =›`, `‹3 digits›`), for
 *  tests, docs and corpus scripts. */
export declare function renderNormalized(normalized: string): string;

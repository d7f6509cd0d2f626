/** Copies up to this many characters stay outside the budget: an agent holds at most
 *  `2 × window` of them, its window's and D33's reach (48 Ki characters at the default
 *  window). Most tool results are
 *  shorter, and a copy in the budget costs its bookkeeping on every call. */
export declare const SMALL_CHARS = 2048;
/** What all longer copies of the process hold together, in characters (up to twice as
 *  many bytes: V8 stores text with a character past Latin-1 at two bytes each). */
export declare const KEPT_CHARS: number;
/** The characters the budget counts now (for tests and the bench). */
export declare function keptCharacters(): number;
export declare class SettledResult {
    readonly isError: boolean;
    /** What the digest reads, until the first comparison (or the budget) digests it. */
    private reading;
    private digests;
    /** The copy's entry in the budget, while it counts there. */
    private kept;
    /** Its text holds nothing but blanks (D25: such an answer brings nothing). */
    readonly blank: boolean;
    /** @param content the host's result content; @param isError the result's flag. */
    constructor(content: unknown, isError: boolean);
    /** D13: an error never equals a success; otherwise the digests (lib/result/digest.ts) decide.
     *  Two copies that are the same text are the same without digesting either. */
    sameAs(other: SettledResult): boolean;
    /** D15: the same answer — the same result but for counters in ids (D26: `run_7`). */
    sameAnswerAs(other: SettledResult): boolean;
    /** D17: the same content, numbers and generated ids masked (D21). */
    sameContentAs(other: SettledResult): boolean;
    private same;
    /** D13's identity (sameAs() is the equality of these), to index answers by; undefined
     *  once released undigested. */
    exactIdentity(): string | undefined;
    /** Digests the copy now (the budget is full) and drops it. */
    digestNow(): void;
    /** The run left the window, or its agent started over: the copy goes (a digest already
     *  made stays). A result released undigested equals nothing: only a call still running
     *  for an agent that started over can compare one, in a window nobody reads again. */
    release(): void;
    private giveBack;
    /** Both identities, computed together on the first comparison that needs one (which
     *  drops the copy); undefined for a result released undigested. */
    private identities;
}

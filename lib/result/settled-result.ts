// What an allowed check returned, kept small until a comparison needs it (design §9 D13).
// Most checks are never compared: a comparison happens only when a check reaches its cap
// and a change lies between its runs, or when a stream's reads are judged (D17). So a
// result keeps a copy of what its digest would read — its text, or the two windows of a
// long one: at most 2 × WINDOW characters, sharing no memory with the host's strings —
// and is digested on its first comparison, which drops the copy.
//
// Copies longer than SMALL_CHARS count against one budget per process (KEPT_CHARS): past
// it, the oldest copy is digested there and then, as every long result used to be at
// once. A run that leaves the window (or D33's reach, lib/window.ts), or whose agent
// starts over, gives its copy back
// (release()); the budget holds copies only weakly, so an agent that is gone takes its
// copies with it.

import { identitiesOf, readResult, readingLength, type Reading, type ResultIdentities } from './digest.js';

/** Copies up to this many characters stay outside the budget: an agent holds at most
 *  `2 × window` of them, its window's and D33's reach (48 Ki characters at the default
 *  window). Most tool results are
 *  shorter, and a copy in the budget costs its bookkeeping on every call. */
export const SMALL_CHARS = 2048;
/** What all longer copies of the process hold together, in characters (up to twice as
 *  many bytes: V8 stores text with a character past Latin-1 at two bytes each). */
export const KEPT_CHARS = 2 << 20;

interface Kept {
  readonly result: WeakRef<SettledResult>;
  /** The copy's characters while it counts against the budget; 0 once given back. */
  chars: number;
}

/** The budget: kept copies in the order they were made. */
class KeptCopies {
  private entries: Kept[] = [];
  /** entries[0, head) are given back. */
  private head = 0;
  /** Entries that still count (chars > 0). */
  private counting = 0;
  /** Characters counted: live copies, and those of results gone with their agent that
   *  were not given back (they leave when their turn as the oldest comes). */
  total = 0;

  constructor(private readonly limit: number) {}

  /** Counts `chars` of `result`'s copy; past the limit, digests the oldest copies. */
  add(result: SettledResult, chars: number): Kept {
    const kept: Kept = { result: new WeakRef(result), chars };
    this.entries.push(kept);
    this.counting++;
    this.total += chars;
    while (this.total > this.limit) {
      const oldest = this.entries[this.head++]!;
      if (oldest.chars === 0) continue;
      this.giveBack(oldest);
      oldest.result.deref()?.digestNow();
    }
    this.compact();
    return kept;
  }

  giveBack(kept: Kept): void {
    if (kept.chars === 0) return;
    this.total -= kept.chars;
    kept.chars = 0;
    this.counting--;
    this.compact();
  }

  /** Drops given-back entries: at the front as they come, and all of them once they
   *  outnumber the counting ones (copies of agents that stay idle hold the front). */
  private compact(): void {
    const entries = this.entries;
    while (this.head < entries.length && entries[this.head]!.chars === 0) this.head++;
    if (entries.length - this.head > 2 * this.counting + 64) {
      this.entries = entries.filter((kept, i) => i >= this.head && kept.chars > 0);
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > entries.length) {
      this.entries = entries.slice(this.head);
      this.head = 0;
    }
  }
}

const budget = new KeptCopies(KEPT_CHARS);

/** The characters the budget counts now (for tests and the bench). */
export function keptCharacters(): number {
  return budget.total;
}

/** Whether two readings are the same text: then their identities are equal too. */
function sameReading(a: Reading | undefined, b: Reading | undefined): boolean {
  if (a === undefined || b === undefined || a.media !== b.media) return false;
  if ('whole' in a) return 'whole' in b && a.whole === b.whole;
  return !('whole' in b) && a.head === b.head && a.tail === b.tail;
}

export class SettledResult {
  /** What the digest reads, until the first comparison (or the budget) digests it. */
  private reading: Reading | undefined;
  private digests: ResultIdentities | undefined;
  /** The copy's entry in the budget, while it counts there. */
  private kept: Kept | undefined;
  /** Its text holds nothing but blanks (D25: such an answer brings nothing). */
  readonly blank: boolean;

  /** @param content the host's result content; @param isError the result's flag. */
  constructor(
    content: unknown,
    readonly isError: boolean,
  ) {
    const reading = readResult(content);
    this.reading = reading;
    this.blank = 'whole' in reading && reading.media === undefined && !/\S/.test(reading.whole);
    const chars = readingLength(reading);
    if (chars > SMALL_CHARS) this.kept = budget.add(this, chars);
  }

  /** D13: an error never equals a success; otherwise the digests (lib/result/digest.ts) decide.
   *  Two copies that are the same text are the same without digesting either. */
  sameAs(other: SettledResult): boolean {
    return this.same(other, 'exact');
  }

  /** D15: the same answer — the same result but for counters in ids (D26: `run_7`). */
  sameAnswerAs(other: SettledResult): boolean {
    return this.same(other, 'answer');
  }

  /** D17: the same content, numbers and generated ids masked (D21). */
  sameContentAs(other: SettledResult): boolean {
    return this.same(other, 'content');
  }

  private same(other: SettledResult, identity: keyof ResultIdentities): boolean {
    if (this.isError !== other.isError) return false;
    if (sameReading(this.reading, other.reading)) return true;
    const mine = this.identities();
    const theirs = other.identities();
    return mine !== undefined && theirs !== undefined && mine[identity] === theirs[identity];
  }

  /** D13's identity (sameAs() is the equality of these), to index answers by; undefined
   *  once released undigested. */
  exactIdentity(): string | undefined {
    return this.identities()?.exact;
  }

  /** Digests the copy now (the budget is full) and drops it. */
  digestNow(): void {
    this.identities();
  }

  /** The run left the window, or its agent started over: the copy goes (a digest already
   *  made stays). A result released undigested equals nothing: only a call still running
   *  for an agent that started over can compare one, in a window nobody reads again. */
  release(): void {
    this.reading = undefined;
    this.giveBack();
  }

  private giveBack(): void {
    if (this.kept === undefined) return;
    budget.giveBack(this.kept);
    this.kept = undefined;
  }

  /** Both identities, computed together on the first comparison that needs one (which
   *  drops the copy); undefined for a result released undigested. */
  private identities(): ResultIdentities | undefined {
    if (this.digests === undefined && this.reading !== undefined) {
      this.digests = identitiesOf(this.reading, this.isError);
      this.reading = undefined;
      this.giveBack();
    }
    return this.digests;
  }
}

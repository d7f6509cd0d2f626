// What an allowed check returned, kept small until a comparison needs it (design §9 D13).
// Most checks are never compared: a comparison happens only when a check reaches its cap
// and a change lies between its runs. So a short result keeps a copy of its text and is
// digested on the first comparison; a long one is digested at once (its copy would cost
// more memory than the digest costs time).

import { MAX_BLOCKS, resultDigest } from './digest.js';
import { ownCopy } from '../strings.js';

/** Results up to this many characters are kept as text until compared. */
export const KEEP_CHARS = 4096;

/** The text of `content` when it is at most `max` characters, else undefined. */
function shortText(content: unknown, max: number): string | undefined {
  if (!Array.isArray(content)) return '';
  if (content.length > MAX_BLOCKS) return undefined; // digested from its ends, never walked whole
  let text = '';
  for (const block of content as unknown[]) {
    const value = typeof block === 'object' && block !== null ? (block as { text?: unknown }).text : undefined;
    if (typeof value !== 'string' || value === '') continue;
    if (text.length + value.length + 1 > max + (text === '' ? 1 : 0)) return undefined;
    text = text === '' ? value : `${text}\n${value}`;
  }
  return ownCopy(text);
}

export class SettledResult {
  private text: string | undefined;
  private digest: string | undefined;

  /** @param content the host's result content; @param isError the result's flag. */
  constructor(
    content: unknown,
    readonly isError: boolean,
  ) {
    this.text = shortText(content, KEEP_CHARS);
    if (this.text === undefined) this.digest = resultDigest(content, isError);
  }

  /** An error never equals a success; otherwise the digests (lib/result/digest.ts) decide. */
  sameAs(other: SettledResult): boolean {
    return this.isError === other.isError && this.identity() === other.identity();
  }

  private identity(): string {
    if (this.digest === undefined) {
      this.digest = resultDigest([{ text: this.text ?? '' }], this.isError);
      this.text = undefined;
    }
    return this.digest;
  }
}

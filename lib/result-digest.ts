// PLACEHOLDER until the result-digest branch lands.
// A settled result, kept small and compared lazily (design §9 D13).
import { createHash } from 'node:crypto';
import { ownCopy } from './strings.js';

/** The first and the last this-many characters of a result are what is compared. */
const EDGE = 2048;

/** The text of a result's blocks (strings, empty ones dropped, joined by newlines),
 *  cut to its first and last EDGE characters; never a reference into the result. */
export function resultSample(content: unknown): string {
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  let length = 0;
  for (const block of content as unknown[]) {
    const text = typeof block === 'object' && block !== null ? (block as { text?: unknown }).text : undefined;
    if (typeof text !== 'string' || text === '') continue;
    texts.push(text);
    length += text.length + (texts.length > 1 ? 1 : 0);
  }
  if (length <= 2 * EDGE) return ownCopy(texts.join('\n'));
  let head = '';
  for (let i = 0; i < texts.length && head.length < EDGE; i++) head += (i > 0 ? '\n' : '') + texts[i]!.slice(0, EDGE);
  let tail = '';
  for (let i = texts.length - 1; i >= 0 && tail.length < EDGE; i--) tail = texts[i]!.slice(-EDGE) + (i < texts.length - 1 ? '\n' : '') + tail;
  return ownCopy(`${head.slice(0, EDGE)}\u0000${tail.slice(-EDGE)}`);
}

function digestOf(sample: string): string {
  const text = sample.replace(/(?<![\w.])\d+(?:\.\d+)?s\b/g, 'Ns');
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** What an allowed call returned, as far as "did this check's result change?" needs it.
 *  The digest is computed on the first comparison, then the sample is dropped. */
export class SettledResult {
  private sample: string | undefined;
  private digest: string | undefined;

  constructor(
    content: unknown,
    readonly isError: boolean,
  ) {
    this.sample = resultSample(content);
  }

  /** An error never equals a success; otherwise the digests decide. */
  sameAs(other: SettledResult): boolean {
    return this.isError === other.isError && this.identity() === other.identity();
  }

  private identity(): string {
    if (this.digest === undefined) {
      this.digest = digestOf(this.sample ?? '');
      this.sample = undefined;
    }
    return this.digest;
  }
}

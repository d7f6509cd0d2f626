// Reads the hits back out of the plugin's texts (lib/messages.ts). A denial lists them
// after `Hits:`, each `- <fingerprint> <next>/<cap>`; a fingerprint may span lines (a
// quoted newline inside a shell command), so a hit is complete only once its text ends
// in ` N/M`. An ask names them in a sentence: the 5th call matching `<fingerprint>` (limit 5).

export interface ReplayHit {
  /** The fingerprint as the message quotes it (head-truncated past `previewChars`). */
  readonly fingerprint: string;
  /** `exact`, `cmd`, `net`, `site`, `sink`, `family` or `verb`: the text before the first `:`. */
  readonly kind: string;
  /** The occurrence the call would have been. */
  readonly count: number;
  readonly cap: number;
}

const COMPLETE = /^- ([\s\S]*) (\d+)\/(\d+)$/;

function hit(fingerprint: string, count: string | undefined, cap: string | undefined): ReplayHit {
  const colon = fingerprint.indexOf(':');
  return { fingerprint, kind: colon > 0 ? fingerprint.slice(0, colon) : fingerprint, count: Number(count), cap: Number(cap) };
}

function toHit(text: string): ReplayHit | undefined {
  const match = COMPLETE.exec(text);
  return match === null ? undefined : hit(match[1] ?? '', match[2], match[3]);
}

const ASKED = /the (\d+)(?:st|nd|rd|th) call matching `([\s\S]*?)` \(limit (\d+)\)/g;

/** The hits an ask reason names, in order. */
export function parseAskHits(reason: string | undefined): ReplayHit[] {
  if (reason === undefined) return [];
  return [...reason.matchAll(ASKED)].map((match) => hit(match[2] ?? '', match[1], match[3]));
}

export function parseHits(message: string | undefined): ReplayHit[] {
  if (message === undefined) return [];
  const lines = message.split('\n');
  const start = lines.indexOf('Hits:');
  if (start < 0) return [];
  const hits: ReplayHit[] = [];
  let pending: string | undefined;
  for (const line of lines.slice(start + 1)) {
    const complete = pending !== undefined && COMPLETE.test(pending);
    if (pending === undefined || complete) {
      if (pending !== undefined) {
        const hit = toHit(pending);
        if (hit !== undefined) hits.push(hit);
      }
      if (!line.startsWith('- ')) return hits;
      pending = line;
    } else {
      pending += `\n${line}`;
    }
  }
  const last = toHit(pending ?? '');
  if (last !== undefined) hits.push(last);
  return hits;
}

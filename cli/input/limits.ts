// The caps on what the replay reads. Input is read and decompressed in chunks and
// parsed line by line, so memory is bounded by the longest line (plus the plugin's own
// state); these caps bound the rest. Past one, the file is refused (exit 2) with a
// message naming the cap. docs/replay.md's "Limits" table lists them.

export interface ReadLimits {
  /** Bytes read from one file, compressed or not. */
  readonly inputBytes: number;
  /** Bytes of JSONL text a zstd file may expand to. */
  readonly decompressedBytes: number;
  /** Bytes of one line (after decompression), without its newline. */
  readonly lineBytes: number;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export const DEFAULT_LIMITS: ReadLimits = Object.freeze({
  inputBytes: 1 * GiB,
  decompressedBytes: 1 * GiB,
  // Far below V8's longest string (~512 MiB), so a long line is reported as long, not as
  // undecodable; and a DSH row (a tool result, a request header) is well under it.
  lineBytes: 16 * MiB,
});

/** `16 MiB`, `1 GiB`, `4096 bytes`: how a cap is named in messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= GiB && bytes % GiB === 0) return `${bytes / GiB} GiB`;
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MiB`;
  return `${bytes} bytes`;
}

// The replay CLI's `--json` output read back: one JSON record per line.

export type JsonRow = Record<string, unknown> & { type: string };

export const jsonRows = (stdout: string): JsonRow[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as JsonRow);

// Splits JSONL text into parsed values with their line numbers; blank lines are skipped.

import { at } from './errors.js';

export interface JsonLine {
  readonly line: number;
  readonly value: unknown;
}

export function parseJsonLines(file: string, text: string): JsonLine[] {
  const out: JsonLine[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? '').replace(/\r$/, '');
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw at(file, i + 1, `malformed JSON line (${reason})`);
    }
    out.push({ line: i + 1, value });
  }
  return out;
}

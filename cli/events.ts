// What a parsed log is reduced to: tool calls and human messages, in order.

/** The agent of trajectory lines without an `agent`, and of human messages without one. */
export const DEFAULT_AGENT = 'main';

export interface RecordedResult {
  readonly text: string;
  readonly isError: boolean;
}

export interface CallEvent {
  readonly kind: 'call';
  /** 1-based line of the input (after decompression) the call came from. */
  readonly line: number;
  readonly agent: string;
  readonly tool: string;
  /** As the host would hand them to the guard: parsed JSON, or the raw string if it was not JSON. */
  readonly arguments: unknown;
  /** What the tool returned in the recording; absent when nothing was recorded. */
  readonly result?: RecordedResult;
}

/** A message from the human: it starts that agent's window over. */
export interface UserEvent {
  readonly kind: 'user';
  readonly line: number;
  readonly agent: string;
}

export type ReplayEvent = CallEvent | UserEvent;

export type LogFormat = 'dsh-session' | 'trajectory';

export interface ParsedLog {
  readonly format: LogFormat;
  /** The file was zstd-compressed. */
  readonly compressed: boolean;
  readonly events: readonly ReplayEvent[];
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a JSON array`, `the number 5`, … for error messages. */
export function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a JSON array';
  if (typeof value === 'string') return 'a JSON string';
  if (typeof value === 'object') return 'a JSON object';
  return `the ${typeof value} ${String(value)}`;
}

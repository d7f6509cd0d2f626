// What a call declares it waits (design §9.2 D16): the `sleep`s of a shell command, read
// from the shell reader's words, and the wait arguments of a tool (`wait: true`,
// `block: true`, `yield_time_ms`). Pure and bounded: any input gives a whole number of
// milliseconds between 0 and the poll budget, and nothing here throws.
//
// Why declared and not measured: a replay must decide exactly as the live run did, and a
// slow model must not turn a tight loop into a poll. What the call says it waits is part
// of the call, so it is the same wherever the call is decided.
//
// Why milliseconds: the agent's clock adds the waits up, and seconds in floating point do
// not add up exactly (0.1 + 30 − 0.1 is 29.999999999999996). Every duration is rounded to
// the nearest millisecond once, where it is read; from there on the clock is integer
// arithmetic, exact up to 2^53 ms (285,000 years; each call adds at most the budget, a
// year at most).

import type { Args } from './canonical.js';
import { commandName, commandStart } from './shell.js';
import { countSteps } from '../work.js';

export interface DeclaredWait {
  /** Milliseconds the call declares it waits, a whole number from 0 to the poll budget. */
  readonly ms: number;
  /** The call is a shell command that does nothing but sleep (a readable wait of at
   *  least a millisecond). */
  readonly onlyWaits: boolean;
}

export const NO_WAIT: DeclaredWait = Object.freeze({ ms: 0, onlyWaits: false });

/** DSH's `job_output {wait: true}` waits 30 s when no timeout is given. */
export const DEFAULT_TOOL_WAIT_MS = 30_000;
/** An operand longer than this is not a duration anyone writes; reading it would only cost. */
const MAX_OPERAND_CHARS = 64;

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Configured seconds (`pollSleep`, `pollBudget`) on the clock: the nearest millisecond,
 *  at least one (a positive setting never becomes 0). */
export const msOf = (seconds: number): number => Math.max(1, Math.round(seconds * 1000));

/** A wait as the clock counts it: `ms` rounded to the nearest millisecond; a huge,
 *  negative or non-finite one is the whole budget. */
export function boundedMs(ms: number, budgetMs: number): number {
  return Number.isFinite(ms) && ms >= 0 ? Math.min(Math.round(ms), budgetMs) : budgetMs;
}

/** The text of a decimal number (`30`, `1.5`, `.5`, `-2`, `1e400`), checked character by
 *  character so that Number() never sees hex, binary or blank-padded spellings. */
function isDecimal(text: string): boolean {
  let i = text.charCodeAt(0) === 45 || text.charCodeAt(0) === 43 ? 1 : 0; // a sign
  let digits = 0;
  let dot = false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) digits++;
    else if (c === 46 && !dot) dot = true;
    else break;
  }
  countSteps(i + 1);
  if (digits === 0) return false;
  if (i < text.length && (text.charCodeAt(i) | 32) === 101) {
    // an exponent: e, an optional sign, at least one digit
    i++;
    if (text.charCodeAt(i) === 45 || text.charCodeAt(i) === 43) i++;
    const start = i;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    if (i === start) return false;
  }
  return i === text.length;
}

/**
 * One operand of coreutils `sleep` in seconds: a number with an optional unit suffix
 * (`30`, `1.5m`, `2h`, `1d`), or `inf`/`infinity`. Undefined when it is not a duration
 * (`$N`, `--help`, `5x`). The number may be huge, negative or infinite: the caller bounds it.
 */
export function sleepOperand(word: string): number | undefined {
  if (word === '' || word.length > MAX_OPERAND_CHARS) return undefined;
  const lowered = word.toLowerCase();
  if (lowered === 'inf' || lowered === 'infinity') return Infinity;
  const unit = UNIT_SECONDS[lowered.charAt(lowered.length - 1)];
  const number = unit === undefined ? lowered : lowered.slice(0, -1);
  if (!isDecimal(number)) return undefined;
  return Number(number) * (unit ?? 1);
}

/** `sleep 30`, `sleep 1m 30s`: the sum of the operands in milliseconds (each bounded,
 *  then the sum); undefined if any is unreadable. */
function posixSleep(words: readonly string[], from: number, budgetMs: number): number | undefined {
  if (from >= words.length) return undefined; // a bare `sleep` is an error, not a wait
  let total = 0;
  for (let i = from; i < words.length; i++) {
    countSteps(1);
    const seconds = sleepOperand(words[i]!);
    if (seconds === undefined) return undefined;
    total = Math.min(budgetMs, total + boundedMs(seconds * 1000, budgetMs));
  }
  return total;
}

/** PowerShell's `Start-Sleep [-Seconds] N` / `-Milliseconds N` (parameter names may be
 *  shortened and any case) in milliseconds; undefined when it is anything else. */
function pwshSleep(words: readonly string[], from: number, budgetMs: number): number | undefined {
  let scale = 1000;
  let value: number | undefined;
  for (let i = from; i < words.length; i++) {
    countSteps(1);
    const word = words[i]!.toLowerCase();
    if (word.startsWith('-') && !isDecimal(word)) {
      const name = word.slice(1);
      if (name === 'ms' || (name.length >= 2 && 'milliseconds'.startsWith(name))) scale = 1;
      else if (name.length >= 1 && 'seconds'.startsWith(name)) scale = 1000;
      else return undefined;
      continue;
    }
    if (value !== undefined || word.length > MAX_OPERAND_CHARS || !isDecimal(word)) return undefined;
    value = Number(word);
  }
  return value === undefined ? undefined : boundedMs(value * scale, budgetMs);
}

/** The milliseconds one shell command (the words of one segment) sleeps; undefined when
 *  it is not a sleep with a readable duration. */
function segmentSleep(words: readonly string[], pwsh: boolean, budgetMs: number): number | undefined {
  const start = commandStart(words);
  if (start >= words.length) return undefined;
  const name = commandName(words[start]!);
  if (pwsh) return name === 'start-sleep' || name === 'sleep' ? pwshSleep(words, start + 1, budgetMs) : undefined;
  return name === 'sleep' ? posixSleep(words, start + 1, budgetMs) : undefined;
}

/**
 * What a shell line declares it waits: the sum of its sleeps in milliseconds (each
 * bounded, then the sum), and whether it does nothing else. Linear in the words;
 * `segments` are the command words of lib/call/shell.ts' commandWords().
 */
export function shellWait(segments: readonly (readonly string[])[], pwsh: boolean, budgetMs: number): DeclaredWait {
  let ms = 0;
  let onlyWaits = segments.length > 0;
  for (const words of segments) {
    countSteps(1);
    const slept = segmentSleep(words, pwsh, budgetMs);
    if (slept === undefined) {
      onlyWaits = false;
      continue;
    }
    ms = Math.min(budgetMs, ms + slept);
  }
  if (ms === 0) return NO_WAIT;
  return { ms, onlyWaits };
}

/** A millisecond argument: a number, or a string holding a decimal number; undefined otherwise. */
function milliseconds(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.length <= MAX_OPERAND_CHARS && isDecimal(value)) return Number(value);
  return undefined;
}

/**
 * The milliseconds a tool's own arguments ask it to wait: `wait: true` or `block: true`
 * with `timeout_ms` or `timeout` (milliseconds; 30 s when neither is given), or
 * `yield_time_ms`. Never throws for arguments whose reads are plain data (a throwing
 * getter propagates to the caller, which reads the same arguments anyway).
 */
export function argumentWait(args: Args, budgetMs: number): number {
  if (args['wait'] === true || args['block'] === true) {
    const ms = milliseconds(args['timeout_ms']) ?? milliseconds(args['timeout']) ?? DEFAULT_TOOL_WAIT_MS;
    return boundedMs(ms, budgetMs);
  }
  const yielded = milliseconds(args['yield_time_ms']);
  return yielded === undefined ? 0 : boundedMs(yielded, budgetMs);
}

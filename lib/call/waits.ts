// What a call declares it waits (design §9.2 D16): the `sleep`s of a shell command, read
// from the shell reader's tokens, and the wait arguments of a tool (`wait: true`,
// `block: true`, `yield_time_ms`). Pure and bounded: every input gives a whole number of
// milliseconds between 0 and the poll budget, and nothing here throws.
//
// Why declared and not measured: a replay must decide exactly as the live run did, and a
// slow model must not turn a tight loop into a poll. What the call says it waits is part
// of the call, so it is the same wherever the call is decided.
//
// Why milliseconds: the agent's clock adds the waits up, and seconds in floating point do
// not add up exactly (after a `sleep 0.1`, 60.1 + 30 − 60.1 is 29.999999999999993, which
// made the documented poll no poll on its 3rd run). Every duration is rounded to
// the nearest millisecond once, where it is read; from there on the clock is integer
// arithmetic, exact up to 2^53 ms (285,000 years; each call adds at most the budget, a
// year at most).
//
// Only waits that happen count: a `sleep` declares its duration only where it certainly
// runs in the foreground, in sequence — not in a list sent to the background with `&`,
// not after `||` or after an `&&` whose left side may fail, not in a loop, a condition, a
// group or a substitution. Under `timeout N` it declares the smaller of the two. When the
// reader is not sure, the sleep declares nothing: a wait missed only leaves a check to
// the caps and the same-answer rule, while a wait invented turns a loop into a poll.

import type { Args } from './canonical.js';
import { PROGRAMS, TOOLS } from './programs.js';
import { commandName, commandStart, isSeparator, takesTarget, type Token } from './shell.js';
import { countSteps } from '../work.js';

export interface DeclaredWait {
  /** Milliseconds the call declares it waits, a whole number from 0 to the poll budget. */
  readonly ms: number;
  /** The call is a shell command that does nothing but sleep in the foreground (a
   *  readable wait of at least a millisecond). */
  readonly onlyWaits: boolean;
  /** D32: the call asks its tool to block until something happens or a timeout passes (a
   *  wait tool, `wait: true`, `block: true`, `yield_time_ms`): a poll however short. */
  readonly blocks?: true;
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

/** Compound commands whose body runs conditionally, repeatedly or grouped: a sleep inside
 *  one declares nothing (`while …; do sleep 30; done`, `{ x; sleep 30; } &`). */
const OPENERS: ReadonlySet<string> = new Set(['{', 'if', 'while', 'until', 'for', 'select']);
const CLOSERS: ReadonlySet<string> = new Set(['}', 'fi', 'done']);
/** Commands after which the rest of the line is not read for waits: a case's patterns
 *  end in `)`, a function's body runs when it is called, a coprocess in the background. */
const UNREAD: ReadonlySet<string> = new Set(['case', 'function', 'coproc']);

/** A parenthesis or a backquote: a subshell, a substitution, a function definition, an
 *  arithmetic or an array, whose extent the words do not show. */
function isGrouping(word: string): boolean {
  let i = 0;
  for (; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 0x28 || c === 0x29 || c === 0x60) break; // ( ) `
  }
  countSteps(i + 1);
  return i < word.length;
}

/** One dialect's sleeps over a shell line (sh and pwsh read the same words, so one walk
 *  serves both): its and-or lists, each of pipelines, each of commands. */
class Tally {
  /** Milliseconds of the lists that ended in the foreground. */
  private total = 0;
  /** Milliseconds of the current list's pipelines that certainly ran. */
  private list = 0;
  /** The longest sleep of the current pipeline (its commands run side by side). */
  private pipeline = 0;
  /** The current pipeline certainly runs: nothing before it in its list may have failed. */
  private reached = true;
  /** The current pipeline certainly succeeds: its last command is a sleep that finishes. */
  private succeeds = false;
  /** The current list holds a sleep (sent to the background, the call does something). */
  private listSleeps = false;
  private onlyWaits = true;

  constructor(private readonly budgetMs: number) {}

  /** One command of the current pipeline: a sleep of `ms` (undefined: not a sleep) under
   *  `limit` (its timeouts), `negated` by `!`. */
  command(ms: number | undefined, limit: number, negated: boolean): void {
    if (ms === undefined || !this.reached) {
      this.onlyWaits = false;
      this.succeeds = false;
      return;
    }
    this.listSleeps = true;
    this.pipeline = Math.max(this.pipeline, Math.min(ms, limit));
    this.succeeds = !negated && ms < limit;
  }

  /** `&&` (`and`), `||` (`or`) or the end of the list (`end`) after a pipeline. */
  endPipeline(next: 'and' | 'or' | 'end'): void {
    if (this.reached) this.list = Math.min(this.budgetMs, this.list + this.pipeline);
    this.reached = next === 'and' ? this.reached && this.succeeds : next === 'end';
    this.pipeline = 0;
    this.succeeds = false;
  }

  /** The end of an and-or list: `;`, a newline, the end of the line, or `&`. */
  endList(background: boolean): void {
    if (background) {
      if (this.listSleeps) this.onlyWaits = false;
    } else this.total = Math.min(this.budgetMs, this.total + this.list);
    this.list = 0;
    this.listSleeps = false;
    this.reached = true;
  }

  wait(): DeclaredWait {
    return this.total === 0 ? NO_WAIT : { ms: this.total, onlyWaits: this.onlyWaits };
  }
}

/** The structure both dialects share: where a command starts, the compound commands
 *  open, and whether the line can still be read. */
class LineReader {
  readonly sh: Tally;
  readonly pwsh: Tally;
  /** Open compound commands (OPENERS). */
  private depth = 0;
  /** Nothing from here on is read (a heredoc body, UNREAD, a grouping word). */
  unread = false;
  private readonly timeouts: string[] = [];
  /** Tokens before this index were looked at by isGrouping (only a sleep makes it look:
   *  a command without one costs nothing more to read). */
  private scanned = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly budgetMs: number,
  ) {
    this.sh = new Tally(budgetMs);
    this.pwsh = new Tally(budgetMs);
  }

  /** One simple command, its last token just before `end`. */
  command(words: readonly string[], end: number): void {
    const { timeouts, budgetMs } = this;
    if (timeouts.length > 0) timeouts.length = 0;
    let start = this.unread ? words.length : commandStart(words, timeouts);
    const negated = words[start] === '!';
    if (negated) start++;
    const name = words[start];
    let sh: number | undefined;
    let pwsh: number | undefined;
    if (name !== undefined && this.atTopLevel(name)) {
      const sleeps = PROGRAMS.get(commandName(name))?.sleeps;
      if (sleeps === 'posix' || sleeps === 'both') sh = posixSleep(words, start + 1, budgetMs);
      if (sleeps === 'pwsh' || sleeps === 'both') pwsh = pwshSleep(words, start + 1, budgetMs);
      if ((sh !== undefined || pwsh !== undefined) && this.groupedBefore(end)) {
        this.unread = true;
        sh = pwsh = undefined;
      }
    }
    let limit = Infinity;
    if (sh !== undefined || pwsh !== undefined) {
      for (let i = 0; i < timeouts.length; i++) {
        const seconds = sleepOperand(timeouts[i]!) ?? 0;
        if (seconds > 0) limit = Math.min(limit, boundedMs(seconds * 1000, budgetMs)); // `timeout 0` never times out
      }
      countSteps(timeouts.length + 1);
    }
    this.sh.command(sh, limit, negated);
    this.pwsh.command(pwsh, limit, negated);
  }

  endPipeline(next: 'and' | 'or' | 'end'): void {
    this.sh.endPipeline(next);
    this.pwsh.endPipeline(next);
  }

  endList(background: boolean): void {
    this.sh.endList(background);
    this.pwsh.endList(background);
  }

  /** Whether a command named `name` runs at the top level of the line, following the
   *  compound commands it opens and closes. */
  private atTopLevel(name: string): boolean {
    if (UNREAD.has(name)) {
      this.unread = true;
      return false;
    }
    if (OPENERS.has(name)) this.depth++;
    else if (CLOSERS.has(name)) this.depth = Math.max(0, this.depth - 1);
    return this.depth === 0;
  }

  /** Whether a word up to `end` (redirection targets included) groups commands; each
   *  token is looked at once over the whole line. */
  private groupedBefore(end: number): boolean {
    const { tokens } = this;
    let i = this.scanned;
    let found = false;
    for (; i < end && !found; i++) found = !tokens[i]!.op && isGrouping(tokens[i]!.text);
    countSteps(i - this.scanned + 1);
    this.scanned = i;
    return found;
  }
}

/** What a shell line declares it waits, read as a POSIX shell and as PowerShell. */
export interface ShellWaits {
  readonly posix: DeclaredWait;
  readonly pwsh: DeclaredWait;
}

export const NO_SHELL_WAITS: ShellWaits = Object.freeze({ posix: NO_WAIT, pwsh: NO_WAIT });

/**
 * What a shell line declares it waits: its sleeps that certainly run in the foreground,
 * in sequence (see the header), and whether it does nothing else, for sh and for pwsh in
 * one walk. A pipeline waits for its longest sleep; lists and `&&` add up; the total is
 * bounded by the budget. Linear in the tokens, which are lib/call/shell.ts' tokenize().
 */
export function shellWait(tokens: readonly Token[], budgetMs: number): ShellWaits {
  // Only a program that sleeps adds to a line's wait: without one, nothing to walk.
  if (!namesSleeper(tokens)) return NO_SHELL_WAITS;
  const line = new LineReader(tokens, budgetMs);
  let words: string[] = [];
  /** The last separator joins the next command on (`&&`, `||`, `|`): a newline after it continues the line. */
  let joined = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.op) {
      words.push(token.text);
      continue;
    }
    if (!isSeparator(token)) {
      if (token.text.includes('<<')) line.unread = true; // a heredoc's body lines are data
      if (takesTarget(token) && tokens[i + 1]?.op === false) i++;
      continue;
    }
    const text = token.text;
    if (words.length > 0) {
      line.command(words, i);
      words = [];
    } else if (joined && text === ';') continue;
    joined = text === '&&' || text === '||' || text === '|' || text === '|&';
    if (text === '|' || text === '|&') continue;
    if (text === '&&') line.endPipeline('and');
    else if (text === '||') line.endPipeline('or');
    else {
      line.endPipeline('end');
      line.endList(text === '&');
    }
  }
  countSteps(tokens.length + 1);
  if (words.length > 0) line.command(words, tokens.length);
  line.endPipeline('end');
  line.endList(false);
  const posix = line.sh.wait();
  const pwsh = line.pwsh.wait();
  return posix === NO_WAIT && pwsh === NO_WAIT ? NO_SHELL_WAITS : { posix, pwsh };
}

/** The last letters (lowercased) of the programs that sleep (PROGRAMS rows with `sleeps`),
 *  made on first use. */
let sleeperEndings: ReadonlySet<number> | undefined;

/** Whether a word of the line names a program that sleeps: its basename, lowercased, is a
 *  row of PROGRAMS with `sleeps` (a word whose last letter ends no such name is not). */
function namesSleeper(tokens: readonly Token[]): boolean {
  sleeperEndings ??= new Set([...PROGRAMS].filter(([, facts]) => facts.sleeps !== undefined).map(([name]) => name.charCodeAt(name.length - 1)));
  let i = 0;
  let found = false;
  for (; i < tokens.length && !found; i++) {
    const { text, op } = tokens[i]!;
    const last = text.charCodeAt(text.length - 1);
    // Past ASCII, a letter may lowercase to an ending (`K`, the Kelvin sign, to `k`): looked up.
    found = !op && (last > 0x7f || sleeperEndings.has(last | 0x20)) && PROGRAMS.get(commandName(text))?.sleeps !== undefined;
  }
  countSteps(i + 1);
  return found;
}

/** A millisecond argument: a number, or a string holding a decimal number; undefined otherwise. */
function milliseconds(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.length <= MAX_OPERAND_CHARS && isDecimal(value)) return Number(value);
  return undefined;
}

/** D32: the least a blocking call counts toward `pollBudget`: a wait with a tiny timeout
 *  still runs the budget out (MIN_ONLY_WAIT_MS's reason). */
const MIN_BLOCK_MS = 1000;

/**
 * The milliseconds a tool's own arguments ask it to wait: a block flag of the program table
 * (`wait: true`, `block: true`) with `timeout_ms` or `timeout` (milliseconds; 30 s when
 * neither is given), or a block timeout (`yield_time_ms`); 0 when they ask none. Never
 * throws for arguments whose reads are plain data (a throwing getter propagates to the
 * caller, which reads the same arguments anyway).
 */
export function argumentWait(args: Args, budgetMs: number): number {
  return declaredWait(args, budgetMs) ?? 0;
}

/** argumentWait(), undefined when the arguments ask no wait at all. The table's names
 *  (TOOLS.blockFlags, TOOLS.blockTimeouts; a test holds them equal) are read as named
 *  properties: every call asks, most arguments have none of them, and a keyed read of a
 *  missing property cost ~1 K instructions a call (docs/measurements.md, Round 4). */
export function declaredWait(args: Args, budgetMs: number): number | undefined {
  if (args['wait'] === true || args['block'] === true) return toolTimeout(args, budgetMs);
  const ms = milliseconds(args['yield_time_ms']);
  return ms === undefined ? undefined : boundedMs(ms, budgetMs);
}

/** `timeout_ms` or `timeout` (milliseconds), 30 s when neither is given, bounded. */
function toolTimeout(args: Args, budgetMs: number): number {
  const ms = milliseconds(args['timeout_ms']) ?? milliseconds(args['timeout']) ?? DEFAULT_TOOL_WAIT_MS;
  return boundedMs(ms, budgetMs);
}

/**
 * D32: what a call declares it waits when it asks its tool to block until something
 * happens or a timeout passes — `waitTool`: the tool is a wait (the program table's wait tools:
 * `wait`, `wait_agent`, `await_*`, `*_wait`; their `timeout_ms` or `timeout`, 30 s when
 * neither is given, or `yield_time_ms`), or a call that runs no command sets a block flag
 * (`wait: true`, `block: true`) or `yield_time_ms` — at least MIN_BLOCK_MS; undefined for
 * any other call. A call that runs a command (`exec_command {cmd, yield_time_ms}`) is that
 * command: how long it waits for its output does not make it a wait. `declared`: the
 * arguments' declaredWait(), read once by the caller.
 */
export function blockingWait(waitTool: boolean, args: Args, declared: number | undefined, budgetMs: number): DeclaredWait | undefined {
  let ms: number;
  if (waitTool) {
    const yielded = milliseconds(args['yield_time_ms']);
    ms = yielded === undefined ? toolTimeout(args, budgetMs) : boundedMs(yielded, budgetMs);
  } else {
    let runs = false;
    for (const key of TOOLS.runsCommand) runs ||= typeof args[key] === 'string';
    countSteps(TOOLS.runsCommand.length);
    if (runs || declared === undefined) return undefined;
    ms = declared;
  }
  return { ms: Math.min(budgetMs, Math.max(ms, MIN_BLOCK_MS)), onlyWaits: false, blocks: true };
}

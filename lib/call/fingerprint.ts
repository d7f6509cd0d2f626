// Semantic fingerprints of one tool call (design §4.3, §5). Pure: config in, list out.

import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { canonicalParts, decoySetOf, stripDecoys, type Args } from './canonical.js';
import { UrlFolder, sinkCommand, sinkPath, strippedCommand } from './command.js';
import { observesOutside, readCommands, type Command } from './commands.js';
import { fetchedRequests, requestSuffix } from './request.js';
import { TOOLS, isNamed } from './programs.js';
import { isToolChange, shellEffect } from './change.js';
import type { BreakerConfig } from '../config.js';
import { MAX_MATCHED_NAME, matcherOf, type NameMatcher } from './scope.js';
import { doesNothing, firstProgram } from './noop.js';
import { commandName, tokenize, type Token } from './shell.js';
import { oneSpelling, withOnePaths } from './spellings.js';
import { ownCopy } from '../strings.js';
import type { NormalizedUrl } from './url.js';
import { countSteps } from '../work.js';
import { spellingOf, type Spelling } from './cosmetic.js';
import { MAX_READ_LINE, isFileRead, isJobTool, readPaths, readsFilesOnly, runsInBackground } from './reads.js';
import { blockingWait, declaredWait, msOf, NO_SHELL_WAITS, NO_WAIT, shellWait, type DeclaredWait } from './waits.js';
import type { Kind } from './kind.js';


/** Kinds an approved local-address exemption (or `localHosts: allow`) may ignore. */
export const RELAXABLE: ReadonlySet<string> = new Set<Kind>(['net', 'site', 'sink', 'family', 'verb']);

export interface Fingerprint {
  /** Identity used for counting: the text itself, or a digest when the text is long. */
  readonly id: string;
  readonly kind: Kind;
  /** The first `previewChars` characters, for messages. */
  readonly head: string;
  /** Length of the full text, so messages can say how much was cut. */
  readonly length: number;
  /** null = uncapped. */
  readonly cap: number | null;
}

export interface CallPrint {
  /** The tool's name (D20: a tool the host could not find makes its next calls no-ops). */
  readonly tool: string;
  readonly fingerprints: readonly Fingerprint[];
  /** The fingerprints' ids, in their order (what the window commits). */
  readonly ids: readonly string[];
  /** Mentions at least one URL and every URL it mentions is local. */
  readonly local: boolean;
  /** Changes the agent's world (design §9 D13); always false with `progress: false`. */
  readonly change: boolean;
  /** The change edits file content (D19): a `changeTools` call, a write to a non-generic
   *  sink, an in-place edit. Always false for a check. */
  readonly edits: boolean;
  /** A shell line that does nothing (D20): empty, `true`, `:`, literal `echo`/`printf`.
   *  Always false with `progress: false`. */
  readonly noop: boolean;
  /** A no-op that prints nothing of its own (no `echo`/`printf`): what it returns may be
   *  news (D25: the empty command reads more output of a running one). */
  readonly silent: boolean;
  /** A check that writes files with a program's output (D23). */
  readonly product: boolean;
  /** D29: the files a product write regenerates (its non-generic write paths, bounded). */
  readonly produces: readonly string[];
  /** A possible change (D27): a check that runs code the breaker does not read, or hands
   *  work to another agent (`delegateTools`); when new, run and successful it frees the
   *  other checks as a new edit does. Always false with `progress: false`. */
  readonly possibleChange: boolean;
  /** The program a shell call runs first, past leading `cd`s (D20); '' for other calls
   *  and with `progress: false`. */
  readonly program: string;
  /** What the call declares it waits (design §9.2 D16); none unless polls are on. */
  readonly wait: DeclaredWait;
  /** What its fingerprints fold away of its spelling: dropped flags, URL spellings
   *  (lib/call/cosmetic.ts; for messages only). */
  readonly spelling: Spelling | undefined;
  /** It only reads files: a file tool's read, or a shell line of `cat`, `head`, `sed -n`,
   *  `grep`… (lib/call/reads.ts; for messages, and for D29: a file a program regenerated
   *  is new for the next read of it). */
  readonly reads: boolean;
  /** A shell line that leaves something running in the background (for messages only). */
  readonly background: boolean;
  /** It checks on something outside the agent's own work — a server, a CI run, a process,
   *  a job — or waits (for messages only: only then does a denial advise waiting). */
  readonly observes: boolean;
}

/** Longer fingerprints are counted by digest, so the window never holds argument-sized strings. */
export const MAX_ID_CHARS = 256;
export const SHELL_TOOLS: ReadonlySet<string> = new Set(['bash', 'pwsh', 'shell']);
const URL_TOOL = /fetch|search|browse|web_/i;
const URL_KEYS = ['url', 'href', 'uri'];

/** design §5 `limitFor`: the whole fingerprint first, then its kind; missing = uncapped. */
export function limitFor(text: string, limits: ReadonlyMap<string, number | null>): number | null {
  const whole = limits.get(text); // values are numbers or null, so undefined means "no entry"
  if (whole !== undefined) return whole;
  return limits.get(text.slice(0, text.indexOf(':'))) ?? null;
}

interface Draft {
  readonly kind: Kind;
  readonly text: string;
  /** For a text too long to join: the full text is `text` followed by these pieces. */
  readonly rest?: readonly string[];
}

/** Past this many characters the exact: text is hashed piece by piece, never joined:
 *  joining a megabyte argument costs more than everything else the guard does. */
const JOIN_LIMIT = 64 * 1024;

function exactDraft(tool: string, parts: string[]): Draft {
  const text = `exact:${tool}:`;
  let length = text.length;
  for (const part of parts) length += part.length;
  countSteps(parts.length + 1);
  return length <= JOIN_LIMIT ? { kind: 'exact', text: text + parts.join('') } : { kind: 'exact', text, rest: parts };
}

/** String.prototype.isWellFormed (Node 20+, missing from the ES2022 typings); false if absent. */
const isWellFormed: (text: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === 'function'
    ? (text) => (text as unknown as { isWellFormed(): boolean }).isWellFormed()
    : () => false;

/** Node 20.12+ has the one-shot crypto.hash(), several times cheaper than a Hash object. */
const hashOnce = (crypto as { hash?: (algorithm: string, data: string, encoding: 'base64url') => string }).hash;

/** SHA-256 of `text` + `rest`, small pieces batched. The bytes must identify the string:
 *  UTF-8 does for well-formed text (and is half the bytes of ASCII in UTF-16), but turns
 *  every lone surrogate into U+FFFD, so other text is hashed as UTF-16 code units. A
 *  leading tag keeps the two encodings from ever producing the same byte stream. */
function digest(text: string, rest: readonly string[]): string {
  const encoding = isWellFormed(text) && rest.every(isWellFormed) ? 'utf8' : 'utf16le';
  // The same bytes as the Hash below: the tag, then the text in UTF-8.
  if (encoding === 'utf8' && rest.length === 0 && hashOnce !== undefined) return hashOnce('sha256', `u${text}`, 'base64url');
  const hash = createHash('sha256').update(encoding === 'utf8' ? 'u' : 'w').update(text, encoding);
  let batch = '';
  countSteps(rest.length + 1);
  for (const part of rest) {
    if (part.length < 4096) {
      batch += part;
      if (batch.length < 16384) continue;
    } else if (batch !== '') {
      hash.update(batch, encoding);
    }
    hash.update(part.length < 4096 ? batch : part, encoding);
    batch = '';
  }
  if (batch !== '') hash.update(batch, encoding);
  return hash.digest('base64url');
}

/** The first `max` characters of `text` + `rest`. */
function headOf(text: string, rest: readonly string[], max: number): string {
  let head = text.slice(0, max);
  let i = 0;
  for (; i < rest.length && head.length < max; i++) head += rest[i]!.slice(0, max - head.length);
  countSteps(i + 1);
  return head;
}

/** A command is read word by word up to this many characters. What a huge command (a
 *  heredoc, a pasted file) does — its verb, URLs and sink — is at its start, and splitting
 *  a megabyte into words costs a hundred times more than the rest of the call. The unread
 *  tail still counts: it is part of `exact:` and is appended, raw, to `cmd:`. */
export const SHELL_READ_LIMIT = 32 * 1024;

/** How much of `command` is read: all of it, or up to the last blank before the limit, so
 *  no word (and no URL) is cut in half. A first word longer than the limit reads as nothing. */
function readableLength(command: string): number {
  if (command.length <= SHELL_READ_LIMIT) return command.length;
  let cut = SHELL_READ_LIMIT;
  while (cut > 0 && !/\s/.test(command[cut]!)) cut--;
  countSteps(SHELL_READ_LIMIT - cut + 1);
  return cut;
}

function shellDrafts(
  tokens: readonly Token[],
  commands: readonly Command[],
  unread: string,
  folder: UrlFolder,
  keepBoundaries: boolean,
  dropped: string[],
): Draft[] {
  if (unread !== '') folder.overflow = true; // URLs may hide in the tail: never treat the call as local
  const first = commands.find((command) => command.words.length > 0);
  const verb = first !== undefined && first.verbAt < first.words.length ? commandName(first.words[first.verbAt]!) : '';
  const drafts: Draft[] = [];
  if (verb !== '') drafts.push({ kind: 'verb', text: `verb:${verb}` });
  // D30: only what a fetcher fetches is a request; first, so URLs keep their order.
  const requests = fetchedRequests(commands, folder, tokens);
  if (requests.length > 0) drafts.push({ kind: 'family', text: 'family:http-fetch' });
  const handlingWords: string[] | undefined = requests.length > 0 ? [] : undefined;
  const stripped = strippedCommand(tokens, commands, folder, keepBoundaries, dropped, handlingWords);
  if (verb !== '' && stripped !== '') {
    const text = `cmd:${verb}:${stripped}`;
    drafts.push(unread === '' ? { kind: 'cmd', text } : { kind: 'cmd', text, rest: [unread] });
  }
  const handling = handlingWords?.join(' ') ?? '';
  for (const request of requests) {
    const suffix = requestSuffix(request, handling);
    for (const raw of request.urls) {
      const url = folder.fold(raw); // fetched already (fetchedRequests): the folder's memo answers
      if (url !== null) pushUrlDrafts(drafts, url, suffix);
    }
    countSteps(request.urls.length + 1);
  }
  const writer = sinkCommand(commands);
  const sink = sinkPath(writer);
  // D30: a file a fetch writes carries what the line does with it.
  if (sink !== null) {
    drafts.push({ kind: 'sink', text: `sink:${sink}${writer!.facts?.requests !== undefined ? requestSuffix(undefined, handling) : ''}` });
  }
  return drafts;
}

/** A fetched URL's `net:` (what is asked of it, `suffix`) and `site:` drafts. */
function pushUrlDrafts(drafts: Draft[], url: NormalizedUrl, suffix: string): void {
  drafts.push({ kind: 'net', text: `net:${url.net}${suffix}` }, { kind: 'site', text: `site:${url.site}` });
}

/** D30: what a fetch tool's arguments say it does with the page (TOOLS.fetchHandling:
 *  WebFetch's `prompt`), as `key=value` words; '' when nothing. */
function fetchHandling(args: Args): string {
  let handling = '';
  for (const key of TOOLS.fetchHandling) {
    const value = args[key];
    if (typeof value === 'string' && value !== '') handling += `${handling === '' ? '' : ' '}${key}=${boundedText(value)}`;
  }
  countSteps(TOOLS.fetchHandling.length);
  return handling;
}

/** A text argument as a fingerprint carries it: whole when short, else its start and a digest. */
function boundedText(text: string): string {
  return text.length <= 200 ? text : `${text.slice(0, 120)}…#${digest(text, NO_PIECES).slice(0, 12)}`;
}

function firstUrlArgument(args: Args): string | undefined {
  countSteps(URL_KEYS.length);
  for (const key of URL_KEYS) {
    const value = args[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

interface ShellPrint {
  readonly drafts: readonly Draft[];
  readonly urls: readonly NormalizedUrl[];
  readonly overflow: boolean;
  readonly change: 'edit' | 'other' | null;
  readonly product: boolean;
  readonly produces: readonly string[];
  readonly unread: boolean;
  readonly noop: 'silent' | 'echoes' | null;
  readonly program: string;
  /** D16: the sleeps, read as a POSIX shell and as PowerShell (the memo is shared by both tools). */
  readonly wait: DeclaredWait;
  readonly pwshWait: DeclaredWait;
  readonly spelling: Spelling | undefined;
  readonly reads: boolean;
  readonly background: boolean;
  readonly observes: boolean;
  /** finish(drafts): depends only on these drafts and the config, so it is kept too. */
  finished: Fingerprint[] | undefined;
  /** D29: the files the line reads (Fingerprinter.pathsRead), once asked: a reading
   *  check asks on every run once a program regenerated some file, and reading the line
   *  again each time was most of what D29 cost. */
  read: readonly string[] | undefined;
}
const NO_URLS = { urls: [], overflow: false } as const;
const NO_PATHS: readonly string[] = [];
/** D29: files a product write names, at most this many. */
const MAX_PRODUCED = 8;
const MAX_PRODUCED_CHARS = 1024;

/** The words of the commands that have any, built by push: one kind of array (see idsOf). */
function wordsOf(commands: readonly Command[]): (readonly string[])[] {
  const segments: (readonly string[])[] = [];
  for (let i = 0; i < commands.length; i++) if (commands[i]!.words.length > 0) segments.push(commands[i]!.words);
  countSteps(commands.length + 1);
  return segments;
}

/** The fingerprints' ids, in an array of their length filled in place, so every slot's ids
 *  are one kind of array: `map` makes a packed array until it is optimized and a holey one
 *  after, and the window's `commit` and `evict`, compiled for one, were thrown away on
 *  meeting the other. */
function idsOf(fingerprints: readonly Fingerprint[]): string[] {
  const ids = new Array<string>(fingerprints.length);
  for (let i = 0; i < fingerprints.length; i++) ids[i] = fingerprints[i]!.id;
  countSteps(fingerprints.length + 1);
  return ids;
}

/** The non-generic files a line writes, in order, at most MAX_PRODUCED. */
function writtenPaths(commands: readonly Command[]): readonly string[] {
  const paths: string[] = [];
  let steps = 1;
  for (const command of commands) {
    for (const write of command.writes) {
      steps++;
      // A copy: the path may be a slice of a megabyte command, and the agent keeps it.
      if (write.path !== null && write.path.length <= MAX_PRODUCED_CHARS && paths.length < MAX_PRODUCED) paths.push(ownCopy(write.path));
    }
  }
  countSteps(steps);
  return paths;
}
const NO_EFFECT = { change: null, product: false, unread: false } as const;
const NO_PIECES: readonly string[] = [];
const NO_FLAGS: readonly string[] = [];
/** Bounds of the per-breaker shell memo: at most this many commands of at most this length. */
const SHELL_MEMO_SIZE = 128;
const SHELL_MEMO_MAX = 2048;
/** Bounds of the per-breaker print memo: at most this many `exact:` texts of at most this length. */
const PRINT_MEMO_SIZE = 256;
const PRINT_MEMO_MAX = 2048;
/** Tools whose facts are kept (a longer name, or a tool past this many, is looked at afresh). */
const TOOL_MEMO_SIZE = 256;

/** What a tool's name alone decides about its calls. */
interface ToolFacts {
  /** `ignoreArgs['*']` and `ignoreArgs[tool]`. */
  readonly decoys: ReadonlySet<string>;
  readonly shell: boolean;
  /** A tool whose URL argument is normalized (`web_fetch`, a search tool, …). */
  readonly urls: boolean;
  /** Listed in `changeTools` (and progress is on). */
  readonly changes: boolean;
  /** A wait tool of the program table (D32). */
  readonly waits: boolean;
  /** Listed in `delegateTools` (and progress is on): it hands work to another agent (D27). */
  readonly delegates: boolean;
}

/** Whether every top-level value reads as canonical JSON writes it: the parts of a call
 *  beyond `exact:` read top-level values by type, and a bigint (`5n` is written as the
 *  string "5n"), a non-finite number (written as null) or -0 (written as 0) would make
 *  two calls with one `exact:` text print differently. */
function printsAsWritten(args: Args): boolean {
  let steps = 1;
  let plain = true;
  for (const key in args) {
    steps++;
    const value = args[key];
    if (typeof value === 'bigint' || (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))) {
      plain = false;
      break;
    }
  }
  countSteps(steps);
  return plain;
}

export class Fingerprinter {
  /** No `limits` key is longer than this, so a longer fingerprint is capped by its kind. */
  private readonly longestLimitKey: number;
  /** Normalized URLs by spelling, shared by this breaker's calls (see UrlFolder). */
  private readonly urlMemo = new Map<string, NormalizedUrl | null>();
  /** Shell analyses by command: a looping agent sends the same command again and again. */
  private readonly shellMemo = new Map<string, ShellPrint>();
  /** Whole prints by their `exact:` text, which determines everything else of a print. */
  private readonly printMemo = new Map<string, CallPrint>();
  private readonly toolMemo = new Map<string, ToolFacts>();
  private readonly changeTools: NameMatcher;
  private readonly delegateTools: NameMatcher;
  /** URL tools' spellings by URL (for messages, lib/call/cosmetic.ts). */
  private readonly spellingMemo = new Map<string, Spelling>();
  /** D16 is on: declared waits are read. */
  private readonly polls: boolean;
  /** D16: `pollBudget` on the clock (milliseconds), the most a call can declare. */
  private readonly budgetMs: number;

  constructor(private readonly config: BreakerConfig) {
    this.polls = config.progress && config.pollSleep !== null;
    this.budgetMs = msOf(config.pollBudget);
    this.changeTools = matcherOf(config.changeTools);
    this.delegateTools = matcherOf(config.delegateTools);
    let longest = 0; // a loop, not Math.max(...keys): spreading 200,000 keys overflows the call stack
    for (const key of config.limits.keys()) longest = Math.max(longest, key.length);
    countSteps(config.limits.size + 1);
    this.longestLimitKey = longest;
  }

  private toolFacts(tool: string): ToolFacts {
    const known = this.toolMemo.get(tool);
    if (known !== undefined) return known;
    const { ignoreArgs } = this.config;
    const facts: ToolFacts = {
      decoys: decoySetOf(ignoreArgs.get('*') ?? [], ignoreArgs.get(tool) ?? []),
      shell: SHELL_TOOLS.has(tool),
      urls: URL_TOOL.test(tool),
      changes: this.config.progress && this.changeTools(tool),
      waits: isNamed(TOOLS.waits, tool),
      delegates: this.config.progress && this.delegateTools(tool),
    };
    countSteps(facts.decoys.size + 1);
    if (tool.length <= MAX_MATCHED_NAME) {
      if (this.toolMemo.size >= TOOL_MEMO_SIZE) this.toolMemo.clear();
      this.toolMemo.set(ownCopy(tool), facts);
    }
    return facts;
  }

  /** The decoy argument names of `tool`: `ignoreArgs['*']` and `ignoreArgs[tool]`. */
  decoyKeys(tool: string): ReadonlySet<string> {
    return this.toolFacts(tool).decoys;
  }

  /** Decoy-free arguments: `ignoreArgs['*']` and `ignoreArgs[tool]` deleted. */
  clean(tool: string, args: Args): Args {
    return stripDecoys(args, this.toolFacts(tool).decoys);
  }

  /** The call's fingerprints and what it does, remembered by its `exact:` text. */
  print(tool: string, args: Args): CallPrint {
    const facts = this.toolFacts(tool);
    const cleaned = stripDecoys(args, facts.decoys);
    const exact = exactDraft(tool, canonicalParts(cleaned));
    const memo = exact.rest === undefined && exact.text.length <= PRINT_MEMO_MAX && printsAsWritten(cleaned) ? this.printMemo : undefined;
    const known = memo?.get(exact.text);
    if (known !== undefined) return known;
    const print = this.analyse(tool, facts, cleaned, exact);
    if (memo !== undefined) {
      if (memo.size >= PRINT_MEMO_SIZE) memo.clear();
      memo.set(exact.text, print); // built from the parts: it shares nothing with the arguments
    }
    return print;
  }

  private analyse(tool: string, facts: ToolFacts, cleaned: Args, exact: Draft): CallPrint {
    const drafts: Draft[] = [exact];
    const command = cleaned['command'];
    let folder: { readonly urls: readonly NormalizedUrl[]; readonly overflow: boolean } = NO_URLS;
    let shell: ShellPrint | undefined;
    let change = false;
    let edits = false;
    let wait = NO_WAIT;
    let spelling: Spelling | undefined;
    if (facts.changes) change = edits = isToolChange(cleaned);
    if (facts.shell) {
      if (typeof command === 'string') {
        shell = this.shell(command);
        folder = shell;
        change ||= shell.change !== null;
        edits ||= shell.change === 'edit';
        wait = tool === 'pwsh' ? shell.pwshWait : shell.wait;
        spelling = shell.spelling;
      }
    } else if (facts.urls) {
      const urlFolder = new UrlFolder(this.config.hostAliases, this.urlMemo);
      const raw = firstUrlArgument(cleaned);
      const url = raw === undefined ? null : urlFolder.fetch(raw);
      if (raw !== undefined && url !== null) {
        pushUrlDrafts(drafts, url, requestSuffix(undefined, fetchHandling(cleaned)));
        drafts.push({ kind: 'family', text: 'family:http-fetch' });
        spelling = this.urlSpelling(raw, urlFolder);
      }
      folder = urlFolder;
    }
    const local = folder.urls.length > 0 && !folder.overflow && folder.urls.every((url) => url.local);
    const relaxed = local && this.config.localHosts === 'allow';
    const fingerprints = this.finish(drafts, relaxed);
    // A shell command's fingerprints follow exact: (whose id no other kind can share).
    if (shell !== undefined) fingerprints.push(...(shell.finished ??= this.finish(shell.drafts, relaxed)));
    if (this.polls) {
      const asked = declaredWait(cleaned, this.budgetMs);
      const blocking = facts.shell ? undefined : blockingWait(facts.waits, cleaned, asked, this.budgetMs);
      if (blocking !== undefined) wait = blocking;
      else if (asked !== undefined && asked > 0) wait = { ms: Math.min(this.budgetMs, wait.ms + asked), onlyWaits: false };
    }
    const noop = shell !== undefined && shell.noop !== null && !change;
    const ids = idsOf(fingerprints);
    const reads = shell !== undefined ? shell.reads : isFileRead(tool, cleaned);
    const background = shell?.background ?? false;
    // A fetch checks on a server, a job tool on a job; a call that declares a wait is waiting.
    const observes = (shell?.observes ?? (facts.urls || isJobTool(tool))) || wait.ms > 0;
    return {
      tool: ownCopy(tool),
      fingerprints,
      ids,
      local,
      change,
      edits,
      noop,
      silent: noop && shell?.noop === 'silent',
      product: !change && shell !== undefined && shell.product,
      produces: !change && shell !== undefined && shell.product ? shell.produces : NO_PATHS,
      possibleChange: !change && (facts.delegates || (shell !== undefined && shell.unread)),
      program: shell?.program ?? '',
      wait,
      spelling,
      reads,
      background,
      observes,
    };
  }

  /** D29: the files a reading call names (lib/call/reads.ts readPaths), read from its
   *  arguments when asked (only once a program regenerated some file: most agents never
   *  need it); a shell line's are kept with its analysis while the memo holds it. */
  pathsRead(tool: string, args: Args): readonly string[] {
    if (!SHELL_TOOLS.has(tool)) return readPaths(args, undefined);
    const command = args['command'];
    if (typeof command !== 'string' || command.length > MAX_READ_LINE) return NO_PATHS;
    const known = this.shellMemo.get(command);
    if (known?.read !== undefined) return known.read;
    // The words the line was judged a read from (shell()): in D33's one spelling, so
    // `bash -lc 'cat out.png'` prints `out.png`.
    const paths = readPaths(args, wordsOf(readCommands(oneSpelling(tokenize(command)))));
    if (known !== undefined) known.read = paths;
    return paths;
  }

  /** A URL tool's spelling: its one URL as written; remembered like the URLs themselves. */
  private urlSpelling(raw: string, folder: UrlFolder): Spelling | undefined {
    const memo = raw.length <= SHELL_MEMO_MAX ? this.spellingMemo : undefined;
    const known = memo?.get(raw);
    if (known !== undefined) return known;
    const spelling = spellingOf(NO_FLAGS, folder.spellings());
    if (memo !== undefined && spelling !== undefined) {
      if (memo.size >= SHELL_MEMO_SIZE) memo.clear();
      memo.set(ownCopy(raw), spelling);
    }
    return spelling;
  }

  /** shellDrafts() with the URLs it read; remembered for commands up to SHELL_MEMO_MAX chars. */
  private shell(command: string): ShellPrint {
    const memo = command.length <= SHELL_MEMO_MAX ? this.shellMemo : undefined;
    const known = memo?.get(command);
    if (known !== undefined) return known;
    const folder = new UrlFolder(this.config.hostAliases, this.urlMemo);
    const read = command.slice(0, readableLength(command));
    // A command with an unread tail may do more than sleep: it never only waits.
    const fits = read.length === command.length;
    // D33: the command the line runs, in one spelling (read whole, or not at all).
    const tokens = fits ? oneSpelling(tokenize(read)) : tokenize(read);
    const commands = readCommands(tokens);
    const segments = wordsOf(commands);
    const { progress } = this.config;
    const dropped: string[] = [];
    const drafts = shellDrafts(withOnePaths(tokens, commands), commands, command.slice(read.length), folder, progress, dropped);
    const effect = progress ? shellEffect(commands) : NO_EFFECT;
    const { posix, pwsh } = this.polls ? shellWait(tokens, this.budgetMs) : NO_SHELL_WAITS;
    const shell: ShellPrint = {
      drafts,
      urls: folder.urls,
      overflow: folder.overflow,
      change: effect.change,
      product: effect.product,
      produces: effect.product ? writtenPaths(commands) : NO_PATHS,
      unread: effect.unread,
      // A command with an unread tail may do anything.
      noop: progress && fits ? doesNothing(tokens) : null,
      program: progress ? firstProgram(segments) : '',
      wait: fits || !posix.onlyWaits ? posix : { ms: posix.ms, onlyWaits: false },
      pwshWait: fits || !pwsh.onlyWaits ? pwsh : { ms: pwsh.ms, onlyWaits: false },
      spelling: spellingOf(dropped, folder.spellings()),
      // A command with an unread tail may do more than read; one that writes does more.
      reads: fits && effect.change === null && !effect.product && readsFilesOnly(segments),
      background: runsInBackground(tokens, segments),
      observes: commands.some(observesOutside),
      finished: undefined,
      read: undefined,
    };
    if (memo !== undefined) {
      if (memo.size >= SHELL_MEMO_SIZE) memo.clear();
      memo.set(ownCopy(command), shell);
    }
    return shell;
  }

  private finish(drafts: readonly Draft[], dropRelaxable: boolean): Fingerprint[] {
    const seen = new Set<string>();
    const out: Fingerprint[] = [];
    const { limits, previewChars } = this.config;
    let steps = 1;
    for (const { kind, text, rest = NO_PIECES } of drafts) {
      steps++;
      if (dropRelaxable && RELAXABLE.has(kind)) continue;
      let length = text.length;
      for (const part of rest) length += part.length;
      steps += rest.length;
      // A draft with pieces is longer than JOIN_LIMIT, so it is always counted by digest.
      // Ids outlive the call (windows, stored results): they must not point into its arguments.
      const id = length <= MAX_ID_CHARS ? ownCopy(text) : `\u0001${kind}:${digest(text, rest)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      // No `limits` key is longer than longestLimitKey, so a longer text is capped by its kind.
      const cap = length > this.longestLimitKey ? (limits.get(kind) ?? null) : limitFor(text + rest.join(''), limits);
      out.push({ id, kind, head: headOf(text, rest, previewChars), length, cap });
    }
    countSteps(steps);
    return out;
  }
}

// What fingerprinting set aside of one call that a model may take for a change: the decoy
// arguments deleted (design §4.2), the volatile flags dropped from `cmd:` (§4.6) and the URL
// spellings folded (§4.8). Kept per run as short previews, never argument-sized strings
// (D12), so that a denial can name the ones in which the call it stops differs from the
// runs it repeats (§8.1 item 3). Messages only: no decision reads any of it.
// Every loop reports its iterations (lib/work.ts).

import type { Args } from './canonical.js';
import { ownCopy } from '../strings.js';
import type { NormalizedUrl } from './url.js';
import { countSteps } from '../work.js';

/** Items of each kind kept per run; a call with more is described by its first ones. */
export const MAX_COSMETIC_ITEMS = 8;
/** Characters of a decoy value or a flag shown; a URL spelling gets twice as many. */
export const COSMETIC_PREVIEW = 40;

/** A decoy value too long to keep, or not a primitive: what a denial shows of it, and an
 *  identity for comparing it with other runs. */
export interface StandIn {
  readonly shown: string;
  readonly id: string;
}

/** A decoy argument of one run: its name and its value — a primitive as given (a string of
 *  at most COSMETIC_PREVIEW characters, copied), or a StandIn. Rendered only by a denial. */
export interface DecoyValue {
  readonly key: string;
  readonly value: string | number | boolean | StandIn;
}

/** One URL as written, with the `net:` value it folds to (both bounded). */
export interface UrlSpelling {
  readonly raw: string;
  readonly net: string;
}

/** What a command or a URL tool's call spells that its fingerprints fold away. One object
 *  per distinct command (the shell memo keeps it), shared by all its runs. */
export interface Spelling {
  /** The volatile flags and leading `NAME=value` / `timeout N` words dropped, as written
   *  (`--max-time 60`, `-sS`). */
  readonly flags: readonly string[];
  readonly urls: readonly UrlSpelling[];
}

/** A run as the comparison reads it: what it carried, and its fingerprint ids. */
export interface CosmeticRun {
  readonly ids: readonly string[];
  readonly decoys?: readonly DecoyValue[] | undefined;
  readonly spelling?: Spelling | undefined;
}

/** The cosmetic differences between a call and the runs it repeats, as data for the
 *  denial: each decoy argument with its distinct values, the flags not carried by every
 *  run, and for each URL its distinct spellings. Empty lists when there are none. */
export interface CosmeticDifferences {
  readonly decoys: readonly { readonly key: string; readonly values: readonly string[] }[];
  readonly flags: readonly string[];
  readonly urls: readonly (readonly string[])[];
}

function cut(text: string, max: number): string {
  return text.length <= max ? ownCopy(text) : `${ownCopy(text.slice(0, max))}…`;
}

/** A cheap 32-bit FNV-1a over a bounded part of `text`: its first and last 256 characters.
 *  Two values that differ only in the middle read as one; a message then names less. */
function sketch(text: string): string {
  let hash = 0x811c9dc5;
  const headEnd = Math.min(256, text.length);
  for (let i = 0; i < headEnd; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  for (let i = Math.max(headEnd, text.length - 256); i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  countSteps(Math.min(512, text.length) + 1);
  return `#${text.length}:${(hash >>> 0).toString(36)}`;
}

function decoyValue(key: string, value: unknown): DecoyValue | undefined {
  switch (typeof value) {
    case 'string':
      if (value.length <= COSMETIC_PREVIEW) return { key, value: ownCopy(value) };
      return { key, value: { shown: `${JSON.stringify(value.slice(0, COSMETIC_PREVIEW))}…`, id: ownCopy(value.slice(0, COSMETIC_PREVIEW)) + sketch(value) } };
    case 'number':
    case 'boolean':
      return { key, value };
    case 'bigint': {
      const shown = cut(String(value), COSMETIC_PREVIEW);
      return { key, value: { shown, id: shown } };
    }
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined; // no JSON value: as if the argument were not there
    default: {
      const shown = value === null ? 'null' : Array.isArray(value) ? '[…]' : '{…}';
      return { key, value: { shown, id: shown } };
    }
  }
}

/** How a denial shows a decoy value. */
export function shownValue(value: DecoyValue['value']): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'object' ? value.shown : String(value);
}

/** An identity of a decoy value that is equal only for values a denial may call equal: a
 *  primitive itself (a Set tells "60" from 60), a stand-in its prefixed id (which no short
 *  string equals). No string is built for a primitive: a loop's denial compares a dozen. */
function valueId(value: DecoyValue['value']): string | number | boolean {
  return typeof value === 'object' ? `\u0000${value.id}` : value;
}

/** Whether two runs carried the same decoy arguments with the same values, in the same
 *  order (decoyValues() reads a call's arguments in their order). */
export function sameDecoys(a: readonly DecoyValue[] | undefined, b: readonly DecoyValue[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  let i = 0;
  for (; i < a.length && a[i]!.key === b[i]!.key && valueId(a[i]!.value) === valueId(b[i]!.value); i++);
  countSteps(i + 1);
  return i === a.length;
}

/** The decoy arguments of `args` (own keys only, D8) among `keys`, the tool's decoy names
 *  (lib/call/fingerprint.ts `decoyKeys`); undefined when it carries none. One set lookup
 *  per argument: a call has a handful, the lists may be long. */
export function decoyValues(args: Args, keys: ReadonlySet<string>): DecoyValue[] | undefined {
  if (keys.size === 0) return undefined;
  let found: DecoyValue[] | undefined;
  let steps = 1;
  // for-in over a plain object (lib/call/canonical.ts argumentsObject) is its own keys
  // unless Object.prototype was given enumerable ones: hasOwn confirms a match.
  for (const key in args) {
    steps++;
    if (!keys.has(key) || !Object.hasOwn(args, key)) continue;
    const value = decoyValue(key, args[key]);
    if (value !== undefined) (found ??= []).push(value);
    if (found !== undefined && found.length >= MAX_COSMETIC_ITEMS) break;
  }
  countSteps(steps);
  return found;
}

/** A bounded identity of a `net:` value (a URL may be a megabyte long). */
function netKey(net: string): string {
  return net.length <= 2 * COSMETIC_PREVIEW ? ownCopy(net) : cut(net, 2 * COSMETIC_PREVIEW) + sketch(net);
}

/** The spelling of one call: `flags` (already bounded previews, see `droppedWord`) and the
 *  URLs it named with what each folds to; undefined when there is neither. */
export function spellingOf(flags: readonly string[], urls: Iterable<readonly [string, NormalizedUrl | null]>): Spelling | undefined {
  let kept: UrlSpelling[] | undefined;
  let steps = 1;
  for (const [raw, url] of urls) {
    steps++;
    if (url === null) continue;
    (kept ??= []).push({ raw: raw.length <= 2 * COSMETIC_PREVIEW ? ownCopy(raw) : cut(raw, 2 * COSMETIC_PREVIEW) + sketch(raw), net: netKey(url.net) });
    if (kept.length >= MAX_COSMETIC_ITEMS) break;
  }
  countSteps(steps);
  if (kept === undefined && flags.length === 0) return undefined;
  return { flags, urls: kept ?? [] };
}

/** A dropped word as kept: cut to COSMETIC_PREVIEW characters. */
export function droppedWord(text: string): string {
  return cut(text, COSMETIC_PREVIEW);
}

/** The displayed part of an identity that may carry a sketch (`…#123:abc`). */
const shownPart = (id: string): string => {
  const at = id.lastIndexOf('…#');
  return at < 0 ? id : id.slice(0, at + 1);
};

/** Whether `id` is new to `seen` (and now in it): distinct values in order of first
 *  appearance, each rendered only once. */
function firstSeen<T>(seen: Set<T>, id: T): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return true;
}

/** The spellings of `runs`, each once, in order of first appearance (undefined included). */
function distinctSpellings(runs: readonly CosmeticRun[]): (Spelling | undefined)[] {
  const seen = new Set<Spelling | undefined>();
  for (const run of runs) seen.add(run.spelling);
  countSteps(runs.length);
  return [...seen];
}

const NONE: CosmeticDifferences = { decoys: [], flags: [], urls: [] };

/**
 * design §8.1 item 3: how `call` differs cosmetically from `earlier`, the runs it repeats
 * (oldest first). A decoy argument is named when its value (or its absence) is not the
 * same in every run; a dropped flag when not every run of the same `cmd:` (`cmdId`)
 * carried it; a URL when the runs spelled the one `net:` value more than one way.
 */
export function cosmeticDifferences(call: CosmeticRun, earlier: readonly CosmeticRun[], cmdId: string | undefined): CosmeticDifferences {
  if (earlier.length === 0) return NONE;
  const runs = [...earlier, call];
  countSteps(runs.length);
  // Decoys: every key any run carried, with its values; named when some run differs.
  const decoys: { key: string; values: string[] }[] = [];
  const keys: string[] = [];
  for (const run of runs) for (const decoy of run.decoys ?? []) if (!keys.includes(decoy.key)) keys.push(decoy.key);
  for (const key of keys) {
    const values: string[] = [];
    const seen = new Set<string | number | boolean>();
    let absent = false;
    for (const run of runs) {
      const decoy = run.decoys?.find((d) => d.key === key);
      if (decoy === undefined) absent = true;
      else if (firstSeen(seen, valueId(decoy.value))) values.push(shownValue(decoy.value));
    }
    countSteps(runs.length * (MAX_COSMETIC_ITEMS + 1));
    if (values.length > 1 || absent) decoys.push({ key, values });
  }
  // Flags and URLs read each run's spelling, which runs of one command share (the shell
  // memo keeps one per command): each distinct spelling is read once.
  // Flags: compared over the runs of the same command once its flags are dropped.
  const flags: string[] = [];
  const sameCommand = cmdId === undefined ? [] : runs.filter((run) => run === call || run.ids.includes(cmdId));
  if (sameCommand.length > 1) {
    const spellings = distinctSpellings(sameCommand);
    const all = new Set<string>();
    for (const spelling of spellings) for (const flag of spelling?.flags ?? []) all.add(flag);
    for (const flag of all) if (!spellings.every((spelling) => spelling?.flags.includes(flag) === true)) flags.push(flag);
    countSteps(spellings.length * (all.size + 1));
  }
  // URLs: for each URL of the call, the spellings the runs gave its `net:` value.
  const urls: string[][] = [];
  const spellingsOfRuns = call.spelling === undefined ? [] : distinctSpellings(runs);
  for (const url of call.spelling?.urls ?? []) {
    const spellings: string[] = [];
    const seen = new Set<string>();
    for (const spelling of spellingsOfRuns) {
      for (const other of spelling?.urls ?? []) if (other.net === url.net && firstSeen(seen, other.raw)) spellings.push(shownPart(other.raw));
    }
    countSteps(spellingsOfRuns.length * (MAX_COSMETIC_ITEMS + 1));
    if (spellings.length > 1) urls.push(spellings);
  }
  if (decoys.length === 0 && flags.length === 0 && urls.length === 0) return NONE;
  return { decoys, flags, urls };
}

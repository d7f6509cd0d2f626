// What fingerprinting set aside of one call that a model may take for a change: the decoy
// arguments deleted (design §4.2), the volatile flags dropped from `cmd:` (§4.6) and the URL
// spellings folded (§4.8). Kept per run as short previews, never argument-sized strings
// (D12), so that a denial can name the ones in which the call it stops differs from the
// runs it repeats (§8.1 item 3). Messages only: no decision reads any of it.
// Every loop reports its iterations (lib/work.ts).
import { ownCopy } from '../strings.js';
import { countSteps } from '../work.js';
/** Items of each kind kept per run; a call with more is described by its first ones. */
export const MAX_COSMETIC_ITEMS = 8;
/** Characters of a decoy value or a flag shown; a URL spelling gets twice as many. */
export const COSMETIC_PREVIEW = 40;
function cut(text, max) {
    return text.length <= max ? ownCopy(text) : `${ownCopy(text.slice(0, max))}…`;
}
/** A cheap 32-bit FNV-1a over a bounded part of `text`: its first and last 256 characters.
 *  Two values that differ only in the middle read as one; a message then names less. */
function sketch(text) {
    let hash = 0x811c9dc5;
    const headEnd = Math.min(256, text.length);
    for (let i = 0; i < headEnd; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    for (let i = Math.max(headEnd, text.length - 256); i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    countSteps(Math.min(512, text.length) + 1);
    return `#${text.length}:${(hash >>> 0).toString(36)}`;
}
function decoyValue(key, value) {
    switch (typeof value) {
        case 'string':
            if (value.length <= COSMETIC_PREVIEW)
                return { key, value: ownCopy(value) };
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
export function shownValue(value) {
    if (typeof value === 'string')
        return JSON.stringify(value);
    return typeof value === 'object' ? value.shown : String(value);
}
/** An identity of a decoy value that is equal only for values a denial may call equal: a
 *  primitive itself (a Set tells "60" from 60), a stand-in its prefixed id (which no short
 *  string equals). No string is built for a primitive: a loop's denial compares a dozen. */
function valueId(value) {
    return typeof value === 'object' ? `\u0000${value.id}` : value;
}
/** Whether two runs carried the same decoy arguments with the same values, in the same
 *  order (decoyValues() reads a call's arguments in their order). */
export function sameDecoys(a, b) {
    if (a === b)
        return true;
    if (a === undefined || b === undefined || a.length !== b.length)
        return false;
    let i = 0;
    for (; i < a.length && a[i].key === b[i].key && valueId(a[i].value) === valueId(b[i].value); i++)
        ;
    countSteps(i + 1);
    return i === a.length;
}
/** The decoy arguments of `args` (own keys only, D8) among `keys`, the tool's decoy names
 *  (lib/call/fingerprint.ts `decoyKeys`); undefined when it carries none. One set lookup
 *  per argument: a call has a handful, the lists may be long. */
export function decoyValues(args, keys) {
    if (keys.size === 0)
        return undefined;
    let found;
    let steps = 1;
    // for-in over a plain object (lib/call/canonical.ts argumentsObject) is its own keys
    // unless Object.prototype was given enumerable ones: hasOwn confirms a match.
    for (const key in args) {
        steps++;
        if (!keys.has(key) || !Object.hasOwn(args, key))
            continue;
        const value = decoyValue(key, args[key]);
        if (value !== undefined)
            (found ??= []).push(value);
        if (found !== undefined && found.length >= MAX_COSMETIC_ITEMS)
            break;
    }
    countSteps(steps);
    return found;
}
/** A bounded identity of a `net:` value (a URL may be a megabyte long). */
function netKey(net) {
    return net.length <= 2 * COSMETIC_PREVIEW ? ownCopy(net) : cut(net, 2 * COSMETIC_PREVIEW) + sketch(net);
}
/** The spelling of one call: `flags` (already bounded previews, see `droppedWord`) and the
 *  URLs it named with what each folds to; undefined when there is neither. */
export function spellingOf(flags, urls) {
    let kept;
    let steps = 1;
    for (const [raw, url] of urls) {
        steps++;
        if (url === null)
            continue;
        (kept ??= []).push({ raw: raw.length <= 2 * COSMETIC_PREVIEW ? ownCopy(raw) : cut(raw, 2 * COSMETIC_PREVIEW) + sketch(raw), net: netKey(url.net) });
        if (kept.length >= MAX_COSMETIC_ITEMS)
            break;
    }
    countSteps(steps);
    if (kept === undefined && flags.length === 0)
        return undefined;
    return { flags, urls: kept ?? [] };
}
/** A dropped word as kept: cut to COSMETIC_PREVIEW characters. */
export function droppedWord(text) {
    return cut(text, COSMETIC_PREVIEW);
}
/** The displayed part of an identity that may carry a sketch (`…#123:abc`). */
const shownPart = (id) => {
    const at = id.lastIndexOf('…#');
    return at < 0 ? id : id.slice(0, at + 1);
};
/** Whether `id` is new to `seen` (and now in it): distinct values in order of first
 *  appearance, each rendered only once. */
function firstSeen(seen, id) {
    if (seen.has(id))
        return false;
    seen.add(id);
    return true;
}
/** The spellings of `runs`, each once, in order of first appearance (undefined included). */
function distinctSpellings(runs) {
    const seen = new Set();
    for (const run of runs)
        seen.add(run.spelling);
    countSteps(runs.length);
    return [...seen];
}
const NONE = { decoys: [], flags: [], urls: [] };
/**
 * design §8.1 item 3: how `call` differs cosmetically from `earlier`, the runs it repeats
 * (oldest first). A decoy argument is named when its value (or its absence) is not the
 * same in every run; a dropped flag when not every run of the same `cmd:` (`cmdId`)
 * carried it; a URL when the runs spelled the one `net:` value more than one way.
 */
export function cosmeticDifferences(call, earlier, cmdId) {
    if (earlier.length === 0)
        return NONE;
    const runs = [...earlier, call];
    countSteps(runs.length);
    // Decoys: every key any run carried, with its values; named when some run differs.
    const decoys = [];
    const keys = [];
    for (const run of runs)
        for (const decoy of run.decoys ?? [])
            if (!keys.includes(decoy.key))
                keys.push(decoy.key);
    for (const key of keys) {
        const values = [];
        const seen = new Set();
        let absent = false;
        for (const run of runs) {
            const decoy = run.decoys?.find((d) => d.key === key);
            if (decoy === undefined)
                absent = true;
            else if (firstSeen(seen, valueId(decoy.value)))
                values.push(shownValue(decoy.value));
        }
        countSteps(runs.length * (MAX_COSMETIC_ITEMS + 1));
        if (values.length > 1 || absent)
            decoys.push({ key, values });
    }
    // Flags and URLs read each run's spelling, which runs of one command share (the shell
    // memo keeps one per command): each distinct spelling is read once.
    // Flags: compared over the runs of the same command once its flags are dropped.
    const flags = [];
    const sameCommand = cmdId === undefined ? [] : runs.filter((run) => run === call || run.ids.includes(cmdId));
    if (sameCommand.length > 1) {
        const spellings = distinctSpellings(sameCommand);
        const all = new Set();
        for (const spelling of spellings)
            for (const flag of spelling?.flags ?? [])
                all.add(flag);
        for (const flag of all)
            if (!spellings.every((spelling) => spelling?.flags.includes(flag) === true))
                flags.push(flag);
        countSteps(spellings.length * (all.size + 1));
    }
    // URLs: for each URL of the call, the spellings the runs gave its `net:` value.
    const urls = [];
    const spellingsOfRuns = call.spelling === undefined ? [] : distinctSpellings(runs);
    for (const url of call.spelling?.urls ?? []) {
        const spellings = [];
        const seen = new Set();
        for (const spelling of spellingsOfRuns) {
            for (const other of spelling?.urls ?? [])
                if (other.net === url.net && firstSeen(seen, other.raw))
                    spellings.push(shownPart(other.raw));
        }
        countSteps(spellingsOfRuns.length * (MAX_COSMETIC_ITEMS + 1));
        if (spellings.length > 1)
            urls.push(spellings);
    }
    if (decoys.length === 0 && flags.length === 0 && urls.length === 0)
        return NONE;
    return { decoys, flags, urls };
}

// Decoy deletion and canonical JSON. The serializer is iterative (no recursion,
// so 10,000-deep input cannot overflow the stack), marks cycles instead of
// following them, and hashes what lies past a bounded number of pieces.
import { createHash } from 'node:crypto';
import { isPlainObject } from '../values.js';
import { countSteps } from '../work.js';
/** design §4.1: a plain object is used as is, nullish becomes `{}`, anything else
 *  (a raw string from invalid JSON, an array, a number) becomes `{ value }`. */
export function argumentsObject(raw) {
    if (raw === null || raw === undefined)
        return {};
    return isPlainObject(raw) ? raw : { value: raw };
}
/** Sets of the frozen decoy lists already seen (a resolved configuration's lists are
 *  frozen and live as long as it does). */
const decoySets = new WeakMap();
/** The names of `decoys` as a Set: built once for a frozen list, afresh for any other. */
function decoySet(decoys) {
    let set = decoySets.get(decoys);
    if (set === undefined) {
        countSteps(decoys.length + 1);
        set = new Set(decoys);
        if (Object.isFrozen(decoys))
            decoySets.set(decoys, set);
    }
    return set;
}
/** The names of all `decoyLists` in one Set (the set itself when there is one list). */
export function decoySetOf(...decoyLists) {
    const sets = decoyLists.filter((decoys) => decoys.length > 0).map(decoySet);
    return sets.length === 1 ? sets[0] : new Set(sets.flatMap((set) => [...set]));
}
/** A shallow copy of `args` without the keys in `decoys` (top level only). One Set lookup
 *  per key: 100,000 keys against 1,000 decoy names cost keys plus names, not their product. */
export function stripDecoys(args, decoyNames) {
    const decoys = decoyNames instanceof Set ? decoyNames : decoySet(decoyNames);
    const copy = {};
    const keys = Object.keys(args);
    countSteps(keys.length + 1);
    // Skipping instead of `delete` keeps the copy a fast-mode object.
    for (const key of keys) {
        if (decoys.has(key))
            continue;
        // `copy.__proto__ = v` would set the prototype and lose the argument.
        if (key === '__proto__')
            Object.defineProperty(copy, key, { value: args[key], enumerable: true, writable: true, configurable: true });
        else
            copy[key] = args[key];
    }
    return copy;
}
const CIRCULAR = '"[Circular]"';
/** Like JSON.stringify for one leaf; `undefined` means "no JSON value". */
function leaf(value) {
    switch (typeof value) {
        case 'string':
            return JSON.stringify(value);
        case 'number':
            return Number.isFinite(value) ? String(value) : 'null';
        case 'boolean':
            return value ? 'true' : 'false';
        case 'bigint':
            return JSON.stringify(`${value}n`);
        case 'undefined':
        case 'function':
        case 'symbol':
            return undefined;
        default:
            return value === null ? 'null' : undefined;
    }
}
/** Strings this long become parts of their own (see canonicalParts). */
const LONG_STRING = 8192;
/** What JSON.stringify would escape (any surrogate, to stay on the safe side). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Escaped in slices of this many characters, so no escaped copy is ever megabytes long. */
const ESCAPE_SLICE = 16384;
/** Pieces a canonical text keeps as they are; the rest is hashed (see canonicalParts).
 *  A megabyte of JSON numbers is about a million pieces, so real arguments stay whole,
 *  while an array of 70 million elements no longer grows one JS array past the size at
 *  which V8 aborts the process (a fatal error no try/catch contains). */
export const MAX_PIECES = 1 << 20;
/** Once past MAX_PIECES, pieces are hashed in batches of this many. */
const HASH_BATCH = 4096;
/** Starts the piece that stands for the hashed rest. Canonical JSON never holds a raw
 *  U+0000 (strings escape it), so this piece cannot be mistaken for JSON text. */
export const HASHED_REST = '\u0000sha256:';
/** The pieces of one canonical text, bounded: the first MAX_PIECES (or a few more) are
 *  kept, the rest is fed to SHA-256 as UTF-16 code units (lossless, lone surrogates too)
 *  and ends up as one HASHED_REST piece. Memory stays a constant plus the input. */
class Pieces {
    out = [];
    hash;
    /** How many leading pieces are kept; the ones after them are waiting to be hashed. */
    kept = 0;
    limit = MAX_PIECES;
    /** Call after pushing to `out`: hashes the waiting pieces once there are enough. */
    check() {
        if (this.out.length >= this.limit)
            this.spill();
    }
    spill() {
        const out = this.out;
        if (this.hash === undefined) {
            this.hash = createHash('sha256');
            this.kept = out.length;
        }
        const hash = this.hash;
        let batch = '';
        countSteps(out.length - this.kept + 1);
        for (let i = this.kept; i < out.length; i++) {
            const piece = out[i];
            if (piece.length < 4096) {
                batch += piece;
                continue;
            }
            if (batch !== '')
                hash.update(batch, 'utf16le');
            // Sliced, so a 500 MB string is never encoded into one gigabyte buffer.
            countSteps(Math.ceil(piece.length / ESCAPE_SLICE));
            for (let at = 0; at < piece.length; at += ESCAPE_SLICE)
                hash.update(piece.slice(at, at + ESCAPE_SLICE), 'utf16le');
            batch = '';
        }
        if (batch !== '')
            hash.update(batch, 'utf16le');
        out.length = this.kept;
        this.limit = this.kept + HASH_BATCH;
    }
    finish() {
        if (this.hash === undefined)
            return this.out;
        this.spill();
        this.out.push(`${HASHED_REST}${this.hash.digest('base64url')}`);
        return this.out;
    }
}
const isHighSurrogate = (code) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code) => code >= 0xdc00 && code <= 0xdfff;
/** A long string as JSON: uncopied when nothing in it needs escaping, else escaped slice
 *  by slice (JSON.stringify escapes code unit by code unit; a surrogate pair is kept whole). */
function pushLongString(pieces, value) {
    const out = pieces.out;
    if (!NEEDS_ESCAPE.test(value)) {
        out.push('"', value, '"');
        return;
    }
    out.push('"');
    countSteps(Math.ceil(value.length / ESCAPE_SLICE) + 1);
    for (let at = 0; at < value.length;) {
        let end = Math.min(value.length, at + ESCAPE_SLICE);
        // Never split a surrogate pair; a lone high surrogate before the cut stays lone.
        if (end < value.length && isHighSurrogate(value.charCodeAt(end - 1)) && isLowSurrogate(value.charCodeAt(end)))
            end++;
        out.push(JSON.stringify(value.slice(at, end)).slice(1, -1));
        pieces.check();
        at = end;
    }
    out.push('"');
}
/** JSON with object keys sorted at every depth, `undefined` members dropped and
 *  `undefined` array items written as `null`. Never recurses, never throws on
 *  cycles (a back-reference is written as "[Circular]"). Past MAX_PIECES pieces the
 *  rest of the text is a HASHED_REST digest instead (see canonicalParts). */
export function canonicalJson(root) {
    return canonicalParts(root).join('');
}
/** A plain object with more keys than this takes the general path (its pieces are bounded). */
const FLAT_KEYS = 64;
/** The canonical text of an object whose values are all leaves (no container, no long
 *  string), written in one pass; undefined for any other object, which then takes the
 *  general path (reading again the values read so far). Most tool arguments are flat. */
function flatObject(root) {
    const keys = Object.keys(root);
    if (keys.length > FLAT_KEYS)
        return undefined;
    keys.sort();
    countSteps(keys.length + 1);
    let out = '{';
    for (const key of keys) {
        const value = root[key];
        if (typeof value === 'object' ? value !== null : typeof value === 'string' && value.length >= LONG_STRING)
            return undefined;
        const text = leaf(value);
        if (text === undefined)
            continue; // dropped member
        out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${text}`;
    }
    return `${out}}`;
}
/** canonicalJson() in pieces whose concatenation is the canonical text. A long
 *  string argument is a piece of its own, so a megabyte of content can be hashed
 *  without ever being copied into a bigger string. At most MAX_PIECES + HASH_BATCH
 *  pieces are held at once: past MAX_PIECES, the rest of the text is hashed as it is
 *  written and stands as one final HASHED_REST piece, so two texts that differ there
 *  still differ in that piece. */
export function canonicalParts(root) {
    if (typeof root === 'string' && root.length >= LONG_STRING) {
        const pieces = new Pieces();
        pushLongString(pieces, root);
        return pieces.finish();
    }
    const simple = leaf(root);
    if (simple !== undefined || root === undefined || typeof root !== 'object' || root === null) {
        return [simple ?? 'null'];
    }
    const flat = Array.isArray(root) ? undefined : flatObject(root);
    if (flat !== undefined)
        return [flat];
    const pieces = new Pieces();
    const out = pieces.out;
    const stack = [];
    // The containers being written (for cycles); created at the first nested one, so the
    // common flat object costs no Set. Until then only the root is open.
    let open = null; // (`as`: it is assigned inside enter())
    const enter = (value) => {
        if (stack.length > 0)
            (open ??= new Set([root])).add(value);
        if (Array.isArray(value)) {
            out.push('[');
            stack.push({ container: value, keys: null, length: value.length, index: 0, wrote: false });
        }
        else {
            const keys = Object.keys(value).sort();
            out.push('{');
            stack.push({ container: value, keys, length: keys.length, index: 0, wrote: false });
        }
    };
    enter(root);
    let steps = 0;
    while (stack.length > 0) {
        steps++;
        const frame = stack[stack.length - 1];
        if (frame.index >= frame.length) {
            out.push(frame.keys === null ? ']' : '}');
            open?.delete(frame.container);
            stack.pop();
            pieces.check();
            continue;
        }
        const i = frame.index++;
        const key = frame.keys === null ? null : frame.keys[i];
        const value = key === null ? frame.container[i] : frame.container[key];
        const long = typeof value === 'string' && value.length >= LONG_STRING;
        const text = long ? '' : leaf(value);
        const nested = text === undefined && value !== null && typeof value === 'object';
        if (key !== null && text === undefined && !nested)
            continue; // dropped member
        if (frame.wrote)
            out.push(',');
        frame.wrote = true;
        if (key !== null)
            out.push(JSON.stringify(key), ':');
        if (long)
            pushLongString(pieces, value);
        else if (!nested)
            out.push(text ?? 'null');
        else if (open === null ? value === root : open.has(value))
            out.push(CIRCULAR);
        else
            enter(value);
        pieces.check();
    }
    countSteps(steps);
    return pieces.finish();
}

// Decoy deletion and canonical JSON. The serializer is iterative (no recursion,
// so 10,000-deep input cannot overflow the stack) and marks cycles instead of
// following them.
function isPlainObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/** design §4.1: a plain object is used as is, nullish becomes `{}`, anything else
 *  (a raw string from invalid JSON, an array, a number) becomes `{ value }`. */
export function argumentsObject(raw) {
    if (raw === null || raw === undefined)
        return {};
    return isPlainObject(raw) ? raw : { value: raw };
}
/** A shallow copy of `args` without the keys in any of the decoy lists (top level only). */
export function stripDecoys(args, ...decoyLists) {
    const copy = {};
    // Skipping instead of `delete` keeps the copy a fast-mode object.
    for (const key of Object.keys(args)) {
        if (decoyLists.some((decoys) => decoys.includes(key)))
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
/** A long string as JSON: uncopied when nothing in it needs escaping, else escaped slice
 *  by slice (JSON.stringify escapes code unit by code unit; a surrogate pair is kept whole). */
function pushLongString(out, value) {
    if (!NEEDS_ESCAPE.test(value)) {
        out.push('"', value, '"');
        return;
    }
    out.push('"');
    for (let at = 0; at < value.length;) {
        let end = Math.min(value.length, at + ESCAPE_SLICE);
        const last = value.charCodeAt(end - 1);
        if (end < value.length && last >= 0xd800 && last <= 0xdbff)
            end++;
        out.push(JSON.stringify(value.slice(at, end)).slice(1, -1));
        at = end;
    }
    out.push('"');
}
/** JSON with object keys sorted at every depth, `undefined` members dropped and
 *  `undefined` array items written as `null`. Never recurses, never throws on
 *  cycles (a back-reference is written as "[Circular]"). */
export function canonicalJson(root) {
    return canonicalParts(root).join('');
}
/** canonicalJson() in pieces whose concatenation is the canonical text. A long
 *  string argument is a piece of its own, so a megabyte of content can be hashed
 *  without ever being copied into a bigger string. */
export function canonicalParts(root) {
    if (typeof root === 'string' && root.length >= LONG_STRING) {
        const out = [];
        pushLongString(out, root);
        return out;
    }
    const simple = leaf(root);
    if (simple !== undefined || root === undefined || typeof root !== 'object' || root === null) {
        return [simple ?? 'null'];
    }
    const out = [];
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
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        if (frame.index >= frame.length) {
            out.push(frame.keys === null ? ']' : '}');
            open?.delete(frame.container);
            stack.pop();
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
            pushLongString(out, value);
        else if (!nested)
            out.push(text ?? 'null');
        else if (open === null ? value === root : open.has(value))
            out.push(CIRCULAR);
        else
            enter(value);
    }
    return out;
}

// Anchors (`&name`) and aliases (`*name`) for the YAML-subset reader (yaml-subset.ts), as
// dsh's reader, js-yaml, resolves them: an alias is the very value its anchor names (the
// same object, not a copy), the latest anchor of a name is the one an alias finds, and a
// collection is named from its start, so an alias inside it would make a value that holds
// itself (refused here), and again at its end, so it wins over an anchor of the same name
// inside it. What an alias stands for is measured as the collections close:
// a document that names a value ten times, ten times over (a "billion laughs") is refused
// instead of being walked, and so is one whose aliases nest deeper than the reader reads.
/** Values a document may expand to, its aliases counted as what they stand for. A 1 MiB
 *  patch file without aliases holds at most about 500,000; a profile holds a few hundred. */
export const MAX_VALUES = 1_000_000;
const SCALAR = { values: 1, height: 0 };
/** A collection, or a `!!js` value (an object that is measured as the scalar it is). */
const isObject = (value) => typeof value === 'object' && value !== null;
/** The anchors of one document, in the order the reader meets them. */
export class Anchors {
    anchors;
    aliases;
    maxDepth;
    named = new Map();
    /** Collections that are named and still being read, and their anchors. */
    open = new Map();
    extents = new WeakMap();
    constructor(
    /** Every anchor and alias, in order, for tools that edit the text (Spans). */
    anchors, aliases, maxDepth) {
        this.anchors = anchors;
        this.aliases = aliases;
        this.maxDepth = maxDepth;
    }
    /** `at` names `value` from now on. */
    define(at, value) {
        const anchor = { ...at, value };
        this.anchors.push(anchor);
        this.named.set(at.name, anchor);
        return anchor;
    }
    /** A collection named `at` starts: it is named from here, as js-yaml names it. */
    opened(at, collection) {
        if (at !== undefined)
            this.open.set(collection, this.define(at, collection));
    }
    /** A collection is complete: named again (js-yaml stores its anchor once more when the
     *  node ends), and what it holds measured.
     *  @throws through `fail` when it expands past MAX_VALUES. */
    closed(collection, fail) {
        const anchor = this.open.get(collection);
        if (anchor !== undefined) {
            this.named.set(anchor.name, anchor);
            this.open.delete(collection);
        }
        let values = 1;
        let height = 0;
        for (const item of Array.isArray(collection) ? collection : Object.values(collection)) {
            const extent = isObject(item) ? (this.extents.get(item) ?? SCALAR) : SCALAR;
            values += extent.values;
            height = Math.max(height, extent.height);
        }
        if (values > MAX_VALUES)
            fail(`aliases expand this value past ${MAX_VALUES.toLocaleString('en-US')} values (each alias counts as what it names); it is not read`);
        this.extents.set(collection, { values, height: height + 1 });
    }
    /** The value `*name` stands for, written at `at`, `depth` collections deep.
     *  @throws through `fail` for an alias with no anchor before it, one inside the value it
     *  names, or one that would nest the document past maxDepth. */
    resolve(at, depth, fail) {
        const anchor = this.named.get(at.name);
        if (anchor === undefined)
            fail(`unknown alias *${at.name} (no &${at.name} before it)`);
        const { value } = anchor;
        if (isObject(value)) {
            if (this.open.has(value))
                fail(`the alias *${at.name} is inside the value &${at.name} names (a value that holds itself is not read)`);
            const extent = this.extents.get(value) ?? SCALAR;
            if (depth + extent.height > this.maxDepth)
                fail(`nesting deeper than ${this.maxDepth} levels is not read`);
        }
        this.aliases.push({ ...at, anchor });
        return value;
    }
}

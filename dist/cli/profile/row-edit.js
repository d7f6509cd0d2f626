// Puts the plugin's config into a patch file's text, touching nothing else: the lines of the
// row's `config:` are rewritten in place (comments inside that block go with it), or a
// `config:` is added under the row that mounts the plugin, or, when the file has no row of
// its own for it, a row that reconfigures it by id is added: in place of a fresh profile's
// `[]`, or at the end. Every other line, comment and blank stays as it was, byte for byte:
// the lines are the file's bytes, split where dsh's reader splits the decoded text (a line
// break is one byte, which no other UTF-8 sequence holds), so a byte that is not UTF-8 is
// written back as it was read. The result is read back before it is used: it must hold
// exactly the old patches with the new config.
//
// What it does not do, and says so: rewrite lines that hold an anchor or an alias (the
// block's lines are written anew, which would drop the anchor or copy what the alias names
// in its place), write into a row that an alias shares (the other place would change too),
// or rewrite lines that are not UTF-8 (they would come back as U+FFFD).
import { isUtf8 } from 'node:buffer';
import { isDeepStrictEqual } from 'node:util';
import { InputError } from '../errors.js';
import { pluginLayer, where } from '../input/profile-config.js';
import { parseYamlDocument } from '../input/yaml-subset.js';
import { blockMapping } from './yaml-emit.js';
const LF = 0x0a;
const CR = 0x0d;
/** The lines of `bytes`, split at `\r\n`, `\r` and `\n` as the YAML reader splits them. */
function splitLines(bytes) {
    const lines = [];
    let at = 0;
    for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i];
        if (byte !== LF && byte !== CR)
            continue;
        const eol = byte === CR && bytes[i + 1] === LF ? '\r\n' : byte === CR ? '\r' : '\n';
        lines.push({ body: bytes.subarray(at, i), eol });
        i += eol.length - 1;
        at = i + 1;
    }
    if (at < bytes.length)
        lines.push({ body: bytes.subarray(at), eol: '' });
    return lines;
}
/** New lines, each ended with `eol`. */
const newLines = (bodies, eol) => bodies.map((body) => ({ body: Buffer.from(body, 'utf8'), eol }));
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** `config:` and its block, the key at column `keyColumn` (0-based) after `prefix`. */
function configLines(prefix, keyColumn, config) {
    if (Object.keys(config).length === 0)
        return [`${prefix}config: {}`];
    return [`${prefix}config:`, ...blockMapping(config, keyColumn + 2)];
}
function setConfig(row, config) {
    Object.defineProperty(row, 'config', { value: config, enumerable: true, writable: true, configurable: true });
}
/** Whether `target` is `value` or inside it. */
function holds(value, target, seen = new Set()) {
    if (value === target)
        return true;
    if (typeof value !== 'object' || value === null || seen.has(value))
        return false;
    seen.add(value);
    return Object.values(value).some((item) => holds(item, target, seen));
}
/** @throws InputError when writing into `row` would change another place an alias shares it with. */
function refuseSharedRow(file, row) {
    const alias = file.spans.aliases.find(({ anchor }) => holds(anchor.value, row.row));
    if (alias === undefined)
        return;
    throw new InputError(`${where(file, row.row)}: this row is also the alias *${alias.name} at line ${alias.line} (of &${alias.name} at line ${alias.anchor.line}); ` +
        'a config written into it would change there too, so nothing was written (edit the file by hand)');
}
/** @throws InputError when lines `first`–`last`, which the edit writes anew, hold an anchor,
 *  an alias, or bytes that are not UTF-8. */
function refuseRewriting(file, lines, first, last) {
    const within = ({ line }) => line >= first && line <= last;
    const anchor = file.spans.anchors.find(within);
    if (anchor !== undefined) {
        const use = file.spans.aliases.find((alias) => alias.anchor === anchor);
        throw new InputError(`${file.source}:${anchor.line}:${anchor.column}: the row's config holds the anchor &${anchor.name}${use === undefined ? '' : ` (used by *${use.name} at line ${use.line})`}; ` +
            'config writes that block anew, which would drop the anchor, so nothing was written (edit the file by hand)');
    }
    const alias = file.spans.aliases.find(within);
    if (alias !== undefined) {
        throw new InputError(`${file.source}:${alias.line}:${alias.column}: the row's config holds the alias *${alias.name} (of &${alias.name} at line ${alias.anchor.line}); ` +
            'config writes that block anew, which would copy the value in place of the alias, so nothing was written (edit the file by hand)');
    }
    for (let number = first; number <= last; number++) {
        if (!isUtf8(lines[number - 1].body)) {
            throw new InputError(`${file.source}:${number}: this line is not UTF-8, and config would write it anew: its bytes would come back as U+FFFD (as dsh reads them), so nothing was written (save the file as UTF-8)`);
        }
    }
}
/** `file`'s text with the plugin's config set to `config`.
 *  @throws InputError when the file's list is written in flow style, or (a bug) when the
 *  new text would not read back as the old patches with the new config. */
export function withConfig(file, layer, config) {
    const bom = file.bytes.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? UTF8_BOM : Buffer.alloc(0);
    const lines = splitLines(file.bytes.subarray(bom.length));
    const eol = lines.find((line) => line.eol !== '')?.eol ?? '\n';
    // What the file must read back as: the same objects, edited the same way.
    const document = file.document ?? [];
    const patches = document;
    const rootSpan = file.spans.of.get(patches);
    let line;
    let rowLine;
    const target = [layer.configRow, ...[...layer.rows].reverse().filter((row) => !row.inserted)].find((row) => row !== undefined && file.spans.of.get(row.row)?.flow === false);
    if (rootSpan?.flow === true && patches.length > 0) {
        throw new InputError(`${file.source}:${rootSpan.line}: the list of patches is written on one line ([…]); config edits a list of \`- \` rows, one key per line (rewrite it so, or edit it by hand)`);
    }
    if (target !== undefined) {
        refuseSharedRow(file, target);
        // The edit only rewrites lines from the row's own on: its first line stays where it is.
        rowLine = file.spans.of.get(target.row).line;
        const entry = file.spans.entries.get(target.row)?.find((e) => e.key === 'config');
        if (entry !== undefined) {
            refuseRewriting(file, lines, entry.line, entry.endLine);
            const first = lines[entry.line - 1];
            // Before the key there are only blanks and `- `: a byte a character.
            const replaced = newLines(configLines(first.body.subarray(0, entry.column - 1).toString('utf8'), entry.column - 1, config), eol);
            replaced.at(-1).eol = lines[entry.endLine - 1].eol || eol;
            lines.splice(entry.line - 1, entry.endLine - entry.line + 1, ...replaced);
            line = entry.line;
        }
        else {
            const span = file.spans.of.get(target.row);
            const added = configLines(' '.repeat(span.column - 1), span.column - 1, config);
            const after = lines[span.endLine - 1];
            if (after.eol === '')
                after.eol = eol;
            lines.splice(span.endLine, 0, ...newLines(added, eol));
            line = span.endLine + 1;
        }
        setConfig(target.row, config);
    }
    else {
        const pad = rootSpan === undefined || rootSpan.flow ? '' : ' '.repeat(rootSpan.column - 1);
        const row = newLines([`${pad}- id: ${layer.id}`, ...configLines(`${pad}  `, pad.length + 2, config)], eol);
        if (rootSpan?.flow === true) {
            // A fresh profile's `[]` (the only thing on its line): the row takes its place.
            refuseRewriting(file, lines, rootSpan.line, rootSpan.line);
            const replaced = lines[rootSpan.line - 1];
            row.at(-1).eol = replaced.eol || eol;
            lines.splice(rootSpan.line - 1, 1, ...row);
            line = rootSpan.line + 1;
            rowLine = rootSpan.line;
        }
        else {
            const last = lines.at(-1);
            if (last !== undefined && last.eol === '')
                last.eol = eol;
            lines.push(...row);
            line = lines.length - row.length + 2;
            rowLine = line - 1;
        }
        const added = { id: layer.id };
        setConfig(added, config);
        patches.push(added);
    }
    const body = Buffer.concat(lines.flatMap((l) => [l.body, Buffer.from(l.eol, 'latin1')]));
    let reread;
    try {
        reread = parseYamlDocument(body.toString('utf8')).value;
    }
    catch {
        reread = undefined;
    }
    if (!isDeepStrictEqual(reread, patches) || !isDeepStrictEqual(pluginLayer(patches).config, config)) {
        throw new InputError(`${file.source}: the config could not be placed in this file without changing something else; nothing was written (edit it by hand)`);
    }
    return { bytes: Buffer.concat([bom, body]), line, rowLine };
}

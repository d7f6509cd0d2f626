// Puts the plugin's config into a patch file's text, touching nothing else: the lines of the
// row's `config:` are rewritten in place (comments inside that block go with it), or a
// `config:` is added under the row that mounts the plugin, or, when the file has no row of
// its own for it, a row that reconfigures it by id is added: in place of a fresh profile's
// `[]`, or at the end. Every other line, comment and blank stays as it was. The result is
// read back before it is used: it must hold exactly the old patches with the new config.
import { isDeepStrictEqual } from 'node:util';
import { InputError } from '../errors.js';
import { pluginLayer } from '../input/profile-config.js';
import { parseYamlDocument } from '../input/yaml-subset.js';
import { blockMapping } from './yaml-emit.js';
function splitLines(text) {
    const lines = [];
    const breaks = /\r\n|\r|\n/g;
    let at = 0;
    for (let match = breaks.exec(text); match !== null; match = breaks.exec(text)) {
        lines.push({ body: text.slice(at, match.index), eol: match[0] });
        at = match.index + match[0].length;
    }
    if (at < text.length)
        lines.push({ body: text.slice(at), eol: '' });
    return lines;
}
/** `config:` and its block, the key at column `keyColumn` (0-based) after `prefix`. */
function configLines(prefix, keyColumn, config) {
    if (Object.keys(config).length === 0)
        return [`${prefix}config: {}`];
    return [`${prefix}config:`, ...blockMapping(config, keyColumn + 2)];
}
function setConfig(row, config) {
    Object.defineProperty(row, 'config', { value: config, enumerable: true, writable: true, configurable: true });
}
/** `file`'s text with the plugin's config set to `config`.
 *  @throws InputError when the file's list is written in flow style, or (a bug) when the
 *  new text would not read back as the old patches with the new config. */
export function withConfig(file, layer, config) {
    const bom = file.text.startsWith('\ufeff') ? '\ufeff' : '';
    const lines = splitLines(file.text.slice(bom.length));
    const eol = lines.find((line) => line.eol !== '')?.eol ?? '\n';
    // What the file must read back as: the same objects, edited the same way.
    const document = file.document ?? [];
    const patches = document;
    const rootSpan = file.spans.of.get(patches);
    let line;
    const target = [layer.configRow, ...[...layer.rows].reverse().filter((row) => !row.inserted)].find((row) => row !== undefined && file.spans.of.get(row.row)?.flow === false);
    if (rootSpan?.flow === true && patches.length > 0) {
        throw new InputError(`${file.source}:${rootSpan.line}: the list of patches is written on one line ([…]); config edits a list of \`- \` rows, one key per line (rewrite it so, or edit it by hand)`);
    }
    if (target !== undefined) {
        const entry = file.spans.entries.get(target.row)?.find((e) => e.key === 'config');
        if (entry !== undefined) {
            const first = lines[entry.line - 1];
            const replaced = configLines(first.body.slice(0, entry.column - 1), entry.column - 1, config);
            const last = lines[entry.endLine - 1];
            lines.splice(entry.line - 1, entry.endLine - entry.line + 1, ...replaced.map((body, i) => ({ body, eol: i === replaced.length - 1 ? last.eol || eol : eol })));
            line = entry.line;
        }
        else {
            const span = file.spans.of.get(target.row);
            const added = configLines(' '.repeat(span.column - 1), span.column - 1, config);
            const after = lines[span.endLine - 1];
            if (after.eol === '')
                after.eol = eol;
            lines.splice(span.endLine, 0, ...added.map((body) => ({ body, eol })));
            line = span.endLine + 1;
        }
        setConfig(target.row, config);
    }
    else {
        const pad = rootSpan === undefined || rootSpan.flow ? '' : ' '.repeat(rootSpan.column - 1);
        const row = [`${pad}- id: ${layer.id}`, ...configLines(`${pad}  `, pad.length + 2, config)].map((body) => ({ body, eol }));
        if (rootSpan?.flow === true) {
            // A fresh profile's `[]` (the only thing on its line): the row takes its place.
            const replaced = lines[rootSpan.line - 1];
            row.at(-1).eol = replaced.eol || eol;
            lines.splice(rootSpan.line - 1, 1, ...row);
            line = rootSpan.line + 1;
        }
        else {
            const last = lines.at(-1);
            if (last !== undefined && last.eol === '')
                last.eol = eol;
            lines.push(...row);
            line = lines.length - row.length + 2;
        }
        const added = { id: layer.id };
        setConfig(added, config);
        patches.push(added);
    }
    const text = `${bom}${lines.map((l) => `${l.body}${l.eol}`).join('')}`;
    let reread;
    try {
        reread = parseYamlDocument(text.slice(bom.length)).value;
    }
    catch {
        reread = undefined;
    }
    if (!isDeepStrictEqual(reread, patches) || !isDeepStrictEqual(pluginLayer(patches).config, config)) {
        throw new InputError(`${file.source}: the config could not be placed in this file without changing something else; nothing was written (edit it by hand)`);
    }
    return { text, line };
}

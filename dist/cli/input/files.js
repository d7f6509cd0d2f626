// Which files a replay reads: each path given, in the order given, and inside a
// directory every log below it (`*.jsonl`, `*.jsonl.zstd`; DSH keeps `session.jsonl` or
// `session.jsonl.zstd` per session) in time order: when the session started, as its
// header row says (`createdAt`), else when the file was last modified; ties in name
// order, so two runs print the same thing. `-` is standard input.
import { opendir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessage } from '../../lib/values.js';
import { readHeader, STDIN } from './read-log.js';
/** A file name a directory walk picks up. */
export function isLogName(name) {
    return name.endsWith('.jsonl') || name.endsWith('.jsonl.zstd');
}
/** Plain code-unit order: the same on every machine, whatever the locale. */
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** The logs below `dir` (symbolic links to directories are not followed, so a link cycle
 *  cannot make the walk endless), and the directories that could not be read. */
async function collect(dir, files, errors) {
    const dirs = [];
    try {
        for await (const entry of await opendir(dir)) {
            const path = join(dir, entry.name);
            if (entry.isDirectory())
                dirs.push(path);
            else if (isLogName(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path)))))
                files.push(path);
        }
    }
    catch (error) {
        errors.push({ kind: 'error', path: dir, reason: `cannot read the directory (${errorMessage(error)})`, named: false });
        return;
    }
    for (const path of dirs.sort(byCodeUnit))
        await collect(path, files, errors);
}
async function isFile(path) {
    try {
        return (await stat(path)).isFile();
    }
    catch {
        return false;
    }
}
/** When the session in `file` started: its header's `createdAt`, else the file's mtime
 *  (undefined when neither can be read; the reader reports why). Not for standard input. */
export async function sessionTime(file) {
    const started = (await readHeader(file))?.startedAt;
    if (started !== undefined)
        return { ms: started, from: 'log' };
    try {
        return { ms: (await stat(file)).mtimeMs, from: 'mtime' };
    }
    catch {
        return undefined;
    }
}
/** The logs below `dir` in time order (unreadable directories first, as they are found). */
async function* walk(dir) {
    const files = [];
    const errors = [];
    await collect(dir, files, errors);
    yield* errors;
    const timed = [];
    for (const path of files)
        timed.push({ path, ms: (await sessionTime(path))?.ms ?? Infinity });
    timed.sort((a, b) => a.ms - b.ms || byCodeUnit(a.path, b.path));
    for (const { path } of timed)
        yield { kind: 'file', path, named: false };
}
/** The paths as given, directories expanded. A path that is not a directory is read as
 *  a log whatever its name (so a missing file is reported when it is read). */
export async function* expandPaths(paths) {
    for (const path of paths) {
        let isDirectory = false;
        if (path !== STDIN) {
            try {
                isDirectory = (await stat(path)).isDirectory();
            }
            catch {
                // reported by the reader, with the reason
            }
        }
        if (isDirectory)
            yield* walk(path);
        else
            yield { kind: 'file', path, named: true };
    }
}

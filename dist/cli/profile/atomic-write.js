// Replaces a file in one step, as `dsh web`'s watcher needs it: the new text goes to a
// temporary file in the same directory, is flushed to disk, and is renamed over the old
// one, so a reload never reads a half-written file (a truncate-then-write edit can be
// read empty and lost). A symbolic link is followed: the file it points to is replaced
// and the link stays. The file keeps its permissions.
import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, openSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';
/** Writes `text` to `path` atomically. @throws InputError when it cannot (nothing is changed then). */
export function writeAtomically(path, text) {
    let target;
    let mode;
    try {
        target = realpathSync(path);
        mode = statSync(target).mode & 0o7777;
    }
    catch (error) {
        throw new InputError(`cannot write ${path} (${errorMessage(error)})`);
    }
    const temporary = join(dirname(target), `.${basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    try {
        const fd = openSync(temporary, 'wx', 0o600);
        try {
            writeFileSync(fd, text);
            fchmodSync(fd, mode);
            fsyncSync(fd);
        }
        finally {
            closeSync(fd);
        }
        renameSync(temporary, target);
    }
    catch (error) {
        rmSync(temporary, { force: true });
        throw new InputError(`cannot write ${path} (${errorMessage(error)}); it was not changed`);
    }
}

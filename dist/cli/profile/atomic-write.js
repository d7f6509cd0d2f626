// Replaces a profile's file in one step, as `dsh web`'s watcher needs it, and as an editor
// saves a user's file: the new text goes to a temporary file in the same folder (a claim
// that keeps two `config` runs from writing at once, temporaries.ts), is flushed to disk,
// given the file's owner, group and mode, and renamed over the old one, so a reload never
// reads a half-written file (a truncate-then-write edit can be read empty and lost). The
// file is read after the claim is made, so what another run wrote is edited, not lost.
// A symbolic link is followed: the file it points to is replaced and the link stays.
//
// What an editor would not overwrite is refused, with nothing written: a file the user
// cannot write (one with no write permission at all is read-only even to root, as vim
// has it), one with more than one hard link (a new file renamed over one name would part
// it from the others), one whose owner or group this user cannot give the new file, and
// anything but a regular file.
import { accessSync, closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { readConfigBytes } from '../input/config-file.js';
import { claimTemporary } from './temporaries.js';
const octal = (mode) => `0${(mode & 0o7777).toString(8)}`;
/** The file's path with links followed. @throws InputError when it cannot be found. */
function resolved(path) {
    try {
        return realpathSync(path);
    }
    catch (error) {
        throw new InputError(`cannot read the file ${path} (${errorMessage(error)})`);
    }
}
/** @throws InputError for a file config does not replace (see the module header). */
function refuseUnwritable(path, target, stats) {
    if (!stats.isFile())
        throw new InputError(`${path}: is not a regular file; config writes only a regular file, so nothing was written`);
    if (stats.nlink > 1) {
        throw new InputError(`${path}: has ${stats.nlink} hard links; config writes a new file and renames it over this name, which would part it from the others (they would keep the old text), so nothing was written (edit it by hand)`);
    }
    let writable = (stats.mode & 0o222) !== 0;
    try {
        accessSync(target, constants.W_OK);
    }
    catch {
        writable = false;
    }
    if (!writable) {
        const what = (stats.mode & 0o222) === 0 ? `is read-only (mode ${octal(stats.mode)})` : `is not writable by you (mode ${octal(stats.mode)}, owner ${stats.uid}:${stats.gid})`;
        throw new InputError(`${path}: ${what}; config does not replace a file you cannot write, so nothing was written (make it writable first)`);
    }
}
/** Gives the temporary `fd` the owner and group of the file it replaces.
 *  @throws InputError when this user cannot give it that owner or group. */
function keepOwner(path, fd, stats) {
    const own = fstatSync(fd);
    if (own.uid === stats.uid && own.gid === stats.gid)
        return;
    try {
        fchownSync(fd, stats.uid, stats.gid);
    }
    catch (error) {
        throw new InputError(`${path}: belongs to ${stats.uid}:${stats.gid}, and a new file written by you would belong to ${own.uid}:${own.gid} (${errorMessage(error)}); config does not change who owns a file, so nothing was written (run it as the owner, or edit the file by hand)`);
    }
}
/** Flushes the folder, so the rename itself survives a crash (where the system allows it). */
function syncFolder(folder) {
    try {
        const fd = openSync(folder, 'r');
        try {
            fsyncSync(fd);
        }
        finally {
            closeSync(fd);
        }
    }
    catch {
        // Some systems cannot flush a folder; the rename is still atomic there.
    }
}
/** Reads `path` under a claim, hands its bytes to `edit`, and writes what it returns
 *  atomically; returns the edit's outcome.
 *  @throws InputError for a file config does not replace or cannot read or write (nothing
 *  is changed then), and whatever `edit` throws (nothing is written). */
export function replaceFile(path, edit) {
    const target = resolved(path);
    const claim = claimTemporary(target, path);
    let fd = claim.fd;
    let renamed = false;
    try {
        let stats;
        try {
            stats = statSync(target);
        }
        catch (error) {
            throw new InputError(`cannot read the file ${path} (${errorMessage(error)})`);
        }
        refuseUnwritable(path, target, stats);
        const { bytes, outcome } = edit(readConfigBytes(path, '', ''));
        if (bytes === undefined)
            return outcome;
        keepOwner(path, fd, stats);
        try {
            // After the owner: a change of owner may clear the set-id bits.
            fchmodSync(fd, stats.mode & 0o7777);
            for (let at = 0; at < bytes.length;)
                at += writeSync(fd, bytes, at);
            fsyncSync(fd);
            closeSync(fd);
            fd = undefined;
            renameSync(claim.path, target);
        }
        catch (error) {
            throw new InputError(`cannot write ${path} (${errorMessage(error)}); it was not changed`);
        }
        renamed = true;
        syncFolder(dirname(target));
        return outcome;
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
        if (!renamed)
            rmSync(claim.path, { force: true });
    }
}

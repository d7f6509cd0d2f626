// The temporary files `config` writes beside a profile's file, `.<name>.<pid>-<hex>.tmp`,
// and what they are for besides the new text: a claim. A run creates its temporary before
// it reads the file and renames it over the file last, so while another run's temporary
// is there, that run may still write, and this one waits for it (a run that read in the
// meantime would write back the old text and lose the other run's setting). A run creates
// its temporary and then lists the folder, so of two runs the one that lists second sees
// the other's: no two go on at once. Two that see each other both step back and try again
// a random moment later. A temporary whose process is gone (killed between creating it and
// the rename) is removed by the next run, and never waited for: unlike a lock file, a
// claim cannot outlive its run and block the file for ever.

import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '../../lib/values.js';
import { InputError } from '../errors.js';

/** Tries before a run gives up on a file another process keeps claiming (a few seconds). */
const MAX_TRIES = 40;
/** The longest pause between two tries, in milliseconds. */
const MAX_PAUSE_MS = 250;

/** A temporary of `target` that its run created and still holds open. */
export interface Claim {
  readonly path: string;
  readonly fd: number;
}

interface Temporary {
  readonly path: string;
  readonly pid: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The temporaries of `target` in its folder, by any run (pid 0 is no process's). */
function temporariesOf(target: string): Temporary[] {
  const folder = dirname(target);
  const pattern = new RegExp(`^\\.${escapeRegExp(basename(target))}\\.([1-9][0-9]{0,9})-[0-9a-f]{8}\\.tmp$`);
  const found: Temporary[] = [];
  for (const name of readdirSync(folder)) {
    const match = pattern.exec(name);
    if (match !== null) found.push({ path: join(folder, name), pid: Number(match[1]) });
  }
  return found;
}

/** Whether process `pid` exists (one of another user's is there too: EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `temporary` is left over: its process is gone, or it is this process, whose only
 *  claim is the one being made (config runs one at a time in a process). */
const isStale = (temporary: Temporary): boolean => temporary.pid === process.pid || !isRunning(temporary.pid);

/** Pauses this thread (config is synchronous from its read to its rename). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A claim on `target`: its stale temporaries removed, a temporary of this run created, no
 *  other run's temporary there. `shown` names the file in messages. The caller closes the
 *  claim's file and renames it over `target`, or removes it.
 *  @throws InputError when the folder cannot be written, or another run keeps its claim. */
export function claimTemporary(target: string, shown: string): Claim {
  const cannot = (error: unknown): InputError => new InputError(`cannot write ${shown} (${errorMessage(error)}); it was not changed`);
  for (let tries = 1; ; tries++) {
    let claim: Claim;
    try {
      for (const stale of temporariesOf(target).filter(isStale)) rmSync(stale.path, { force: true });
      const path = join(dirname(target), `.${basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
      claim = { path, fd: openSync(path, 'wx', 0o600) };
    } catch (error) {
      throw cannot(error);
    }
    let others: Temporary[];
    try {
      others = temporariesOf(target).filter((temporary) => temporary.path !== claim.path && !isStale(temporary));
    } catch (error) {
      dropClaim(claim);
      throw cannot(error);
    }
    if (others.length === 0) return claim;
    dropClaim(claim);
    const [other] = others;
    if (tries === MAX_TRIES) {
      throw new InputError(`${shown}: another process (${other!.pid}) is writing it (its temporary ${other!.path} is there); nothing was written: run config again when it is done`);
    }
    pause(1 + Math.floor(Math.random() * Math.min(MAX_PAUSE_MS, 2 ** tries)));
  }
}

function dropClaim(claim: Claim): void {
  closeSync(claim.fd);
  rmSync(claim.path, { force: true });
}

import type { Args } from './canonical.js';
import { type Token } from './shell.js';
/** Whether the tool reports on a job running beside the agent. */
export declare function isJobTool(tool: string): boolean;
/** Whether the call is a file tool's read of a file. */
export declare function isFileRead(tool: string, args: Args): boolean;
/** Whether every command of the shell line moves or prints files (`cd /w && sed -n '1,50p'
 *  f.py | grep def`), at least one of them a printer. */
export declare function readsFilesOnly(segments: readonly (readonly string[])[]): boolean;
/** Whether the shell line sends something to the background: a `&`, or `nohup`, `setsid`
 *  or `disown` as a command. */
export declare function runsInBackground(tokens: readonly Token[], segments: readonly (readonly string[])[]): boolean;
/** D29: the files a reading call names — a file tool's path argument, or the words of a
 *  shell line that only prints files (its non-option words past each program, `segments`)
 *  —, bounded; empty for any other call. */
export declare function readPaths(args: Args, segments: readonly (readonly string[])[] | undefined): readonly string[];
/** Whether `read` (a path a call reads) and `written` (a file a line wrote) name one file:
 *  the same path, or one is the other under some directory (`/w/out.png`, `out.png`). */
export declare function samePath(read: string, written: string): boolean;
/** Past this length a shell line is not read again for the files it prints. */
export declare const MAX_READ_LINE: number;

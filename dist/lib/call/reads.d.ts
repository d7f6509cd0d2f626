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

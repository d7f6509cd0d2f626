import { type Token } from './shell.js';
/** A call of a `changeTools` tool changes files unless its `command` only reads. */
export declare function isToolChange(args: Readonly<Record<string, unknown>>): boolean;
/** Whether any command of a shell line changes files, a repository or the installed
 *  packages. Heredoc bodies are data, not commands, and are left out. */
export declare function isShellChange(tokens: readonly Token[]): boolean;

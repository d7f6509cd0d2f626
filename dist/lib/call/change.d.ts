import { type Command } from './commands.js';
import { type Token } from './shell.js';
/** A call of a `changeTools` tool changes files unless its `command` only reads. */
export declare function isToolChange(args: Readonly<Record<string, unknown>>): boolean;
/** What a shell line does to the agent's world. */
export interface ShellEffect {
    /** `edit` when it rewrites what a file says — writes text the call carries into a file,
     *  or edits one in place (`sed -i`, `patch`, `git apply`) —, `other` for any other change
     *  (files moved, removed or touched, a repository, the installed packages), null for a
     *  check. */
    readonly change: 'edit' | 'other' | null;
    /** A check that writes files, each with a program's output (D23). */
    readonly product: boolean;
    /** A check that runs code the breaker does not read (D27): it may have changed anything. */
    readonly unread: boolean;
}
/** Whether any command of a shell line changes files, a repository or the installed
 *  packages (a product write does not). Heredoc bodies are data, not commands. */
export declare function isShellChange(tokens: readonly Token[]): boolean;
/** What the commands of a shell line change (see ShellEffect). */
export declare function shellEffect(commands: readonly Command[]): ShellEffect;
/** The effect of a whole command line, read afresh as the breaker reads it, in D33's one
 *  spelling (for tests and scripts). */
export declare function effectOf(command: string): ShellEffect;

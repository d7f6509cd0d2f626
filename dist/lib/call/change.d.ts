import { type Token } from './shell.js';
/** A call of a `changeTools` tool changes files unless its `command` only reads. */
export declare function isToolChange(args: Readonly<Record<string, unknown>>): boolean;
/** Whether any command of a shell line changes files, a repository or the installed
 *  packages. Heredoc bodies are data, not commands, and are left out. */
export declare function isShellChange(tokens: readonly Token[]): boolean;
/** What a shell line changes (design §9 D13, D19): `edit` when a command edits file content
 *  — it writes to a non-generic sink, or edits a file in place (`sed -i`, `perl -i`,
 *  `patch`, `git apply`/`am`) —, `other` for any other change (files moved, removed or
 *  touched, a repository, the installed packages), null for a check. */
export declare function shellChange(tokens: readonly Token[]): 'edit' | 'other' | null;

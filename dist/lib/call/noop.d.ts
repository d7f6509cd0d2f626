import { type Token } from './shell.js';
/** D20: whether every command of the line does nothing — the empty line, `true`, `:`,
 *  and `echo` / `printf` whose words are all literal — with no redirection anywhere
 *  (`echo x > f` writes a file, `echo < f` reads one): `silent` when none of them prints
 *  anything (D25: only such a line can bring what it did not say itself), `echoes` when
 *  one prints its words; null when the line does something. */
export declare function doesNothing(tokens: readonly Token[]): 'silent' | 'echoes' | null;
/** D20: the program a shell line runs first, past leading `cd`s (the basename, lowercased,
 *  as the verb is read, design §4.5); '' when it runs none. */
export declare function firstProgram(segments: readonly (readonly string[])[]): string;

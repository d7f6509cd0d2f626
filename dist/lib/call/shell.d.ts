import { type Launcher } from './programs.js';
export interface Token {
    readonly text: string;
    /** True for `|`, `&&`, `;`, `>`, `2>&1`, … found outside quotes. */
    readonly op: boolean;
    /** A newline outside quotes: a separator that reads as `;` (a heredoc's body starts after it). */
    readonly newline?: true;
}
/** design §4.4. Linear in the input; never throws. */
export declare function tokenize(command: string): Token[];
/** `|`, `&&`, `;`, a newline, …: the end of one command. */
export declare const isSeparator: (token: Token) => boolean;
export declare const isRedirect: (token: Token) => boolean;
/** A redirection followed by its target word (`> f`, `2>> log`), unlike `2>&1` or `>&-`. */
export declare const takesTarget: (token: Token) => boolean;
/** The words of each command, split on separators, with redirections and their targets removed. */
export declare function commandWords(tokens: readonly Token[]): string[][];
/** `NAME=value`: a variable assignment in command position. */
export declare const isAssignment: (word: string) => boolean;
/** Index just past the options starting at `at`; a value-taking option takes the next word too. */
export declare function skipOptions(words: readonly string[], at: number, takesValue: readonly string[] | undefined): number;
/** Index just past a wrapper (design §4.5) at `at` with its options and, for `timeout`, its
 *  duration, which is added to `durations`. */
export declare function skipWrapper(words: readonly string[], at: number, wrapper: Launcher, durations?: string[]): number;
/** The wrapper `word` is, as written (design §4.5 matches the word itself, not its path). */
export declare function wrapperOf(word: string): Launcher | undefined;
/** design §4.5: where the real command starts, past assignments, `timeout` and the
 *  wrappers; `words.length` when there is none. The duration of each `timeout` passed
 *  is added to `timeouts`. */
export declare function commandStart(words: readonly string[], timeouts?: string[]): number;
/** The basename of `word`, lowercased (`/usr/bin/CURL` → `curl`). */
export declare const commandName: (word: string) => string;
/** design §4.5: the basename of the first real command word, lowercased ('' if none). */
export declare function verbOf(words: readonly string[]): string;

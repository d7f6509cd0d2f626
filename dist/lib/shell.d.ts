export interface Token {
    readonly text: string;
    /** True for `|`, `&&`, `;`, `>`, `2>&1`, … found outside quotes. */
    readonly op: boolean;
}
/** design §4.4. Linear in the input; never throws. */
export declare function tokenize(command: string): Token[];
/** The words of each command, split on separators, with redirections and their targets removed. */
export declare function commandWords(tokens: readonly Token[]): string[][];
/** Index just past `timeout [options] [duration]` starting at `at` (which holds `timeout`). */
export declare function skipTimeout(words: readonly string[], at: number): number;
/** design §4.5: the basename of the first real command word, lowercased ('' if none). */
export declare function verbOf(words: readonly string[]): string;

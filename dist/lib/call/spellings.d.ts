import type { Command } from './commands.js';
import { type Token } from './shell.js';
/** D33: the tokens of the command the line runs, in one spelling (see the header): read
 *  through shells handed a command with `-c`, without commands that do nothing joined to
 *  it and without a bare `env`. The same array when there is nothing to fold. */
export declare function oneSpelling(tokens: readonly Token[]): readonly Token[];
/** A path as written one way (see the header); the word itself when nothing folds. */
export declare function onePath(word: string): string;
/** The tokens with every path argument of a reader or a check (the table's `paths`)
 *  written one way (onePath); the same array when none changes. Options and their values
 *  are left alone, and so is the pattern of a program whose first operand is one. */
export declare function withOnePaths(tokens: readonly Token[], commands: readonly Command[]): readonly Token[];

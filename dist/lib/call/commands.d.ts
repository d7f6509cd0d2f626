import { type ProgramFacts } from './programs.js';
import { type Token } from './shell.js';
/** A file a command writes. */
export interface Write {
    /** The path as written, cleaned (§4.10); null for a generic destination (`/dev/null`). */
    readonly path: string | null;
    /** The call carries what is written (D23, D31: an edit), as opposed to a program's output. */
    readonly carried: boolean;
}
/** A run of a line's tokens, [from, to). */
export interface TokenSpan {
    readonly from: number;
    readonly to: number;
}
export interface Command {
    /** Its words, redirections and their targets left out. */
    readonly words: readonly string[];
    /** The separator before it: `|` or `|&` when it reads the previous command's output. */
    readonly after: string;
    /** Where design §4.5's verb is in `words`: past assignments and wrappers. */
    readonly verbAt: number;
    /** Where its program is in `words`: past the runners too (D22); words.length if none. */
    readonly at: number;
    /** The program's name (basename, lowercased); '' when it runs none. */
    readonly name: string;
    readonly facts: ProgramFacts | undefined;
    /** The token index of the program's word (-1 when none): flags are read after it. */
    readonly atToken: number;
    /** Its token range [from, to) in the line. */
    readonly from: number;
    readonly to: number;
    /** Where the body of the heredoc that feeds it lies in the line's tokens; undefined
     *  without one. */
    readonly heredoc: TokenSpan | undefined;
    readonly writes: readonly Write[];
}
export declare const isOption: (text: string) => boolean;
/** design §4.10: trim, one pair of quotes, leading `./`; null when empty or generic. */
export declare function cleanSink(path: string): string | null;
/** A path without its leading `./` (any number of them): files are compared so. */
export declare function withoutDotSlash(path: string): string;
/** Whether the command checks on something outside the agent's own work: a fetch (a
 *  server), or a program the table says observes (a CI run, a deployment, a process),
 *  under one of its subcommands when it names them. */
export declare function observesOutside(command: Command): boolean;
/** Every command of the line, in order, with its program and its writes (see the header). */
export declare function readCommands(tokens: readonly Token[]): Command[];

import { type Env } from './output/color.js';
/** A stream as the CLI looks at it: written to, and perhaps a terminal of some width. */
export interface ProcessStream extends NodeJS.WritableStream {
    readonly isTTY?: boolean;
    readonly columns?: number;
}
/** The parts of a process the CLI uses (standard input is read by cli/input/read-log.ts). */
export interface ProcessLike {
    readonly stdout: ProcessStream;
    readonly stderr: ProcessStream;
    readonly env: Env;
}
/** Runs the CLI with `argv` (the arguments after the program) on `proc`'s streams;
 *  resolves to the exit status, EXIT.internal for an error the CLI did not expect. */
export declare function runProcess(argv: readonly string[], proc: ProcessLike): Promise<number>;

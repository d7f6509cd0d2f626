import { type ReadLimits } from './input/limits.js';
import { type Write } from './output/output.js';
export interface Io {
    /** May return a promise that resolves once the text is taken (backpressure). */
    readonly stdout: Write;
    readonly stderr: (text: string) => void;
    /** Colour the table (stdout is a TTY and NO_COLOR is not set). */
    readonly color: boolean;
    /** The input caps; DEFAULT_LIMITS unless a test lowers them. */
    readonly limits?: ReadLimits;
}
/** Runs the CLI; resolves to the exit status. */
export declare function run(argv: readonly string[], io: Io): Promise<number>;

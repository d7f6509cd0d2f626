import { WriteError } from './errors.js';
import { type ReadLimits } from './input/limits.js';
import { type Write } from './output/output.js';
export interface Io {
    /** May return a promise that resolves once the text is taken (backpressure). */
    readonly stdout: Write;
    readonly stderr: (text: string) => void;
    /** The environment's answer to colour (output/color.ts); `--color`/`--no-color` override it. */
    readonly color: boolean;
    /** The line width the table fits (output/layout.ts); absent: the full layout. */
    readonly width?: number | undefined;
    /** Present when stderr is a terminal: progress is shown there, this many columns wide. */
    readonly progress?: {
        readonly columns: number | undefined;
    };
    /** The first write error of stdout or stderr so far (the process streams report them late). */
    readonly writeFailure?: () => WriteError | undefined;
    /** Resolves when every write so far has completed or failed. */
    readonly settle?: () => Promise<void>;
    /** The input caps; DEFAULT_LIMITS unless a test lowers them. */
    readonly limits?: ReadLimits;
    /** Where dsh keeps its profiles (`$DSH_HOME`, by default `~/.dsh`), for `--profile`. */
    readonly dshHome?: string;
}
/** Runs the CLI; resolves to the exit status (EXIT in input/args.ts).
 *  @throws what the CLI did not expect (a bug); main.ts reports it. */
export declare function run(argv: readonly string[], io: Io): Promise<number>;

import type { Args } from './canonical.js';
export interface DeclaredWait {
    /** Seconds the call declares it waits, from 0 to the poll budget. */
    readonly seconds: number;
    /** The call is a shell command that does nothing but sleep (a readable, positive wait). */
    readonly onlyWaits: boolean;
}
export declare const NO_WAIT: DeclaredWait;
/** DSH's `job_output {wait: true}` waits 30 s when no timeout is given. */
export declare const DEFAULT_TOOL_WAIT_MS = 30000;
/** A wait as the clock counts it: a huge, negative or non-finite one is the whole budget. */
export declare function boundedSeconds(seconds: number, budget: number): number;
/**
 * One operand of coreutils `sleep` in seconds: a number with an optional unit suffix
 * (`30`, `1.5m`, `2h`, `1d`), or `inf`/`infinity`. Undefined when it is not a duration
 * (`$N`, `--help`, `5x`). The number may be huge, negative or infinite: the caller bounds it.
 */
export declare function sleepOperand(word: string): number | undefined;
/**
 * What a shell line declares it waits: the sum of its sleeps (each bounded, then the sum),
 * and whether it does nothing else. Linear in the words; `segments` are the command words
 * of lib/call/shell.ts' commandWords().
 */
export declare function shellWait(segments: readonly (readonly string[])[], pwsh: boolean, budget: number): DeclaredWait;
/**
 * The seconds a tool's own arguments ask it to wait: `wait: true` or `block: true` with
 * `timeout_ms` or `timeout` (milliseconds; 30 s when neither is given), or `yield_time_ms`.
 * Never throws for arguments whose reads are plain data (a throwing getter propagates to
 * the caller, which reads the same arguments anyway).
 */
export declare function argumentWait(args: Args, budget: number): number;

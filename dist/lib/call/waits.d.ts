import type { Args } from './canonical.js';
import { type Token } from './shell.js';
export interface DeclaredWait {
    /** Milliseconds the call declares it waits, a whole number from 0 to the poll budget. */
    readonly ms: number;
    /** The call is a shell command that does nothing but sleep in the foreground (a
     *  readable wait of at least a millisecond). */
    readonly onlyWaits: boolean;
    /** D32: the call asks its tool to block until something happens or a timeout passes (a
     *  wait tool, `wait: true`, `block: true`, `yield_time_ms`): a poll however short. */
    readonly blocks?: true;
}
export declare const NO_WAIT: DeclaredWait;
/** DSH's `job_output {wait: true}` waits 30 s when no timeout is given. */
export declare const DEFAULT_TOOL_WAIT_MS = 30000;
/** Configured seconds (`pollSleep`, `pollBudget`) on the clock: the nearest millisecond,
 *  at least one (a positive setting never becomes 0). */
export declare const msOf: (seconds: number) => number;
/** A wait as the clock counts it: `ms` rounded to the nearest millisecond; a huge,
 *  negative or non-finite one is the whole budget. */
export declare function boundedMs(ms: number, budgetMs: number): number;
/**
 * One operand of coreutils `sleep` in seconds: a number with an optional unit suffix
 * (`30`, `1.5m`, `2h`, `1d`), or `inf`/`infinity`. Undefined when it is not a duration
 * (`$N`, `--help`, `5x`). The number may be huge, negative or infinite: the caller bounds it.
 */
export declare function sleepOperand(word: string): number | undefined;
/** What a shell line declares it waits, read as a POSIX shell and as PowerShell. */
export interface ShellWaits {
    readonly posix: DeclaredWait;
    readonly pwsh: DeclaredWait;
}
export declare const NO_SHELL_WAITS: ShellWaits;
/**
 * What a shell line declares it waits: its sleeps that certainly run in the foreground,
 * in sequence (see the header), and whether it does nothing else, for sh and for pwsh in
 * one walk. A pipeline waits for its longest sleep; lists and `&&` add up; the total is
 * bounded by the budget. Linear in the tokens, which are lib/call/shell.ts' tokenize().
 */
export declare function shellWait(tokens: readonly Token[], budgetMs: number): ShellWaits;
/**
 * The milliseconds a tool's own arguments ask it to wait: a block flag of the program table
 * (`wait: true`, `block: true`) with `timeout_ms` or `timeout` (milliseconds; 30 s when
 * neither is given), or a block timeout (`yield_time_ms`); 0 when they ask none. Never
 * throws for arguments whose reads are plain data (a throwing getter propagates to the
 * caller, which reads the same arguments anyway).
 */
export declare function argumentWait(args: Args, budgetMs: number): number;
/** argumentWait(), undefined when the arguments ask no wait at all. The table's names
 *  (TOOLS.blockFlags, TOOLS.blockTimeouts; a test holds them equal) are read as named
 *  properties: every call asks, most arguments have none of them, and a keyed read of a
 *  missing property cost ~1 K instructions a call (docs/measurements.md, Round 4). */
export declare function declaredWait(args: Args, budgetMs: number): number | undefined;
/**
 * D32: what a call declares it waits when it asks its tool to block until something
 * happens or a timeout passes — `waitTool`: the tool is a wait (the program table's wait tools:
 * `wait`, `wait_agent`, `await_*`, `*_wait`; their `timeout_ms` or `timeout`, 30 s when
 * neither is given, or `yield_time_ms`), or a call that runs no command sets a block flag
 * (`wait: true`, `block: true`) or `yield_time_ms` — at least MIN_BLOCK_MS; undefined for
 * any other call. A call that runs a command (`exec_command {cmd, yield_time_ms}`) is that
 * command: how long it waits for its output does not make it a wait. `declared`: the
 * arguments' declaredWait(), read once by the caller.
 */
export declare function blockingWait(waitTool: boolean, args: Args, declared: number | undefined, budgetMs: number): DeclaredWait | undefined;

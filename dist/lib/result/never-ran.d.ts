import type { ToolExecutionResult } from '../host.js';
/** What a result says of a call whose body did not run, or undefined. */
export type NotRun = 'never-ran' | 'unknown-tool';
/** Whether the result of an allowed call says its body never ran, or that its tool does
 *  not exist (see the header); undefined for every other result, a successful one included. */
export declare function notRun(result: Readonly<ToolExecutionResult> | undefined): NotRun | undefined;

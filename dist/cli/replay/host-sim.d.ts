import type { HostContext, HostEvents } from '../../lib/host.js';
export type ApprovalOutcome = 'allowed-once' | 'rejected' | 'cancelled' | 'unavailable';
export interface SimCall {
    readonly agent?: object;
    readonly name: string;
    readonly arguments?: unknown;
    /** What the tool body returns if it runs (default: a successful empty result): its text,
     *  or its content blocks when they hold more than text (D29). */
    readonly result?: {
        readonly text: string;
        readonly isError?: boolean;
        readonly content?: readonly unknown[];
    };
    /** The body never runs (a recorded call that was denied live, issue 35): when the guards
     *  let it through, post-execute hears what the host reports of a call that never started
     *  (`ABORTED_BEFORE_DISPATCH`), so the plugin learns no answer and no effect. */
    readonly neverRuns?: boolean;
}
export interface SimOutcome {
    /** `allowed` = the body ran; `denied` = a guard or pre-execute refused; `asked` = an ask was not approved. */
    readonly decision: 'allowed' | 'denied' | 'asked';
    readonly isError: boolean;
    /** The model-facing text (`Error: …` for failures, as the host prints it). */
    readonly text: string;
    /** The ask reason when pre-execute asked, whatever the answer was. */
    readonly askReason?: string;
    readonly approval?: ApprovalOutcome;
    /** The content blocks the body returned, when they hold more than text (D29). */
    readonly content?: readonly unknown[];
}
export interface SimHostOptions {
    /** No approval service at all (`undefined`), or how its answerer replies. */
    readonly approval?: ApprovalOutcome | ((request: {
        toolName: string;
        reason?: string;
    }) => ApprovalOutcome);
    /** Keep every call whose body ran in `ran` (default true; a long replay turns it off,
     *  or it would hold every call it ever ran). */
    readonly keepRan?: boolean;
}
export declare class SimHost {
    private readonly options;
    private readonly guards;
    private readonly listeners;
    private nextCallId;
    /** Bodies that actually ran, in order (empty with `keepRan: false`). */
    readonly ran: SimCall[];
    constructor(options?: SimHostOptions);
    readonly ctx: HostContext;
    get guardCount(): number;
    listenerCount(event: keyof HostEvents): number;
    /** Runs one tool call through the pipeline. */
    execute(call: SimCall): Promise<SimOutcome>;
    /** Dispatches `agent/pre-step` with messages of the given source kinds. */
    preStep(agent: object, sources: readonly string[], turn?: number, step?: number): Promise<void>;
    private preExecute;
    private postExecute;
    private resolveAsk;
    private runGuardedBody;
}

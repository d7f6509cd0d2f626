/** A live agent. Only its identity matters to us (it keys a WeakMap). */
export type AgentRef = object;
/** What pre-execute, guards and post-execute receive for one tool call. */
export interface ToolExecution {
    readonly name?: unknown;
    readonly toolName?: unknown;
    readonly tool?: unknown;
    readonly arguments?: unknown;
    readonly args?: unknown;
    readonly agent?: unknown;
    readonly callId?: unknown;
}
export interface ContentBlock {
    readonly type?: unknown;
    readonly text?: unknown;
}
export interface ToolExecutionResult {
    readonly isError?: unknown;
    readonly content?: unknown;
    /** The genuine host's error: `{ message, info: { name, code } }` (`ABORTED_BEFORE_DISPATCH`,
     *  `UNKNOWN_TOOL`, …). */
    readonly error?: unknown;
}
export type PreToolDecision = {
    kind: 'allow';
} | {
    kind: 'deny';
    reason: string;
} | {
    kind: 'ask';
    reason?: string;
};
/** Post-execute decisions are passed through untouched, except a declined `mode: ask`
 *  question, whose result becomes the breaker's denial: `{kind: 'block', feedback}` (the host
 *  shows `feedback` as the failed result's content, verbatim). */
export type PostToolDecision = {
    kind: string;
    feedback?: readonly ContentBlock[];
    additionalContexts?: unknown;
};
export interface MessageSource {
    readonly kind?: unknown;
}
export interface UserMessage {
    readonly source?: MessageSource | null;
}
export interface PreStepPayload {
    readonly agent?: unknown;
    readonly messages?: unknown;
    readonly turn?: unknown;
    readonly step?: unknown;
}
/** The innermost default is `{ kind: 'enter', messages }`; we never look inside it. */
export type PreStepDecision = {
    kind: string;
};
/** A string denies the call; `undefined` lets it through. */
export type ToolGuard = (exec: Readonly<ToolExecution>) => string | undefined;
export type Disposer = () => void;
export interface HostEvents {
    'tools/pre-execute': (exec: ToolExecution, next: () => Promise<PreToolDecision>) => Promise<PreToolDecision>;
    'tools/post-execute': (exec: ToolExecution, result: Readonly<ToolExecutionResult>, next: () => Promise<PostToolDecision>) => Promise<PostToolDecision>;
    'agent/pre-step': (payload: PreStepPayload, next: () => Promise<PreStepDecision>) => Promise<PreStepDecision>;
}
/** The plugin's cordis context, reduced to what `apply` uses. One overload per event
 *  (rather than a generic) so that cordis' own `Context` is assignable to it. */
export interface HostContext {
    readonly tools: {
        guard(fn: ToolGuard): Disposer;
    };
    on(event: 'tools/pre-execute', listener: HostEvents['tools/pre-execute']): Disposer;
    on(event: 'tools/post-execute', listener: HostEvents['tools/post-execute']): Disposer;
    on(event: 'agent/pre-step', listener: HostEvents['agent/pre-step']): Disposer;
    /** cordis' service lookup; the host resolves an `ask` through `get('approval')`. */
    get?(name: string): unknown;
}

/** The agent of trajectory lines without an `agent`, and of human messages without one. */
export declare const DEFAULT_AGENT = "main";
export interface RecordedResult {
    readonly text: string;
    readonly isError: boolean;
    /** The host's content blocks, when the recording holds more than text (an image, audio,
     *  a resource: design §9.5 D29); the tool then returns these instead of `text`. */
    readonly content?: readonly unknown[];
}
export interface CallEvent {
    readonly kind: 'call';
    /** 1-based line of the input (after decompression) the call came from. */
    readonly line: number;
    readonly agent: string;
    readonly tool: string;
    /** As the host would hand them to the guard: parsed JSON, or the raw string if it was not JSON. */
    readonly arguments: unknown;
    /** What the tool returned in the recording; absent when nothing was recorded, and for a
     *  call denied live. */
    readonly result?: RecordedResult;
    /** The breaker denied the call when it was recorded (its result was the breaker's own
     *  `REPEAT_TOOL_BLOCKED` text): it never ran, so it brought no answer and changed nothing. */
    readonly deniedLive?: true;
}
/** A message from the human: it starts that agent's window over. */
export interface UserEvent {
    readonly kind: 'user';
    readonly line: number;
    readonly agent: string;
}
export type ReplayEvent = CallEvent | UserEvent;
export type LogFormat = 'dsh-session' | 'trajectory';
/** Turns the parsed lines of one log into events, line by line; `end` flushes what
 *  was held back waiting for a later line. Both throw InputError naming `file:line`. */
export interface RowParser {
    /** `bytes`: the line's length, what holding its event back costs. */
    row(line: number, value: unknown, bytes?: number): Iterable<ReplayEvent>;
    end(): Iterable<ReplayEvent>;
}
/** Whether a recorded result is the breaker's own denial, not the tool's answer. */
export declare function isLiveDenial(result: RecordedResult): boolean;
/** `event` with a recorded result read for what it is: a live denial is no result. */
export declare function withRecorded(event: CallEvent, result: RecordedResult | undefined): CallEvent;

// What a parsed log is reduced to: tool calls and human messages, in order.
/** The agent of trajectory lines without an `agent`, and of human messages without one. */
export const DEFAULT_AGENT = 'main';
/** The words every denial of the breaker starts with (lib/messages.ts); the host puts
 *  `Error: ` before them. */
const DENIAL_START = 'REPEAT_TOOL_BLOCKED:';
/** Whether a recorded result is the breaker's own denial, not the tool's answer. */
export function isLiveDenial(result) {
    if (!result.isError)
        return false;
    const text = result.text.trimStart();
    return text.startsWith(DENIAL_START) || text.startsWith(`Error: ${DENIAL_START}`);
}
/** `event` with a recorded result read for what it is: a live denial is no result. */
export function withRecorded(event, result) {
    if (result === undefined)
        return event;
    return isLiveDenial(result) ? { ...event, deniedLive: true } : { ...event, result };
}

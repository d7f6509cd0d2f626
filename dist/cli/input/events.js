// What a parsed log is reduced to: tool calls and human messages, in order.
/** The agent of trajectory lines without an `agent`, and of human messages without one. */
export const DEFAULT_AGENT = 'main';

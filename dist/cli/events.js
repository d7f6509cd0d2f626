// What a parsed log is reduced to: tool calls and human messages, in order.
/** The agent of trajectory lines without an `agent`, and of human messages without one. */
export const DEFAULT_AGENT = 'main';
export function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** `a JSON array`, `the number 5`, … for error messages. */
export function describeJson(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a JSON array';
    if (typeof value === 'string')
        return 'a JSON string';
    if (typeof value === 'object')
        return 'a JSON object';
    return `the ${typeof value} ${String(value)}`;
}

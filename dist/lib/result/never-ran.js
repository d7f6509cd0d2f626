// Results that say the call never ran (issue 27 item 6), or that its tool does not exist.
// A call the host cancelled before its body started — DSH's `ABORTED_BEFORE_DISPATCH`
// (`Error: tool call aborted before dispatch`), a harness cancelling the siblings of a
// failed parallel call (Claude Code's `Sibling tool call errored`, `Cancelled: parallel
// tool call Bash(…) errored`) — is not a run: it gives no answer, no evidence that the
// world moved (D15, D18), and no news. A call to a tool the host cannot find (DSH's
// `UNKNOWN_TOOL`, `Error: unknown tool "x"`; Claude Code's `No such tool available: x`)
// ran nothing either: it is a no-op (D20), and so is the next call of that tool in the
// episode. The genuine host's error code decides when it is there (post-execute sees the
// result's `error.info.code`); a recorded session keeps only the text, so the hosts' own
// words decide then. Only a short result is read.
import { countSteps } from '../work.js';
/** The longest result read for these words. */
const READ_CHARS = 512;
/** The code of a genuine host's error result (`result.error.info.code`). */
function errorCode(result) {
    const error = result.error;
    if (typeof error !== 'object' || error === null)
        return undefined;
    const info = error.info;
    return typeof info === 'object' && info !== null ? info.code : undefined;
}
/** The result's only text block, when it is short; undefined otherwise. */
function shortText(content) {
    if (!Array.isArray(content) || content.length !== 1)
        return undefined;
    const block = content[0];
    const text = typeof block === 'object' && block !== null ? block.text : undefined;
    return typeof text === 'string' && text.length <= READ_CHARS ? text : undefined;
}
/** The words of a harness's error without their wrapping — `<tool_use_error>…</tool_use_error>`
 *  and `Error: `, in either order (a host prefixes `Error: ` to what a harness wrapped). */
function unwrapped(text) {
    let words = text.trim();
    for (let pass = 0; pass < 3; pass++) {
        if (words.startsWith('Error: '))
            words = words.slice(7).trim();
        else if (words.startsWith('<tool_use_error>') && words.endsWith('</tool_use_error>'))
            words = words.slice(16, -17).trim();
        else
            break;
    }
    countSteps(4);
    return words;
}
/** Whether the result of an allowed call says its body never ran, or that its tool does
 *  not exist (see the header); undefined for every other result, a successful one included. */
export function notRun(result) {
    if (result === undefined || result === null || result.isError !== true)
        return undefined;
    const code = errorCode(result);
    if (code === 'ABORTED_BEFORE_DISPATCH')
        return 'never-ran';
    if (code === 'UNKNOWN_TOOL')
        return 'unknown-tool';
    const text = shortText(result.content);
    if (text === undefined)
        return undefined;
    const words = unwrapped(text);
    countSteps(1);
    if (words.startsWith('unknown tool "') || words.startsWith('No such tool available: '))
        return 'unknown-tool';
    if (words === 'tool call aborted before dispatch' || words === 'Sibling tool call errored')
        return 'never-ran';
    if (words.startsWith('Cancelled: parallel tool call ') && words.endsWith(' errored'))
        return 'never-ran';
    return undefined;
}

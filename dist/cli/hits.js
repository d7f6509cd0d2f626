// Reads the hit list back out of a denial or an ask reason (lib/messages.ts): the
// lines after `Hits:`, each `- <fingerprint> <next>/<cap>`. A fingerprint may span
// lines (a quoted newline inside a shell command), so a hit is complete only once
// its text ends in ` N/M`.
const COMPLETE = /^- ([\s\S]*) (\d+)\/(\d+)$/;
function toHit(text) {
    const match = COMPLETE.exec(text);
    if (match === null)
        return undefined;
    const fingerprint = match[1] ?? '';
    const colon = fingerprint.indexOf(':');
    return {
        fingerprint,
        kind: colon > 0 ? fingerprint.slice(0, colon) : fingerprint,
        count: Number(match[2]),
        cap: Number(match[3]),
    };
}
export function parseHits(message) {
    if (message === undefined)
        return [];
    const lines = message.split('\n');
    const start = lines.indexOf('Hits:');
    if (start < 0)
        return [];
    const hits = [];
    let pending;
    for (const line of lines.slice(start + 1)) {
        const complete = pending !== undefined && COMPLETE.test(pending);
        if (pending === undefined || complete) {
            if (pending !== undefined) {
                const hit = toHit(pending);
                if (hit !== undefined)
                    hits.push(hit);
            }
            if (!line.startsWith('- '))
                return hits;
            pending = line;
        }
        else {
            pending += `\n${line}`;
        }
    }
    const last = toHit(pending ?? '');
    if (last !== undefined)
        hits.push(last);
    return hits;
}

// URL normalization for `net:`/`site:` fingerprints and local-address detection.
// Everything is decided on the WHATWG-parsed URL, never on string prefixes.
import { countSteps } from '../work.js';
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const TRACKING_KEY = /^(?:utm_.*|fbclid|gclid|msclkid|mc_eid|_ga|ref_src|igshid)$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
function parse(text) {
    try {
        return new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
    }
    catch {
        return null;
    }
}
function foldHost(hostname, aliases) {
    let host = hostname.toLowerCase();
    if (host.endsWith('.'))
        host = host.slice(0, -1);
    if (host.startsWith('www.'))
        host = host.slice(4);
    return aliases.get(host) ?? host;
}
function foldPath(pathname) {
    let end = pathname.length;
    while (end > 0 && pathname.charCodeAt(end - 1) === 0x2f /* / */)
        end--;
    countSteps(pathname.length - end + 1);
    return end === 0 ? '/' : pathname.slice(0, end);
}
/** Pairs stay decoded for readability, except the characters that would make two
 *  different queries print alike (`?a=1%26b%3D2` vs `?a=1&b=2`) or not survive a re-parse. */
const QUERY_KEY_RESERVED = /[%&=#+\u0000-\u001f\u007f]/g;
const QUERY_VALUE_RESERVED = /[%&#+\u0000-\u001f\u007f]/g;
const percentEncode = (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
/** One query pair as it is kept, or null for a tracking key. */
function keptPair(key, value) {
    if (TRACKING_KEY.test(key))
        return null;
    return `${key.replace(QUERY_KEY_RESERVED, percentEncode)}=${value.replace(QUERY_VALUE_RESERVED, percentEncode)}`;
}
/** The query's pairs as URLSearchParams reads them, tracking keys dropped, sorted. A
 *  parsed URL's query is ASCII (the parser percent-encodes the rest), so without `%` and
 *  `+` nothing would be decoded: its pairs are then cut out of `search` directly, which
 *  is several times cheaper than building the URLSearchParams. */
function foldQuery(url) {
    const search = url.search;
    if (search === '')
        return '';
    const pairs = [];
    let steps = 1;
    const keep = (pair) => {
        steps++;
        if (pair !== null)
            pairs.push(pair);
    };
    if (search.includes('%') || search.includes('+')) {
        for (const [key, value] of url.searchParams)
            keep(keptPair(key, value));
    }
    else {
        for (const piece of search.slice(1).split('&')) {
            if (piece === '')
                continue;
            const eq = piece.indexOf('=');
            keep(eq < 0 ? keptPair(piece, '') : keptPair(piece.slice(0, eq), piece.slice(eq + 1)));
        }
    }
    countSteps(steps);
    return pairs.sort().join('&');
}
function isIpLiteral(host) {
    return IPV4.test(host) || host.startsWith('[') || host.includes(':');
}
/** The last two labels of `host` (all of it when it has at most two), or the IP literal. */
function siteOf(host) {
    if (isIpLiteral(host))
        return host;
    const last = host.lastIndexOf('.');
    const before = last <= 0 ? -1 : host.lastIndexOf('.', last - 1);
    return before < 0 ? host : host.slice(before + 1);
}
/** design §4.8. `null` when the text is not a usable URL. */
export function normalizeUrl(raw, aliases = new Map()) {
    const url = parse(raw.trim());
    if (url === null)
        return null;
    const hostname = url.hostname;
    const host = foldHost(hostname, aliases);
    if (host === '')
        return null;
    const port = url.port;
    const hostPort = port === '' ? host : `${host}:${port}`;
    const query = foldQuery(url);
    return {
        net: `${hostPort}${foldPath(url.pathname)}${query === '' ? '' : `?${query}`}`,
        site: siteOf(host),
        local: isLocalHost(hostname),
    };
}
function ipv4Octets(text) {
    const match = IPV4.exec(text);
    if (match === null)
        return null;
    const octets = match.slice(1, 5).map(Number);
    return octets.every((o) => o <= 255) ? octets : null;
}
function isLocalIpv4([a, b]) {
    if (a === undefined || b === undefined)
        return false;
    return (a === 127 ||
        a === 10 ||
        (a === 172 && b >= 16 && b <= 31) ||
        (a === 192 && b === 168) ||
        (a === 169 && b === 254));
}
/** Eight 16-bit groups of an IPv6 address (embedded IPv4 allowed), or null. */
function ipv6Groups(text) {
    let head = text;
    const tail = [];
    const lastColon = text.lastIndexOf(':');
    if (lastColon >= 0 && text.indexOf('.', lastColon) > 0) {
        const v4 = ipv4Octets(text.slice(lastColon + 1));
        if (v4 === null)
            return null;
        tail.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
        head = text.slice(0, lastColon + 1);
        if (head.endsWith(':') && !head.endsWith('::'))
            head = head.slice(0, -1);
    }
    const halves = head.split('::');
    if (halves.length > 2)
        return null;
    const toGroups = (part) => {
        if (part === '')
            return [];
        const groups = part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
        return groups.some(Number.isNaN) ? null : groups;
    };
    const left = toGroups(halves[0]);
    const right = halves.length === 2 ? toGroups(halves[1]) : [];
    if (left === null || right === null)
        return null;
    const known = left.length + right.length + tail.length;
    if (halves.length === 2 ? known > 7 : known !== 8)
        return null;
    return [...left, ...new Array(8 - known).fill(0), ...right, ...tail];
}
function isLocalIpv6(groups) {
    const first = groups[0];
    const upperZero = groups.slice(0, 5).every((g) => g === 0);
    if (upperZero && groups[5] === 0 && groups[6] === 0 && (groups[7] === 0 || groups[7] === 1))
        return true; // :: and ::1
    if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80)
        return true;
    if (upperZero && groups[5] === 0xffff) {
        const hi = groups[6];
        const lo = groups[7];
        const v4 = [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
        return isLocalIpv4(v4) || v4.every((o) => o === 0);
    }
    return false;
}
/** design §4.9: decided on the parsed address; brackets optional, case-insensitive. */
export function isLocalHost(hostname) {
    let host = hostname.trim().toLowerCase();
    if (host.startsWith('[') && host.endsWith(']'))
        host = host.slice(1, -1);
    if (host.endsWith('.'))
        host = host.slice(0, -1);
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    const v4 = ipv4Octets(host);
    if (v4 !== null)
        return isLocalIpv4(v4) || v4.every((o) => o === 0);
    if (!host.includes(':'))
        return false;
    const zone = host.indexOf('%'); // `fe80::1%eth0`: the zone is not part of the address
    const groups = ipv6Groups(zone < 0 ? host : host.slice(0, zone));
    return groups !== null && isLocalIpv6(groups);
}

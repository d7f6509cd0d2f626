// Machine-made ids in the formats real services print, drawn from a seeded random stream:
// what D21's content identity must mask (test/generated-tokens.test.ts asserts the share
// masked per format; scripts/generated-line.ts reports it).
import { createHash } from 'node:crypto';
import { seededRandom } from './rng.js';

const B62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B36 = 'abcdefghijklmnopqrstuvwxyz0123456789';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HEX = '0123456789abcdef';
/** Kubernetes' rand.String alphabet. */
const K8S = 'bcdfghjklmnpqrstvwxz2456789';

/** Draws `length` characters of `alphabet`, or `n` random bytes. */
interface Draw {
  (alphabet: string, length: number): string;
  bytes(n: number): Buffer;
}

/** Each format: a name and how to make one id of it. */
export const ID_FORMATS: Readonly<Record<string, (draw: Draw) => string>> = {
  'Anthropic request id (req_ + 24 base62)': (d) => `req_011C${d(B62, 20)}`,
  'Stripe object id (ch_ + 24 base62)': (d) => `ch_3${d(B62, 23)}`,
  'Stripe request id (req_ + 14 base62)': (d) => `req_${d(B62, 14)}`,
  'OpenAI completion id (chatcmpl- + 29 base62)': (d) => `chatcmpl-${d(B62, 29)}`,
  'GitHub token (ghp_ + 36 base62)': (d) => `ghp_${d(B62, 36)}`,
  'KSUID (27 base62)': (d) => d(B62, 27),
  'nanoid (21 url-safe)': (d) => d(`${B62}_-`, 21),
  'cuid2 (24 base36)': (d) => d(B36.slice(0, 26), 1) + d(B36, 23),
  'ULID (26 Crockford)': (d) => `01J${d(CROCKFORD, 23)}`,
  'short git sha (7 hex)': (d) => d(HEX, 7),
  'git sha (40 hex)': (d) => d(HEX, 40),
  'MongoDB ObjectId (24 hex)': (d) => d(HEX, 24),
  'base64 nonce (16 bytes)': (d) => d.bytes(16).toString('base64'),
  'base64 key (32 bytes)': (d) => d.bytes(32).toString('base64'),
  'base64url nonce (32 bytes)': (d) => d.bytes(32).toString('base64url'),
  'JWT (its three parts)': (d) => {
    const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
    const header = part({ alg: 'HS256', typ: 'JWT' });
    const payload = part({ sub: d(B62, 12), iat: 1_700_000_000 + Number.parseInt(d('0123456789', 6), 10), jti: d(B62, 16) });
    const signature = createHash('sha256').update(d(B62, 32)).digest('base64url');
    return `${header}.${payload}.${signature}`;
  },
  'Kubernetes pod (deployment)': (d) => `web-${d(K8S, 10)}-${d(K8S, 5)}`,
  'Kubernetes pod (job, suffix only)': (d) => `migrate-${d(K8S, 5)}`,
};

/** `count` ids of one format, the same on every run. */
export function idsOf(format: string, count: number, seed = 21): string[] {
  const make = ID_FORMATS[format];
  if (make === undefined) throw new Error(`unknown id format ${format}`);
  const random = seededRandom(seed);
  const draw = Object.assign(
    (alphabet: string, length: number): string => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
    { bytes: (n: number): Buffer => Buffer.from(Array.from({ length: n }, () => Math.floor(random() * 256))) },
  );
  return Array.from({ length: count }, () => make(draw));
}

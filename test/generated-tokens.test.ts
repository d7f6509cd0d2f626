// design §9.3 D21: the line between generated tokens (masked in D17's content identity)
// and written ones (kept), on both lists, and what the masking costs (counted reads).
// Since D26 (§9.4) every digit run a written name holds is a number (`test_v‹n›_api`):
// its letters are what stays.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { contentText, lastDigestReads, resultDigest, resultIdentities } from '../lib/result/digest.js';
import { SettledResult } from '../lib/result/settled-result.js';
import { NoiseScanner } from '../lib/result/noise.js';
import { ID_FORMATS, idsOf } from './helpers/id-formats.js';
import { fullRuns } from './helpers/property-runs.js';

const blocks = (text: string) => [{ type: 'text', text }];
const content = (text: string): string => resultIdentities(blocks(text), false).content;

/** Ids as services print them, and what the content identity keeps of each. */
const GENERATED: ReadonlyArray<readonly [string, string]> = [
  // base62 request and object ids, with the service's prefix kept
  ['req_011CSHoEeqs5C35K2UUqR7Fy', 'req_‹id›'],
  ['msg_013Zva2CMHLNnXjNJJKqJ2EF', 'msg_‹id›'],
  ['toolu_01A09q90qw90lq917835lq9', 'toolu_‹id›'],
  ['req_8fKq2LmZpXaT4c9Bv2Ne', 'req_‹id›'],
  ['ch_3MmlLrLkdIwHu7ix0snN0B15', 'ch_‹id›'],
  ['pi_3MtwBwLkdIwHu7ix28a3tqPa', 'pi_‹id›'],
  ['evt_1NG8Du2eZvKYlo2CUI79vXWy', 'evt_‹id›'],
  ['chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT', 'chatcmpl-‹id›'],
  ['file-BK7bzQj3FfZFXr7DbL6xJwfo', 'file-‹id›'],
  ['call_Xq9vB2nLp4Rt7sKw1YzMh3Dc', 'call_‹id›'],
  ['ghp_16C7e42F292c6912E7710c838347Ae178B4a', 'ghp_‹id›'],
  ['sk-proj-4fJ8kQ2xLm9NvB3cR7tYz1Wq', 'sk-proj-‹id›'],
  ['0ujtsYcgvSTl8PAuAdqWYSMnLOv', '‹id›'], // KSUID
  ['V1StGXR8_Z5jdHi6B-myT', '‹id›'], // nanoid
  ['cjld2cjxh0000qzrmn831i7rn', '‹id›'], // cuid
  ['tz4a98xxat96iws9zmbrgj3a', '‹id›'], // cuid2
  // ULIDs and other Crockford base32 ids
  ['01ARZ3NDEKTSV4RRFFQ69G5FAV', '‹id›'],
  ['01HQ7Z8K2M4N6P8R0T2V4X6Z8B', '‹id›'],
  ['01J9ZQ4X2M8K3V7T5W6Y0N1P2R', '‹id›'],
  ['C3KX7A9B2Q5T', '‹id›'],
  // hex: short and full git shas, object ids, digests, trace ids
  ['3f2a1bc', '‹id›'],
  ['a94a8fe5ccb19ba61c4c0873d391e987982fbbd3', '‹id›'],
  ['507f1f77bcf86cd799439011', '‹id›'],
  ['4442587FB7D0A2F9', '‹id›'],
  ['1-5759e988-bd862e3fe1be46a994272793', '‹id›'], // an X-Ray trace id: its pieces are one unit
  ['sha256:94a2d5f8c1e0b7a6c3d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7', 'sha‹n›:‹id›'],
  ['8a1b2c3d4e5f6a7b-SJC', '‹id›'],
  ['g3c297e66a', '‹id›'],
  // base64 / base64url nonces and keys
  ['dGhlIHNhbXBsZSBub25jZQ==', '‹id›'],
  ['s3pPLMBiTxaQ9kYGzzhZRbK+xOo=', '‹id›'],
  ['69+axWGm5hRA1Lr46oX+/u==', '‹id›'],
  ['XHHdXcOvmOyp33ycA/J0IR==', '‹id›'],
  ['nlVMvDwXl1T5nxRrEZOO6j==', '‹id›'],
  ['pL1+qb9HTMRZJmuC/bB/ZI9d302BYrrqiVuRyW+DGrU=', '‹id›'],
  ['Rrb-3O-_J4MbYpEVQ_AIY5O0i9d6_VvG9MopYtD1fHI', '‹id›'],
  // the parts of a JWT
  [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    '‹id›.‹id›.‹id›',
  ],
  // Kubernetes' random names
  ['web-7d4b9c6f5-x2kqp', 'web-‹id›'],
  ['coredns-5d78c9869d-8nkfg', 'coredns-‹id›'],
  ['nginx-deployment-66b6c48dd5-4jw2p', 'nginx-deployment-‹id›'],
  ['checkout-6dfc8bxz9-wq4tm', 'checkout-‹id›'],
  ['kube-proxy-x7wq4', 'kube-proxy-‹id›'],
  ['pi-5r7xk', 'pi-‹id›'],
  // an id inside a path or a URL: the written parts stay
  ['v2/users/8fKq2LmZpXaT4c9B/orders', 'v‹n›/users/‹id›/orders'],
  ['/srv/build/0b18e7dd/out.log', '/srv/build/‹id›/out.log'],
];

/** Identifiers people write, from real code, builds and logs: none of them is masked as an
 *  id (a number standing on its own, `.6` of `libc.so.6`, is still a number). */
const WRITTEN: readonly string[] = [
  // the design's own examples (§9.3 D21)
  'test_v2_api', 'parseHTTP2Frame', 'sha256sum', 'utf8', 'x86_64', 'v1.2.3',
  // names with widths, versions and acronyms
  'Float64Array', 'Uint8ClampedArray', 'BigInt64Array', 'isInt16Array', 'Int32Array', 'getUint32', 'setFloat64',
  'createSHA256Hash', 'getX509Certificate', 'getPeerX509Certificate', 'unicodeES5IdentifierStart',
  'isES2015OrLaterIterable', 'transformES2015', 'Http2Session', 'Http2ServerRequest', 'http2', 'WebGL2RenderingContext',
  'base64encode', 'base64UrlRegExp', 'utf16EncodeAsString', 'getUTF8Decoder', 'TextEncoder', 'encodeURIComponent',
  'XMLHttpRequest', 'getElementById', 'HTMLCanvasElement', 'AbstractSingletonProxyFactoryBean', 'readInt32LE',
  'TestRss2Feed', 'TestRss2FeedWithGuidIsPermaLinkTrue', 'RemovedInDjango40Warning', 'SelfReferentialM2MClashTests',
  'PersonSelfRefM2M', 'm2m_changed', 'ManyToManyField', 'OneToOneRel', 'Node16', 'NodeNext', 'ES2022',
  'test_case_1', 'test_2', 'test_foo_bar_2', 'setUp', 'tearDown', 'assertEqual', '__init__', '__int128',
  // systems, architectures, encodings
  'aarch64', 'armv7l', 'i686', 'arm64-v8a', 'armeabi-v7a', 'amd64', 'ppc64le', 's390x', 'riscv64',
  'ubuntu2204', 'debian12', 'alpine3.19', 'python3.11', 'python3', 'py3k', 'libssl1.1', 'libpython3.11.so.1.0',
  'node18', 'nodejs20.x', 'openjdk-17-jdk', 'gcc-13', 'g++-12', 'clang-15', 'llvm-17', 'libstdc++6',
  'GLIBC_2.17', 'GLIBCXX_3.4.21', 'x86intrin', 'SSE4_2', 'AVX512F', '_mm256_add_epi32', 'uint8_t', 'int32_t',
  'ISO8601', 'RFC3339', 'iso8859_1', 'latin1', 'cp1252', 'utf8mb4_unicode_ci', 'UTF-8', 'ISO-8859-1',
  'md5', 'sha1', 'sha512sum', 'blake2b', 'blake2s256', 'secp256k1', 'prime256v1', 'AES256GCM', 'HS256', 'RS256',
  'IPv4', 'IPv6', 'IPv4Network', 'ipv4_address', 'inet6', 'eth0', 'wlan0', 'en0', 'nvme0n1', 'sda1', 'tty1',
  'HTTP/1.1', 'HTTP/2', 'TLSv1.3', 'OAuth2', 'AWS4-HMAC-SHA256', 'Content-MD5', 'X-Amz-Date',
  'k8s', 'i18n', 'l10n', 'a11y', 'e2e', 'e2eTestRunner', 'b2b', 'p2p', 'h264', 'libx265', 'mp4', 'vp9',
  'boto3', 'urllib3', 's3fs', 'ec2', 'gp3', 't3.micro', 'm5.large', 'r6g.xlarge', 'us-east-1', 'eu-west-2',
  'webpack5', 'vue3', 'react18', 'jest29', 'eslint8', 'tailwindcss', 'postcss8', 'Vec3', 'Mat4x4', 'vec2f',
  'GL_RGBA8', 'GL_TEXTURE_2D', 'SDL2', 'OpenSSL_1_1_1', 'Win32Api', 'win32', 'COM1', 'F12', 'KEY_F5',
  // file names and paths
  'src/components/Button2/index.tsx', 'tests/test_api_v2.py', 'docs/v1.2/guide.md', '.github/workflows/ci.yml',
  'node_modules/@types/node/v8.d.ts', '/usr/lib/x86_64-linux-gnu/libc.so.6', '/var/lib/docker/overlay2',
  '/usr/lib/python3.11/site-packages/numpy/core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so',
  'migrations/0002_auto_add_field.py', 'test_2024_report_v3.csv', 'Dockerfile.arm64', 'README_v2.md',
  'lib/result/noise.ts', 'nginx-http2', 'app-html5', 'web-0', 'worker-3', 'etcd-minikube',
];

/** Written names that the line takes for generated: acronyms and widths packed tight,
 *  and `ed25519`, which is 7 hex characters. The content identity masks them too. */
const KNOWN_LOOKALIKES: readonly string[] = ['readUInt16LE', 'writeBigUInt64BE', 'CipherChaCha20Poly1305Types', 'post2012ServerR2', 'ed25519'];

describe('D21: generated tokens are masked, written ones are not', () => {
  test('ids in real formats: each becomes ‹id› (a written prefix or path around it stays)', () => {
    for (const [id, expected] of GENERATED) {
      assert.equal(contentText(`error ${id} failed`), `error ${expected} failed`, id);
      assert.equal(contentText(`"request_id":"${id}"`), `"request_id":"${expected}"`, id);
    }
  });

  test('identifiers from real code and logs: none is taken for an id', () => {
    for (const name of WRITTEN) {
      const seen = contentText(`FAILED ${name} (x)`);
      assert.ok(!seen.includes('‹id›'), `${name} → ${seen}`);
    }
    // A name keeps its letters; its digits are numbers (D26).
    const kept: Record<string, string> = {
      test_v2_api: 'test_v‹n›_api',
      parseHTTP2Frame: 'parseHTTP‹n›Frame',
      sha256sum: 'sha‹n›sum',
      utf8: 'utf‹n›',
      x86_64: 'x‹n›_‹n›',
      'v1.2.3': 'v‹n›.‹n›.‹n›',
      'python3.11': 'python‹n›.‹n›',
      AVX512F: 'AVX‹n›F',
      Mat4x4: 'Mat‹n›x‹n›',
      test_api: 'test_api',
    };
    for (const [name, seen] of Object.entries(kept)) assert.equal(contentText(name), seen, name);
  });

  test('the known look-alikes are masked (documented in docs/how-it-decides.md)', () => {
    for (const name of KNOWN_LOOKALIKES) assert.equal(contentText(name), '‹id›', name);
  });

  test('seeded ids of each format: the share masked stays at what was measured', () => {
    // Measured on 2,000 of each (scripts/generated-line.ts prints the table); a format's
    // misses are ids that happen to hold no digit or switch too rarely for their length.
    const floors: Record<string, number> = {
      'Anthropic request id (req_ + 24 base62)': 0.97,
      'Stripe object id (ch_ + 24 base62)': 0.97,
      'Stripe request id (req_ + 14 base62)': 0.75,
      'OpenAI completion id (chatcmpl- + 29 base62)': 0.97,
      'GitHub token (ghp_ + 36 base62)': 0.98,
      'KSUID (27 base62)': 0.97,
      'nanoid (21 url-safe)': 0.9,
      'cuid2 (24 base36)': 0.97,
      'ULID (26 Crockford)': 0.98,
      'short git sha (7 hex)': 0.97, // 2 % have one letter, an `e`: a number with its exponent
      'git sha (40 hex)': 1,
      'MongoDB ObjectId (24 hex)': 1,
      'base64 nonce (16 bytes)': 0.96,
      'base64 key (32 bytes)': 0.98,
      'base64url nonce (32 bytes)': 0.95,
      'JWT (its three parts)': 0.95,
      'Kubernetes pod (deployment)': 0.97,
      'Kubernetes pod (job, suffix only)': 0.5,
    };
    assert.deepEqual(Object.keys(floors).sort(), Object.keys(ID_FORMATS).sort());
    for (const [format, floor] of Object.entries(floors)) {
      const ids = idsOf(format, 500);
      const masked = ids.filter((id) => /^([a-z]+[-_])*(‹id›|‹n›)(\.‹id›)*$/.test(contentText(id))).length;
      assert.ok(masked / ids.length >= floor, `${format}: ${masked}/${ids.length} masked`);
    }
  });
});

describe('T42 through the content identity: answers that differ only by ids are one answer', () => {
  const answer = (id: string): string =>
    JSON.stringify({ error: { type: 'rate_limit_error', message: 'Number of requests has exceeded your rate limit.' }, request_id: id });

  test('the same error with a fresh id of any format: the same content, not the same result', () => {
    for (const format of ['Anthropic request id (req_ + 24 base62)', 'ULID (26 Crockford)', 'short git sha (7 hex)', 'base64 nonce (16 bytes)']) {
      const [a, b] = idsOf(format, 2, 7).map(answer) as [string, string];
      assert.equal(content(a), content(b), format);
      assert.notEqual(resultDigest(blocks(a), false), resultDigest(blocks(b), false), `${format}: the exact identity is unchanged (D13, D15)`);
    }
  });

  test('T47 test_api FAILED and test_v2_api FAILED differ (test_v2_api and test_v3_api do not, D26); new lines with ids differ', () => {
    assert.notEqual(content('test_api FAILED'), content('test_v2_api FAILED'));
    assert.equal(content('test_v2_api FAILED'), content('test_v3_api FAILED'));
    assert.notEqual(content('GET /api/items 200 req_8fKq2LmZpXaT4c9Bv2Ne'), content('GET /api/users 200 req_Zx3Lq9TmW2rYpK7vB4nC8dHs'));
    assert.equal(content('GET /api/items 200 req_8fKq2LmZpXaT4c9Bv2Ne'), content('GET /api/items 200 req_Zx3Lq9TmW2rYpK7vB4nC8dHs'));
  });
});

describe('D21 costs one tight scan, and never throws', () => {
  const scanner = new NoiseScanner();
  const reads = (text: string): number => {
    scanner.reads = 0;
    scanner.run(text, true);
    scanner.takeMasked();
    return scanner.reads;
  };
  const fill = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length));
  const shapes = (size: number): Record<string, string> => ({
    'ids': fill('req_8fKq2LmZpXaT4c9Bv2Ne ', size),
    'one base64 run': `${fill('aB3+', size)}==`,
    'one joined token': fill('a1_', size),
    'padding everywhere': fill('a=', size),
    'digits': '7'.repeat(size),
    'versions': fill('v1.', size),
    'pod names': fill('web-7d4b9c6f5-x2kqp ', size),
    'source code': fill('const value = readUInt16LE(buffer, offset + 2); ', size),
  });

  test('twice the text costs twice the reads, and each character a bounded number', () => {
    const small = shapes(4000);
    const double = shapes(8000);
    for (const [name, text] of Object.entries(small)) {
      const ratio = reads(double[name]!) / reads(text);
      assert.ok(ratio < 2.2, `${name}: doubling the text multiplied the reads by ${ratio.toFixed(2)}`);
    }
    for (const [name, text] of Object.entries(shapes(120_000))) {
      const perChar = reads(text) / text.length;
      assert.ok(perChar <= 16, `${name}: ${perChar.toFixed(1)} reads per character`);
    }
  });

  test('text without a digit or an `=` is only scanned: about one read per character', () => {
    const prose = fill('The quick brown Fox jumps over the lazy dog; getElementById(value) ', 50_000);
    const perChar = reads(prose) / prose.length;
    scanner.reads = 0;
    scanner.run(prose);
    const unmasked = scanner.reads / prose.length;
    assert.ok(perChar - unmasked <= 1.01, `masking added ${(perChar - unmasked).toFixed(2)} reads per character`);
  });

  test('a result that is never compared is never scanned', () => {
    resultDigest(blocks('x'), false);
    const before = lastDigestReads();
    const log = `${'GET /api/items 200 req_8fKq2LmZpXaT4c9Bv2Ne\n'.repeat(80)}`;
    const a = new SettledResult(blocks(log), false);
    const b = new SettledResult(blocks(log.replace('items', 'users')), false);
    assert.equal(lastDigestReads(), before, 'settling a short result reads nothing of it');
    assert.equal(a.sameContentAs(b), false);
    assert.ok(lastDigestReads() >= log.length, 'the first comparison scans it');
  });

  test('any text: masking never throws, and the exact identity does not move', () => {
    const alphabet = fc.constantFrom(...'aZ09_-+/=. \n'.split(''), 'x', 'Q', '7', '\u00e9');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 300 }).map((cs) => cs.join('')), (text) => {
        const both = resultIdentities(blocks(text), false);
        assert.equal(both.exact, resultDigest(blocks(text), false));
        assert.equal(typeof contentText(text), 'string');
      }),
      fullRuns(300),
    );
  });
});

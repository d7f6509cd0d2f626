// design §9.3 acceptance row T42 (D21): answers that differ only by a generated id are one
// answer for the count caps, through the plugin on the simulated host; a stream whose reads
// bring new lines carrying such ids runs on; a different test name is news.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hitLines } from './helpers/hits.js';
import { idsOf } from './helpers/id-formats.js';
import { mount } from './helpers/sim.js';

const curl = { command: 'curl -s https://api.example.com/v1/messages -d @payload.json' };
const rateLimited = (id: string): string =>
  JSON.stringify({ error: { type: 'rate_limit_error', message: 'Number of requests has exceeded your rate limit.' }, request_id: id });

const allowed = (n: number): string[] => Array<string>(n).fill('allowed');

describe('D21 random tokens are not news', () => {
  test('T42 8 identical curl calls whose error carries a fresh req_ id / ULID / 7-hex id / base64 nonce: the 5th is denied by the cap', async () => {
    for (const format of ['Anthropic request id (req_ + 24 base62)', 'ULID (26 Crockford)', 'short git sha (7 hex)', 'base64 nonce (16 bytes)']) {
      const h = mount();
      const seen: string[] = [];
      let fifth = '';
      for (const [i, id] of idsOf(format, 8, 42).entries()) {
        const outcome = await h.call('bash', curl, { result: rateLimited(id), isError: true });
        seen.push(outcome.decision);
        if (i === 4) fifth = outcome.text;
      }
      assert.deepEqual(seen, [...allowed(4), 'denied', 'denied', 'denied', 'denied'], format);
      assert.deepEqual(
        hitLines(fifth),
        [
          '- exact:bash:{"command":"curl -s https://api.example.com/v1/messages -d @payload.json"} 5/5',
          '- cmd:curl:curl api.example.com/v1/messages -d @payload.json 5/5',
          '- net:api.example.com/v1/messages body#YlHnOIJh4ymq 5/5', // D30: the body is part of the request
        ],
        format,
      );
    }
  });

  test('T42 reads of a stream bringing new lines that carry such ids: all allowed', async () => {
    const resources = ['items', 'users', 'orders', 'carts', 'invoices', 'payments', 'sessions', 'tokens', 'reports', 'exports', 'imports', 'webhooks'];
    const ids = idsOf('Anthropic request id (req_ + 24 base62)', 60, 5);
    const h = mount();
    const seen: string[] = [];
    for (const [i, resource] of resources.entries()) {
      const lines = Array.from({ length: 2 + (i % 3) }, (_, k) => `GET /api/${resource}?page=${k + 1} 200 ${ids[i * 5 + k]!} in 12ms`);
      seen.push((await h.call('job_output', { job_id: 'load-1' }, { result: lines.join('\n') })).decision);
    }
    assert.deepEqual(seen, allowed(resources.length));
  });

  test('T42 a stream whose reads come back to an earlier shape (two lines of ids, then three, then two) runs on: a read is new against the read before it', async () => {
    const ids = idsOf('Anthropic request id (req_ + 24 base62)', 60, 7);
    const h = mount();
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      const lines = Array.from({ length: 2 + (i % 2) }, (_, k) => `GET /api/items 200 ${ids[i * 3 + k]!}`);
      seen.push((await h.call('job_output', { job_id: 'load-1' }, { result: lines.join('\n') })).decision);
    }
    assert.deepEqual(seen, allowed(12));
    // The same read twice over is not news: its exact answer came back.
    const again = ['GET /api/items 200 req_fixed', 'GET /api/items 200 req_fixed'].join('\n');
    const repeats = [];
    for (let i = 0; i < 3; i++) repeats.push((await h.call('job_output', { job_id: 'load-2' }, { result: again })).decision);
    assert.deepEqual(repeats, [...allowed(2), 'denied'], 'the same answer twice, nothing changed (D15)');
  });

  test('T42 since D26, test_v2_api FAILED and test_v3_api FAILED are one content: a failure that moves only in a counter inside a name is capped', async () => {
    const h = mount();
    const seen: string[] = [];
    for (let v = 1; v <= 8; v++) seen.push((await h.call('bash', { command: 'pytest -x tests' }, { result: `tests/test_api.py::test_v${v}_api FAILED`, isError: true })).decision);
    assert.deepEqual(seen, [...allowed(4), 'denied', 'denied', 'denied', 'denied']);
    // A different name (letters) is news: test_api, then test_v2_api, … each time.
    const names = mount();
    const other: string[] = [];
    for (const name of ['test_api', 'test_v2_api', 'test_api_io', 'test_io', 'test_v2_io', 'test_cli', 'test_v2_cli', 'test_web']) {
      other.push((await names.call('bash', { command: 'pytest -x tests' }, { result: `tests/test_api.py::${name} FAILED`, isError: true })).decision);
    }
    assert.deepEqual(other, allowed(8));
  });
});

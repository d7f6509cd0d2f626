// A loop asks again and again, and lib/breaker.ts says the last denial again when its data
// is the last one's (sameDenial, lib/messages.ts): it must agree only where denialMessage
// would say the same, field by field.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Hit } from '../lib/decision.js';
import { denialMessage, sameDenial, type DenialInput } from '../lib/messages.js';
import { hitLines } from './helpers/hits.js';
import { mount } from './helpers/sim.js';

const previous = { head: 'ok', tail: '', omitted: 0 };
const hit = (): Hit => ({ fingerprint: { id: 'cmd:tail:tail x', kind: 'cmd', head: 'cmd:tail:tail x', length: 15, cap: 5 }, next: 3, cap: 3, counted: 'same-result' });
const input = (): DenialInput => ({ tool: 'bash', hits: [hit(), hit()], localNote: null, previous, previewChars: 200, pollSleep: 30, mayWait: true, unseen: false });

describe('sameDenial', () => {
  test('two denials built apart from the same data agree, and say the same', () => {
    assert.equal(sameDenial(input(), input()), true);
    assert.equal(denialMessage(input()), denialMessage(input()));
    const note = (): DenialInput => ({ ...input(), localNote: { kind: 'policy', policy: 'deny' } });
    assert.equal(sameDenial(note(), note()), true);
  });

  test('any field that differs, at any depth, and they do not', () => {
    const variants: [string, DenialInput][] = [
      ['tool', { ...input(), tool: 'sh' }],
      ['one hit fewer', { ...input(), hits: [hit()] }],
      ['localNote', { ...input(), localNote: { kind: 'refused' } }],
      ['localNote policy', { ...input(), localNote: { kind: 'policy', policy: 'ask' } }],
      ['previous, another object', { ...input(), previous: { ...previous } }],
      ['cosmetic', { ...input(), cosmetic: { decoys: [], flags: [], urls: [] } }],
      ['previewChars', { ...input(), previewChars: 100 }],
      ['pollSleep', { ...input(), pollSleep: null }],
      ['mayWait', { ...input(), mayWait: false }],
      ['unseen', { ...input(), unseen: true }],
    ];
    const hitVariants: [string, Partial<Hit>][] = [
      ['next', { next: 4 }],
      ['cap', { cap: 4 }],
      ['counted', { counted: 'unchanged' }],
      ['retried', { retried: 'failed' }],
      ['missing', { missing: 'rg' }],
      ['missingTool', { missingTool: 'grep_tool' }],
      ['varied', { varied: true }],
      ['fingerprint id', { fingerprint: { ...hit().fingerprint, id: 'cmd:tail:tail y' } }],
      ['fingerprint kind', { fingerprint: { ...hit().fingerprint, kind: 'exact' } }],
      ['fingerprint head', { fingerprint: { ...hit().fingerprint, head: 'cmd:tail:tail' } }],
      ['fingerprint length', { fingerprint: { ...hit().fingerprint, length: 16 } }],
      ['fingerprint cap', { fingerprint: { ...hit().fingerprint, cap: null } }],
    ];
    for (const [name, change] of hitVariants) variants.push([`the second hit's ${name}`, { ...input(), hits: [hit(), { ...hit(), ...change }] }]);
    for (const [name, variant] of variants) {
      assert.equal(sameDenial(input(), variant), false, name);
      assert.equal(sameDenial(variant, input()), false, name);
    }
  });
});

describe('a denial said again', () => {
  test('each denial of a loop is rendered from its own data: the text moves when its count does', async () => {
    const h = mount({ progress: false });
    const outcomes = await h.repeat(8, 'bash', () => ({ command: 'curl -s https://a.com/x' }));
    assert.deepEqual(
      outcomes.slice(4).map((outcome) => hitLines(outcome.text)[0]),
      ['- exact:bash:{"command":"curl -s https://a.com/x"} 5/5', '- exact:bash:{"command":"curl -s https://a.com/x"} 6/5', '- exact:bash:{"command":"curl -s https://a.com/x"} 7/5', '- exact:bash:{"command":"curl -s https://a.com/x"} 8/5'],
    );
  });
});

// design §8.2 and the denial's local notes as an operator reads them: the web UI's approval
// card collapses line breaks, so these texts must read as whole sentences both ways.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { resolveConfig } from '../lib/config.js';
import { Fingerprinter, type Fingerprint } from '../lib/call/fingerprint.js';
import type { Hit } from '../lib/decision.js';
import { askReason, denialMessage, localNoteText, resultText, type LocalNote } from '../lib/messages.js';

/** What a client that ignores line breaks shows (the web UI's card). */
const collapsed = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Every line is one or more whole sentences, and no line is a list item or a heading,
 *  so joining the lines with spaces (what a collapsing client does) still reads right. */
function assertSentences(text: string): void {
  const lines = text.split('\n');
  assert.ok(lines.length > 0);
  for (const line of lines) {
    assert.match(line, /^(?:repeat-tool-breaker: [a-z]|[A-Z])/, `a line starts mid-sentence: ${line}`);
    assert.match(line, /[.?!]$/, `a line does not end a sentence: ${line}`);
    assert.doesNotMatch(line, /^- |:$/, `a list item or heading: ${line}`);
  }
  assert.equal(collapsed(text), lines.join(' '));
}

function fingerprintsOf(command: string): Fingerprint[] {
  return [...new Fingerprinter(resolveConfig(undefined)).print('bash', { command }).fingerprints];
}

function hitOf(command: string, kind: string, next = 5, cap = 5): Hit {
  const fingerprint = fingerprintsOf(command).find((f) => f.kind === kind);
  assert.ok(fingerprint !== undefined, `${command} has no ${kind}: fingerprint`);
  return { fingerprint, next, cap, counted: 'window' };
}

const LOCAL = "curl -s -H 'X-Request-Id: 5' http://127.0.0.1:33193/x";

describe('§8.2 the ask reason reads as sentences, with or without its line breaks', () => {
  test('one hit: the exact text in both renderings, with the rule and the config command that lets such calls through', () => {
    const reason = askReason('bash', [hitOf(LOCAL, 'net')], 400);
    const letThrough =
      'Its rule: window (limits.net). To let such calls through from now on, run ' +
      '`dsh-repeat-tool-breaker config <patch file> \'exempt=["net:127.0.0.1:33193/x"]\'`.';
    assert.equal(
      reason,
      [
        'repeat-tool-breaker: this `bash` call to a LOCAL address (localhost / private network) is about to be blocked as a repeat.',
        "It would be the 5th call matching `net:127.0.0.1:33193/x` (limit 5) in this agent's recent calls.",
        "If you allow it, this agent's local-address repeats are let through for the REST OF THIS TURN; byte-identical repeats stay blocked.",
        'If you reject it, they stay blocked until your next message.',
        letThrough,
      ].join('\n'),
    );
    assert.equal(
      collapsed(reason),
      'repeat-tool-breaker: this `bash` call to a LOCAL address (localhost / private network) is about to be blocked as a repeat. ' +
        "It would be the 5th call matching `net:127.0.0.1:33193/x` (limit 5) in this agent's recent calls. " +
        "If you allow it, this agent's local-address repeats are let through for the REST OF THIS TURN; byte-identical repeats stay blocked. " +
        `If you reject it, they stay blocked until your next message. ${letThrough}`,
    );
    assert.match(askReason('bash', [hitOf(LOCAL, 'net')], 400, ['cmd:make:make']), /'exempt=\["cmd:make:make","net:127\.0\.0\.1:33193\/x"\]'/, 'the config\'s exempt patterns stay');
    assertSentences(reason);
  });

  test('several hits are listed inside the sentence, in order, with their counts and limits', () => {
    const command = 'curl -s http://127.0.0.1:8080/x -o /w/out.bin';
    const hits = [hitOf(command, 'net'), hitOf(command, 'sink', 6, 5), hitOf(command, 'site', 12, 12)];
    const reason = askReason('bash', hits, 400);
    assertSentences(reason);
    assert.match(
      reason,
      /^It would be the 5th call matching `net:127\.0\.0\.1:8080\/x` \(limit 5\), the 6th call matching `sink:\/w\/out\.bin` \(limit 5\) and the 12th call matching `site:127\.0\.0\.1` \(limit 12\) in this agent's recent calls\.$/m,
    );
    const two = askReason('bash', hits.slice(0, 2), 400);
    assertSentences(two);
    assert.match(two, /\(limit 5\) and the 6th call matching `sink:\/w\/out\.bin` \(limit 5\) in this/);
  });

  test('ordinals: 2nd, 3rd, 11th, 12th, 13th, 21st, 22nd, 101st, 111th', () => {
    const ordinals = [2, 3, 11, 12, 13, 21, 22, 101, 111].map((next) => {
      const match = /the (\d+\w+) call matching/.exec(askReason('bash', [hitOf(LOCAL, 'net', next, 2)], 400));
      assert.ok(match !== null);
      return match[1];
    });
    assert.deepEqual(ordinals, ['2nd', '3rd', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });

  test('a long tool name and fingerprint are cut to previewChars and the sentence stays whole', () => {
    const long = `curl -s http://127.0.0.1:8080/${'p'.repeat(200)}`;
    const reason = askReason('t'.repeat(100), [hitOf(long, 'net')], 40);
    assertSentences(reason);
    assert.match(reason, /this `t{40}… \(\+60 more chars\)` call/);
    assert.match(reason, /matching `net:127\.0\.0\.1:8080\/p{21}… \(\+179 more chars\)` \(limit 5\)/);
  });

  test('T20 words stay: LOCAL address and REST OF THIS TURN', () => {
    const reason = askReason('bash', [hitOf(LOCAL, 'net')], 400);
    assert.match(reason, /LOCAL address/);
    assert.match(reason, /REST OF THIS TURN/);
  });
});

describe('the denial keeps its structure; its local notes read as sentences', () => {
  const notes: LocalNote[] = [{ kind: 'refused' }, { kind: 'policy', policy: 'deny' }];

  for (const note of notes) {
    test(`the ${note.kind} note is whole sentences on one line`, () => {
      const text = localNoteText(note);
      assert.equal(text.includes('\n'), false);
      assertSentences(text);
      assert.match(text, /LOCAL address/);
    });
  }

  test('a denial with a local note still lists its hits as `- <fingerprint> n/cap` lines after `Hits:`', () => {
    const denial = denialMessage({
      tool: 'bash',
      hits: [hitOf(LOCAL, 'net')],
      localNote: { kind: 'refused' },
      previous: undefined,
      previewChars: 400,
    });
    const lines = denial.split('\n');
    const at = lines.indexOf('Hits:');
    assert.ok(at > 0, denial);
    assert.equal(lines[at + 1], '- net:127.0.0.1:33193/x 5/5');
    assert.ok(lines.includes(localNoteText({ kind: 'refused' })), denial);
  });
});

describe('D18, D20 the denial says what the call did', () => {
  const noopPrint: Fingerprint = { id: 'noop:', kind: 'noop', head: 'noop:', length: 5, cap: 3 };
  const exact = fingerprintsOf("sed -i 's/a/b/' f")[0]!;
  const render = (hits: Hit[], previous = 'an earlier answer', isError = false): string =>
    denialMessage({ tool: 'bash', hits, localNote: null, previous: { head: previous, tail: '', omitted: 0, isError }, previewChars: 400, pollSleep: 30 });

  test('a failed change retried: it failed the same way and nothing has changed since; its own error is quoted as a failure', () => {
    const text = render([{ fingerprint: exact, next: 3, cap: 3, counted: 'same-result', retried: 'failed' }], 'sed: f: No such file', true);
    assert.match(text, /This change failed the same way on its last 2 runs, and nothing has changed since/);
    assert.match(text, /Instead: read the error it returned and change the call/);
    assert.match(text, /Previous result \(the run failed\):\n```\nsed: f: No such file\n```/);
    assert.doesNotMatch(text, /wait at least 30 seconds/, 'no advice to wait: a change is not a poll');
    const none = denialMessage({ tool: 'bash', hits: [{ fingerprint: exact, next: 3, cap: 3, counted: 'same-result', retried: 'failed' }], localNote: null, previous: undefined, previewChars: 400 });
    assert.match(none, /already in the conversation history above/);
  });

  test('a redo: the change was already made; the answer it got is quoted', () => {
    const text = render([{ fingerprint: exact, next: 3, cap: 3, counted: 'same-result', retried: 'redone' }], 'File written');
    assert.match(text, /This change was already made: its last 2 runs redid it with the same result, and nothing has changed since/);
    assert.match(text, /Previous result:\n```\nFile written\n```/);
  });

  test('a no-op: the call can do nothing; for a missing program, it does not exist here: install it or use another', () => {
    const literal = render([{ fingerprint: noopPrint, next: 3, cap: 3, counted: 'noop' }]);
    assert.deepEqual(literal.split('\n').filter((line) => line.startsWith('- ')), ['- noop: 3/3']);
    assert.match(literal, /This call can do nothing: .* and it is the 3rd such call in a row\./);
    assert.doesNotMatch(literal, /an earlier answer/, 'nothing of another call is quoted');
    const missing = render([{ fingerprint: noopPrint, next: 3, cap: 3, counted: 'noop', missing: 'update_plan' }]);
    assert.match(missing, /the program `update_plan` does not exist here/);
    assert.match(missing, /Instead: install the program first, or use another program or tool that exists here\./);
  });

  test('a no-op that also gave the same answer twice says both', () => {
    const same = fingerprintsOf('echo hi')[0]!;
    const text = render([
      { fingerprint: noopPrint, next: 3, cap: 3, counted: 'noop' },
      { fingerprint: same, next: 3, cap: 3, counted: 'same-result' },
    ]);
    assert.match(text, /This call can do nothing/);
    assert.match(text, /The last 2 runs of this call returned the same result and nothing has changed since/);
    assert.match(text, /Previous result:\n```\nan earlier answer\n```/);
  });
});

describe('§8.1 item 5 a long previous result is quoted by its beginning and its end', () => {
  const blocks = (...texts: string[]) => texts.map((text) => ({ type: 'text', text }));

  test('a result that fits is quoted whole; empty blocks are dropped; no content is nothing', () => {
    assert.deepEqual(resultText(blocks('a', '', 'b'), 3), { head: 'a\nb', tail: '', omitted: 0 });
    assert.deepEqual(resultText(undefined, 10), { head: '', tail: '', omitted: 0 });
    assert.deepEqual(resultText(blocks('x'.repeat(10)), 10), { head: 'x'.repeat(10), tail: '', omitted: 0 });
  });

  test('past the limit: a third from the beginning, the rest from the end, the gap counted', () => {
    assert.deepEqual(resultText(blocks('0123456789abcdef'), 10), { head: '012', tail: '9abcdef', omitted: 6 });
    // Across blocks, the joining newlines count as characters.
    assert.deepEqual(resultText(blocks('0123', '4567', '89ab'), 6), { head: '01', tail: '89ab', omitted: 8 });
    assert.deepEqual(resultText(blocks('0123456789'), 1), { head: '', tail: '9', omitted: 9 });
  });

  test('the cuts fall between lines when a line break is near', () => {
    const text = ['first line', 'second line', 'x'.repeat(100), 'the last line says it'].join('\n');
    const { head, tail, omitted } = resultText(blocks(text), 60);
    assert.deepEqual([head, tail], ['first line', 'the last line says it']);
    assert.equal(head.length + omitted + tail.length, text.length);
  });

  test('the denial shows the gap between the two ends', () => {
    const denial = denialMessage({
      tool: 'bash',
      hits: [hitOf('npm test', 'exact')],
      localNote: null,
      previous: resultText(blocks('0123456789abcdef'), 10),
      previewChars: 400,
    });
    assert.match(denial, /\nPrevious result:\n```\n012\n… \(6 characters left out\) …\n9abcdef\n```\n/);
  });

  test('property: a prefix and a suffix of the text, at most max characters, the rest counted', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '\n', 'é') }), { maxLength: 6 }), fc.integer({ min: 1, max: 40 }), (texts, max) => {
        const text = texts.filter((t) => t !== '').join('\n');
        const { head, tail, omitted } = resultText(blocks(...texts), max);
        assert.ok(head.length + tail.length <= max);
        assert.equal(head.length + omitted + tail.length, text.length);
        assert.ok(text.startsWith(head) && text.endsWith(tail));
        if (text.length <= max) assert.deepEqual({ head, tail, omitted }, { head: text, tail: '', omitted: 0 });
      }),
      { seed: 22, numRuns: 500 },
    );
  });
});

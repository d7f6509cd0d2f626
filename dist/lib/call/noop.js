// Shell lines that can do nothing (design §9.3 D20), read from the tokens the shell reader
// already produced: no regex over the raw command, one pass, never throwing. Detection
// is conservative: a line it does not recognise is simply not a no-op.
// Every loop reports its iterations (lib/work.ts).
import { PROGRAMS } from './programs.js';
import { isSeparator, verbOf } from './shell.js';
import { countSteps } from '../work.js';
/** What a command named `word` (as written) does when it does nothing: nothing at all
 *  (`true`, `:`, and `""`, the empty word, which the shell cannot find), or print its
 *  literal words (`echo`, `printf`); undefined for any other command. */
function idleKind(word) {
    const facts = word.length <= 8 ? PROGRAMS.get(word) : undefined;
    return facts?.idles === true ? 'silent' : facts?.echoes;
}
/** Whether the shell would print `word` as written: no parameter, command or arithmetic
 *  substitution (`$`, a backtick), no glob or brace expansion (`*`, `?`, `[`, `{`), no
 *  leading `~`, and for printf no `%(…)T` time format. Quotes are already removed, so a
 *  quoted `'*'` reads as a glob too: the rule then only says "not a no-op". */
function isLiteral(word, printf) {
    if (word.charCodeAt(0) === 0x7e /* ~ */)
        return false;
    let i = 0;
    for (; i < word.length; i++) {
        const c = word.charCodeAt(i);
        // $ ` * ? [ {
        if (c === 0x24 || c === 0x60 || c === 0x2a || c === 0x3f || c === 0x5b || c === 0x7b)
            break;
        if (printf && c === 0x25 /* % */ && word.charCodeAt(i + 1) === 0x28 /* ( */)
            break;
    }
    countSteps(i + 1);
    return i === word.length;
}
/** D20: whether every command of the line does nothing — the empty line, `true`, `:`,
 *  and `echo` / `printf` whose words are all literal — with no redirection anywhere
 *  (`echo x > f` writes a file, `echo < f` reads one): `silent` when none of them prints
 *  anything (D25: only such a line can bring what it did not say itself), `echoes` when
 *  one prints its words; null when the line does something. */
export function doesNothing(tokens) {
    let command; // the current command's kind; undefined at a command's start
    let i = 0;
    let nothing = true;
    let echoes = false;
    for (; i < tokens.length && nothing; i++) {
        const token = tokens[i];
        if (token.op) {
            nothing = isSeparator(token);
            command = undefined;
        }
        else if (command === undefined) {
            command = idleKind(token.text);
            nothing = command !== undefined && isLiteral(token.text, false);
            if (command === 'words' || command === 'format')
                echoes = true;
        }
        else {
            nothing = isLiteral(token.text, command === 'format');
        }
    }
    countSteps(i + 1);
    if (!nothing)
        return null;
    return echoes ? 'echoes' : 'silent';
}
/** D20: the program a shell line runs first, past leading `cd`s (the basename, lowercased,
 *  as the verb is read, design §4.5); '' when it runs none. */
export function firstProgram(segments) {
    let i = 0;
    let program = '';
    for (; i < segments.length; i++) {
        program = verbOf(segments[i]);
        if (PROGRAMS.get(program)?.moves !== true)
            break;
    }
    countSteps(i + 1);
    return i < segments.length ? program : '';
}

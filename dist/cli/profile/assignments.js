// `config`'s `key=value` arguments. A key is a config key, or `<map>.<entry>` for the
// three maps (`limits.exact`, `ignoreArgs.bash`, `hostAliases.open-data.canada.ca`: the
// entry is everything after the first dot). A value is read as YAML, as the same text
// would be in the file: `3` is a number, `null` null, `true` a boolean, `[a, b]` a list,
// `{exact: 3}` a mapping, `'3'` the string "3", `observe` a string.
//
// Where the `=` is: a key's name holds none, so `key=value` splits at the first (a value,
// such as an `exempt` list, may hold more). A map entry may hold `=` (a whole fingerprint
// `limits.cmd:curl:curl x.org/api?page=1`), and the maps' values (a cap, a host, a list of
// names) hold none, so `<map>.<entry>=value` splits at the last. An entry in double quotes
// (`limits."cmd:curl:curl x.org/api?page=1"=null`, JSON's escapes) is read whole, for a
// value that does hold `=`.
import { CONFIG_KEYS, REMOVED_KEYS } from '../../lib/config.js';
import { closestName } from '../../lib/suggest.js';
import { isPlainObject } from '../../lib/values.js';
import { UsageError } from '../errors.js';
import { jsExpressionIn } from '../input/profile-config.js';
import { parseYamlSubset, YamlSubsetError } from '../input/yaml-subset.js';
/** The config keys whose value is a map of entries. */
const MAP_KEYS = ['ignoreArgs', 'hostAliases', 'limits'];
/** @throws UsageError for an argument that is no `key=value`, an unknown key or a value that is no YAML. */
/** A map entry in double quotes at `from` in `text` (`"cmd:x=1"`), and where it ends; undefined
 *  when `text` has no such string there. @throws UsageError for an unfinished or bad string. */
function quotedEntry(text, from) {
    if (text[from] !== '"')
        return undefined;
    for (let at = from + 1; at < text.length; at++) {
        if (text[at] === '\\') {
            at++;
            continue;
        }
        if (text[at] !== '"')
            continue;
        try {
            return { entry: JSON.parse(text.slice(from, at + 1)), end: at + 1 };
        }
        catch {
            break;
        }
    }
    throw new UsageError(`config: the quoted entry in ${JSON.stringify(text)} is not a finished JSON string`);
}
/** Where `text`'s key ends and its value starts: see the header. */
function splitAt(text) {
    const first = text.indexOf('=');
    const dot = text.indexOf('.');
    if (first <= 0)
        throw new UsageError(`config: expected <key>=<value>, got ${JSON.stringify(text)}`);
    if (dot < 0 || dot > first || !MAP_KEYS.includes(text.slice(0, dot)))
        return { name: text.slice(0, first), raw: text.slice(first + 1) };
    const quoted = quotedEntry(text, dot + 1);
    if (quoted !== undefined) {
        if (text[quoted.end] !== '=')
            throw new UsageError(`config: expected = after the quoted entry in ${JSON.stringify(text)}`);
        return { name: `${text.slice(0, dot)}.${quoted.entry}`, entry: quoted.entry, raw: text.slice(quoted.end + 1) };
    }
    const last = text.lastIndexOf('=');
    return { name: text.slice(0, last), raw: text.slice(last + 1) };
}
function parseAssignment(text) {
    const split = splitAt(text);
    const { name } = split;
    const dot = name.indexOf('.');
    const key = dot < 0 ? name : name.slice(0, dot);
    const entry = split.entry ?? (dot < 0 ? undefined : name.slice(dot + 1));
    // A removed key is passed on: resolveConfig refuses it with what to use instead.
    if (!CONFIG_KEYS.includes(key) && !REMOVED_KEYS.has(key)) {
        const near = closestName(key, CONFIG_KEYS);
        throw new UsageError(`config: unknown config key ${JSON.stringify(key)}${near === undefined ? '' : `; did you mean ${JSON.stringify(near)}?`}`);
    }
    if (entry !== undefined && !MAP_KEYS.includes(key))
        throw new UsageError(`config: \`${key}\` is not a map (write ${key}=<value>)`);
    if (entry === '')
        throw new UsageError(`config: ${JSON.stringify(name)} names no entry of \`${key}\``);
    const { raw } = split;
    if (raw.trim() === '')
        throw new UsageError(`config: ${name}= needs a value (null for none)`);
    let value;
    try {
        value = parseYamlSubset(raw);
    }
    catch (error) {
        if (!(error instanceof YamlSubsetError))
            throw error;
        throw new UsageError(`config: the value of ${name} is read as YAML, and ${JSON.stringify(raw)} is not: ${error.message.replace(/^1:/, 'column ')}`);
    }
    if (jsExpressionIn(value) !== undefined)
        throw new UsageError(`config: ${name}: !!js values are not written by config (edit the file)`);
    return { text, key, entry, value };
}
/** Every assignment of a `config` command line, parsed.
 *  @throws UsageError as parseAssignment does, and for a key given twice (`window=20
 *  window=30`, or `limits={exact: 3}` with `limits.exact=4`): the last would win without a
 *  word, as a second `--config` would. */
export function parseAssignments(texts) {
    const parsed = texts.map(parseAssignment);
    parsed.forEach((later, i) => {
        const earlier = parsed.slice(0, i).find((a) => a.key === later.key && (a.entry === undefined || later.entry === undefined || a.entry === later.entry));
        if (earlier === undefined)
            return;
        const entry = later.entry ?? earlier.entry;
        const name = entry === undefined ? later.key : `${later.key}.${entry}`;
        throw new UsageError(`config: \`${name}\` is given twice (${earlier.text} and ${later.text}); give each key once`);
    });
    return parsed;
}
/** `config` with every assignment made, in order; the keys it had keep their place. */
export function assigned(config, assignments) {
    const result = { ...config };
    const set = (map, key, value) => {
        // defineProperty: an entry named __proto__ is data, not the prototype.
        Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
    };
    for (const { key, entry, value } of assignments) {
        if (entry === undefined) {
            set(result, key, value);
            continue;
        }
        const current = result[key];
        const map = isPlainObject(current) ? { ...current } : {};
        set(map, entry, value);
        set(result, key, map);
    }
    return result;
}

// The program table (lib/call/programs.ts) as docs/how-it-decides.md shows it, rendered
// from the module: test/programs-doc.test.ts compares the docs with it, and
// `node --import tsx scripts/programs-table.ts` writes it into the docs.
import { PROGRAMS, TOOLS, VOLATILE_HEADERS, type ChangeRule, type Launcher, type ProgramFacts, type SubcommandRule } from '../../lib/call/programs.js';

const code = (text: string): string => `\`${text}\``;
const list = (items: readonly string[]): string => items.map(code).join(', ');

/** The programs whose facts satisfy `has`, with what `show` says of each. */
function rows(has: (facts: ProgramFacts) => boolean, show: (name: string, facts: ProgramFacts) => string): string {
  return [...PROGRAMS].filter(([, facts]) => has(facts)).map(([name, facts]) => show(name, facts)).join('; ');
}

function launcher(name: string, runs: Launcher): string {
  if (runs.module !== undefined) return code(`${name} ${runs.module} <module>`);
  return runs.after === undefined ? code(name) : runs.after.map((word) => code(`${name} ${word}`)).join(', ');
}

function subcommands(rule: SubcommandRule, prefix: string): string[] {
  const own = rule.changing.map((sub) => `${prefix} ${sub}`);
  const nested = Object.entries(rule.nested ?? {}).flatMap(([sub, inner]) => subcommands(inner, `${prefix} ${sub}`));
  return rule.bare === true ? [prefix, ...own, ...nested] : [...own, ...nested];
}

function change(name: string, rule: ChangeRule): string {
  switch (rule.kind) {
    case 'files':
      return code(name);
    case 'unless':
      return `${code(name)} (not with ${list(rule.options)})`;
    case 'given':
      return list(rule.options.map((option) => `${name} ${option}${option.startsWith('--') ? '=' : ' '}${rule.value}`));
    case 'in-place':
      return `${code(`${name} -${rule.letter}`)}${rule.long === undefined ? '' : `, ${code(`${name} ${rule.long}`)}`}`;
    case 'subcommand':
      return list(subcommands(rule, name));
    case 'archive':
      return `${code(name)} (creating, extracting, updating)`;
    case 'compressor':
      return `${code(name)} (not listing, testing or to stdout)`;
    case 'script':
      return list(rule.changing.map((sub) => `${name} ${rule.script} ${sub}`));
  }
}

/** The table, one row per thing the breaker knows, every program in the module's order. */
export function programsTable(): string {
  const table: [string, string][] = [
    [
      'write a file named by an option (`sink:`, D22)',
      rows(
        (f) => f.outputs !== undefined,
        (name, f) => `${code(name)}${f.outputs!.under === undefined ? '' : ` (${f.outputs!.under.join(', ')})`} ${list([...f.outputs!.options, ...(f.outputs!.operands ?? []).map((operand) => `${operand}FILE`)])}`,
      ),
    ],
    [
      'fetch over HTTP; flags that only tune the fetch (dropped from `cmd:`)',
      rows(
        (f) => f.fetches !== undefined,
        (name, f) => `${code(name)} ${list([...f.fetches!.withValue.map((flag) => `${flag} N`), ...f.fetches!.alone, ...(f.fetches!.letters === undefined ? [] : [`-[${f.fetches!.letters}]…`])])}`,
      ),
    ],
    [
      'fetch over HTTP: where the request is (D30: `net:` is the URL, the method, the body, the headers)',
      rows(
        (f) => f.requests !== undefined,
        (name, f) => {
          const r = f.requests!;
          const parts = [
            r.method.length > 0 ? `method ${list(r.method)}` : '',
            r.methodFlags === undefined ? '' : `method flags ${list(Object.keys(r.methodFlags))}`,
            r.body.length > 0 ? `body ${list(r.body)}` : '',
            r.header.length > 0 ? `headers ${list(r.header)}` : '',
            r.url === undefined ? '' : `URL ${list(r.url)}`,
            r.items === true ? '`[METHOD] URL [ITEM…]` (items: `Header:value` a header, the rest the body)' : '',
          ].filter((part) => part !== '');
          return `${code(name)} ${parts.join('; ')}`;
        },
      ),
    ],
    ['headers left out of a request (D30)', list([...VOLATILE_HEADERS])],
    [
      'tools that are a wait (D32)',
      [...TOOLS.waits.names.map(code), ...TOOLS.waits.prefixes.map((prefix) => code(`${prefix}*`)), ...TOOLS.waits.suffixes.map((suffix) => code(`*${suffix}`))].join(', ') +
        `; any tool with ${list(TOOLS.blockFlags.map((flag) => `${flag}: true`))} or ${list(TOOLS.blockTimeouts)} that runs no ${list(TOOLS.runsCommand)}`,
    ],
    ['what a fetch tool does with the page (D30)', list(TOOLS.fetchHandling)],
    ['wrap a command (§4.5: the verb is what they run)', rows((f) => f.wraps !== undefined, (name) => code(name))],
    ['run another program, read past (D22)', rows((f) => f.runs !== undefined, (name, f) => launcher(name, f.runs!))],
    ['edit files in place (D19)', rows((f) => f.changes !== undefined && f.edits === true, (name, f) => change(name, f.changes!))],
    [
      'change files (D13)',
      rows((f) => f.changes !== undefined && f.edits !== true && (f.changes.kind !== 'subcommand' || PROGRAMS.get('7z') === f) && f.changes.kind !== 'script', (name, f) => change(name, f.changes!)),
    ],
    ['change a repository (D13; `git apply`, `git am` edit)', rows((f) => f.changes?.kind === 'subcommand' && PROGRAMS.get('git') === f, (name, f) => change(name, f.changes!))],
    [
      'change the installed packages (D13)',
      rows((f) => f.changes !== undefined && PROGRAMS.get('git') !== f && PROGRAMS.get('7z') !== f && (f.changes.kind === 'subcommand' || f.changes.kind === 'script'), (name, f) => change(name, f.changes!)),
    ],
    ['put a file in place of another (a file the line wrote makes it an edit)', rows((f) => f.places === true, (name) => code(name))],
    ['do nothing (D20)', rows((f) => f.idles === true, (name) => (name === '' ? 'the empty command' : code(name)))],
    ['print their literal words (D20)', rows((f) => f.echoes !== undefined, (name) => code(name))],
    ['print what they are fed (a heredoc into them is written text, D23)', rows((f) => f.relays === true, (name) => code(name))],
    ['write what they read into the files they name', rows((f) => f.tees === true, (name) => code(name))],
    ['move the shell', rows((f) => f.moves === true, (name) => code(name))],
    ['print files (no advice to wait)', rows((f) => f.prints !== undefined, (name, f) => (f.prints === 'quiet' ? code(`${name} -n`) : code(name)))],
    ['leave what they run going', rows((f) => f.detaches === true, (name) => code(name))],
    ['sleep (D16)', rows((f) => f.sleeps !== undefined, (name) => code(name))],
    [
      'check on something outside the agent\'s own work (a denial may advise waiting), besides the fetchers',
      rows(
        (f) => f.observes !== undefined,
        (name, f) =>
          `${f.observes!.under === undefined ? code(name) : list(f.observes!.under.map((sub) => `${name} ${sub}`))}${f.observes!.unless === undefined ? '' : ` (not with ${list(f.observes!.unless)})`}${f.observes!.files === undefined ? '' : ' (of a file it names)'}`,
      ),
    ],
    [
      'run code the call hands them, unread: a possible change (D27)',
      rows(
        (f) => f.interprets !== undefined,
        (name, f) => {
          const { code: options, under, lineLetter } = f.interprets!;
          if (under !== undefined) return list(under.map((sub) => `${name} ${sub}`));
          const lines = lineLetter === undefined ? [] : [`\`-${lineLetter}\` within a longer line`];
          const given = [...options.map((option) => `\`${option}\``), ...lines, 'a script', 'standard input'].join(', ');
          return `${code(name)} (${given})`;
        },
      ),
    ],
    ['run by their path, not in this table: a script, a possible change (D27)', list(['./scripts/fix.sh', 'tools/regen'])],
    ['name themselves in "not found" messages (D20)', rows((f) => f.shell === true, (name) => code(name))],
    ['run the command they are handed with `-c` (D33: `bash -lc \'X\'` is X)', rows((f) => f.runsCommand !== undefined, (name, f) => code(`${name} -c`) + (f.runsCommand === '' ? '' : `, \`-${f.runsCommand!}c\``))],
    ['read or check the paths they are given, each written one way (D33: `./a` = `a`)', rows((f) => f.paths !== undefined, (name, f) => (f.paths === 'after-pattern' ? `${code(name)} (after its pattern)` : code(name)))],
    ['read versioned names as theirs (`python3.11`, `gcc-12`)', rows((f) => f.versioned === true, (name) => code(name))],
  ];
  return ['| What they do | Programs |', '|---|---|', ...table.map(([what, programs]) => `| ${what} | ${programs.replaceAll('|', '\\|')} |`)].join('\n');
}

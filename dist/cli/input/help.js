// The help texts: `--help` (every command, every exit status) and each command's own
// (`check --help`, `help config`): its usage line, what it does, and the statuses it returns.
// The global text is put together from the commands' parts, so the two never disagree.
import { EXIT, PROGRAM } from './args.js';
import { DEFAULT_LIMITS, formatBytes } from './limits.js';
const SYNOPSIS = {
    replay: `${PROGRAM} replay <file or directory>... [options]`,
    check: `${PROGRAM} check <cordis.patch.yml>`,
    config: `${PROGRAM} config <cordis.patch.yml> <key>=<value>...`,
};
const REPLAY = `replay: replays recorded agent sessions through the repeat-tool-breaker plugin, with the
same code the DSH host runs, and shows what it would allow, deny or ask about.
Nothing is executed: an allowed call "returns" the result recorded for it.

<file>        a DSH session log, session.jsonl or session.jsonl.zstd; or a trajectory
              JSONL with one object per line:
                {"agent"?: "a", "tool": "bash", "arguments"?: {...}, "result"?: "...", "isError"?: false}
                {"agent"?: "a", "user": "..."}   a human message: the agent starts over
              "result" is the tool's text, or its content blocks when it returned more
              ([{"type": "image", "data": "..."}, ...]): an image is part of the answer.
              Lines without "agent" belong to agent "main"; every agent has its own budget.
<directory>   every *.jsonl and *.jsonl.zstd below it, in time order (the session's
              start from its log, else the file's modification time)
-             standard input
              Each file is its own session. A file that cannot be read is reported on
              stderr and skipped (under --fail-on-denied the run then exits 2); after
              several files a total line follows.

Options:
  --config <json|file>  plugin config, the keys of the profile row's config:
                        inline JSON starting with "{", or a JSON or YAML file
                        (YAML: the row's config:, the row, or a cordis.patch.yml);
                        a config in mode "observe" is replayed as enforcing
  --profile <name>      the config of dsh profile <name>: its cordis.patch.yml
                        under $DSH_HOME/profiles (default ~/.dsh), read with its
                        bundle layers as check reads it; each stop's let-through
                        command then writes that file
  --approve             approve every ask (default: headless, asks are declined)
  --only-denied         list only the calls that did not run (DENIED, declined ASK)
  --fail-on-denied      exit 1 when a call would not have run: DENIED, or an
                        ASK declined (with --approve only denials count); exit 2
                        when a log cannot be read or has a line that is not a
                        call or a message (file:line on stderr), as a linter
                        fails on a parse error, and when no call was replayed
  --json                JSON Lines: per file {"type":"call",...} per call and a
                        {"type":"summary",...}; then one {"type":"total",...}
  --messages            under each call that did not run, the text the model
                        read instead of a result (--json always carries it)
  --color, --no-color   colour the table or not; default: colour when stdout is
                        a terminal, NO_COLOR and FORCE_COLOR honoured (NO_COLOR
                        wins); --json is never coloured
  -h, --help, help      show this help
  -v, -V, --version     print the version

The table fits the terminal's width (COLUMNS, if set, wins); piped to a file or
a program without COLUMNS it keeps its full width. When stderr is a terminal,
the replay shows its progress there ([n/files] name), cleared when it ends.

The "change" column marks calls that counted as a change of the agent's world:
"opened" = a new change that ran and succeeded, after which a check (a test run,
a status query) counts afresh; "re-run:" notes say which check that let through.

Limits: a file may hold at most ${formatBytes(DEFAULT_LIMITS.inputBytes)} (and decompress to at most ${formatBytes(DEFAULT_LIMITS.decompressedBytes)}), a line
at most ${formatBytes(DEFAULT_LIMITS.lineBytes)}; past a limit the file is refused with a message naming it.`;
const CHECK = `check: reads a profile's cordis.patch.yml as dsh reads it and prints the config
the plugin runs with (every key, the defaults filled in), or says that a row
disables it. Beside the file it reads the profile's package.json and the bundle
layers installed in its node_modules, which dsh applies first: a bundle that
mounts the plugin and a row here that mounts it again is a clash dsh refuses to
start with. It says when it cannot see a layer (no profile's package.json beside
the file, a bundle not installed there); not read: dsh's own bundles, which it
takes from its installation (@deepseek-ai/...), $DSH_HOME/cordis.patch.yml and
--patch overlays. A YAML error (line:column), a file dsh refuses to start with,
a config the plugin refuses, the plugin mounted twice or by nothing, and a config
key the plugin would ignore (with the key it was probably meant to be) are one
line on stderr, and exit ${EXIT.usage}: a check that passes means the plugin runs
with the config printed.`;
const CONFIG = `config: sets keys of the plugin's row config in a profile's cordis.patch.yml:
  <key>=<value>         a config key, or <map>.<entry> for ignoreArgs, hostAliases
                        and limits: limits.exact=3 mode=observe
                        'ignoreArgs.bash=[description, reason]'
                        the value is read as YAML: 3, null, true, [a, b], '3'
                        an entry may hold = (it ends at the last =), or be quoted:
                        'limits."cmd:curl:curl x.org/api?page=1"=null'
                        each key once (window=20 window=30 is refused)
  The file is read and the new config validated first; then the file is replaced
  in one step (a temporary file renamed over it), so a running dsh web reloads it.
  It replaces a fresh profile's [] with the row, keeps every other row and comment
  byte for byte, and rewrites only the row's config: block. Runs wait for each
  other; the file keeps its owner, group and mode. A rejected value, a read-only
  file, one with hard links, or a config: block with an anchor or alias writes
  nothing (exit ${EXIT.usage}).`;
const WRITE_STATUS = `stdout or stderr could not be written (disk full, I/O error, stderr
      closed): the replay stops with one line on the stream that still works`;
const INTERNAL_STATUS = 'internal error (a bug: please report it with the line printed)';
/** An `Exit status:` block: one entry per status, its text's later lines indented. */
function statuses(entries) {
    return ['Exit status:', ...entries.map(([status, text]) => `  ${String(status).padEnd(3)} ${text}`)].join('\n');
}
const ALL_STATUSES = statuses([
    [
        EXIT.ok,
        `replayed (denials are not errors unless --fail-on-denied); check: dsh
      reads the file and the plugin its config; config: written (or unchanged); also when
      the program reading stdout stops early (\`| head\`): the replay stops
      quietly (under --fail-on-denied it goes on, unprinted, to its status)`,
    ],
    [EXIT.denied, '--fail-on-denied: a call would not have run'],
    [
        EXIT.usage,
        `bad command line or config, a named path that does not exist, no
      file could be replayed (nothing is printed on stdout for a file that is
      refused), or under --fail-on-denied a log that could not be read or no
      call replayed at all;
      check, config: a file dsh or the plugin would refuse (config writes nothing);
      check: a config key the plugin would ignore, the plugin mounted twice`,
    ],
    [EXIT.write, WRITE_STATUS],
    [EXIT.internal, INTERNAL_STATUS],
]);
const OWN_STATUSES = {
    replay: statuses([
        [
            EXIT.ok,
            `replayed (denials are not errors unless --fail-on-denied); also when the
      program reading stdout stops early (\`| head\`): the replay stops quietly
      (under --fail-on-denied it goes on, unprinted, to its status)`,
        ],
        [EXIT.denied, '--fail-on-denied: a call would not have run'],
        [
            EXIT.usage,
            `bad command line or config, a named path that does not exist, no file could
      be replayed, or under --fail-on-denied a log that could not be read or no
      call replayed at all`,
        ],
        [EXIT.write, WRITE_STATUS],
        [EXIT.internal, INTERNAL_STATUS],
    ]),
    check: statuses([
        [EXIT.ok, 'dsh reads the file, and the plugin runs with the config printed (or a row disables it)'],
        [
            EXIT.usage,
            `a bad command line, a file dsh would refuse or a config the plugin would
      refuse, a config key the plugin would ignore, the plugin mounted twice or by
      nothing in a profile whose layers were all read`,
        ],
        [EXIT.write, 'stdout or stderr could not be written'],
        [EXIT.internal, INTERNAL_STATUS],
    ]),
    config: statuses([
        [EXIT.ok, 'written, or unchanged (the config already says so)'],
        [
            EXIT.usage,
            `a bad command line (a key given twice, an unknown key), a file dsh would
      refuse, a config the plugin would refuse, a read-only file, one with hard
      links, or a config: block with an anchor or alias: nothing is written`,
        ],
        [EXIT.write, 'stdout or stderr could not be written'],
        [EXIT.internal, INTERNAL_STATUS],
    ]),
};
export const USAGE = `Usage: ${SYNOPSIS.replay}
       ${SYNOPSIS.check}
       ${SYNOPSIS.config}
       ${PROGRAM} help [replay|check|config]

${REPLAY}

${CHECK}

${CONFIG}

${ALL_STATUSES}`;
const OWN_TEXT = { replay: REPLAY, check: CHECK, config: CONFIG };
/** A command's own help: `<command> --help`, `help <command>`. */
export function commandUsage(topic) {
    return `Usage: ${SYNOPSIS[topic]}\n\n${OWN_TEXT[topic]}\n\n${OWN_STATUSES[topic]}`;
}

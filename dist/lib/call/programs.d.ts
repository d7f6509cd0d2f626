/** Options after which the next word (or, for a long option, `--option=WORD`) is a path
 *  the program writes; operands that name one (`of=FILE`). */
export interface OutputOptions {
    readonly options: readonly string[];
    readonly operands?: readonly string[];
    /** Only under these subcommands (`go build -o`, `go test -c -o`). */
    readonly under?: readonly string[];
}
/** An HTTP fetcher's flags that only tune how it fetches (timeouts, retries, the user agent,
 *  progress output, following redirects): dropped from `cmd:` (§4.6). */
export interface VolatileOptions {
    /** Dropped with their value: the next word, `--option=value`, or attached (`-m30`). */
    readonly withValue: readonly string[];
    readonly alone: readonly string[];
    /** A single-dash cluster made only of these letters (`-sSL`) is dropped whole. */
    readonly letters?: string;
}
/** What an HTTP fetcher's words say about the request it sends (design §9.5 D30): a
 *  request is its URL, its method, its body and its headers, not its URL alone. */
export interface RequestOptions {
    /** Options whose value is the method (`-X POST`, `--method=POST`). */
    readonly method: readonly string[];
    /** Options that set the method alone (`-I`: HEAD). */
    readonly methodFlags?: Readonly<Record<string, string>>;
    /** Options whose value is (part of) the body (`-d`, `--json`, `-F`). */
    readonly body: readonly string[];
    /** Options whose value is a header (`-H 'Accept: …'`). */
    readonly header: readonly string[];
    /** Options whose value is the URL it fetches (`--url`). */
    readonly url?: readonly string[];
    /** Its other options that take a value: a URL there is not what it fetches (`-e
     *  REFERER`, `-x PROXY`), and the word after them is no URL argument. */
    readonly values: readonly string[];
    /** Its options are matched in any letter case (PowerShell's `-Uri`, `-uri`); the table
     *  writes them lowercased. */
    readonly caseless?: boolean;
    /** HTTPie's shape: `http [METHOD] URL [ITEM…]` — the URL is its first argument after an
     *  optional method, and each later argument is a request item (`Header:value` a header,
     *  `field=value`, `field:=json`, `name==value` the body or the query). */
    readonly items?: boolean;
}
/** Headers that only tune how a request is fetched or traced, not what it asks (D30): left
 *  out of the request's identity, like the volatile flags of §4.6. Lowercased. */
export declare const VOLATILE_HEADERS: ReadonlySet<string>;
/** How a command that runs another one is read past its own words. */
export interface Launcher {
    /** It launches only after one of these words (`uv run`, `pnpm exec`); none: at once (`npx`). */
    readonly after?: readonly string[];
    /** Its options that take the next word as their value. */
    readonly valueOptions?: readonly string[];
    /** The option whose value is the program (`python -m pytest`). Without it, the program
     *  is the first word that is not an option. */
    readonly module?: string;
    /** It takes a duration before the program (`timeout 30 cmd`). */
    readonly duration?: boolean;
}
/** What a program must be given to change files, a repository or the installed packages
 *  (design §9 D13). lib/call/change.ts reads these. */
export type ChangeRule = 
/** Changes files unless given `--dry-run` (`mv`, `cp`, `rm`, …). */
{
    readonly kind: 'files';
}
/** Changes unless given one of `options` (`unzip` without `-l`). */
 | {
    readonly kind: 'unless';
    readonly options: readonly string[];
}
/** Changes when `option` is given `value` (`awk -i inplace`, `--include=inplace`). */
 | {
    readonly kind: 'given';
    readonly options: readonly string[];
    readonly value: string;
}
/** Edits files in place when a short-option cluster sets `letter` before an option in
 *  `valueLetters` takes the rest of the word, or given `long` (`sed -i`, `perl -pi`). */
 | {
    readonly kind: 'in-place';
    readonly letter: string;
    readonly valueLetters: string;
    readonly long?: string;
}
/** Changes when its subcommand — the first word past its global options (of which
 *  `valueOptions` take a value) — is in `changing`, or leads to a nested rule. */
 | SubcommandRule
/** Creates, extracts or updates an archive (`tar`). */
 | {
    readonly kind: 'archive';
}
/** Rewrites its files unless it lists, tests or writes to stdout (`gzip`). */
 | {
    readonly kind: 'compressor';
}
/** Runs a script that installs (`python setup.py install|develop`). */
 | {
    readonly kind: 'script';
    readonly script: string;
    readonly changing: readonly string[];
};
export interface SubcommandRule {
    readonly kind: 'subcommand';
    readonly changing: readonly string[];
    readonly nested?: Readonly<Record<string, SubcommandRule>>;
    /** With no subcommand at all it changes too (`yarn` installs). */
    readonly bare?: boolean;
    /** `--dry-run` anywhere makes it a read (true unless said otherwise). */
    readonly dryRunReads?: boolean;
    readonly valueOptions?: readonly string[];
    /** Words after the subcommand that make it a read (`git stash list`, `git clean -n`). */
    readonly reading?: Readonly<Record<string, readonly string[]>>;
    /** Subcommands that write a patch into the files (`git apply`): an edit (D19). */
    readonly edits?: readonly string[];
}
/** How an interpreter is handed code (D27): code it runs is what the call gives it — an
 *  option's value, a script file, or its standard input (a heredoc, a pipe) — and the
 *  breaker does not read it, so a run may have changed anything. */
export interface Interpreter {
    /** Options whose value (the next word, or attached: `-e'…'`, `--eval=…`) is code. */
    readonly code: readonly string[];
    /** Its options that take the next word as a value that is not code (`-W error`). */
    readonly valueOptions?: readonly string[];
    /** Subcommands whose operand is code or a script (`deno eval`, `deno run`); without
     *  them, a first operand that names a file (`fix.py`, `scripts/x.sh`) is a script, `-`
     *  is its standard input. */
    readonly under?: readonly string[];
    /** The letter of the option, alone or in a cluster of single letters (`-c`, `-lc`,
     *  `-euc`), whose value is a shell line it runs (`bash -c 'npm test'`). D33 reads a line
     *  that is only that through (lib/call/spellings.ts), so a command still carrying it is
     *  one the breaker has not read: code it hides. */
    readonly lineLetter?: string;
}
/** A program whose single-letter options are getopt's: `booleans` take no value, so
 *  their order and bundling change nothing (`ls -la`, `ls -al`, `ls -l -a`), and `values`
 *  take one (the rest of the word, or the next word). */
export interface Getopt {
    readonly booleans: string;
    readonly values: string;
}
/** When a program checks on something outside: always, or only under these subcommands
 *  (`docker ps`), and not with these options, which read what can no longer change
 *  (`gh run view --log-failed`: gh gives a run's logs only once it has finished). */
export interface Observes {
    readonly under?: readonly string[];
    readonly unless?: readonly string[];
    /** Only when it names a file (a word that is neither an option nor the value of one of
     *  these): `tail -n 3 build.log` follows a log, `… | tail -n 3` reads what it is piped. */
    readonly files?: readonly string[];
}
/** What one program is, as the readers of a command need it. Every field is optional: a
 *  program is in the table for what it does, and does nothing else the table names. */
export interface ProgramFacts {
    readonly outputs?: OutputOptions;
    /** A fetcher's flags that change nothing it asks (`--silent`, `--max-time 30`). */
    readonly fetches?: VolatileOptions;
    /** An HTTP fetcher (`family:http-fetch`): where its words say what it asks, its URL,
     *  method, body and headers (D30: only a fetcher's URL arguments make `net:`). */
    readonly requests?: RequestOptions;
    /** A wrapper of design §4.5: the verb is the command it wraps. */
    readonly wraps?: Launcher;
    /** Runs another program that the readers look through (D22); the verb stays its own. */
    readonly runs?: Launcher;
    readonly changes?: ChangeRule;
    /** Its changes rewrite what a file says (D19). */
    readonly edits?: boolean;
    /** Puts its sources in place of its last operand (`mv new.py f.py`): a file the same
     *  line wrote, moved over another, rewrites what that one says (D19, D23). */
    readonly places?: boolean;
    /** Prints its literal words and nothing else (D20); `format`: the first one is a format
     *  (`printf`, whose `%(…)T` prints the time). */
    readonly echoes?: 'words' | 'format';
    /** Prints what it is fed, unchanged (`cat` given no file of its own, `tee`): what a
     *  heredoc feeds it is what it writes (D23). */
    readonly relays?: boolean;
    /** Writes what it reads into the files it names (`tee`). */
    readonly tees?: boolean;
    /** Does nothing at all (`true`, `:`; the empty command). */
    readonly idles?: boolean;
    /** Only moves the shell elsewhere (`cd`). */
    readonly moves?: boolean;
    /** The arguments with which it changes nothing for what follows it (D33: `cd .`). */
    readonly stays?: readonly string[];
    /** Given a command and nothing else (no assignment, no option), runs it as it is
     *  (D33: `env npm test` is `npm test`). */
    readonly passes?: boolean;
    /** Prints (part of) the files it is given and nothing else; `sed` only with `-n`. */
    readonly prints?: 'always' | 'quiet';
    /** Leaves what it runs going after the line ends. */
    readonly detaches?: boolean;
    /** Sleeps: `posix` reads `sleep 30`, `pwsh` `Start-Sleep -Seconds 30` (PowerShell's
     *  `sleep` is an alias of Start-Sleep, so `sleep` is both). */
    readonly sleeps?: 'posix' | 'pwsh' | 'both';
    /** A shell: how it names itself in a "not found" message. */
    readonly shell?: boolean;
    /** A shell that runs the command it is handed with `-c` (D33: `bash -lc 'X'` is X): the
     *  other letters its `-c` may share a cluster with, or stand before it alone. */
    readonly runsCommand?: string;
    /** A reader or a check of the paths it is given (D33: each is written one way, `./a` =
     *  `a`): every operand, or every operand after the first, its pattern (`grep`), unless
     *  an option gave the pattern. */
    readonly paths?: 'operands' | 'after-pattern';
    /** Checks on something outside the agent's own work — a CI run, a deployment, a server,
     *  a process: its answer may change while the agent waits, so a denial may advise
     *  waiting (issue 29). Fetchers check on a server too. */
    readonly observes?: Observes;
    /** Versioned names read as this one (`python3.11`, `pip3`, `gcc-12`). */
    readonly versioned?: boolean;
    /** Its single-letter options (issue 28 F3: `cmd:` folds their order and bundling). */
    readonly getopt?: Getopt;
    /** Runs code the call hands it, which the breaker does not read (D27). */
    readonly interprets?: Interpreter;
}
/** The table. Keys are what a command's first word is read as: its basename, lowercased. */
export declare const PROGRAMS: ReadonlyMap<string, ProgramFacts>;
/** The facts of `name` (a command word's basename, lowercased): the table's entry, or that
 *  of the name without its version (`python3.11`, `pip3`, `gcc-12`, `clang++-15`) when that
 *  program is versioned; undefined for a program the table does not know. */
export declare function programFacts(name: string): ProgramFacts | undefined;
/** The name without a trailing version: `python3.11` → `python`, `gcc-12` → `gcc`. */
export declare function unversioned(name: string): string;
/** Tools the breaker knows by name, matched lowercased: a whole name, a prefix or a suffix. */
export interface ToolNames {
    readonly names: readonly string[];
    readonly prefixes: readonly string[];
    readonly suffixes: readonly string[];
}
/** The other half of the table: what some tools are, by their name (design §9.5 D30, D32). */
export declare const TOOLS: {
    /** D32: tools that are themselves a wait — they block until something happens (a
     *  session's output, an agent finishing) or their timeout passes: Codex's `wait` and
     *  `wait_agent`, `await_*`, `*_wait`, a browser's `*_wait_for`. */
    readonly waits: {
        names: string[];
        prefixes: string[];
        suffixes: string[];
    };
    /** D30: the arguments of a fetch tool that say what it does with the page besides
     *  fetching it (Claude Code's WebFetch `prompt`, OpenCode's webfetch `format`): part of
     *  the request, as the pipeline after a fetcher is. */
    readonly fetchHandling: readonly string[];
    /** D32: the arguments that ask a tool to block until something happens or a timeout
     *  passes (lib/call/waits.ts reads their values), and those that make the call a
     *  command to run rather than a wait (Codex's `exec_command {cmd, yield_time_ms}`). */
    readonly blockFlags: readonly string[];
    readonly blockTimeouts: readonly string[];
    readonly runsCommand: readonly string[];
    /** D29: the arguments under which a file tool names the file it reads. */
    readonly pathKeys: readonly string[];
};
/** Whether `tool` is one of `kind`'s tools. */
export declare function isNamed(kind: ToolNames, tool: string): boolean;

// What the breaker knows about programs (design §9.4 D22): one table, as data. A flag
// means what its program says — curl's `-m` is a timeout, git's is a commit message,
// python's a module — so everything that reads a shell command by what it runs asks this
// module: where a program writes a file it is told to (§4.10's option sinks), which
// programs fetch over HTTP and which of their flags change nothing (§4.6), which commands
// wrap or run another program, which change files, a repository or the installed packages
// (D13, D19), which print files, do nothing, move the shell or detach (D20 and the
// denial's advice), which sleep (D16), which names are shells (their "not found"
// messages, D20; the command they are handed with `-c`, D33), and which read or check the
// paths they are given (D33). No other module carries a list of program names.
//
// A program the table does not know is read as an ordinary program: its `-o X` is an
// option, none of its flags is volatile, and it changes nothing the breaker can name.
// Redirections (`>`, `>>`, `&>`) and `tee` write for every program: the shell does that.

import { countSteps } from '../work.js';

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
export const VOLATILE_HEADERS: ReadonlySet<string> = new Set([
  'user-agent', 'cache-control', 'pragma', 'connection', 'accept-encoding', 'keep-alive', 'te',
  'x-request-id', 'x-correlation-id', 'request-id', 'traceparent', 'tracestate', 'date', 'if-none-match', 'if-modified-since',
]);

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
  | { readonly kind: 'files' }
  /** Changes unless given one of `options` (`unzip` without `-l`). */
  | { readonly kind: 'unless'; readonly options: readonly string[] }
  /** Changes when `option` is given `value` (`awk -i inplace`, `--include=inplace`). */
  | { readonly kind: 'given'; readonly options: readonly string[]; readonly value: string }
  /** Edits files in place when a short-option cluster sets `letter` before an option in
   *  `valueLetters` takes the rest of the word, or given `long` (`sed -i`, `perl -pi`). */
  | { readonly kind: 'in-place'; readonly letter: string; readonly valueLetters: string; readonly long?: string }
  /** Changes when its subcommand — the first word past its global options (of which
   *  `valueOptions` take a value) — is in `changing`, or leads to a nested rule. */
  | SubcommandRule
  /** Creates, extracts or updates an archive (`tar`). */
  | { readonly kind: 'archive' }
  /** Rewrites its files unless it lists, tests or writes to stdout (`gzip`). */
  | { readonly kind: 'compressor' }
  /** Runs a script that installs (`python setup.py install|develop`). */
  | { readonly kind: 'script'; readonly script: string; readonly changing: readonly string[] };

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

const ALWAYS: Observes = {};

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

const files: ChangeRule = { kind: 'files' };
const sub = (changing: readonly string[], more: Omit<SubcommandRule, 'kind' | 'changing'> = {}): SubcommandRule => ({ kind: 'subcommand', changing, ...more });

const PIP = sub(['install', 'uninstall']);
const CONDA = sub(['install', 'remove', 'uninstall', 'update', 'upgrade', 'create']);
const NPM = sub(['install', 'i', 'add', 'ci', 'uninstall', 'un', 'remove', 'rm', 'r', 'update', 'up', 'upgrade', 'link', 'prune', 'dedupe']);
const APT = sub(['install', 'remove', 'purge', 'autoremove', 'upgrade', 'dist-upgrade', 'full-upgrade', 'reinstall', 'update']);
const POETRY = sub(['add', 'remove', 'install', 'update', 'lock']);
const BISECT_STEPS = ['start', 'bad', 'good', 'new', 'old', 'skip', 'reset', 'run'];
const GIT = sub(
  ['apply', 'checkout', 'switch', 'restore', 'reset', 'commit', 'merge', 'rebase', 'pull', 'stash', 'cherry-pick', 'revert', 'clean', 'add', 'rm', 'mv', 'am', 'clone', 'init'],
  {
    dryRunReads: false,
    valueOptions: ['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path'],
    reading: { stash: ['list', 'show'], apply: ['--check', '--stat', '--numstat', '--summary'], clean: ['-n', '--dry-run'] },
    edits: ['apply', 'am'],
    // D27: each bisect step checks out another commit, a submodule update another tree.
    nested: {
      bisect: sub(BISECT_STEPS, { dryRunReads: false, edits: BISECT_STEPS }),
      worktree: sub(['add', 'remove', 'move', 'prune']),
      submodule: sub(['update', 'add', 'deinit', 'sync'], { edits: ['update'] }),
    },
  },
);

/** grep, egrep, fgrep: what each single-letter option takes. */
const GREP: Getopt = { booleans: 'abcEFGHhIiLlnoPqRrsTUuVvwxZz', values: 'ABCDdefm' };

/** The compilers whose `-o FILE` names what they build. */
const COMPILED: ProgramFacts = { outputs: { options: ['-o'] }, versioned: true };
const CURL_VOLATILE: VolatileOptions = {
  withValue: ['--max-time', '--connect-timeout', '--retry', '--retry-delay', '--retry-max-time', '--speed-time', '--speed-limit', '--max-redirs', '--user-agent', '-m', '-A'],
  alone: ['--silent', '--show-error', '--fail', '--location', '--insecure', '--compressed', '--no-progress-meter'],
  letters: 'sSfLk',
};
/** wget's `-m` mirrors and `-A` is an accept list: its own timeouts and retries instead. */
const WGET_VOLATILE: VolatileOptions = {
  withValue: ['--connect-timeout', '--user-agent', '-U', '--tries', '-t', '--waitretry', '--max-redirect'],
  alone: ['--no-verbose', '-nv', '--no-check-certificate', '--retry-connrefused'],
};
/** HTTPie (`http`, `https`) and xh. */
const HTTPIE_VOLATILE: VolatileOptions = {
  withValue: ['--timeout', '--max-redirects', '--verify'],
  alone: ['--follow', '-F', '--check-status', '--ignore-stdin'],
};
const CURL_REQUEST: RequestOptions = {
  method: ['-X', '--request'],
  methodFlags: { '-I': 'HEAD', '--head': 'HEAD', '-G': 'GET', '--get': 'GET' },
  body: ['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii', '--json', '-F', '--form', '--form-string', '-T', '--upload-file'],
  header: ['-H', '--header'],
  url: ['--url'],
  values: [
    '-o', '--output', '-u', '--user', '-b', '--cookie', '-c', '--cookie-jar', '-e', '--referer', '-w', '--write-out', '-x', '--proxy',
    '-K', '--config', '-E', '--cert', '--key', '--cacert', '-r', '--range', '-z', '--time-cond', '--resolve', '--connect-to', '-C',
    '--continue-at', '-U', '--proxy-user', '-Y', '-y', '-Q', '--quote', '-t', '--telnet-option', '-P', '--ftp-port', '--interface',
    '--unix-socket', '--abstract-unix-socket', '--limit-rate', '--trace', '--trace-ascii', '--stderr', '-D', '--dump-header',
    '--oauth2-bearer', '--aws-sigv4', '--proto', '--proto-redir',
  ],
};
const WGET_REQUEST: RequestOptions = {
  method: ['--method'],
  body: ['--post-data', '--post-file', '--body-data', '--body-file'],
  header: ['--header'],
  values: ['-O', '--output-document', '-o', '--output-file', '-a', '--append-output', '-P', '--directory-prefix', '-e', '--execute', '-i', '--input-file', '-B', '--base', '--referer', '--user', '--password', '-Q', '--quota', '-w', '--wait', '-T', '--timeout', '-l', '--level', '-D', '--domains', '-R', '--reject', '-A', '--accept'],
};
const HTTPIE_REQUEST: RequestOptions = {
  method: [],
  body: [],
  header: [],
  values: ['-a', '--auth', '-A', '--auth-type', '-o', '--output', '--session', '--session-read-only', '--proxy', '--cert', '--cert-key', '-p', '--print', '--pretty', '-s', '--style', '--format-options', '--default-scheme', '--boundary'],
  items: true,
};
const HTTPIE: ProgramFacts = { fetches: HTTPIE_VOLATILE, requests: HTTPIE_REQUEST, outputs: { options: ['-o', '--output'] } };
/** PowerShell's Invoke-WebRequest and Invoke-RestMethod (`iwr`, `irm`). */
const PWSH_REQUEST: RequestOptions = {
  method: ['-method'],
  body: ['-body', '-infile', '-form'],
  header: ['-headers'],
  url: ['-uri'],
  values: ['-outfile', '-timeoutsec', '-maximumredirection', '-useragent', '-contenttype', '-credential', '-websession', '-sessionvariable', '-proxy', '-certificate', '-authentication', '-token', '-maximumretrycount', '-retryintervalsec'],
  caseless: true,
};
const PWSH_FETCH: ProgramFacts = { requests: PWSH_REQUEST, outputs: { options: ['-OutFile', '-outfile'] } };
const PYTHON_RUNS: Launcher = { module: '-m', valueOptions: ['-W', '-X', '-c'] };
/** D27: interpreters, and how each is handed code. */
const PYTHON_CODE: Interpreter = { code: ['-c'], valueOptions: ['-W', '-X', '-Q'] };
const NODE_CODE: Interpreter = { code: ['-e', '--eval', '-p', '--print'], valueOptions: ['-r', '--require', '--import', '--loader', '--experimental-loader', '--conditions', '-C', '--env-file'] };
const PERL_CODE: Interpreter = { code: ['-e', '-E'], valueOptions: ['-I', '-M', '-m'] };
const RUBY_CODE: Interpreter = { code: ['-e'], valueOptions: ['-I', '-r', '-C', '-E', '-F'] };
const SHELL_CODE: Interpreter = { code: [], valueOptions: ['-o', '+o', '-O', '+O'], lineLetter: 'c' };
const SUDO: Launcher = { valueOptions: ['-u', '-g', '-p', '-C', '-h', '-r', '-t', '-U', '-R', '-T', '-S', '-n', '-D'] };

/** The table. Keys are what a command's first word is read as: its basename, lowercased. */
export const PROGRAMS: ReadonlyMap<string, ProgramFacts> = new Map<string, ProgramFacts>([
  // Fetchers (§4.6, §5 family:http-fetch).
  ['curl', { fetches: CURL_VOLATILE, requests: CURL_REQUEST, outputs: { options: ['-o', '--output'] } }],
  ['wget', { fetches: WGET_VOLATILE, requests: WGET_REQUEST, outputs: { options: ['-O', '--output-document', '-o', '--output-file'] } }],
  ['http', HTTPIE],
  ['https', HTTPIE],
  ['httpie', HTTPIE],
  ['xh', HTTPIE],
  ['xhs', HTTPIE],
  ['invoke-webrequest', PWSH_FETCH],
  ['iwr', PWSH_FETCH],
  ['invoke-restmethod', PWSH_FETCH],
  ['irm', PWSH_FETCH],
  // Programs that write a file named by an option (§4.10, D22).
  ['gcc', COMPILED],
  ['g++', COMPILED],
  ['cc', COMPILED],
  ['c++', COMPILED],
  ['clang', COMPILED],
  ['clang++', COMPILED],
  ['gfortran', COMPILED],
  ['nvcc', COMPILED],
  ['tcc', COMPILED],
  ['ld', COMPILED],
  ['as', COMPILED],
  ['rustc', COMPILED],
  ['go', { outputs: { options: ['-o'], under: ['build', 'test'] }, changes: sub(['get', 'install'], { nested: { mod: sub(['tidy', 'download', 'edit', 'vendor', 'init']) } }) }],
  ['sort', { outputs: { options: ['-o', '--output'] }, getopt: { booleans: 'bdfghiMnRrsuVcCz', values: 'kotTS' } }],
  ['eslint', { outputs: { options: ['-o', '--output-file'] } }],
  ['pandoc', { outputs: { options: ['-o', '--output'] } }],
  ['yt-dlp', { outputs: { options: ['-o', '--output'] } }],
  ['youtube-dl', { outputs: { options: ['-o', '--output'] } }],
  ['openssl', { outputs: { options: ['-out', '-keyout'] } }],
  ['dd', { outputs: { options: [], operands: ['of='] } }],
  ['uglifyjs', { outputs: { options: ['-o', '--output'] } }],
  ['terser', { outputs: { options: ['-o', '--output'] } }],
  ['esbuild', { outputs: { options: ['--outfile'] } }],
  ['babel', { outputs: { options: ['-o', '--out-file'] } }],
  ['tsc', { outputs: { options: ['--outFile'] } }],
  ['pg_dump', { outputs: { options: ['-f', '--file'] } }],
  ['gpg', { outputs: { options: ['-o', '--output'] } }],
  // Wrappers (§4.5): the verb is what they run.
  ['sudo', { wraps: SUDO }],
  ['doas', { wraps: SUDO }],
  ['command', { wraps: SUDO }],
  ['env', { wraps: SUDO, passes: true }],
  ['time', { wraps: SUDO }],
  ['nice', { wraps: SUDO }],
  ['nohup', { wraps: SUDO, detaches: true }],
  ['exec', { wraps: SUDO }],
  ['timeout', { wraps: { valueOptions: ['-s', '--signal', '-k', '--kill-after'], duration: true } }],
  // Runners looked through (D22): what they run is the program that reads its flags.
  ['uv', { runs: { after: ['run'], valueOptions: ['--with', '--python', '-p', '--project', '--directory', '--env-file', '--extra', '--group', '--package', '--index', '--from'] }, changes: sub(['add', 'remove', 'sync', 'lock'], { nested: { pip: sub(['install', 'uninstall', 'sync']), tool: sub(['install', 'uninstall', 'upgrade']) } }) }],
  ['uvx', { runs: { valueOptions: ['--with', '--python', '-p', '--from'] } }],
  ['poetry', { runs: { after: ['run'] }, changes: POETRY }],
  ['pipenv', { runs: { after: ['run'] } }],
  ['pdm', { runs: { after: ['run'] }, changes: sub(['add', 'remove', 'install', 'update', 'sync', 'lock']) }],
  ['hatch', { runs: { after: ['run'] } }],
  ['conda', { runs: { after: ['run'], valueOptions: ['-n', '--name', '-p', '--prefix'] }, changes: CONDA }],
  ['npx', { runs: { valueOptions: ['-p', '--package', '-c', '--call'] } }],
  ['bunx', { runs: { valueOptions: ['-p', '--package'] } }],
  ['pnpx', { runs: {} }],
  ['pnpm', { runs: { after: ['exec', 'dlx'] }, changes: sub(['add', 'install', 'i', 'remove', 'rm', 'un', 'uninstall', 'update', 'up', 'upgrade', 'link', 'unlink', 'prune', 'import']) }],
  ['npm', { runs: { after: ['exec', 'x'], valueOptions: ['-p', '--package', '-c', '--call'] }, changes: NPM }],
  ['bundle', { runs: { after: ['exec'] } }],
  ['stdbuf', { runs: { valueOptions: ['-i', '-o', '-e'] } }],
  ['python', { runs: PYTHON_RUNS, changes: { kind: 'script', script: 'setup.py', changing: ['install', 'develop'] }, versioned: true, interprets: PYTHON_CODE }],
  ['pypy', { runs: PYTHON_RUNS, versioned: true, interprets: PYTHON_CODE }],
  // Interpreters handed code the breaker does not read (D27).
  ['node', { interprets: NODE_CODE, versioned: true }],
  ['nodejs', { interprets: NODE_CODE }],
  ['deno', { interprets: { code: [], under: ['eval', 'run'] } }],
  ['bun', { changes: sub(['add', 'install', 'i', 'remove', 'rm', 'update', 'link']), interprets: { code: ['-e', '--eval', '-p', '--print'] } }],
  ['tsx', { interprets: { code: ['-e', '--eval', '-p', '--print'] } }],
  ['ts-node', { interprets: { code: ['-e', '--eval', '-p', '--print'] } }],
  ['ruby', { changes: { kind: 'in-place', letter: 'i', valueLetters: 'eIrCEFx0' }, edits: true, interprets: RUBY_CODE, versioned: true }],
  ['php', { interprets: { code: ['-r'], valueOptions: ['-c', '-d', '-f', '-z', '-t', '-S'] }, versioned: true }],
  ['rscript', { interprets: { code: ['-e'] } }],
  ['lua', { interprets: { code: ['-e'], valueOptions: ['-l'] }, versioned: true }],
  ['osascript', { interprets: { code: ['-e'] } }],
  // Files and directories (D13).
  ['mv', { changes: files, places: true, getopt: { booleans: 'bfinTuv', values: 'St' } }],
  ['cp', { changes: files, places: true, getopt: { booleans: 'aAbdfHiLlnPprRsTuvx', values: 'St' } }],
  ['rm', { changes: files, getopt: { booleans: 'dfIirRv', values: '' } }],
  ['rmdir', { changes: files }],
  ['mkdir', { changes: files, getopt: { booleans: 'pv', values: 'm' } }],
  ['touch', { changes: files }],
  ['ln', { changes: files }],
  ['chmod', { changes: files }],
  ['chown', { changes: files }],
  ['chgrp', { changes: files }],
  ['install', { changes: files, places: true }],
  ['rsync', { changes: files }],
  ['unlink', { changes: files }],
  ['truncate', { changes: files }],
  ['shred', { changes: files }],
  ['tar', { changes: { kind: 'archive' } }],
  ['unzip', { changes: { kind: 'unless', options: ['-l', '-t', '-v', '-Z', '-z', '-p', '-c'] } }],
  ['gzip', { changes: { kind: 'compressor' } }],
  ['gunzip', { changes: { kind: 'compressor' } }],
  ['bzip2', { changes: { kind: 'compressor' } }],
  ['bunzip2', { changes: { kind: 'compressor' } }],
  ['xz', { changes: { kind: 'compressor' } }],
  ['unxz', { changes: { kind: 'compressor' } }],
  ['7z', { changes: sub(['a', 'd', 'e', 'u', 'x', 'rn']) }],
  // Edits in place (D19).
  ['patch', { changes: files, edits: true }],
  // D27: Codex's patch tool run through the shell, line editors, stream editors in place.
  ['apply_patch', { changes: files, edits: true }],
  ['ed', { changes: files, edits: true }],
  ['ex', { changes: files, edits: true }],
  ['awk', { changes: { kind: 'given', options: ['-i', '--include'], value: 'inplace' }, edits: true }],
  ['gawk', { changes: { kind: 'given', options: ['-i', '--include'], value: 'inplace' }, edits: true }],
  ['sd', { changes: { kind: 'unless', options: ['-p', '--preview'] }, edits: true }],
  ['sed', { changes: { kind: 'in-place', letter: 'i', valueLetters: 'efl', long: '--in-place' }, edits: true, prints: 'quiet' }],
  ['perl', { changes: { kind: 'in-place', letter: 'i', valueLetters: 'eEIMmx' }, edits: true, interprets: PERL_CODE }],
  // A repository.
  ['git', { changes: GIT }],
  // Installed packages.
  ['pip', { changes: PIP, versioned: true }],
  ['pipx', { changes: sub(['install', 'uninstall', 'upgrade', 'reinstall', 'inject']) }],
  ['yarn', { changes: sub(['add', 'install', 'remove', 'upgrade', 'up', 'link', 'unlink'], { bare: true }) }],
  ['cargo', { changes: sub(['add', 'remove', 'rm', 'install', 'uninstall', 'update']) }],
  ['gem', { changes: sub(['install', 'uninstall', 'update']) }],
  ['mamba', { changes: CONDA }],
  ['micromamba', { changes: CONDA }],
  ['composer', { changes: sub(['install', 'require', 'remove', 'update', 'upgrade']) }],
  ['apt', { changes: APT }],
  ['apt-get', { changes: APT }],
  ['aptitude', { changes: APT }],
  ['brew', { changes: sub(['install', 'uninstall', 'remove', 'rm', 'upgrade', 'update', 'reinstall', 'tap', 'link', 'unlink']) }],
  ['dnf', { changes: sub(['install', 'remove', 'erase', 'update', 'upgrade', 'reinstall', 'downgrade']) }],
  ['yum', { changes: sub(['install', 'remove', 'erase', 'update', 'upgrade', 'reinstall', 'downgrade']) }],
  ['apk', { changes: sub(['add', 'del', 'upgrade', 'update']) }],
  // Modules run with `python -m` that change something.
  ['venv', { changes: files }],
  // Commands that do nothing, print their words, move the shell, print files, detach, sleep.
  ['', { idles: true }],
  ['true', { idles: true }],
  [':', { idles: true }],
  ['echo', { echoes: 'words' }],
  ['printf', { echoes: 'format' }],
  ['tee', { relays: true, tees: true }],
  ['cd', { moves: true, stays: ['.', './'] }],
  ['pushd', { moves: true }],
  ['cat', { prints: 'always', relays: true, paths: 'operands' }],
  ['head', { prints: 'always', getopt: { booleans: 'qvz', values: 'nc' }, paths: 'operands' }],
  ['nl', { prints: 'always', paths: 'operands' }],
  ['wc', { prints: 'always', getopt: { booleans: 'clLmw', values: '' }, paths: 'operands' }],
  ['grep', { prints: 'always', getopt: GREP, paths: 'after-pattern' }],
  ['egrep', { prints: 'always', getopt: GREP, paths: 'after-pattern' }],
  ['fgrep', { prints: 'always', getopt: GREP, paths: 'after-pattern' }],
  ['rg', { prints: 'always', paths: 'after-pattern' }],
  ['setsid', { detaches: true }],
  ['disown', { detaches: true }],
  ['sleep', { sleeps: 'both' }],
  ['start-sleep', { sleeps: 'pwsh' }],
  // What checks on something outside the agent's own work (a denial's advice to wait).
  ['gh', { observes: { unless: ['--log', '--log-failed'] } }],
  ['glab', { observes: ALWAYS }],
  ['kubectl', { observes: ALWAYS }],
  ['oc', { observes: ALWAYS }],
  ['helm', { observes: { under: ['status', 'list', 'history'] } }],
  ['docker', { outputs: { options: ['-o', '--output'], under: ['save'] }, observes: { under: ['ps', 'logs', 'inspect', 'stats', 'events', 'compose', 'container', 'top'] } }],
  ['docker-compose', { observes: { under: ['ps', 'logs', 'top', 'events'] } }],
  ['podman', { observes: { under: ['ps', 'logs', 'inspect', 'stats', 'events', 'top'] } }],
  ['systemctl', { observes: { under: ['status', 'is-active', 'is-failed', 'show', 'list-units'] } }],
  ['journalctl', { observes: ALWAYS }],
  ['ps', { observes: ALWAYS }],
  ['pgrep', { observes: ALWAYS }],
  ['jobs', { observes: ALWAYS }],
  ['tail', { observes: { files: ['-n', '-c', '-s', '--lines', '--bytes', '--pid', '--sleep-interval'] }, getopt: { booleans: 'fFqvz', values: 'ncs' }, paths: 'operands' }],
  ['ls', { getopt: { booleans: 'aAbBcCdDfFgGhHiklLmnNopqQrRsStuUvxXZ1', values: 'ITw' }, paths: 'operands' }],
  ['du', { getopt: { booleans: 'abcDHhklLmPsSx', values: 'BdtX' }, paths: 'operands' }],
  ['df', { getopt: { booleans: 'aHhiklPTv', values: 'Btx' } }],
  ['uniq', { getopt: { booleans: 'cdDiuz', values: 'fsw' } }],
  ['pytest', { getopt: { booleans: 'qvxslh', values: 'kmoprcW' }, paths: 'operands' }],
  ['lsof', { observes: ALWAYS }],
  ['ss', { observes: ALWAYS }],
  ['netstat', { observes: ALWAYS }],
  ['nc', { observes: ALWAYS }],
  ['ping', { observes: ALWAYS }],
  ['dig', { observes: ALWAYS }],
  ['nslookup', { observes: ALWAYS }],
  ['nvidia-smi', { observes: ALWAYS }],
  ['squeue', { observes: ALWAYS }],
  ['sacct', { observes: ALWAYS }],
  ['qstat', { observes: ALWAYS }],
  ['aws', { observes: ALWAYS }],
  ['gcloud', { observes: ALWAYS }],
  ['az', { observes: ALWAYS }],
  ['heroku', { observes: ALWAYS }],
  ['fly', { observes: ALWAYS }],
  ['flyctl', { observes: ALWAYS }],
  ['vercel', { observes: ALWAYS }],
  ['netlify', { observes: ALWAYS }],
  ['argocd', { observes: ALWAYS }],
  // Readers of the paths they are given (D33), besides those above.
  ['stat', { paths: 'operands' }],
  ['file', { paths: 'operands' }],
  ['less', { paths: 'operands' }],
  ['more', { paths: 'operands' }],
  // Shells, as they name themselves in "not found" messages.
  ['sh', { shell: true, interprets: SHELL_CODE, runsCommand: 'l' }],
  ['bash', { shell: true, interprets: SHELL_CODE, runsCommand: 'l' }],
  ['dash', { shell: true, interprets: SHELL_CODE, runsCommand: 'l' }],
  ['zsh', { shell: true, interprets: SHELL_CODE, runsCommand: 'l' }],
  ['ksh', { shell: true, interprets: SHELL_CODE, runsCommand: 'l' }],
  ['ash', { shell: true, interprets: SHELL_CODE, runsCommand: 'l' }],
  ['busybox', { shell: true }],
]);

/** Longest name the table knows, plus room for a version (a longer word is not looked up). */
const LONGEST_NAME = 24;

/** The facts of `name` (a command word's basename, lowercased): the table's entry, or that
 *  of the name without its version (`python3.11`, `pip3`, `gcc-12`, `clang++-15`) when that
 *  program is versioned; undefined for a program the table does not know. */
export function programFacts(name: string): ProgramFacts | undefined {
  if (name.length > LONGEST_NAME) return undefined;
  const known = PROGRAMS.get(name);
  if (known !== undefined) return known;
  const plain = unversioned(name);
  if (plain === name) return undefined;
  const facts = PROGRAMS.get(plain);
  return facts?.versioned === true ? facts : undefined;
}

/** The name without a trailing version: `python3.11` → `python`, `gcc-12` → `gcc`. */
export function unversioned(name: string): string {
  let end = name.length;
  let digits = false;
  countSteps(end + 1);
  while (end > 0) {
    const c = name.charCodeAt(end - 1);
    if (c >= 0x30 && c <= 0x39) digits = true;
    else if (c !== 0x2e /* . */) break;
    end--;
  }
  if (!digits) return name;
  if (name.charCodeAt(end - 1) === 0x2d /* - */) end--;
  return end > 0 ? name.slice(0, end) : name;
}

/** Tools the breaker knows by name, matched lowercased: a whole name, a prefix or a suffix. */
export interface ToolNames {
  readonly names: readonly string[];
  readonly prefixes: readonly string[];
  readonly suffixes: readonly string[];
}

/** The other half of the table: what some tools are, by their name (design §9.5 D30, D32). */
export const TOOLS = {
  /** D32: tools that are themselves a wait — they block until something happens (a
   *  session's output, an agent finishing) or their timeout passes: Codex's `wait` and
   *  `wait_agent`, `await_*`, `*_wait`, a browser's `*_wait_for`. */
  waits: { names: ['wait', 'await'], prefixes: ['wait_', 'await'], suffixes: ['_wait', '_wait_for'] } satisfies ToolNames,
  /** D30: the arguments of a fetch tool that say what it does with the page besides
   *  fetching it (Claude Code's WebFetch `prompt`, OpenCode's webfetch `format`): part of
   *  the request, as the pipeline after a fetcher is. */
  fetchHandling: ['prompt', 'format'] as readonly string[],
  /** D32: the arguments that ask a tool to block until something happens or a timeout
   *  passes (lib/call/waits.ts reads their values), and those that make the call a
   *  command to run rather than a wait (Codex's `exec_command {cmd, yield_time_ms}`). */
  blockFlags: ['wait', 'block'] as readonly string[],
  blockTimeouts: ['yield_time_ms'] as readonly string[],
  runsCommand: ['cmd', 'command'] as readonly string[],
  /** D29: the arguments under which a file tool names the file it reads. */
  pathKeys: ['path', 'file_path', 'filePath', 'absolute_path', 'file'] as readonly string[],
} as const;

/** Longest tool name matched against the tool rows: a longer one is no wait. */
const LONGEST_TOOL = 64;

/** Whether `tool` is one of `kind`'s tools. */
export function isNamed(kind: ToolNames, tool: string): boolean {
  if (tool.length > LONGEST_TOOL) return false;
  const name = tool.toLowerCase();
  countSteps(kind.names.length + kind.prefixes.length + kind.suffixes.length);
  return kind.names.includes(name) || kind.prefixes.some((prefix) => name.startsWith(prefix)) || kind.suffixes.some((suffix) => name.endsWith(suffix));
}

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
/** Headers that only tune how a request is fetched or traced, not what it asks (D30): left
 *  out of the request's identity, like the volatile flags of §4.6. Lowercased. */
export const VOLATILE_HEADERS = new Set([
    'user-agent', 'cache-control', 'pragma', 'connection', 'accept-encoding', 'keep-alive', 'te',
    'x-request-id', 'x-correlation-id', 'request-id', 'traceparent', 'tracestate', 'date', 'if-none-match', 'if-modified-since',
]);
const ALWAYS = {};
const files = { kind: 'files' };
const sub = (changing, more = {}) => ({ kind: 'subcommand', changing, ...more });
const PIP = sub(['install', 'uninstall']);
const CONDA = sub(['install', 'remove', 'uninstall', 'update', 'upgrade', 'create']);
const NPM = sub(['install', 'i', 'add', 'ci', 'uninstall', 'un', 'remove', 'rm', 'r', 'update', 'up', 'upgrade', 'link', 'prune', 'dedupe']);
const APT = sub(['install', 'remove', 'purge', 'autoremove', 'upgrade', 'dist-upgrade', 'full-upgrade', 'reinstall', 'update']);
const POETRY = sub(['add', 'remove', 'install', 'update', 'lock']);
const BISECT_STEPS = ['start', 'bad', 'good', 'new', 'old', 'skip', 'reset', 'run'];
const GIT = sub(['apply', 'checkout', 'switch', 'restore', 'reset', 'commit', 'merge', 'rebase', 'pull', 'stash', 'cherry-pick', 'revert', 'clean', 'add', 'rm', 'mv', 'am', 'clone', 'init'], {
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
});
/** grep, egrep, fgrep: what each single-letter option takes. */
const GREP = { booleans: 'abcEFGHhIiLlnoPqRrsTUuVvwxZz', values: 'ABCDdefm' };
/** The compilers whose `-o FILE` names what they build. */
const COMPILED = { outputs: { options: ['-o'] }, versioned: true };
const CURL_VOLATILE = {
    withValue: ['--max-time', '--connect-timeout', '--retry', '--retry-delay', '--retry-max-time', '--speed-time', '--speed-limit', '--max-redirs', '--user-agent', '-m', '-A'],
    alone: ['--silent', '--show-error', '--fail', '--location', '--insecure', '--compressed', '--no-progress-meter'],
    letters: 'sSfLk',
};
/** wget's `-m` mirrors and `-A` is an accept list: its own timeouts and retries instead. */
const WGET_VOLATILE = {
    withValue: ['--connect-timeout', '--user-agent', '-U', '--tries', '-t', '--waitretry', '--max-redirect'],
    alone: ['--no-verbose', '-nv', '--no-check-certificate', '--retry-connrefused'],
};
/** HTTPie (`http`, `https`) and xh. */
const HTTPIE_VOLATILE = {
    withValue: ['--timeout', '--max-redirects', '--verify'],
    alone: ['--follow', '-F', '--check-status', '--ignore-stdin'],
};
const CURL_REQUEST = {
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
const WGET_REQUEST = {
    method: ['--method'],
    body: ['--post-data', '--post-file', '--body-data', '--body-file'],
    header: ['--header'],
    values: ['-O', '--output-document', '-o', '--output-file', '-a', '--append-output', '-P', '--directory-prefix', '-e', '--execute', '-i', '--input-file', '-B', '--base', '--referer', '--user', '--password', '-Q', '--quota', '-w', '--wait', '-T', '--timeout', '-l', '--level', '-D', '--domains', '-R', '--reject', '-A', '--accept'],
};
const HTTPIE_REQUEST = {
    method: [],
    body: [],
    header: [],
    values: ['-a', '--auth', '-A', '--auth-type', '-o', '--output', '--session', '--session-read-only', '--proxy', '--cert', '--cert-key', '-p', '--print', '--pretty', '-s', '--style', '--format-options', '--default-scheme', '--boundary'],
    items: true,
};
const HTTPIE = { fetches: HTTPIE_VOLATILE, requests: HTTPIE_REQUEST, outputs: { options: ['-o', '--output'] } };
/** PowerShell's Invoke-WebRequest and Invoke-RestMethod (`iwr`, `irm`). */
const PWSH_REQUEST = {
    method: ['-method'],
    body: ['-body', '-infile', '-form'],
    header: ['-headers'],
    url: ['-uri'],
    values: ['-outfile', '-timeoutsec', '-maximumredirection', '-useragent', '-contenttype', '-credential', '-websession', '-sessionvariable', '-proxy', '-certificate', '-authentication', '-token', '-maximumretrycount', '-retryintervalsec'],
    caseless: true,
};
const PWSH_FETCH = { requests: PWSH_REQUEST, outputs: { options: ['-OutFile', '-outfile'] } };
const PYTHON_RUNS = { module: '-m', valueOptions: ['-W', '-X', '-c'] };
/** D27: interpreters, and how each is handed code. */
const PYTHON_CODE = { code: ['-c'], valueOptions: ['-W', '-X', '-Q'] };
const NODE_CODE = { code: ['-e', '--eval', '-p', '--print'], valueOptions: ['-r', '--require', '--import', '--loader', '--experimental-loader', '--conditions', '-C', '--env-file'] };
const PERL_CODE = { code: ['-e', '-E'], valueOptions: ['-I', '-M', '-m'] };
const RUBY_CODE = { code: ['-e'], valueOptions: ['-I', '-r', '-C', '-E', '-F'] };
const SHELL_CODE = { code: [], valueOptions: ['-o', '+o', '-O', '+O'], lineLetter: 'c' };
const SUDO = { valueOptions: ['-u', '-g', '-p', '-C', '-h', '-r', '-t', '-U', '-R', '-T', '-S', '-n', '-D'] };
/** The table. Keys are what a command's first word is read as: its basename, lowercased. */
export const PROGRAMS = new Map([
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
export function programFacts(name) {
    if (name.length > LONGEST_NAME)
        return undefined;
    const known = PROGRAMS.get(name);
    if (known !== undefined)
        return known;
    const plain = unversioned(name);
    if (plain === name)
        return undefined;
    const facts = PROGRAMS.get(plain);
    return facts?.versioned === true ? facts : undefined;
}
/** The name without a trailing version: `python3.11` → `python`, `gcc-12` → `gcc`. */
export function unversioned(name) {
    let end = name.length;
    let digits = false;
    countSteps(end + 1);
    while (end > 0) {
        const c = name.charCodeAt(end - 1);
        if (c >= 0x30 && c <= 0x39)
            digits = true;
        else if (c !== 0x2e /* . */)
            break;
        end--;
    }
    if (!digits)
        return name;
    if (name.charCodeAt(end - 1) === 0x2d /* - */)
        end--;
    return end > 0 ? name.slice(0, end) : name;
}
/** The other half of the table: what some tools are, by their name (design §9.5 D30, D32). */
export const TOOLS = {
    /** D32: tools that are themselves a wait — they block until something happens (a
     *  session's output, an agent finishing) or their timeout passes: Codex's `wait` and
     *  `wait_agent`, `await_*`, `*_wait`, a browser's `*_wait_for`. */
    waits: { names: ['wait', 'await'], prefixes: ['wait_', 'await'], suffixes: ['_wait', '_wait_for'] },
    /** D30: the arguments of a fetch tool that say what it does with the page besides
     *  fetching it (Claude Code's WebFetch `prompt`, OpenCode's webfetch `format`): part of
     *  the request, as the pipeline after a fetcher is. */
    fetchHandling: ['prompt', 'format'],
    /** D32: the arguments that ask a tool to block until something happens or a timeout
     *  passes (lib/call/waits.ts reads their values), and those that make the call a
     *  command to run rather than a wait (Codex's `exec_command {cmd, yield_time_ms}`). */
    blockFlags: ['wait', 'block'],
    blockTimeouts: ['yield_time_ms'],
    runsCommand: ['cmd', 'command'],
    /** D29: the arguments under which a file tool names the file it reads. */
    pathKeys: ['path', 'file_path', 'filePath', 'absolute_path', 'file'],
};
/** Longest tool name matched against the tool rows: a longer one is no wait. */
const LONGEST_TOOL = 64;
/** Whether `tool` is one of `kind`'s tools. */
export function isNamed(kind, tool) {
    if (tool.length > LONGEST_TOOL)
        return false;
    const name = tool.toLowerCase();
    countSteps(kind.names.length + kind.prefixes.length + kind.suffixes.length);
    return kind.names.includes(name) || kind.prefixes.some((prefix) => name.startsWith(prefix)) || kind.suffixes.some((suffix) => name.endsWith(suffix));
}

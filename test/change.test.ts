// design §9 D13: which calls are changes. The shell rules read the tokenizer's output;
// the tool rule is `changeTools` plus a read-only `command: view`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isShellChange } from '../lib/call/change.js';
import { resolveConfig, validateConfig } from '../lib/config.js';
import { Fingerprinter } from '../lib/call/fingerprint.js';
import { tokenize } from '../lib/call/shell.js';

const changes = (command: string): boolean => isShellChange(tokenize(command));

const CHANGES = [
  // writes a file
  'echo hi > notes.txt',
  'printf "%s" x >> log/app.log',
  ': > out.log',
  'sleep 30 > f',
  'echo done | tee -a log.txt',
  "cat > reproduce_issue.py << 'EOF'\nimport sys\nprint(sys.argv)\nEOF",
  'cd /testbed && cat <<EOF > fix.patch\n--- a\n+++ b\nEOF',
  // edits in place
  "sed -i 's/np\\.Inf/np.inf/g' pvlib/singlediode.py",
  "sed -i.bak -e 's/a/b/' f.py",
  "sed -Ei 's/a/b/' f.py",
  "sed --in-place 's/a/b/' f.py",
  "perl -pi -e 's/foo/bar/' a.txt",
  "perl -i.orig -pe 's/x/y/' a.txt",
  'patch -p1 < fix.patch',
  // the file system
  'rm -rf .pytest_cache __pycache__',
  'mkdir -p build/out',
  'touch src/x.py',
  'cp pvlib/temperature.py pvlib/temperature.py.backup',
  'mv a.txt b.txt',
  'ln -s ../lib lib',
  'chmod +x run.sh',
  'tar -xzf data.tgz',
  'tar czf out.tgz dist',
  'unzip archive.zip',
  'gunzip data.csv.gz',
  // a repository
  'git apply fix.patch',
  'git checkout -- src/a.py',
  'git stash && git stash pop',
  'git -C repo commit -am wip',
  'git --no-pager reset --hard HEAD~1',
  'git add -A',
  'git clean -fdx',
  // installed packages
  'pip install pytz -q',
  'pip3 install -e .',
  'python -m pip install numpy pandas',
  'python3.11 -m pip uninstall -y pkg',
  'uv pip install requests',
  'npm install',
  'npm i lodash',
  'npm ci',
  'pnpm add -D vitest',
  'yarn',
  'cargo add serde',
  'go get example.com/mod@v1',
  'go mod tidy',
  'gem install rails',
  'conda install -y numpy',
  'poetry add httpx',
  'apt-get install -y jq',
  'sudo apt update',
  'brew install ripgrep',
  'python setup.py develop',
  'python -m venv .venv',
  // wrappers and later segments
  'cd /testbed && pip install -e . -q',
  'FOO=1 timeout 60 npm ci',
  'ls && rm out.txt',
];

const CHECKS = [
  'python reproduce_issue.py',
  'cd /testbed && python -m pytest tests/ -x -q 2>&1 | tail -20',
  'npm test',
  'npm run build',
  'pytest t.py',
  'cat pvlib/temperature.py | sed -n "590,620p"',
  "sed -n '1,20p' f.py",
  "sed -e 's/a/b/' f.py",
  "perl -ne 'print if /x/' a.txt",
  'grep -rn "np.Inf" pvlib/',
  'ls -la',
  'git status',
  'git diff',
  'git log --oneline -5',
  'git stash list',
  'git apply --check fix.patch',
  'git clean -n',
  'pip list | grep numpy',
  'pip show requests',
  'npm ls',
  'tar -tzf data.tgz',
  'unzip -l archive.zip',
  'gzip -c data.csv',
  'curl -s -o /dev/null -w "%{http_code}" https://a.com/x',
  'python repro.py 2>/dev/null',
  'python repro.py > /dev/null 2>&1',
  'find . -name "*.py" -newer setup.py',
  'rsync --dry-run -a src/ dst/',
  // a heredoc body is data: its lines are not commands, its `>` are not redirections
  "python - <<'EOF'\nimport os\nif 3 > 2:\n    print('rm -rf /')\nEOF",
  "python3 <<EOF\nmv = 1\nEOF\necho done",
  'submit flag{a b}',
];

describe('D13 change detection for shell commands', () => {
  for (const command of CHANGES) {
    test(`change: ${JSON.stringify(command)}`, () => assert.equal(changes(command), true));
  }
  for (const command of CHECKS) {
    test(`check: ${JSON.stringify(command)}`, () => assert.equal(changes(command), false));
  }

  test('a command after a heredoc is still read', () => {
    assert.equal(changes("cat <<'EOF'\nhello\nEOF\nrm -f stale.txt"), true);
    assert.equal(changes("cat <<'EOF'\nhello\nEOF\nls"), false);
  });
});

describe('D13 change detection for tools', () => {
  const print = (tool: string, args: Record<string, unknown>, config?: unknown) =>
    new Fingerprinter(validateConfig(config)).print(tool, args);

  test('the DSH file tools and the common names are changes; reads are not', () => {
    for (const tool of ['write', 'edit', 'str_replace_editor', 'multi_edit', 'apply_patch', 'notebook_edit']) {
      assert.equal(print(tool, { path: 'a.ts', content: 'x' }).change, true, tool);
    }
    for (const tool of ['read', 'glob', 'grep', 'web_fetch', 'todo_write', 'read_image']) {
      assert.equal(print(tool, { path: 'a.ts' }).change, false, tool);
    }
  });

  test("str_replace_editor's view only reads", () => {
    assert.equal(print('str_replace_editor', { command: 'view', path: 'a.ts' }).change, false);
    assert.equal(print('str_replace_editor', { command: 'str_replace', path: 'a.ts', old_str: 'a', new_str: 'b' }).change, true);
  });

  test('changeTools replaces the default list; progress: false makes nothing a change', () => {
    assert.equal(print('save_file', { path: 'a' }, { changeTools: ['save_*'] }).change, true);
    assert.equal(print('write', { path: 'a' }, { changeTools: ['save_*'] }).change, false);
    assert.equal(print('write', { path: 'a' }, { progress: false }).change, false);
    assert.equal(print('bash', { command: 'rm -f a' }, { progress: false }).change, false);
    assert.equal(print('bash', { command: 'rm -f a' }).change, true);
  });

  test('changeTools and progress are validated fail-loud', () => {
    assert.throws(() => validateConfig({ changeTools: 'write' }), /^ConfigError: repeat-tool-breaker: `changeTools` must be an array of strings \(got "write"\)$/);
    assert.throws(() => validateConfig({ changeTools: ['write', 3] }), /`changeTools` must be an array of strings/);
    assert.throws(() => validateConfig({ progress: 'yes' }), /^ConfigError: repeat-tool-breaker: `progress` must be true or false \(got "yes"\)$/);
    assert.deepEqual(resolveConfig({ changeTools: [] }).changeTools, []);
  });
});

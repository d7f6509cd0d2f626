// The install commands exactly as README's Install section shows them. The compat
// routes run these argv lists, and test/readme.test.ts renders them with README's
// placeholders and finds each one in README, so the two cannot drift apart.

/** What `npm pack` writes for `version`. */
export const tarballName = (version: string): string => `dsh-repeat-tool-breaker-${version}.tgz`;

export const installCommands = {
  /** Run in a checkout of the repository; writes `tarballName(version)` there. */
  pack: (): string[] => ['npm', 'pack'],
  /** Route A, from the folder holding the tarball. */
  bundleFromTarball: (profile: string, version: string): string[] => ['dsh', 'plugin', '--profile', profile, 'add', `./${tarballName(version)}`],
  /** Route C, in the profile folder. */
  npmInstall: (tarballPath: string): string[] => ['npm', 'install', tarballPath],
  /** Route D. */
  bundleFromGit: (profile: string, url: string): string[] => ['dsh', 'plugin', '--profile', profile, 'add', url],
  /** The by-name form README keeps for once this version is on the registry (not run). */
  bundleByName: (profile: string, version: string): string[] => ['dsh', 'plugin', '--profile', profile, 'add', `dsh-repeat-tool-breaker@${version}`],
};

/** The git URL of route D for a clone at `path` and a commit. */
export const gitFileUrl = (path: string, commit: string): string => `git+file://${path}#${commit}`;

// The install commands as argv lists, for the routes in routes.ts and web-scenarios.ts
// (which install into throwaway profiles). README's own command blocks are not rendered
// from these: readme-recipes.ts runs them as printed, and test/readme.test.ts checks
// that README's dsh web install is exactly `pack` and `bundleFromTarball('web', …)`.

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
  /** The by-name form README names for once this version is on the registry (not run). */
  bundleByName: (profile: string, version: string): string[] => ['dsh', 'plugin', '--profile', profile, 'add', `dsh-repeat-tool-breaker@${version}`],
};

/** The git URL of route D for a clone at `path` and a commit. */
export const gitFileUrl = (path: string, commit: string): string => `git+file://${path}#${commit}`;

/** The candidate closest to `name`, if at most `within` edits away (by default a third of
 *  its length, at least 2): close enough to be a typo of it. */
export declare function closestName<T extends string>(name: string, candidates: readonly T[], within?: number): T | undefined;

export interface Assignment {
    /** As given, for messages. */
    readonly text: string;
    readonly key: string;
    /** The map entry, for `<map>.<entry>=…`. */
    readonly entry: string | undefined;
    readonly value: unknown;
}
/** Every assignment of a `config` command line, parsed.
 *  @throws UsageError as parseAssignment does, and for a key given twice (`window=20
 *  window=30`, or `limits={exact: 3}` with `limits.exact=4`): the last would win without a
 *  word, as a second `--config` would. */
export declare function parseAssignments(texts: readonly string[]): Assignment[];
/** `config` with every assignment made, in order; the keys it had keep their place. */
export declare function assigned(config: Readonly<Record<string, unknown>>, assignments: readonly Assignment[]): Record<string, unknown>;

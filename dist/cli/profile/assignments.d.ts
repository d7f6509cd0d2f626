export interface Assignment {
    /** As given, for messages. */
    readonly text: string;
    readonly key: string;
    /** The map entry, for `<map>.<entry>=…`. */
    readonly entry: string | undefined;
    readonly value: unknown;
}
/** @throws UsageError for an argument that is no `key=value`, an unknown key or a value that is no YAML. */
export declare function parseAssignment(text: string): Assignment;
/** `config` with every assignment made, in order; the keys it had keep their place. */
export declare function assigned(config: Readonly<Record<string, unknown>>, assignments: readonly Assignment[]): Record<string, unknown>;

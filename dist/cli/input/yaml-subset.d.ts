/** A document outside the subset, or not valid YAML; the message starts with `line:column: `. */
export declare class YamlSubsetError extends Error {
    readonly line: number;
    readonly column: number;
    name: string;
    constructor(line: number, column: number, what: string);
}
/** Parses `source` in the supported subset.
 *  @throws YamlSubsetError with `line:column` for anything outside it. */
export declare function parseYamlSubset(source: string): unknown;

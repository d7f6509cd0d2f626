/** A scalar as written. */
export declare function scalarText(value: unknown): string;
/** The lines of `map` as a block mapping at `indent` spaces. */
export declare function blockMapping(map: Readonly<Record<string, unknown>>, indent: number): string[];

export declare function resultDigest(content: unknown, isError: boolean): string;

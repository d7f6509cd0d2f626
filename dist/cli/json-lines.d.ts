export interface JsonLine {
    readonly line: number;
    readonly value: unknown;
}
export declare function parseJsonLines(file: string, text: string): JsonLine[];

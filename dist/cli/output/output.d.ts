/** Writes text; a returned promise resolves when more may be written. */
export type Write = (text: string) => void | Promise<void>;
export declare class Output {
    private readonly write;
    private readonly options;
    private parts;
    private length;
    private readerLeft;
    constructor(write: Write, options?: {
        readonly keepGoingWithoutReader?: boolean;
    });
    /** Adds `text`; writes the collected text once it passes FLUSH_AT characters. */
    add(text: string): Promise<void>;
    flush(): Promise<void>;
}

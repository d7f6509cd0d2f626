export declare function packageVersion(): string;

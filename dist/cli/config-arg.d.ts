export declare function loadConfig(value: string | undefined): unknown;

export declare class HandOff<V> {
    private key;
    private value;
    private readonly displaced;
    /** Values put into `displaced` and not taken back (some may be gone with their key). */
    private inDisplaced;
    /** Leaves `value` for `key`, replacing what was left for it. */
    put(key: object, value: V): void;
    /** The value left for `key`, which is no longer kept; undefined when none is. */
    take(key: object): V | undefined;
}

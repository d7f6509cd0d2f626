// What one hook leaves for the next about the same execution (pre-execute for the guard,
// the guard for post-execute). The host runs an execution's hooks in turn, so the value
// the next hook asks for is nearly always the one left last: it is kept in a field, and
// only a value another execution displaced before it was taken goes to a WeakMap, which
// is consulted only while it may hold one.

export class HandOff<V> {
  private key: object | undefined;
  private value: V | undefined;
  private readonly displaced = new WeakMap<object, V>();
  /** Values put into `displaced` and not taken back (some may be gone with their key). */
  private inDisplaced = 0;

  /** Leaves `value` for `key`, replacing what was left for it. */
  put(key: object, value: V): void {
    if (this.inDisplaced > 0 && this.displaced.delete(key)) this.inDisplaced--;
    if (this.key !== undefined && this.key !== key) {
      this.displaced.set(this.key, this.value!);
      this.inDisplaced++;
    }
    this.key = key;
    this.value = value;
  }

  /** The value left for `key`, which is no longer kept; undefined when none is. */
  take(key: object): V | undefined {
    if (key === this.key) {
      const value = this.value;
      this.key = this.value = undefined;
      return value;
    }
    if (this.inDisplaced === 0) return undefined;
    const value = this.displaced.get(key);
    if (value !== undefined) {
      this.displaced.delete(key);
      this.inDisplaced--;
    }
    return value;
  }
}

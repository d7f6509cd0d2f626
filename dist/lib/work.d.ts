/** Adds `steps` to the meter of the enclosing metered() call, if there is one. */
export declare function countSteps(steps: number): void;
/** Runs `action` and returns its result with the steps reported while it ran.
 *  Nested calls add their steps to the enclosing meter too. */
export declare function metered<T>(action: () => T): {
    readonly result: T;
    readonly steps: number;
};

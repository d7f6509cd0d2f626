// A step counter for the loops that scan model-written text, so a test can bound the
// work a hostile input causes by counting it instead of timing it. Outside metered()
// nothing is counted: a report costs one comparison.
let running = null;
/** Adds `steps` to the meter of the enclosing metered() call, if there is one. */
export function countSteps(steps) {
    if (running !== null)
        running.steps += steps;
}
/** Runs `action` and returns its result with the steps reported while it ran.
 *  Nested calls add their steps to the enclosing meter too. */
export function metered(action) {
    const outer = running;
    const meter = { steps: 0 };
    running = meter;
    try {
        return { result: action(), steps: meter.steps };
    }
    finally {
        running = outer;
        if (outer !== null)
            outer.steps += meter.steps;
    }
}

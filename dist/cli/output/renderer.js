// What the run loop asks of an output format (the table, JSON Lines): text for each
// stage of the replay, written as soon as it is returned.
export {};

// Collects rendered rows into writes of a bounded size: a million rows are neither one
// write each nor one string, and a slow reader of stdout slows the replay down (the
// writer's promise) instead of output piling up in memory. A reader of stdout that went
// away ends the run (its WriteError passes through), unless the run must go on to reach its
// exit status: then the rest is dropped.
import { WriteError } from '../errors.js';
const FLUSH_AT = 64 * 1024;
export class Output {
    write;
    options;
    parts = [];
    length = 0;
    readerLeft = false;
    constructor(write, options = {}) {
        this.write = write;
        this.options = options;
    }
    /** Adds `text`; writes the collected text once it passes FLUSH_AT characters. */
    async add(text) {
        if (text === '')
            return;
        this.parts.push(text);
        this.length += text.length;
        if (this.length >= FLUSH_AT)
            await this.flush();
    }
    async flush() {
        if (this.length === 0)
            return;
        const text = this.parts.join('');
        this.parts = [];
        this.length = 0;
        if (this.readerLeft)
            return;
        try {
            await this.write(text);
        }
        catch (error) {
            if (!(this.options.keepGoingWithoutReader === true && error instanceof WriteError && error.readerLeft))
                throw error;
            this.readerLeft = true;
        }
    }
}

// Progress of a long replay on stderr, when stderr is a terminal: one line, `[12/456] file`,
// rewritten in place and removed before anything else reaches the terminal (a row on
// stdout, a message on stderr) and at the end, so it never mixes with real output.
// Never used when stderr is not a terminal: a log file gets no carriage returns.
import { clip } from './layout.js';
import { escapeControls } from './terminal.js';
/** Erase from the cursor to the end of the line. */
const ERASE_LINE = '\u001b[K';
/** The line's width when the terminal does not say (a line that wraps cannot be rewritten). */
const DEFAULT_COLUMNS = 80;
export class Progress {
    write;
    columns;
    /** The text on screen now ('' when nothing is shown). */
    shown = '';
    last = '';
    constructor(write, columns) {
        this.write = write;
        this.columns = columns;
    }
    /** Shows `[n/total] file` in place of what was shown. */
    show(n, total, file) {
        // One column short of the edge: writing the last column makes some terminals wrap.
        this.last = clip(escapeControls(`[${n}/${total}] ${file}`), (this.columns ?? DEFAULT_COLUMNS) - 1);
        this.redraw();
    }
    /** Removes the line, leaving the cursor at the start of an empty line. */
    clear() {
        if (this.shown === '')
            return;
        this.shown = '';
        this.write(`\r${ERASE_LINE}`);
    }
    /** Shows the last line again (after other output was written). */
    redraw() {
        if (this.last === '' || this.shown === this.last)
            return;
        this.shown = this.last;
        this.write(`\r${this.last}${ERASE_LINE}`);
    }
    /** Removes the line for good. */
    done() {
        this.clear();
        this.last = '';
    }
    /** `io` with the progress line taken away before each write and put back after it.
     *  Generic over what else `io` holds, so that this module need not know the CLI's Io
     *  (cli/run.ts, which imports this one). */
    around(io) {
        return {
            ...io,
            stdout: async (text) => {
                this.clear();
                await io.stdout(text);
                this.redraw();
            },
            stderr: (text) => {
                this.clear();
                io.stderr(text);
                this.redraw();
            },
        };
    }
}

import { WriteError } from '../errors.js';
/** Where the CLI writes: the parts of Io that talk to the process. */
export interface ProcessStreams {
    /** Resolves once the text is taken (backpressure); rejects with a WriteError. */
    readonly stdout: (text: string) => Promise<void>;
    /** Never throws: an error is kept for writeFailure(). */
    readonly stderr: (text: string) => void;
    /** The first write error so far, stderr's before stdout's (stdout's is also thrown by stdout). */
    readonly writeFailure: () => WriteError | undefined;
    /** Resolves when the writes made so far have completed or failed. */
    readonly settle: () => Promise<void>;
}
export declare function processStreams(stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream): ProcessStreams;

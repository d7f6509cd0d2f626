// The process's stdout and stderr as the CLI writes them: a write error (a full disk, an
// I/O error, a reader that went away) never becomes an uncaught exception. Each stream's
// first error is kept; a stdout write after stdout's error is refused with that WriteError,
// run() looks at writeFailure() between writes, and decides what is said and the exit status.
import { WriteError } from '../errors.js';
export function processStreams(stdout, stderr) {
    const failures = {};
    const fail = (stream, cause) => (failures[stream] ??= new WriteError(stream, cause));
    // An 'error' event without a listener is an uncaught exception; the write callbacks say the same.
    stdout.on('error', (error) => fail('stdout', error));
    stderr.on('error', (error) => fail('stderr', error));
    // Writes whose callback has not come yet; settle() waits for them (a write of nothing to
    // wait on would itself fail on a full device).
    let pending = 0;
    const idle = [];
    /** Writes and reports the outcome; a stream that throws at once reports it the same way. */
    const write = (stream, text, done) => {
        pending++;
        let called = false;
        const finish = (error) => {
            if (called)
                return;
            called = true;
            pending--;
            done(error);
            if (pending === 0)
                for (const resolve of idle.splice(0))
                    resolve();
        };
        try {
            stream.write(text, (error) => finish(error ?? undefined));
        }
        catch (error) {
            finish(error);
        }
    };
    return {
        stdout: (text) => new Promise((resolve, reject) => {
            if (failures.stdout !== undefined) {
                reject(failures.stdout);
                return;
            }
            write(stdout, text, (error) => (error === undefined ? resolve() : reject(fail('stdout', error))));
        }),
        stderr: (text) => {
            if (failures.stderr !== undefined)
                return;
            write(stderr, text, (error) => {
                if (error !== undefined)
                    fail('stderr', error);
            });
        },
        writeFailure: () => failures.stderr ?? failures.stdout,
        settle: () => new Promise((resolve) => {
            if (pending === 0)
                resolve();
            else
                idle.push(resolve);
        }),
    };
}

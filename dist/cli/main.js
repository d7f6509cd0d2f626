#!/usr/bin/env node
// The `dsh-repeat-tool-breaker` executable: process wiring around run().
import { once } from 'node:events';
import { errorDetail } from '../lib/values.js';
import { escapeControls } from './output/terminal.js';
import { run } from './run.js';
// `… | head` closes stdout early; that is not an error worth a stack trace.
process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE')
        process.exit(0);
    throw error;
});
const noColor = (process.env['NO_COLOR'] ?? '') !== '';
run(process.argv.slice(2), {
    // Waits for 'drain' when the pipe is full, so output never piles up in memory.
    stdout: async (text) => {
        if (!process.stdout.write(text))
            await once(process.stdout, 'drain');
    },
    stderr: (text) => process.stderr.write(text),
    color: process.stdout.isTTY === true && !noColor,
}).then((status) => {
    process.exitCode = status;
}, (error) => {
    // A stack is several lines; each is made terminal-safe on its own.
    const lines = errorDetail(error).split('\n').map(escapeControls);
    process.stderr.write(`dsh-repeat-tool-breaker: internal error: ${lines.join('\n')}\n`);
    process.exitCode = 1;
});

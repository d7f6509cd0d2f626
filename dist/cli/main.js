#!/usr/bin/env node
// The `dsh-repeat-tool-breaker` executable: process wiring around run(). What the terminal
// and the environment say (colour, width, whether stderr shows progress) is read here once.
import { errorDetail } from '../lib/values.js';
import { EXIT, PROGRAM } from './input/args.js';
import { colorFromEnv } from './output/color.js';
import { tableWidth } from './output/layout.js';
import { processStreams } from './output/streams.js';
import { escapeControls } from './output/terminal.js';
import { run } from './run.js';
const { stdout, stderr, env } = process;
const streams = processStreams(stdout, stderr);
run(process.argv.slice(2), {
    ...streams,
    color: colorFromEnv(env, stdout.isTTY === true),
    width: tableWidth(env, stdout.isTTY === true ? stdout.columns : undefined),
    ...(stderr.isTTY === true ? { progress: { columns: stderr.columns } } : {}),
}).then((status) => {
    process.exitCode = status;
}, (error) => {
    // A stack is several lines; each is made terminal-safe on its own.
    const lines = errorDetail(error).split('\n').map(escapeControls);
    streams.stderr(`${PROGRAM}: internal error: ${lines.join('\n')}\n`);
    process.exitCode = EXIT.internal;
});

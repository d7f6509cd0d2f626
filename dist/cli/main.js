#!/usr/bin/env node
// The `dsh-repeat-tool-breaker` executable: the CLI on this process (cli/process-run.ts).
import { runProcess } from './process-run.js';
void runProcess(process.argv.slice(2), process).then((status) => {
    process.exitCode = status;
});

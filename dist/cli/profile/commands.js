// `check` and `config`: the commands on a profile's cordis.patch.yml, for run.ts.
import { checkPatchFile } from './check.js';
import { configPatchFile } from './config-command.js';
/** Runs `check` or `config`. @throws UsageError, InputError: the one line to print (exit 2). */
export function runProfileCommand(args, output) {
    if (args.command === 'check')
        checkPatchFile(args.file, output);
    else
        configPatchFile(args.file, args.assignments, output);
}

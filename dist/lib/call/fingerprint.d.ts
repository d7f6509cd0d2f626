import { type Args } from './canonical.js';
import type { BreakerConfig } from '../config.js';
import { type Spelling } from './cosmetic.js';
import { type DeclaredWait } from './waits.js';
import type { Kind } from './kind.js';
/** Kinds an approved local-address exemption (or `localHosts: allow`) may ignore. */
export declare const RELAXABLE: ReadonlySet<string>;
export interface Fingerprint {
    /** Identity used for counting: the text itself, or a digest when the text is long. */
    readonly id: string;
    readonly kind: Kind;
    /** The first `previewChars` characters, for messages. */
    readonly head: string;
    /** Length of the full text, so messages can say how much was cut. */
    readonly length: number;
    /** null = uncapped. */
    readonly cap: number | null;
}
export interface CallPrint {
    /** The tool's name (D20: a tool the host could not find makes its next calls no-ops). */
    readonly tool: string;
    readonly fingerprints: readonly Fingerprint[];
    /** The fingerprints' ids, in their order (what the window commits). */
    readonly ids: readonly string[];
    /** Mentions at least one URL and every URL it mentions is local. */
    readonly local: boolean;
    /** Changes the agent's world (design §9 D13); always false with `progress: false`. */
    readonly change: boolean;
    /** The change edits file content (D19): a `changeTools` call, a write to a non-generic
     *  sink, an in-place edit. Always false for a check. */
    readonly edits: boolean;
    /** A shell line that does nothing (D20): empty, `true`, `:`, literal `echo`/`printf`.
     *  Always false with `progress: false`. */
    readonly noop: boolean;
    /** A no-op that prints nothing of its own (no `echo`/`printf`): what it returns may be
     *  news (D25: the empty command reads more output of a running one). */
    readonly silent: boolean;
    /** A check that writes files with a program's output (D23). */
    readonly product: boolean;
    /** D29: the files a product write regenerates (its non-generic write paths, bounded). */
    readonly produces: readonly string[];
    /** A possible change (D27): a check that runs code the breaker does not read, or hands
     *  work to another agent (`delegateTools`); when new, run and successful it frees the
     *  other checks as a new edit does. Always false with `progress: false`. */
    readonly possibleChange: boolean;
    /** The program a shell call runs first, past leading `cd`s (D20); '' for other calls
     *  and with `progress: false`. */
    readonly program: string;
    /** What the call declares it waits (design §9.2 D16); none unless polls are on. */
    readonly wait: DeclaredWait;
    /** What its fingerprints fold away of its spelling: dropped flags, URL spellings
     *  (lib/call/cosmetic.ts; for messages only). */
    readonly spelling: Spelling | undefined;
    /** It only reads files: a file tool's read, or a shell line of `cat`, `head`, `sed -n`,
     *  `grep`… (lib/call/reads.ts; for messages, and for D29: a file a program regenerated
     *  is new for the next read of it). */
    readonly reads: boolean;
    /** A shell line that leaves something running in the background (for messages only). */
    readonly background: boolean;
    /** It checks on something outside the agent's own work — a server, a CI run, a process,
     *  a job — or waits (for messages only: only then does a denial advise waiting). */
    readonly observes: boolean;
}
/** Longer fingerprints are counted by digest, so the window never holds argument-sized strings. */
export declare const MAX_ID_CHARS = 256;
export declare const SHELL_TOOLS: ReadonlySet<string>;
/** design §5 `limitFor`: the whole fingerprint first, then its kind; missing = uncapped. */
export declare function limitFor(text: string, limits: ReadonlyMap<string, number | null>): number | null;
/** A command is read word by word up to this many characters. What a huge command (a
 *  heredoc, a pasted file) does — its verb, URLs and sink — is at its start, and splitting
 *  a megabyte into words costs a hundred times more than the rest of the call. The unread
 *  tail still counts: it is part of `exact:` and is appended, raw, to `cmd:`. */
export declare const SHELL_READ_LIMIT: number;
export declare class Fingerprinter {
    private readonly config;
    /** No `limits` key is longer than this, so a longer fingerprint is capped by its kind. */
    private readonly longestLimitKey;
    /** Normalized URLs by spelling, shared by this breaker's calls (see UrlFolder). */
    private readonly urlMemo;
    /** Shell analyses by command: a looping agent sends the same command again and again. */
    private readonly shellMemo;
    /** Whole prints by their `exact:` text, which determines everything else of a print. */
    private readonly printMemo;
    private readonly toolMemo;
    private readonly changeTools;
    private readonly delegateTools;
    /** URL tools' spellings by URL (for messages, lib/call/cosmetic.ts). */
    private readonly spellingMemo;
    /** D16 is on: declared waits are read. */
    private readonly polls;
    /** D16: `pollBudget` on the clock (milliseconds), the most a call can declare. */
    private readonly budgetMs;
    constructor(config: BreakerConfig);
    private toolFacts;
    /** The decoy argument names of `tool`: `ignoreArgs['*']` and `ignoreArgs[tool]`. */
    decoyKeys(tool: string): ReadonlySet<string>;
    /** Decoy-free arguments: `ignoreArgs['*']` and `ignoreArgs[tool]` deleted. */
    clean(tool: string, args: Args): Args;
    /** The call's fingerprints and what it does, remembered by its `exact:` text. */
    print(tool: string, args: Args): CallPrint;
    private analyse;
    /** D29: the files a reading call names (lib/call/reads.ts readPaths), read from its
     *  arguments when asked (only once a program regenerated some file: most agents never
     *  need it); a shell line's are kept with its analysis while the memo holds it. */
    pathsRead(tool: string, args: Args): readonly string[];
    /** A URL tool's spelling: its one URL as written; remembered like the URLs themselves. */
    private urlSpelling;
    /** shellDrafts() with the URLs it read; remembered for commands up to SHELL_MEMO_MAX chars. */
    private shell;
    private finish;
}

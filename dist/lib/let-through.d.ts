import type { HitRule } from './decision.js';
/** The config key of each rule, and the value that lets a call the rule stopped through.
 *  `limits.<kind>` is the cap of the hit fingerprint's kind. A rule added to `HitRule`
 *  must get a row here (the type checker says so). */
export interface RuleSetting {
    /** The key as docs/configuration.md names it. */
    readonly key: 'limits.<kind>' | 'sameResult' | 'pollBudget' | 'limits.noop' | 'limits.failure';
    /** `null` turns the rule off (or uncaps the kind); `longer` doubles a budget of seconds. */
    readonly loosened: 'null' | 'longer';
}
export declare const RULE_SETTINGS: Readonly<Record<HitRule, RuleSetting>>;
/** What of a hit this module reads (lib/decision.ts `Hit` has it). */
export interface StopHit {
    readonly fingerprint: {
        readonly id: string;
        readonly kind: string;
        readonly length: number;
    };
    readonly next: number;
    readonly cap: number;
    readonly counted: string;
}
/** One `key=value` argument of `config`. */
export interface Assignment {
    /** `exempt`, `sameResult`, `limits.noop`, … */
    readonly key: string;
    readonly value: unknown;
    /** The argument as `config` takes it: `exempt=["cmd:tail:tail -n 1 deploy.log"]`. */
    readonly text: string;
}
/** A rule that stopped the call, and its key (`limits.cmd`, `sameResult`, …). */
export interface RuleKey {
    readonly rule: string;
    readonly key: string;
}
export interface LetThrough {
    /** Each rule that stopped the call, once, in the order of its hits. */
    readonly rules: readonly RuleKey[];
    /** The assignments that let this call through; with `exempt`, one. */
    readonly assignments: readonly Assignment[];
}
/**
 * How to let through the call that `hits` stopped; undefined when nothing stopped it.
 * @param exempt The `exempt` patterns of the config it was decided under: the new pattern
 *   is added to them, so the assignment keeps what the config already exempts.
 */
export declare function letThrough(hits: readonly StopHit[], exempt?: readonly string[]): LetThrough | undefined;
/** `text` as one word of a POSIX shell: as it is when it needs no quoting, else in single quotes. */
export declare function shellWord(text: string): string;
/** The command that writes the assignments into a profile's patch file:
 *  `dsh-repeat-tool-breaker config <patch file> 'exempt=["cmd:tail:tail -n 1 deploy.log"]'`.
 *  @param patchFile The patch file's path when it is known (shell-quoted here), else the placeholder. */
export declare function letThroughCommand(through: LetThrough, patchFile?: string): string;
/** The rules and their keys as one phrase: `same-result (sameResult)`, `unchanged (limits.exact, limits.cmd)`. */
export declare function rulesText(through: LetThrough): string;

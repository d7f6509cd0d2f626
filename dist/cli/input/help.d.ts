/** The commands that have a help of their own. */
export type HelpTopic = 'replay' | 'check' | 'config';
export declare const USAGE: string;
/** A command's own help: `<command> --help`, `help <command>`. */
export declare function commandUsage(topic: HelpTopic): string;

import { type ReplayEvent } from './events.js';
import type { JsonLine } from './json-lines.js';
export declare function parseDshSession(file: string, lines: readonly JsonLine[]): ReplayEvent[];

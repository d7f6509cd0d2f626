import { type ParsedLog } from './events.js';
export declare function readLog(file: string): ParsedLog;

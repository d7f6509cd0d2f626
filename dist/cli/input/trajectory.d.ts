import { type RowParser } from './events.js';
export declare function trajectoryParser(file: string): RowParser;

/** The plugin's config from a parsed profile YAML document.
 *  @throws InputError when the document holds none. */
export declare function profileConfig(source: string, document: unknown): unknown;

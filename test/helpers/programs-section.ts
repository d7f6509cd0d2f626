// Where docs/how-it-decides.md keeps the program table: between these two marks.
export const OPEN_MARK = '<!-- programs: generated from lib/call/programs.ts; test/programs-doc.test.ts checks it -->';
export const CLOSE_MARK = '<!-- /programs -->';

/** The text between the marks, trimmed. @throws when the docs lack them. */
export function programsSection(doc: string): string {
  const start = doc.indexOf(OPEN_MARK);
  const end = doc.indexOf(CLOSE_MARK, start);
  if (start < 0 || end < 0) throw new Error('docs/how-it-decides.md has no program table marks');
  return doc.slice(start + OPEN_MARK.length, end).trim();
}

/** `doc` with the table between the marks replaced by `table`. @throws like programsSection. */
export function replaceProgramsSection(doc: string, table: string): string {
  programsSection(doc);
  const start = doc.indexOf(OPEN_MARK) + OPEN_MARK.length;
  const end = doc.indexOf(CLOSE_MARK, start);
  return `${doc.slice(0, start)}\n${table}\n${doc.slice(end)}`;
}

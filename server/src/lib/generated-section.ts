/**
 * `text` with what lies between the marker comments `start` and `end` (both kept) replaced by
 * `content`: a part of a committed doc that `npm run codegen` writes from the code, so it cannot
 * drift (a test compares). `file` names the doc when its markers are lost.
 */
export function withGeneratedSection(text: string, { file, start, end }: { file: string; start: string; end: string }, content: string) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} lacks the markers of a part codegen writes: ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

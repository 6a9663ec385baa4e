/**
 * The layout answers the visual editor (ProseMirror) asks for when it is clicked or typed into, which
 * jsdom does not compute: no rectangles, nothing under any point. Enough for a test that types into
 * it and reads what it wrote; how it looks is the browser tests' to judge.
 */
export function stubEditorLayout(): void {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
}

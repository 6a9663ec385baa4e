const watched = new WeakSet<Element>();

/**
 * Shows the hint said before a sideways-scrolling table's box (scroll-table.tsx) while the table is
 * wider than the box. Plain DOM: a page of islands runs it on the server's markup before the island
 * holding the table is adopted (app/islands.ts), and the component once it is; a box is watched
 * once. Answers how to stop.
 */
export function watchScrollTable(box: HTMLElement): () => void {
  const hint = box.previousElementSibling;
  if (!(hint instanceof HTMLElement) || !hint.classList.contains('table-scroll-hint')) return () => undefined;
  if (watched.has(box) || typeof ResizeObserver === 'undefined') return () => undefined;
  watched.add(box);
  const observer = new ResizeObserver(() => (hint.hidden = box.scrollWidth <= box.clientWidth + 1));
  observer.observe(box);
  if (box.firstElementChild) observer.observe(box.firstElementChild);
  return () => {
    observer.disconnect();
    watched.delete(box);
  };
}

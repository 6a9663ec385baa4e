import { useEffect, useRef, type ReactNode } from 'react';
import { watchScrollTable } from './scroll-table-hint';
import './scroll-table.css';

interface ScrollTableProps {
  /** What the scrolling region is called (it takes the keyboard's focus, to scroll with the arrows). */
  label: string;
  /** Said above the table while it is wider than its box, e.g. "Swipe sideways to see every column". */
  hint: string;
  children: ReactNode;
}

/**
 * A table that scrolls sideways in its own box on a narrow screen, and says so (issue #51): a
 * phone otherwise shows "Cate…" at the edge with no sign that more follows. Shadows mark the
 * edges that hide columns; the hint shows only while the table is wider than its box, which
 * scroll-table-hint.ts watches (the hint's `hidden` is its own, not React's).
 */
export function ScrollTable({ label, hint, children }: ScrollTableProps) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => (box.current ? watchScrollTable(box.current) : undefined), []);
  return (
    <>
      <p className="table-scroll-hint" hidden>
        {hint} <span aria-hidden="true">→</span>
      </p>
      <section ref={box} className="table-scroll" tabIndex={0} aria-label={label}>
        {children}
      </section>
    </>
  );
}

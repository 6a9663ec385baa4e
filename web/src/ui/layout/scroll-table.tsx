import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * edges that hide columns; the hint shows only while the table is wider than its box.
 */
export function ScrollTable({ label, hint, children }: ScrollTableProps) {
  const box = useRef<HTMLElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflowing && (
        <p className="table-scroll-hint">
          {hint} <span aria-hidden="true">→</span>
        </p>
      )}
      <section ref={box} className="table-scroll" tabIndex={0} aria-label={label}>
        {children}
      </section>
    </>
  );
}

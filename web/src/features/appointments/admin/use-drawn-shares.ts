import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useIdle } from '../../../ui/use-idle';

/** The part of a column's height whose jobs are drawn, as shares of it (0–1). */
export interface DrawnShare {
  from: number;
  to: number;
}

/** Every job of the column. */
const WHOLE_COLUMN: DrawnShare = { from: -Infinity, to: Infinity };
/** None of them: the column is out of sight. */
const NOTHING: DrawnShare = { from: 0, to: 0 };

/** What the screen shows of each column of one view, by the column's key. */
interface InView {
  view: string;
  shares: ReadonlyMap<string, DrawnShare>;
}

/**
 * What of a view's columns to draw jobs in (issue #50: a busy week in one frame). A view is first
 * drawn without jobs; before the browser paints it, its columns are measured and the jobs in sight
 * are drawn, and those a scroll brings into sight as it goes; the rest follow once the browser is
 * idle. Where nothing is laid out (no size to tell by), every job is drawn at once.
 *
 * `view` names what is shown (its view and day): a new one starts over.
 */
export function useDrawnShares(grid: RefObject<HTMLElement | null>, view: string): (column: string) => DrawnShare {
  const drawAll = useIdle(2_000, view);
  const [inView, setInView] = useState<InView | null>(null);

  useLayoutEffect(() => {
    if (drawAll || !grid.current) return;
    setInView({ view, shares: sharesOnScreen(grid.current) });
  }, [grid, view, drawAll]);

  useEffect(() => {
    if (drawAll) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (!grid.current) return;
      const seen = sharesOnScreen(grid.current);
      setInView((shown) => ({ view, shares: shown?.view === view ? widened(shown.shares, seen) : seen }));
    };
    // A scroll of the page or of the grid itself (capture: a scroll does not bubble), measured once a frame.
    const scrolled = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', scrolled, { capture: true });
      window.cancelAnimationFrame(frame);
    };
  }, [grid, view, drawAll]);

  const measured = inView?.view === view ? inView.shares : null;
  return useCallback(
    (column: string) => (drawAll ? WHOLE_COLUMN : measured ? (measured.get(column) ?? WHOLE_COLUMN) : NOTHING),
    [drawAll, measured],
  );
}

/** Each column's share drawn so far widened by what is in sight now: a job once drawn stays. */
function widened(drawn: ReadonlyMap<string, DrawnShare>, seen: ReadonlyMap<string, DrawnShare>): ReadonlyMap<string, DrawnShare> {
  const empty = (share: DrawnShare) => share.to <= share.from;
  return new Map(
    [...seen].map(([column, share]) => {
      const before = drawn.get(column);
      if (!before || empty(before)) return [column, share];
      if (empty(share)) return [column, before];
      return [column, { from: Math.min(before.from, share.from), to: Math.max(before.to, share.to) }];
    }),
  );
}

/** The share of each column (`[data-column]`) in sight: inside the grid's box, the window, and right of the sticky hours. */
function sharesOnScreen(grid: HTMLElement): ReadonlyMap<string, DrawnShare> {
  const box = grid.getBoundingClientRect();
  const hours = grid.querySelector('.calendar-hours')?.getBoundingClientRect();
  const left = Math.max(box.left, hours?.right ?? box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const shares = new Map<string, DrawnShare>();
  for (const column of grid.querySelectorAll<HTMLElement>('[data-column]')) {
    const place = column.getBoundingClientRect();
    const key = column.dataset.column!;
    if (place.height === 0) shares.set(key, WHOLE_COLUMN);
    else if (place.right <= left || place.left >= right || bottom <= top) shares.set(key, NOTHING);
    else shares.set(key, { from: (top - place.top) / place.height, to: (bottom - place.top) / place.height });
  }
  return shares;
}

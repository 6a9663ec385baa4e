import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../../ui/later';
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

/** What the screen shows of each column of one view, in the columns' order: measured, or what a layout seen before showed. */
interface InView {
  view: string;
  shares: readonly DrawnShare[];
  measured: boolean;
}

/** What was in sight of a layout's columns when it was last measured, and where the window and the grid stood then. */
interface Sighting {
  shares: readonly DrawnShare[];
  standing: string;
}

/** By layout (what places the columns: the view, how many, the hours), for the page's life. */
const sightings = new Map<string, Sighting>();

/** The window's size and scroll, and the grid's width, place and scroll (a banner above it moves it down). */
const standingOf = (grid: HTMLElement) =>
  `${window.innerWidth}x${window.innerHeight}+${window.scrollX},${window.scrollY} ` +
  `${grid.clientWidth}@${Math.round(grid.getBoundingClientRect().top)}+${grid.scrollLeft},${grid.scrollTop}`;

/**
 * What of a view's columns to draw jobs in (issue #50: a busy week in one frame). A view is first
 * drawn without jobs; before the browser paints it, its columns are measured and the jobs in sight
 * are drawn, and those a scroll brings into sight as it goes; the rest follow once the browser is
 * idle. Where nothing is laid out (no size to tell by), every job is drawn at once.
 *
 * A layout seen before (`layout`: the same view, number of columns and hours), with the window and
 * the grid where they stood then, draws what was in sight then at once and is measured after its
 * paint: measuring a new view lays the page out before its paint, a tenth of a busy week's switch
 * (scripts/calendar-bench.mjs).
 *
 * `view` names what is shown (its view and day): a new one starts over. Answers the share drawn of
 * the column at an index, in the grid's order.
 */
export function useDrawnShares(grid: RefObject<HTMLElement | null>, view: string, layout: string): (column: number) => DrawnShare {
  const drawAll = useIdle(2_000, view);
  const [inView, setInView] = useState<InView | null>(null);
  if (inView?.view !== view && !drawAll && grid.current) {
    // Read in the render, while the last view is on screen with its layout done (the grid's element stays).
    const sighting = sightings.get(layout);
    if (sighting?.standing === standingOf(grid.current)) setInView({ view, shares: sighting.shares, measured: false });
  }
  const remembered = inView?.view === view && !inView.measured;

  // What is in sight now, drawn beside what already was, and remembered for the layout.
  const measure = useCallback(() => {
    if (!grid.current) return;
    const seen = sight(grid.current, layout);
    setInView((shown) => withSeen(shown, view, seen));
  }, [grid, view, layout]);

  useLayoutEffect(() => {
    if (drawAll || !grid.current) return;
    if (remembered) return afterNextPaint(measure);
    measure();
    // Once for each view: measured at once, or after the paint when it was remembered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid, measure, drawAll]);

  useEffect(() => {
    if (drawAll) return;
    // A scroll of the page or of the grid itself (capture: a scroll does not bubble), measured once a frame.
    let frame = 0;
    const scrolled = () => {
      frame ||= window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', scrolled, { capture: true });
      window.cancelAnimationFrame(frame);
    };
  }, [measure, drawAll]);

  const measured = inView?.view === view ? inView.shares : null;
  return useCallback(
    (column: number) => (drawAll ? WHOLE_COLUMN : measured ? (measured[column] ?? WHOLE_COLUMN) : NOTHING),
    [drawAll, measured],
  );
}

/** What is in sight of the grid's columns now, remembered for their layout. */
function sight(grid: HTMLElement, layout: string): readonly DrawnShare[] {
  const seen = sharesOnScreen(grid);
  sightings.set(layout, { shares: seen, standing: standingOf(grid) });
  return seen;
}

/** The view's columns as measured: what is in sight now drawn beside what already was. */
const withSeen = (shown: InView | null, view: string, seen: readonly DrawnShare[]): InView => ({
  view,
  shares: shown?.view === view ? widened(shown.shares, seen) : seen,
  measured: true,
});

/** Each column's share drawn so far widened by what is in sight now: a job once drawn stays. */
function widened(drawn: readonly DrawnShare[], seen: readonly DrawnShare[]): readonly DrawnShare[] {
  const empty = (share: DrawnShare) => share.to <= share.from;
  return seen.map((share, column) => {
    const before = drawn[column];
    if (!before || empty(before)) return share;
    if (empty(share)) return before;
    return { from: Math.min(before.from, share.from), to: Math.max(before.to, share.to) };
  });
}

/** The share of each column (`[data-column]`, in order) in sight: inside the grid's box, the window, and right of the sticky hours. */
function sharesOnScreen(grid: HTMLElement): readonly DrawnShare[] {
  const box = grid.getBoundingClientRect();
  const hours = grid.querySelector('.calendar-hours')?.getBoundingClientRect();
  const left = Math.max(box.left, hours?.right ?? box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  return [...grid.querySelectorAll<HTMLElement>('[data-column]')].map((column) => {
    const place = column.getBoundingClientRect();
    if (place.height === 0) return WHOLE_COLUMN;
    if (place.right <= left || place.left >= right || bottom <= top) return NOTHING;
    return { from: (top - place.top) / place.height, to: (bottom - place.top) / place.height };
  });
}

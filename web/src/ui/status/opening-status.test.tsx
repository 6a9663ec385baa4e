import { act, render, screen } from '@testing-library/react';
import type { OpeningStatus } from '@plumbing/shared';
import { siteConfig } from '../../platform/site-config';
import { OpeningStatusLine, useOpeningStatus } from './opening-status';

function HeroStatus() {
  return <OpeningStatusLine status={useOpeningStatus()} />;
}

/** The browser's clock at `now`, on a page of the sample business (Mon-Sat 7 AM-6 PM, Tampa) rendered with `status`. */
function pageAt(now: string, status: OpeningStatus) {
  jest.useFakeTimers({ now: new Date(now) });
  siteConfig.openingStatus = status;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete siteConfig.openingStatus;
});

describe('the opening status line', () => {
  it('shows the state the page was rendered with, without constructing an Intl formatter (a one-off cost a page being adopted must not pay)', () => {
    // Tuesday 2026-11-24, 10 AM in Tampa.
    pageAt('2026-11-24T15:00:00Z', { openNow: true, nextChange: '2026-11-24T18:00:00-05:00', closure: null });
    // (After the fake clock, which brings an Intl of its own.)
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    render(<HeroStatus />);
    expect(screen.getByText('Open now · until 6 PM')).toBeInTheDocument();
    expect(formatters).not.toHaveBeenCalled();
  });

  it('turns over when the office closes', async () => {
    pageAt('2026-11-24T22:59:00Z', { openNow: true, nextChange: '2026-11-24T18:00:00-05:00', closure: null });
    render(<HeroStatus />);
    expect(screen.getByText('Open now · until 6 PM')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2 * 60_000));
    expect(await screen.findByText('Closed now · emergency line 24/7 (813) 555-0199')).toBeInTheDocument();
  });

  it('corrects a state already past its change (an old copy of the page) by the browser’s clock', async () => {
    // Rendered on Monday evening, opened on Tuesday at 10 AM.
    pageAt('2026-11-24T15:00:00Z', { openNow: false, nextChange: '2026-11-24T07:00:00-05:00', closure: null });
    render(<HeroStatus />);
    expect(await screen.findByText('Open now · until 6 PM')).toBeInTheDocument();
  });

  it('works the state out at once on a page served without one (the development server)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z') });
    render(<HeroStatus />);
    expect(await screen.findByText('Open now · until 6 PM')).toBeInTheDocument();
  });

  it('announces a closure in the coming week below the line, and names it on its day', async () => {
    const thanksgiving = { name: 'Thanksgiving Day', from: '2026-11-26', to: '2026-11-26' };
    siteConfig.business = { ...siteConfig.business, closures: [thanksgiving] };
    try {
      pageAt('2026-11-24T15:00:00Z', {
        openNow: true,
        nextChange: '2026-11-24T18:00:00-05:00',
        closure: { ...thanksgiving, current: false },
      });
      const { unmount } = render(<HeroStatus />);
      expect(screen.getByText('Closed Thu, Nov 26 for Thanksgiving Day.')).toBeInTheDocument();
      unmount();
      // Thursday 10 AM, a weekday the office would open: the browser's own reckoning keeps it closed.
      pageAt('2026-11-26T15:00:00Z', { openNow: false, nextChange: '2026-11-26T07:00:00-05:00', closure: null });
      render(<HeroStatus />);
      expect(await screen.findByText('Closed for Thanksgiving Day · emergency line 24/7 (813) 555-0199')).toBeInTheDocument();
      expect(screen.queryByText(/^Closed Thu/)).not.toBeInTheDocument();
    } finally {
      siteConfig.business = { ...siteConfig.business, closures: [] };
    }
  });
});

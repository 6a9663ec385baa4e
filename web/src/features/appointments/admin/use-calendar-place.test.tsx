import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { todayIn } from '@plumbing/shared';
import { useCalendarPlace } from './use-calendar-place';

const ZONE = 'America/New_York';

/** The place as the screen would draw it, each commit's place logged, and two presses. */
function Place({ drawn }: { drawn: string[] }) {
  const { view, date, show } = useCalendarPlace(ZONE);
  const place = `${view} ${date}`;
  useLayoutEffect(() => {
    drawn.push(place);
  });
  return (
    <>
      <output>{place}</output>
      <button onClick={() => show({ view: 'day' })}>Day</button>
      <button onClick={() => show({ date: '2026-03-17' })}>Next week</button>
      <button onClick={() => show({ date: '2026-03-24' })}>Week after</button>
    </>
  );
}

function renderAt(at: string) {
  const drawn: string[] = [];
  const router = createMemoryRouter([{ path: '*', element: <Place drawn={drawn} /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return { drawn, router, shown: () => screen.getByRole('status').textContent };
}

describe('useCalendarPlace', () => {
  it('reads the view and day from the address', () => {
    expect(renderAt('/admin/calendar?view=day&date=2026-03-10').shown()).toBe('day 2026-03-10');
  });

  it('shows this week when the address names no view or day it knows', () => {
    expect(renderAt('/admin/calendar?view=month&date=10/03/2026').shown()).toBe(`week ${todayIn(ZONE)}`);
  });

  it('shows a press’s place in the press’s own commit, and the address follows once it is painted', async () => {
    const { drawn, router, shown } = renderAt('/admin/calendar?view=week&date=2026-03-10');
    act(() => screen.getByRole('button', { name: 'Day' }).click());
    expect(shown()).toBe('day 2026-03-10');
    expect(router.state.location.search).toBe('?view=week&date=2026-03-10');
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-03-10'));
    act(() => screen.getByRole('button', { name: 'Next week' }).click());
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-03-17'));
    // Each press drawn by its own commit, then again as the address (a transition) catches up; never the place before it.
    expect(drawn).toEqual(['week 2026-03-10', 'day 2026-03-10', 'day 2026-03-10', 'day 2026-03-17', 'day 2026-03-17']);
  });

  it('puts the last of two quick presses in the address', async () => {
    const { router, shown } = renderAt('/admin/calendar?view=week&date=2026-03-10');
    act(() => screen.getByRole('button', { name: 'Next week' }).click());
    act(() => screen.getByRole('button', { name: 'Week after' }).click());
    expect(shown()).toBe('week 2026-03-24');
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-03-24'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?view=week&date=2026-03-24');
    expect(shown()).toBe('week 2026-03-24');
  });

  it('follows an address changed from outside (a link, the back button) in a commit of its own, after the router’s', async () => {
    const { drawn, router, shown } = renderAt('/admin/calendar?view=day&date=2026-03-10');
    await act(() => router.navigate('/admin/calendar?view=week&date=2026-04-02'));
    expect(shown()).toBe('week 2026-04-02');
    // Not drawn inside the router's transition, which an answer arriving halfway could set aside (Apollo asks while rendering).
    expect(drawn).toEqual(['day 2026-03-10', 'day 2026-03-10', 'week 2026-04-02']);
  });
});

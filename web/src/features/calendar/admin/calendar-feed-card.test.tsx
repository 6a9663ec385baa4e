import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { CalendarFeedDocument, RotateCalendarFeedDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { CalendarFeedCard } from './calendar-feed-card';

const feed = (active: boolean): MockLink.MockedResponse => ({
  request: { query: CalendarFeedDocument },
  result: { data: { calendarFeed: { __typename: 'CalendarFeedStatus', active, createdAt: active ? '2026-03-10T13:30:00.000Z' : null } } },
});
const rotated = (token: string): MockLink.MockedResponse => ({
  request: { query: RotateCalendarFeedDocument },
  result: {
    data: {
      rotateCalendarFeed: {
        __typename: 'CalendarFeedLink',
        url: `https://plumbing.example/calendar/${token}.ics`,
        webcalUrl: `webcal://plumbing.example/calendar/${token}.ics`,
        createdAt: '2026-03-11T13:30:00.000Z',
      },
    },
  },
});
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('CalendarFeedCard', () => {
  it('turns the feed on and shows its webcal:// address with a copy button', async () => {
    const user = setupUser();
    renderScreen(<CalendarFeedCard />, { mocks: [feed(false), rotated('first'), feed(true)] });
    expect(await screen.findByText('off')).toBeInTheDocument();
    await user.click(screen.getByText('Turn on the calendar feed'));
    const address = await screen.findByLabelText('Subscribe address');
    expect(address).toHaveValue('webcal://plumbing.example/calendar/first.ics');
    expect(screen.getByText('Open in calendar app').closest('a')).toHaveAttribute('href', 'webcal://plumbing.example/calendar/first.ics');
    // user-event stands in the clipboard jsdom lacks (the browser test copies in Chromium).
    await user.click(screen.getByText('Copy address'));
    expect(await screen.findByText('Address copied. Paste it into your calendar app.')).toBeInTheDocument();
    // Read as the item's Blob (the environment's Blob is Node's, which jsdom's FileReader behind readText() does not take).
    const [copied] = await navigator.clipboard.read();
    await expect(copied.getType('text/plain').then((blob) => blob.text())).resolves.toBe('webcal://plumbing.example/calendar/first.ics');
  });

  it('makes a new address only after saying the old one stops working', async () => {
    const user = setupUser();
    renderScreen(<CalendarFeedCard />, { mocks: [feed(true), rotated('second'), feed(true)] });
    await user.click(await screen.findByText('Make a new address'));
    const prompt = (await screen.findAllByText('Make a new calendar address?')).at(-1)!.closest('.ant-modal-confirm') as HTMLElement;
    expect(within(prompt).getByText(/The current address stops working at once/)).toBeInTheDocument();
    await user.click(within(prompt).getByText('Keep the current one'));
    expect(screen.queryByLabelText('Subscribe address')).not.toBeInTheDocument();

    await user.click(screen.getByText('Make a new address'));
    const again = (await screen.findAllByText('Make a new calendar address?')).at(-1)!.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(again).getByText('Make a new address'));
    expect(await screen.findByLabelText('Subscribe address')).toHaveValue('webcal://plumbing.example/calendar/second.ics');
  });
});

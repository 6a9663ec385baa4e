import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { BUSY_CALENDAR_FAILURES } from '@plumbing/shared';
import {
  AddBusyCalendarDocument,
  BusyCalendarsDocument,
  UpdateBusyCalendarDocument,
  type BusyCalendarInput,
  type BusyCalendarsQuery,
} from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { BusyCalendarsCard } from './busy-calendars-card';

type Calendar = BusyCalendarsQuery['busyCalendars'][number];
const CREWS = [
  { __typename: 'Crew', id: 1, name: 'Mike' },
  { __typename: 'Crew', id: 2, name: 'Ana' },
];
const personal: Calendar = {
  id: 'c1',
  name: 'Personal',
  shownUrl: 'calendar.google.com/…asic.ics',
  crew: null,
  lastReadAt: '2026-03-02T15:00:00.000Z',
  busyCount: 12,
  failingSince: null,
  problem: null,
};
const listed = (...busyCalendars: Calendar[]): MockLink.MockedResponse => ({
  request: { query: BusyCalendarsDocument },
  result: {
    data: {
      busyCalendars: busyCalendars.map((calendar) => ({ __typename: 'BusyCalendar', ...calendar })),
      appointmentSettings: { __typename: 'AppointmentSettings', crews: CREWS },
    },
  },
});
const added = (input: BusyCalendarInput): MockLink.MockedResponse => ({
  request: { query: AddBusyCalendarDocument, variables: { input } },
  result: { data: { addBusyCalendar: { __typename: 'BusyCalendar', id: 'c2' } } },
});
const updated = (id: string, input: BusyCalendarInput): MockLink.MockedResponse => ({
  request: { query: UpdateBusyCalendarDocument, variables: { id, input } },
  result: { data: { updateBusyCalendar: { __typename: 'BusyCalendar', id } } },
});
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('BusyCalendarsCard', () => {
  it('adds a calendar from its pasted address, for one crew, and lists it by its host and last characters', async () => {
    const user = setupUser();
    const van = { ...personal, id: 'c2', name: 'Van', crew: 2, busyCount: 1, shownUrl: 'outlook.office365.com/…endar.ics' };
    const address = '  https://outlook.office365.com/owa/calendar/abc/def/calendar.ics ';
    renderScreen(<BusyCalendarsCard />, {
      mocks: [listed(personal), added({ url: address.trim(), name: 'Van', crew: 2 }), listed(personal, van)],
    });
    expect(await screen.findByText('Personal')).toBeInTheDocument();
    expect(screen.getByText('calendar.google.com/…asic.ics · Blocks every crew')).toBeInTheDocument();
    expect(screen.getByText(/12 busy times from today on/)).toBeInTheDocument();

    await user.click(screen.getByText('Add a calendar'));
    // Nothing pasted: said beside the field, nothing sent.
    await user.click(screen.getByText('Add calendar'));
    expect(await screen.findByText("Paste your calendar's private address in iCal format.")).toBeInTheDocument();
    await user.click(screen.getByLabelText('Private address (iCal format)'));
    await user.paste(address);
    await user.type(screen.getByLabelText('Name'), 'Van');
    await user.click(screen.getByLabelText('Blocks'));
    await user.click(await screen.findByText('Ana only'));
    await user.click(screen.getByText('Add calendar'));
    expect(await screen.findByText('outlook.office365.com/…endar.ics · Blocks Ana')).toBeInTheDocument();
    expect(screen.getByText('Add a calendar')).toBeInTheDocument();
  });

  it('changes a calendar without its address (never shown again) unless a new one is pasted', async () => {
    const user = setupUser();
    renderScreen(<BusyCalendarsCard />, {
      mocks: [listed(personal), updated('c1', { url: null, name: 'Home', crew: 1 }), listed({ ...personal, name: 'Home', crew: 1 })],
    });
    await user.click(await screen.findByText('Change'));
    const field = screen.getByLabelText('Private address (iCal format)');
    expect(field).toHaveValue('');
    expect(screen.getByText('Saved: calendar.google.com/…asic.ics. Paste a new address only to replace it.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Home');
    await user.click(screen.getByLabelText('Blocks'));
    await user.click(await screen.findByText('Mike only'));
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('calendar.google.com/…asic.ics · Blocks Mike')).toBeInTheDocument();
  });

  it('says why a calendar is not read, and offers no fourth', async () => {
    const failing = {
      ...personal,
      id: 'c3',
      name: '',
      failingSince: '2026-03-02T15:05:00.000Z',
      problem: 'notFound' as Calendar['problem'],
    };
    renderScreen(<BusyCalendarsCard />, { mocks: [listed(personal, { ...personal, id: 'c2' }, failing)] });
    const item = (await screen.findAllByText('calendar.google.com/…asic.ics'))[0].closest('.busy-calendar') as HTMLElement;
    expect(within(item).getByText(`Not read since Mar 2, 2026, 10:05 AM: ${BUSY_CALENDAR_FAILURES.notFound}.`)).toBeInTheDocument();
    expect(within(item).getByText('The times it held when last read stay blocked.')).toBeInTheDocument();
    expect(screen.queryByText('Add a calendar')).not.toBeInTheDocument();
    expect(screen.getByText('At most 3 calendars: remove one to add another.')).toBeInTheDocument();
  });
});

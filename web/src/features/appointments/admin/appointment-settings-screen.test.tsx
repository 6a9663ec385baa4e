import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DEFAULT_JOB_RULES } from '@plumbing/shared';
import { AppointmentSettingsDocument, SaveAppointmentSettingsDocument, type ServiceType } from '../../../gql/graphql';
import AppointmentSettingsScreen from './appointment-settings-screen';
import { renderScreen } from '../../../../test/render-screen';

const settings = {
  __typename: 'AppointmentSettings' as const,
  enableScheduling: true,
  availableDays: [1, 2, 3, 4, 5],
  availableHours: { __typename: 'BusinessHours' as const, start: '09:00', end: '17:00' },
  minDaysInAdvance: 1,
  maxDaysInAdvance: 30,
  changeCutoffHours: 2,
  reminderLeadHours: 24,
  reviewDelayHours: 2,
  services: DEFAULT_JOB_RULES.services.map((rule) => ({ __typename: 'ServiceRule' as const, ...rule })),
  travelBufferMinutes: 30,
  crews: [
    { __typename: 'Crew' as const, id: 1, name: 'Mike' },
    { __typename: 'Crew' as const, id: 2, name: 'Van 2' },
  ],
};

const loadMock: MockLink.MockedResponse = {
  request: { query: AppointmentSettingsDocument },
  result: { data: { appointmentSettings: settings } },
};

// Role queries with names are slow over antd's large DOM under jsdom: these tests find by label and text.

/** What saving sends after the admin turns scheduling off, opens Saturdays, takes emergencies by phone only, confirms repairs at once and adds a crew. */
const savedInput = {
  enableScheduling: false,
  availableDays: [1, 2, 3, 4, 5, 6],
  availableHours: { start: '09:00', end: '17:00' },
  minDaysInAdvance: 1,
  maxDaysInAdvance: 30,
  changeCutoffHours: 2,
  reminderLeadHours: 24,
  reviewDelayHours: 2,
  services: DEFAULT_JOB_RULES.services.map(({ serviceType, minutes }) => ({
    serviceType: serviceType as ServiceType,
    minutes,
    bookableOnline: serviceType !== 'emergency',
    confirmAtOnce: serviceType === 'repair',
  })),
  travelBufferMinutes: 30,
  crews: [
    { id: 1, name: 'Mike' },
    { id: 2, name: 'Van 2' },
    { id: 3, name: 'Crew 3' },
  ],
};

function saveMock(answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: SaveAppointmentSettingsDocument, variables: { input: savedInput } }, ...answer };
}

const renderWith = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<AppointmentSettingsScreen />, { at: '/admin/appointment-settings', mocks });

/** A service's row of the jobs and crews section. */
const jobRule = (label: string) => screen.getByText(label, { selector: '.job-rule-name' }).closest<HTMLElement>('.job-rule')!;

async function editAndSave() {
  // Checking pointer-events computes styles up the tree: slow over antd's injected styles in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(await screen.findByLabelText('Enable Online Scheduling'));
  await user.click(screen.getByLabelText('Saturday'));
  await user.click(within(jobRule('Emergency Service')).getByLabelText('Book online'));
  await user.click(within(jobRule('Repair Service')).getByLabelText('Repair Service: confirm online bookings at once'));
  await user.click(screen.getByText('Add crew'));
  await user.click(screen.getByText('Save Settings'));
}

describe('AppointmentSettingsScreen', () => {
  it('shows the saved settings', async () => {
    renderWith([loadMock]);
    expect(await screen.findByLabelText('Enable Online Scheduling')).toBeChecked();
    expect(screen.getByLabelText('Monday')).toBeChecked();
    expect(screen.getByLabelText('Sunday')).not.toBeChecked();
    expect(screen.getByLabelText('Minimum Days in Advance')).toHaveValue('1');
    expect(screen.getByLabelText('Maximum Days in Advance')).toHaveValue('30');
    expect(screen.getByLabelText('Online Changes Cut-off (hours)')).toHaveValue('2');
    expect(screen.getByLabelText('Reminder Lead Time (hours)')).toHaveValue('24');
    expect(screen.getByLabelText('Review Request Delay (hours)')).toHaveValue('2');
    // On the 12-hour clock of every other admin time (issue #51).
    expect(screen.getByTitle('9:00 AM')).toBeInTheDocument();
    expect(screen.getByTitle('5:00 PM')).toBeInTheDocument();
    // Days closed are the Business Profile's closures alone (issue #51): the screen leads there.
    expect(screen.queryByText(/Excluded Dates/i)).not.toBeInTheDocument();
    expect(screen.getByText('Business Profile’s Closures').closest('a')).toHaveAttribute('href', '/admin/business#closures');
    // Jobs and crews (issue #50).
    expect(within(jobRule('Installation')).getByText('4 h')).toBeInTheDocument();
    expect(within(jobRule('Maintenance')).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(jobRule('Emergency Service')).getByLabelText('Book online')).toBeChecked();
    expect(within(jobRule('Repair Service')).getByLabelText('Repair Service: confirm online bookings at once')).not.toBeChecked();
    expect(screen.getByLabelText('Travel time between jobs (minutes)')).toHaveValue('30');
    expect(screen.getByLabelText('Crew 1 name')).toHaveValue('Mike');
    expect(screen.getByLabelText('Remove Van 2')).toHaveAttribute('type', 'button');
  });

  it("saves and shows 'Settings saved successfully!' for 3 seconds", async () => {
    renderWith([
      loadMock,
      saveMock({ result: { data: { saveAppointmentSettings: { ...settings, ...savedInput, availableHours: settings.availableHours } } } }),
    ]);
    await editAndSave();
    expect((await screen.findByText('Settings saved successfully!')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it("shows 'Error: {message}' with the server's reason", async () => {
    const refused = new GraphQLError('Argument Validation Error', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [
          {
            property: 'availableHours',
            constraints: {},
            children: [{ property: 'end', constraints: { matches: 'Times must be HH:MM, e.g. 17:00' } }],
          },
        ],
      },
    });
    renderWith([loadMock, saveMock({ result: { errors: [refused] } })]);
    await editAndSave();
    expect((await screen.findByText('Error: Times must be HH:MM, e.g. 17:00')).closest('[role="alert"]')).not.toBeNull();
  });

  it('shows the default message when the server cannot be reached', async () => {
    renderWith([loadMock, saveMock({ error: new TypeError('Failed to fetch') })]);
    await editAndSave();
    expect((await screen.findByText('Failed to save settings. Please try again.')).closest('[role="alert"]')).not.toBeNull();
  });
});

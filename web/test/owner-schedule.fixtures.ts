// What the calendar's, the New job form's, the dialog's Move and Today's tests share (issue #50): jobs, crews and free times as the server answers them.
import type { MockLink } from '@apollo/client/testing';
import { zonedInstant } from '@plumbing/shared';
import { AppointmentPhotosDocument, JobSettingsDocument, JobStartsDocument, OwnerCalendarDocument } from '../src/gql/graphql';
import type { AdminAppointment } from '../src/features/appointments/admin/appointment-operations';

export const TIME_ZONE = 'America/New_York';

/** The instant the business's clocks read `time` on `date`. */
export const at = (date: string, time: string) => zonedInstant(date, time, TIME_ZONE).toISOString();

export type JobFixture = AdminAppointment & { __typename: 'Appointment' };

export function job(id: string, customerName: string, preferredDate: string, overrides: Partial<AdminAppointment> = {}): JobFixture {
  return {
    __typename: 'Appointment',
    id,
    customerName,
    customerEmail: `${id}@example.com`,
    customerPhone: '(813) 555-0100',
    serviceType: 'repair',
    preferredDate,
    serviceAddress: '12 Bayshore Blvd, Tampa',
    outsideServiceArea: false,
    description: '',
    status: 'confirmed',
    locale: 'en',
    createdAt: '2026-03-01T15:00:00.000Z',
    crew: 1,
    durationMinutes: 120,
    keptOverlapping: false,
    bookedBy: 'customer',
    emails: [],
    ...overrides,
  };
}

export const TWO_CREWS = [
  { __typename: 'Crew' as const, id: 1, name: 'Crew Ana' },
  { __typename: 'Crew' as const, id: 2, name: 'Crew Ben' },
];

const SERVICES = (['repair', 'installation', 'maintenance', 'inspection', 'emergency', 'other'] as const).map((serviceType) => ({
  __typename: 'ServiceRule' as const,
  serviceType,
  minutes: serviceType === 'installation' ? 240 : serviceType === 'repair' ? 120 : 60,
  bookableOnline: true,
  confirmAtOnce: false,
}));

/** The job rules as the calendar, Move and New job read them: Monday to Friday, 8 AM to 5 PM, a 30-minute drive. */
export const jobRules = (crews = TWO_CREWS) => ({
  __typename: 'AppointmentSettings' as const,
  availableDays: [1, 2, 3, 4, 5],
  availableHours: { __typename: 'BusinessHours' as const, start: '08:00', end: '17:00' },
  services: SERVICES,
  travelBufferMinutes: 30,
  crews,
});

/** The calendar's answer for the days [first, afterLast) in business time. */
export function calendarMock(
  first: string,
  afterLast: string,
  jobs: JobFixture[],
  {
    busy = [] as Array<{ startsAt: string; endsAt: string; crew: number | null }>,
    held = [] as Array<{ appointmentId: string; customerName: string; startsAt: string; endsAt: string; crew: number; heldUntil: string }>,
    crews = TWO_CREWS,
  } = {},
): MockLink.MockedResponse {
  return {
    request: { query: OwnerCalendarDocument, variables: { from: at(first, '00:00'), to: at(afterLast, '00:00') } },
    result: {
      data: {
        calendarJobs: jobs,
        busyTimes: busy.map((span) => ({ __typename: 'BusyTime', ...span })),
        heldTimes: held.map((time) => ({ __typename: 'HeldTime', ...time })),
        appointmentSettings: jobRules(crews),
      },
    },
  };
}

/** The crews and the services' lengths, for every ask. */
export const jobSettingsMock = (crews = TWO_CREWS): MockLink.MockedResponse => ({
  request: { query: JobSettingsDocument },
  result: { data: { appointmentSettings: jobRules(crews) } },
  maxUsageCount: Infinity,
});

/** No photos came with the request, each time the dialog asks. */
export const noPhotosMock = (id: string): MockLink.MockedResponse => ({
  request: { query: AppointmentPhotosDocument, variables: { id } },
  result: { data: { appointment: { __typename: 'Appointment', id, photos: [] } } },
  maxUsageCount: Infinity,
});

/** jobStarts for a day: each time 'HH:MM' listed, free or not. */
export function startsMock(
  variables: { date: string; serviceType: string; crew?: number | null; appointmentId?: string | null },
  times: Array<[time: string, available: boolean]>,
): MockLink.MockedResponse {
  return {
    request: { query: JobStartsDocument, variables: { crew: null, appointmentId: null, ...variables } },
    result: {
      data: {
        jobStarts: {
          __typename: 'DayAvailability',
          date: variables.date,
          bookable: true,
          slots: times.map(([time, available]) => ({ __typename: 'Slot', time, startsAt: at(variables.date, time), available })),
        },
      },
    },
    maxUsageCount: Infinity,
  };
}

import type { Crew, ServiceRule } from '@plumbing/shared';
import type { AppointmentSettingsInput, AppointmentSettingsQuery as AppointmentSettingsAnswer, ServiceType } from '../../../gql/graphql';

/** The scheduling settings form's values (the booking hours as two fields) and their way to and from the API. */
export type Settings = AppointmentSettingsAnswer['appointmentSettings'];

export interface SettingsValues {
  enableScheduling: boolean;
  availableDays: number[];
  start: string;
  end: string;
  minDaysInAdvance: number;
  maxDaysInAdvance: number;
  changeCutoffHours: number;
  reminderLeadHours: number;
  reviewDelayHours: number;
  services: ServiceRule[];
  travelBufferMinutes: number;
  crews: Crew[];
}

export function toValues(settings: Settings): SettingsValues {
  return {
    enableScheduling: settings.enableScheduling,
    availableDays: [...settings.availableDays],
    start: settings.availableHours.start,
    end: settings.availableHours.end,
    minDaysInAdvance: settings.minDaysInAdvance,
    maxDaysInAdvance: settings.maxDaysInAdvance,
    changeCutoffHours: settings.changeCutoffHours,
    reminderLeadHours: settings.reminderLeadHours,
    reviewDelayHours: settings.reviewDelayHours,
    services: settings.services.map(({ serviceType, minutes, bookableOnline, confirmAtOnce }) => ({
      serviceType,
      minutes,
      bookableOnline,
      confirmAtOnce,
    })),
    travelBufferMinutes: settings.travelBufferMinutes,
    crews: settings.crews.map(({ id, name }) => ({ id, name })),
  };
}

export function toInput(values: SettingsValues): AppointmentSettingsInput {
  return {
    enableScheduling: values.enableScheduling,
    availableDays: [...values.availableDays].sort((a, b) => a - b),
    availableHours: { start: values.start, end: values.end },
    minDaysInAdvance: values.minDaysInAdvance,
    maxDaysInAdvance: values.maxDaysInAdvance,
    changeCutoffHours: values.changeCutoffHours,
    reminderLeadHours: values.reminderLeadHours,
    reviewDelayHours: values.reviewDelayHours,
    services: values.services.map(({ serviceType, minutes, bookableOnline, confirmAtOnce = false }) => ({
      serviceType: serviceType as ServiceType,
      minutes,
      bookableOnline,
      confirmAtOnce,
    })),
    travelBufferMinutes: values.travelBufferMinutes,
    crews: values.crews.map(({ id, name }) => ({ id, name: name.trim() })),
  };
}

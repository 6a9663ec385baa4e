// The owner's appointment screens, mounted by the admin area; Today shows a visit with AppointmentCard's parts, opens it with
// AppointmentDetails and takes a job by phone with NewJobButton.
export { default as AppointmentsScreen } from './appointments-screen';
export { default as CalendarScreen } from './calendar-screen';
export { default as AppointmentSettingsScreen } from './appointment-settings-screen';
export { AppointmentDetails } from './appointment-dialog';
export { NewJobButton } from './new-job-button';
export { SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';

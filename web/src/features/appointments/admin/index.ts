// The owner's appointment screens, mounted by the admin area; Today shows a visit with AppointmentCard's parts, opens it with
// AppointmentDetails and takes a job by phone with NewJobButton.
export { default as AppointmentsScreen } from './appointments-screen';
export { default as CalendarScreen } from './calendar-screen';
export { default as AppointmentSettingsScreen } from './appointment-settings-screen';
export { AppointmentDetails } from './appointment-dialog';
export { NewJobButton } from './new-job-button';
export { SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';
// Closures over booked jobs (issue #50): the business profile asks about them before saving, as the scheduling settings do.
export { datesClosedBy, newlyClosed, useDaysOffJobs } from './days-off-jobs';

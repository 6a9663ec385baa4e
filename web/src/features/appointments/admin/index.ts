// The owner's appointment screens, mounted by the admin area; Today shows a visit with AppointmentCard's parts and opens it with AppointmentDetails.
export { default as AppointmentsScreen } from './appointments-screen';
export { default as AppointmentSettingsScreen } from './appointment-settings-screen';
export { AppointmentDetails } from './appointment-dialog';
export { SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';

// The owner's appointment screens, mounted by the admin area.
export { default as AppointmentsScreen } from './appointments-screen';
export { default as AppointmentSettingsScreen } from './appointment-settings-screen';

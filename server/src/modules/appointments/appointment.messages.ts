export const AppointmentMessages = {
  slotTaken: 'That time was just taken. Please choose another time.',
  slotUnavailable: 'That time cannot be booked. Please choose another time.',
  schedulingDisabled: 'Online scheduling is currently unavailable. Please call us to book your appointment.',
  rateLimited: 'Too many booking requests from your connection. Please call us to book your appointment.',
  busy: 'We are receiving an unusual number of booking requests. Please call us to book your appointment.',
  slotHeldByAnother: 'Another active appointment already holds that time.',
  invalidDate: 'Dates must be real calendar dates written YYYY-MM-DD, in the years 1900 to 2200',
  dateOutOfRange: 'Dates must be in the years 1900 to 2200',
  minAfterMax: 'Minimum days in advance cannot be more than maximum days in advance',
  startAfterEnd: 'Business hours must start before they end',
  notFound: (id: string) => `Appointment ${id} was not found`,
} as const;

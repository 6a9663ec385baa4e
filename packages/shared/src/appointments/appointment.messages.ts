import { PROPOSAL_HOLD_HOURS } from './owner-notices';
import { SETTING_RANGES } from './setting-ranges';

/**
 * What the booking form and the scheduling settings say (spec §5 and the refusals this product
 * adds): the server's input validation and refusals, and the web forms' own checks, word them alike.
 */
export const AppointmentMessages = {
  // The booking form's fields (spec §5).
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 120 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  serviceRequired: 'Please select a service type',
  dateRequired: 'Please select a date',
  timeRequired: 'Please select a time',
  descriptionTooLong: 'Description must be at most 2000 characters',
  serviceAddressTooLong: 'Service address must be at most 200 characters',
  // A booking the server refuses.
  slotTaken: 'That time was just taken. Please choose another time.',
  slotUnavailable: 'That time cannot be booked. Please choose another time.',
  schedulingDisabled: 'Online scheduling is currently unavailable. Please call us to book your appointment.',
  rateLimited: 'Too many booking requests from your connection. Please call us to book your appointment.',
  busy: 'We are receiving an unusual number of booking requests. Please call us to book your appointment.',
  slotHeldByAnother: 'Another active appointment already holds that time.',
  byPhone: (phone: string) => `We book this service by phone: please call us at ${phone}.`,
  // While the booking system cannot be reached (issue #36).
  queued: (phone: string) =>
    `Your request arrived. Our booking system is catching up, so we will confirm your appointment by phone or e-mail. Questions meanwhile? Call us at ${phone}.`,
  notTaken: (phone: string) => `We could not take your request just now. Please call us at ${phone} to book your appointment.`,
  // A customer's change through the manage link.
  linkInvalid: 'This link is not valid any more. Please call us about your appointment.',
  notChangeable: (status: string) =>
    `This appointment is ${status === 'rejected' ? 'declined' : status} and can no longer be changed online.`,
  tooClose: (phone: string) => `Please call us at ${phone} to change an appointment this close to the visit.`,
  sameTime: 'Your appointment is already at that time. Please choose another time.',
  manageRateLimited: 'Too many requests from your connection. Please wait a few minutes or call us.',
  changesBusy: 'We are receiving an unusual number of requests. Please call us to change your appointment.',
  movedTooOften: 'This appointment was moved several times today. Please call us to change it again.',
  // A time the owner proposed, picked through the manage link (issue #50).
  proposalExpired: (phone: string) =>
    `We could hold that time for you for ${PROPOSAL_HOLD_HOURS} hours only. Please call us at ${phone} to find another time.`,
  proposalGone: (phone: string) => `That time is no longer held for you. Please call us at ${phone} to find another time.`,
  // The scheduling settings.
  invalidDate: 'Dates must be real calendar dates written YYYY-MM-DD, in the years 1900 to 2200',
  dateOutOfRange: 'Dates must be in the years 1900 to 2200',
  minAfterMax: 'Minimum days in advance cannot be more than maximum days in advance',
  startAfterEnd: 'Business hours must start before they end',
  cutoffRange: `The change cut-off must be from ${SETTING_RANGES.changeCutoffHours.min} to ${SETTING_RANGES.changeCutoffHours.max} hours`,
  reminderLeadRange: `The reminder lead time must be from ${SETTING_RANGES.reminderLeadHours.min} (no reminders) to ${SETTING_RANGES.reminderLeadHours.max} hours`,
  reviewDelayRange: `The review request delay must be from ${SETTING_RANGES.reviewDelayHours.min} to ${SETTING_RANGES.reviewDelayHours.max} hours`,
  notFound: (id: string) => `Appointment ${id} was not found`,
  calendarRange: 'Ask for a range that ends after it starts, at most 62 days long',
} as const;

/** What the customer's manage page (/appointments/{token}) says; the server's refusals are in AppointmentMessages. */
export const ManageAppointmentMessages = {
  title: 'Your Appointment',
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  /** What the page offers: nothing to change once the appointment can no longer be changed online. */
  lead: (canChange: boolean) => `Here is your appointment with us.${canChange ? ' You can move it to another time or cancel it.' : ''}`,
  /** How each status reads to the customer. */
  status: {
    pending: 'Requested: we will confirm it within 1 business hour',
    confirmed: 'Confirmed',
    rejected: 'Declined',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  reschedule: 'Reschedule',
  cancel: 'Cancel Appointment',
  pickTitle: 'Choose a new time',
  confirmReschedule: (when: string) => `Move my appointment to ${when}`,
  confirmCancel: 'Yes, cancel my appointment',
  cancelQuestion: 'Cancel this appointment? The time is given to other customers at once.',
  keep: 'Keep my appointment',
  working: 'Saving…',
  rescheduled: 'Your appointment is moved. We will confirm the new time within 1 business hour and have sent you an e-mail.',
  cancelled: 'Your appointment is cancelled. We have sent you an e-mail.',
  failed: 'Something went wrong. Please try again or call us.',
  chooseTime: 'Please choose a date and a time.',
} as const;

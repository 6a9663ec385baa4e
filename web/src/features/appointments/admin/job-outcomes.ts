import type { Outcome } from './appointment-status';

/** What the server said of the e-mail a change caused (AppointmentStatusPayload). */
export interface EmailAnswer {
  emailSent: boolean;
  emailError?: string | null;
  emailRecorded: boolean;
}

/** The owner's calendar's messages (issue #50). */
export const JobMessages = {
  moveFailed: 'The job could not be moved. Please try again.',
  crewFailed: 'The job could not be given to that crew. Please try again.',
  createFailed: 'The job could not be booked. Please try again.',
  noFreeTime: 'No free time on this day for this job. Pick another day or crew.',
} as const;

/** The sentence after a change that e-mails the customer: whether it went, and what to do when it did not. */
function emailSentence(hasEmail: boolean, answer: EmailAnswer, what: string): { type: Outcome['type']; text: string } {
  if (!hasEmail) return { type: 'warning', text: 'The job has no email address: call the customer to tell them.' };
  if (answer.emailSent) return { type: 'success', text: `The customer was emailed ${what}.` };
  if (answer.emailRecorded)
    return { type: 'warning', text: 'The email was recorded, not sent: email is not set up, so the customer was not told.' };
  return {
    type: 'warning',
    text: `The email to the customer could not be sent yet${answer.emailError ? ` (${answer.emailError})` : ''}; it will be retried.`,
  };
}

/** After a move: where the job went, and whether the customer heard of it. */
export function moveOutcome(
  job: { customerName: string; customerEmail: string },
  when: string,
  crew: string,
  answer: EmailAnswer,
): Outcome {
  const email = emailSentence(Boolean(job.customerEmail), answer, 'the new time');
  return { type: email.type, text: `${job.customerName}'s job moved to ${when}, ${crew}. ${email.text}` };
}

/** After a job taken by phone: when and who, and the confirmation e-mail if an address was given (none: nobody is e-mailed, as asked). */
export function phoneJobOutcome(customerName: string, when: string, crew: string, hasEmail: boolean, answer: EmailAnswer): Outcome {
  const done = `Job booked and confirmed for ${customerName}: ${when}, ${crew}.`;
  if (!hasEmail) return { type: 'success', text: `${done} No email was given, so none was sent.` };
  const email = emailSentence(true, answer, 'the confirmation');
  return { type: email.type, text: `${done} ${email.text}` };
}

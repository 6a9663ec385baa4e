import { MailMessages } from '../mail/mail.messages';

/**
 * Issue #38: what a new site needs before it serves a business well, shown on Today until each is
 * done. The server says which are done (setupChecklist); these are the owner's words for each.
 */
export const SETUP_STEPS = {
  licence: {
    title: 'Show your contractor licence',
    hint: 'Florida requires the licence number on every advertisement: it appears in the footer of every page and e-mail once entered.',
    action: { label: 'Open the business profile', to: '/admin/business' },
  },
  email: {
    title: 'Set up e-mail',
    hint: MailMessages.setUpHint,
    action: null,
  },
  notifications: {
    title: 'Get new requests on your phone',
    hint: 'Turn on notifications on the phone you carry, so a booking request reaches you at once.',
    action: { label: 'Open notifications', to: '/admin/notifications' },
  },
  reviewLink: {
    title: 'Add your review link',
    hint: 'After a completed visit the customer is asked once for a review, at the link you give.',
    action: { label: 'Open the business profile', to: '/admin/business' },
  },
  offSiteBackup: {
    title: 'Keep a backup off this server',
    hint: 'Download a backup at least once a month and keep it somewhere else: if the server is lost, your bookings and pages are not. A restore on a new machine also needs the backup key: download it once on the Backups screen and keep it apart from the backups.',
    action: { label: 'Open backups', to: '/admin/backups' },
  },
} as const;

export type SetupStepId = keyof typeof SETUP_STEPS;
export const SETUP_STEP_IDS = Object.keys(SETUP_STEPS) as SetupStepId[];

/** How recent a downloaded backup must be to count as kept off the server. */
export const OFF_SITE_BACKUP_DAYS = 30;

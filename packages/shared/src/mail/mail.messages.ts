/** What the owner reads when e-mail cannot leave the site (no SMTP_URL): on every admin screen, on Today's checklist, in answers. */
export const MailMessages = {
  /** One line above every admin screen (issue #51), linking to what to do. */
  notSetUp: 'E-mail is not set up',
  setUpLink: { label: 'How to set it up', to: '/admin' },
  setUpHint:
    'Customers receive no confirmation, reminder or reply: every e-mail is only recorded. Set SMTP_URL (for example smtps://user:password@smtp.example.com:465) and MAIL_FROM in the settings the site starts with, then restart it.',
  recorded: 'Recorded, not sent: e-mail is not set up (no SMTP_URL).',
  failing: (since: string) => `E-mail is not going out since ${since}: customers are not receiving their e-mails`,
  failingHint:
    "They are kept and sent as soon as it works again. Check the e-mail account the site sends with (SMTP_URL): its password, or the provider's status.",
} as const;

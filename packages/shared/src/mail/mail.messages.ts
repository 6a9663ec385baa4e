/** What the owner reads when e-mail cannot leave the site (no SMTP_URL): on every admin screen, in the log at start, in answers. */
export const MailMessages = {
  notSetUp: 'E-mail is not set up: customers receive nothing',
  setUpHint:
    'Set SMTP_URL (for example smtps://user:password@smtp.example.com:465) and MAIL_FROM in the settings the site starts with, then restart it. Until then every e-mail is only recorded.',
  recorded: 'Recorded, not sent: e-mail is not set up (no SMTP_URL).',
  failing: (since: string) => `E-mail is not going out since ${since}: customers are not receiving their e-mails`,
  failingHint:
    "They are kept and sent as soon as it works again. Check the e-mail account the site sends with (SMTP_URL): its password, or the provider's status.",
} as const;

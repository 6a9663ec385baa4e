/** Why the site refuses to send to an address (a webhook receiver, a push service): the owner reads these. */
export const OutboundMessages = {
  urlInvalid: 'Enter the full address of the receiver, starting with https://',
  urlTooLong: 'The address can be at most 2,000 characters.',
  urlCredentials: 'The address must not contain a user name or password.',
  urlNotHttps:
    'The address must start with https:// (plain http is allowed only for a receiver on this machine, with OUTBOUND_ALLOW_LOOPBACK=true).',
  urlUnresolvable: (host: string) => `${host} could not be found (no DNS record).`,
  urlPrivate: (host: string, address: string) =>
    `${host} points to ${address}, an address inside a private network or this machine: the site sends only to public addresses.`,
} as const;

/** What the owner reads about webhooks: refusals of an endpoint, why a delivery failed, the warning and e-mail of a disabled endpoint. */
export const WebhookMessages = {
  notFound: 'That webhook endpoint no longer exists.',
  deliveryNotFound: 'That delivery no longer exists.',
  urlInvalid: 'Enter the full address of the receiver, starting with https://',
  urlTooLong: 'The address can be at most 2,000 characters.',
  urlCredentials: 'The address must not contain a user name or password.',
  urlNotHttps:
    'The address must start with https:// (plain http is allowed only for a receiver on this machine, with WEBHOOK_ALLOW_LOOPBACK=true).',
  urlUnresolvable: (host: string) => `${host} could not be found (no DNS record).`,
  urlPrivate: (host: string, address: string) =>
    `${host} points to ${address}, an address inside a private network or this machine: webhooks are only sent to public addresses.`,
  noEvents: 'Choose at least one event.',
  unknownEvent: (type: string) => `Unknown event: ${type}`,
  descriptionTooLong: 'The description can be at most 500 characters.',
  tooManyEndpoints: (max: number) => `At most ${max} webhook endpoints.`,
  endpointDisabled: 'Not sent: the endpoint is disabled.',
  disabledWarning: (url: string, since: string) => `The webhook to ${url} was turned off: it kept failing since ${since}.`,
  disabledWarningHint: 'Check the receiving system, then turn the endpoint on again in Webhooks and resend the deliveries it missed.',
  disabledEmailSubject: (url: string) => `Webhook turned off: ${url}`,
  disabledEmailText: (url: string, since: string) =>
    `Every delivery to ${url} has failed since ${since}, so the site turned this endpoint off and stopped sending to it. Once the receiving system works again, turn it on in the admin under Webhooks; each missed delivery can be resent from its list.`,
} as const;

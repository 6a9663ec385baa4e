/** What the owner reads about webhooks: refusals of an endpoint (its address: OutboundMessages), why a delivery failed, the warning and e-mail of a disabled endpoint. */
export const WebhookMessages = {
  notFound: 'That webhook endpoint no longer exists.',
  deliveryNotFound: 'That delivery no longer exists.',
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

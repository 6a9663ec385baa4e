import { CONTACT_SERVICE_LABELS, LOCALE_NAMES_IN_ENGLISH, photosSentLine, telHref, type BusinessFacts } from '@plumbing/shared';
import { shownPhone } from '../../lib/phone';
import type { OwnerAlert } from '../health';
import { renderEmail, type EmailDetail, type NewEmail } from '../mail';
import { excerpt, shortName } from '../push';
import type { ContactMessage, MessageFields } from './contact-message.entity';

/** The message's fields as the owner's e-mails list them: the visitor's e-mail and phone a tap away, their language when it is not English. */
function messageDetails(message: MessageFields): EmailDetail[] {
  return [
    ['Name', message.name],
    ['Email', message.email, `mailto:${message.email}`],
    ['Phone', shownPhone(message.phone), telHref(message.phone)],
    ...(message.locale && message.locale !== 'en' ? [['Language', LOCALE_NAMES_IN_ENGLISH[message.locale]] as EmailDetail] : []),
    ['Service needed', CONTACT_SERVICE_LABELS[message.service]],
    ['Message', message.message],
  ];
}

/** The business's copy of a contact message; always to the fixed business address, never to the visitor. */
/** `photos`: how many the customer sent with the message. */
export function contactNotification(message: ContactMessage, business: BusinessFacts, to: string, publicUrl: string, photos = 0): NewEmail {
  const service = CONTACT_SERVICE_LABELS[message.service];
  const body = renderEmail(
    {
      greeting: 'New message from the website',
      paragraphs: [
        `${message.name} wrote through the contact form. A reply to this e-mail goes to them.`,
        ...(photos ? [photosSentLine(photos)] : []),
      ],
      action: {
        lead: 'Mark it handled when it is:',
        label: 'Open it in the admin area',
        url: `${publicUrl}/admin/messages?id=${message.id}`,
      },
      details: messageDetails(message),
    },
    business,
  );
  return { kind: 'contact-message', to, subject: `Website message: ${service} — ${message.name}`, replyTo: message.email, ...body };
}

/**
 * The owner's alert, straight away, of a message kept on disk while the database is unreachable
 * (issue #36): everything it says, since the admin cannot show it until the database is back. Its
 * notification is replaced by the usual one (the same tag) once the message is entered.
 */
export function keptMessageAlert(id: string, message: MessageFields): OwnerAlert {
  return {
    kind: 'contact-message-kept',
    subject: `Website message (kept during an outage): ${CONTACT_SERVICE_LABELS[message.service]} — ${message.name}`,
    paragraphs: [
      `${message.name} wrote through the contact form while the website's database was unreachable. The message is kept safely on the server and appears in the admin area when the database is back; reply to them directly meanwhile.`,
    ],
    details: messageDetails(message),
    replyTo: message.email,
    push: {
      title: 'New message (database down)',
      body: `${shortName(message.name)}, ${shownPhone(message.phone)}: ${excerpt(message.message, 80)}`,
      url: `/admin/messages?id=${id}`,
      tag: `message-${id}`,
    },
  };
}

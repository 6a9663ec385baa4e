import { CONTACT_SERVICE_LABELS, type BusinessFacts } from '@plumbing/shared';
import { renderEmail, type NewEmail } from '../mail';
import type { ContactMessage } from './contact-message.entity';

/** The business's copy of a contact message; always to the fixed business address, never to the visitor. */
export function contactNotification(message: ContactMessage, business: BusinessFacts, to: string, publicUrl: string): NewEmail {
  const service = CONTACT_SERVICE_LABELS[message.service];
  const body = renderEmail(
    {
      greeting: 'New message from the website',
      paragraphs: [`${message.name} wrote through the contact form. Reply to them directly; read and mark it handled in the admin area: ${publicUrl}/admin/messages`],
      details: [
        ['Name', message.name],
        ['Email', message.email],
        ['Phone', message.phone],
        ['Service needed', service],
        ['Message', message.message],
      ],
    },
    business,
  );
  return { kind: 'contact-message', to, subject: `Website message: ${service} — ${message.name}`, ...body };
}

import { CONTACT_SERVICE_LABELS, photoCount } from '@plumbing/shared';
import { excerpt, shortName, type PushNotification } from '../push';
import type { ContactMessage } from './contact-message.entity';

/** The owner's phone on a new message: who, about what, and how it starts; a tap opens the inbox at it. */
export function messageNotification(message: ContactMessage, photos = 0): PushNotification {
  return {
    title: 'New message',
    body: `${shortName(message.name)}, ${CONTACT_SERVICE_LABELS[message.service]}${photos ? ` (${photoCount(photos)})` : ''}: ${excerpt(message.message, 80)}`,
    url: `/admin/messages?id=${message.id}`,
    tag: `message-${message.id}`,
  };
}

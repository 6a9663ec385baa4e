import type { MessageId } from '../i18n/catalog';

/**
 * Spec §2 /contact: Service Needed, in form order, and how each reads: the same words in the
 * form, the owner's messages screen and the e-mail.
 */
export const CONTACT_SERVICE_LABELS = {
  emergency: 'Emergency Repair',
  maintenance: 'Maintenance',
  installation: 'Installation',
  inspection: 'Inspection',
  other: 'Other',
} as const;

export type ContactServiceValue = keyof typeof CONTACT_SERVICE_LABELS;

/** How the public form words each service in the page's language (issue #41); CONTACT_SERVICE_LABELS are its English. */
export const CONTACT_SERVICE_WORDS: Readonly<Record<ContactServiceValue, MessageId>> = {
  emergency: 'contact.service.emergency',
  maintenance: 'contact.service.maintenance',
  installation: 'contact.service.installation',
  inspection: 'contact.service.inspection',
  other: 'contact.service.other',
};

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

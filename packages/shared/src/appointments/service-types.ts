/**
 * Spec §2 /schedule: the service types in form order and how they read to people. Plain data
 * with no imports, so the web app shows exactly the labels the e-mails use.
 */
export const SERVICE_TYPE_LABELS = {
  repair: 'Repair Service',
  installation: 'Installation',
  maintenance: 'Maintenance',
  inspection: 'Inspection',
  emergency: 'Emergency Service',
  other: 'Other',
} as const;

export type ServiceTypeValue = keyof typeof SERVICE_TYPE_LABELS;

/** Spec §4: the collections whose writes are announced as change events (`dataChanged(collection)`). */
export const ChangeCollection = {
  appointments: 'appointments',
  areaPages: 'areaPages',
  backups: 'backups',
  businessProfile: 'businessProfile',
  /** The owner's busy times, read from their own calendar (issue #50). */
  busyTimes: 'busyTimes',
  contactMessages: 'contactMessages',
  pages: 'pages',
  projects: 'projects',
  settings: 'settings',
  webhooks: 'webhooks',
} as const;
export type ChangeCollection = (typeof ChangeCollection)[keyof typeof ChangeCollection];

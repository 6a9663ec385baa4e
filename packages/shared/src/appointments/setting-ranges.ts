/**
 * The scheduling settings' whole-number ranges: the server's validation, the admin form's fields
 * and the messages that name them all read these.
 */
export const SETTING_RANGES = {
  minDaysInAdvance: { min: 0, max: 365 },
  maxDaysInAdvance: { min: 1, max: 365 },
  changeCutoffHours: { min: 0, max: 168 },
  reminderLeadHours: { min: 0, max: 336 },
  reviewDelayHours: { min: 0, max: 336 },
} as const;

// Notifications on the owner's devices: their screen, mounted by the admin area, and Today's pointer to it.
export { default as NotificationsScreen } from './notifications-screen';
export { NotificationsNudge } from './notifications-nudge';

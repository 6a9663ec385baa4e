// What the admin area mounts: the frame of the owner's screens, shown only to a verified admin.
export { AdminGuard } from './admin-guard';
export { AdminLayout } from './admin-layout';

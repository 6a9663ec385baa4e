import { Init1763770000000 } from './1763770000000-init';
import { Booking1763780000000 } from './1763780000000-booking';
import { Pages1763790000000 } from './1763790000000-pages';
import { Projects1763800000000 } from './1763800000000-projects';
import { Contact1763810000000 } from './1763810000000-contact';
import { ServiceAddress1763820000000 } from './1763820000000-service-address';
import { BackupRuns1763830000000 } from './1763830000000-backup-runs';

/** In the order they run. */
export const migrations = [
  Init1763770000000,
  Booking1763780000000,
  Pages1763790000000,
  Projects1763800000000,
  Contact1763810000000,
  ServiceAddress1763820000000,
  BackupRuns1763830000000,
];

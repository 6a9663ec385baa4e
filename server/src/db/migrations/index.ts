import { Init1763770000000 } from './1763770000000-init';
import { Booking1763780000000 } from './1763780000000-booking';
import { Contact1763810000000 } from './1763810000000-contact';

/** In the order they run. */
export const migrations = [Init1763770000000, Booking1763780000000, Contact1763810000000];

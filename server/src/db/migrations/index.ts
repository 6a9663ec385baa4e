import { Init1763770000000 } from './1763770000000-init';

/** In the order they run. */
export const migrations = [Init1763770000000];

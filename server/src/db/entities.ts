import { AdminUser } from '../modules/auth/admin-user.entity';
import { RateLimitCounter } from '../modules/rate-limit/rate-limit-counter.entity';

/** Every entity the data source knows; each domain adds its own here. */
export const entities = [AdminUser, RateLimitCounter];

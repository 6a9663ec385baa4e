import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import { BusinessProfile } from './business-profile.entity';
import { BusinessProfileResolver, PUBLIC_READ_SECONDS } from './business-profile.resolver';
import { BusinessProfileService, type BusinessOptions } from './business-profile.service';

/**
 * The business's own facts (issue #17): one row the owner edits, seeded once from BUSINESS_*,
 * read by every page, e-mail and head, with whether the office is open now.
 */
export const businessModule = domainModule({
  name: 'business',
  entities: [BusinessProfile],
  resolvers: [BusinessProfileResolver],
  // Short, and shorter still when the office opens or closes sooner (the resolver says so).
  publicReads: { businessProfile: PUBLIC_READ_SECONDS },
  createServices: ({ db, config, changeEvents }: ModuleDeps<{ changeEvents: ChangeEventService }>, options?: BusinessOptions) => ({
    business: new BusinessProfileService(db, changeEvents, config, options),
  }),
  start: async ({ business }) => {
    await business.seed();
    // Read once now: the facts last read serve while the database is unreachable (an outage alert names the phone).
    await business.facts();
  },
});

export type { BusinessProfileService } from './business-profile.service';
export { weeklyHoursFromText } from './hours-text';

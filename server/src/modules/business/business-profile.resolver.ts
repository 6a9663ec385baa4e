import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { OwnerOnly, type RequestContext } from '../auth';
import { BusinessProfile } from './business-profile.entity';
import { BusinessProfileInput } from './business-profile.inputs';
import type { BusinessProfileService } from './business-profile.service';

/** How long a cache may keep the public read at most (index.ts declares it); less when the office opens or closes sooner. */
export const PUBLIC_READ_SECONDS = 60;

@Resolver(() => BusinessProfile)
export class BusinessProfileResolver {
  constructor(private readonly services: { business: BusinessProfileService }) {}

  @Query(() => BusinessProfile, { description: "The business's own facts and whether the office is open now (public)" })
  async businessProfile(@Ctx() context: RequestContext): Promise<BusinessProfile> {
    const profile = await this.services.business.profile();
    // "Open now" must not be served from a cache once it has changed.
    context.maxAge = this.services.business.keepSeconds(profile, PUBLIC_READ_SECONDS);
    return profile;
  }

  // The owner's alone: the profile's e-mail is where leads' alerts go, which no program may redirect.
  @OwnerOnly()
  @Mutation(() => BusinessProfile, { description: 'Saves the business profile; every page, e-mail and head uses it at once' })
  saveBusinessProfile(@Arg('input') input: BusinessProfileInput): Promise<BusinessProfile> {
    return this.services.business.save(input);
  }
}

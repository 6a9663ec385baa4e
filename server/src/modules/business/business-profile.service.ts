import type { DataSource } from 'typeorm';
import {
  ChangeCollection,
  openingState,
  openingStatusAt,
  type BusinessFacts,
  type BusinessProfileData,
  type OpeningStatus,
} from '@plumbing/shared';
import type { Config } from '../../config/env';
import { ChangeOperation, type ChangeEventService } from '../events';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { BusinessProfile } from './business-profile.entity';
import type { BusinessProfileInput } from './business-profile.inputs';
import { weeklyHoursFromText } from './hours-text';
import { formatUsPhone } from './us-phone';

/** The one row's id. */
const PROFILE_ID = 1;
/** A copy older than this is read again, so a change event lost with a dropped connection costs a minute at most. */
const MAX_COPY_AGE_MS = 60_000;

export interface BusinessOptions {
  /** The clock "open now" is computed with; tests set it. */
  now?: () => Date;
}

/**
 * The business profile (issue #17): the facts every page, e-mail and head shows. Kept in memory
 * and read again when any instance saves it (its change event) or after a minute; the first start
 * seeds it from the BUSINESS_* settings, once.
 */
export class BusinessProfileService {
  readonly now: () => Date;
  private copy?: { facts: Promise<BusinessFacts>; readAt: number };
  private lastRead?: BusinessFacts;

  constructor(
    private readonly db: DataSource,
    private readonly changeEvents: ChangeEventService,
    private readonly config: Config,
    options: BusinessOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    // Synchronously, as the event arrives: a request after it never gets the old copy.
    changeEvents.listen((event) => {
      if (event.collection === ChangeCollection.businessProfile) this.copy = undefined;
    });
  }

  /**
   * The first start's profile: the BUSINESS_* settings (phones formatted when they are valid US
   * numbers, the weekly hours read from BUSINESS_HOURS when its wording is recognised). A row that exists is never touched, so a restart or a second instance keeps the owner's edits.
   */
  async seed(): Promise<void> {
    const seed = this.config.businessSeed;
    const row = this.db.getRepository(BusinessProfile).create({
      ...seed,
      id: PROFILE_ID,
      phone: formatUsPhone(seed.phone) ?? seed.phone,
      emergencyPhone: formatUsPhone(seed.emergencyPhone) ?? seed.emergencyPhone,
      openingHours: (this.config.businessHoursText && weeklyHoursFromText(this.config.businessHoursText)) || seed.openingHours,
    });
    await this.db.createQueryBuilder().insert().into(BusinessProfile).values(row).orIgnore().execute();
  }

  /**
   * The business facts every reader uses: the profile and the time zone. While the database cannot
   * be reached, the facts last read (an outage alert, a lead kept on disk still name the phone).
   */
  facts(): Promise<BusinessFacts> {
    if (!this.copy || Date.now() - this.copy.readAt > MAX_COPY_AGE_MS) {
      const facts = this.read().then(
        (read) => (this.lastRead = read),
        (error: unknown) => {
          this.copy = undefined;
          if (isDatabaseUnreachable(error) && this.lastRead) return this.lastRead;
          throw error;
        },
      );
      this.copy = { facts, readAt: Date.now() };
    }
    return this.copy.facts;
  }

  /** Where new bookings and messages are announced: ADMIN_NOTIFY_EMAIL, else the business's own e-mail. */
  adminNotifyEmail(facts: BusinessFacts): string {
    return this.config.adminNotifyEmail ?? facts.email;
  }

  /** Whether the office is open at this instant and when that changes, as it travels. */
  openingStatus(facts: BusinessFacts): OpeningStatus {
    return openingStatusAt(facts, this.now());
  }

  /** How long an answer saying `status` may be kept: at most `longest` seconds, and never past the moment it changes. */
  keepSeconds({ nextChange }: { nextChange: Date | string | null }, longest: number): number {
    if (nextChange === null) return longest;
    const left = Math.floor((new Date(nextChange).getTime() - this.now().getTime()) / 1000);
    return Math.max(0, Math.min(longest, left));
  }

  /** The public profile with its open state now. */
  async profile(): Promise<BusinessProfile> {
    const facts = await this.facts();
    return Object.assign(new BusinessProfile(), facts, this.openingStateNow(facts));
  }

  /** Saves the owner's edits (the input type has checked them) and tells every instance. */
  async save(input: BusinessProfileInput): Promise<BusinessProfile> {
    const closures = input.closures ?? (await this.facts()).closures;
    const values: BusinessProfileData = {
      name: input.name.trim(),
      phone: formatUsPhone(input.phone)!,
      emergencyPhone: formatUsPhone(input.emergencyPhone)!,
      email: input.email.trim(),
      address: {
        street: input.address.street.trim(),
        city: input.address.city.trim(),
        region: input.address.region.trim().toUpperCase(),
        postalCode: input.address.postalCode.trim(),
      },
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      licenceNumbers: [...new Set(input.licenceNumbers.map((licence) => licence.trim().toUpperCase()))],
      openingHours: input.openingHours.map((ranges) => ranges.map(({ open, close }) => ({ open, close }))),
      closures: closures
        .map(({ name, spanishName, from, to }) => ({ name: name.trim(), spanishName: spanishName?.trim() || null, from, to }))
        .sort((a, b) => a.from.localeCompare(b.from)),
      emergencyService: input.emergencyService,
      serviceAreas: input.serviceAreas.map(({ name, slug, zipCodes }) => ({
        name: name.trim(),
        slug: slug.trim(),
        zipCodes: [...new Set(zipCodes.map((zipCode) => zipCode.trim()))],
      })),
      foundedYear: input.foundedYear,
      figures: { ...input.figures },
      reviewUrl: input.reviewUrl?.trim() || null,
      socialProfiles: input.socialProfiles.map((url) => url.trim()),
    };
    await this.db.transaction(async (manager) => {
      await manager.getRepository(BusinessProfile).save({ id: PROFILE_ID, ...values });
      await this.changeEvents.publish(ChangeCollection.businessProfile, ChangeOperation.updated, String(PROFILE_ID), manager);
    });
    return this.profile();
  }

  private openingStateNow(facts: BusinessFacts) {
    return openingState(facts, this.now());
  }

  private async read(): Promise<BusinessFacts> {
    const row = await this.db.getRepository(BusinessProfile).findOneByOrFail({ id: PROFILE_ID });
    const { id: _id, updatedAt: _updatedAt, openNow: _openNow, nextChange: _nextChange, ...profile } = row;
    return { ...profile, address: { ...profile.address }, figures: { ...profile.figures }, timeZone: this.config.timeZone };
  }
}

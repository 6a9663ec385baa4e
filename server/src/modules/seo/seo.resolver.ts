import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { SeoSettings, SeoSettingsInput } from './seo-settings';
import type { SeoService } from './seo.service';
import { OwnerOrScope } from '../auth';

@Resolver()
export class SeoResolver {
  constructor(private readonly services: { seo: SeoService }) {}

  @Query(() => SeoSettings, { description: 'The global SEO settings (public); their defaults when never saved' })
  seoSettings(): Promise<SeoSettings> {
    return this.services.seo.getSettings();
  }

  @OwnerOrScope('content:write')
  @Mutation(() => SeoSettings)
  saveSeoSettings(@Arg('input') input: SeoSettingsInput): Promise<SeoSettings> {
    return this.services.seo.saveSettings(input);
  }
}

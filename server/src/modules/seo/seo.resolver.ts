import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { SeoSettings, SeoSettingsInput } from './seo-settings';

@Resolver()
export class SeoResolver {
  @Query(() => SeoSettings, { description: 'The global SEO settings (public); their defaults when never saved' })
  seoSettings(@Ctx() { services }: Context): Promise<SeoSettings> {
    return services.seo.getSettings();
  }

  @Authorized()
  @Mutation(() => SeoSettings)
  saveSeoSettings(@Arg('input') input: SeoSettingsInput, @Ctx() { services }: Context): Promise<SeoSettings> {
    return services.seo.saveSettings(input);
  }
}

import { ArrayMaxSize, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { SeoMessages, type SeoDefaults } from '@plumbing/shared';

export const SEO_SETTINGS_KEY = 'global_seo_settings';

/** Spec §3 global SEO settings: the defaults of every public route's head. */
@ObjectType()
export class SeoSettings implements SeoDefaults {
  @Field() title: string;
  @Field() description: string;
  @Field(() => [String]) keywords: string[];
}

@InputType()
export class SeoSettingsInput implements Omit<SeoSettings, 'keywords'> {
  // Empty, every page without its own would go out untitled and undescribed.
  @Field()
  @Matches(/\S/, { message: SeoMessages.titleRequired })
  @MaxLength(200, { message: 'Meta title must be at most 200 characters' })
  title: string;

  @Field()
  @Matches(/\S/, { message: SeoMessages.descriptionRequired })
  @MaxLength(500, { message: 'Meta description must be at most 500 characters' })
  description: string;

  @Field(() => [String], { nullable: true, description: 'Trimmed, empties dropped; null means the defaults' })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(100, { each: true, message: 'Each keyword must be at most 100 characters' })
  keywords?: string[] | null;
}

/** Spec §5: each keyword trimmed, empties dropped (and repeats, which say nothing twice). */
export function cleanKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((k) => k.trim()).filter(Boolean))];
}

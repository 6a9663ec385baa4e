import {
  ArrayMaxSize,
  IsEnum,
  IsOptional,
  Matches,
  MaxLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { PageMessages } from '@plumbing/shared';
import { EditedVersionInput } from '../../db/timestamped';
import { PageType, TwitterCard, type Page, type PageRobots, type PageSeo, type PageSocial } from './page.entity';

/** http(s) addresses or paths on this site ("/x", not "//x"): never javascript:, data: and the like. */
export const SAFE_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)?$/i;

@ValidatorConstraint({ name: 'isJson' })
class IsJsonText implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return true;
    try {
      JSON.parse(value as string);
      return true;
    } catch {
      return false;
    }
  }
}

const url = (label: string) => Matches(SAFE_URL, { message: PageMessages.url(label) });

@InputType()
export class PageRobotsInput implements Partial<PageRobots> {
  @Field({ nullable: true }) noindex?: boolean;
  @Field({ nullable: true }) nofollow?: boolean;
  @Field({ nullable: true }) noarchive?: boolean;
  @Field({ nullable: true }) nosnippet?: boolean;
  @Field({ nullable: true }) noimageindex?: boolean;
  @Field({ nullable: true }) notranslate?: boolean;
}

@InputType()
export class PageSocialInput implements Partial<PageSocial> {
  @Field({ nullable: true }) @IsOptional() @MaxLength(200) ogTitle?: string;
  @Field({ nullable: true }) @IsOptional() @MaxLength(500) ogDescription?: string;
  @Field({ nullable: true }) @IsOptional() @MaxLength(2048) @url('Open Graph image URL') ogImage?: string;
  @Field(() => TwitterCard, { nullable: true }) @IsOptional() @IsEnum(TwitterCard) twitterCard?: TwitterCard;
  @Field({ nullable: true }) @IsOptional() @MaxLength(200) twitterTitle?: string;
  @Field({ nullable: true }) @IsOptional() @MaxLength(500) twitterDescription?: string;
  @Field({ nullable: true }) @IsOptional() @MaxLength(2048) @url('Twitter image URL') twitterImage?: string;
}

@InputType()
export class PageSeoInput implements Partial<Omit<PageSeo, 'robots' | 'social'>> {
  @Field({ nullable: true }) @IsOptional() @MaxLength(200) title?: string;
  @Field({ nullable: true }) @IsOptional() @MaxLength(500) description?: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(100, { each: true })
  keywords?: string[];

  @Field({ nullable: true }) @IsOptional() @MaxLength(2048) @url('Canonical URL') canonicalUrl?: string;
  @Field({ nullable: true }) @IsOptional() @MaxLength(2048) @url('Redirect URL') redirectUrl?: string;

  @Field(() => PageRobotsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  robots?: PageRobotsInput;

  @Field({ nullable: true, description: 'JSON-LD (JSON text), or empty' })
  @IsOptional()
  @MaxLength(20_000)
  @Validate(IsJsonText, { message: PageMessages.invalidSchema })
  schema?: string;

  @Field(() => PageSocialInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  social?: PageSocialInput;
}

/**
 * The page's Spanish version (issue #41), with the English fields' limits. A Spanish title and
 * content both empty: the page has no Spanish version (whatever the SEO fields say).
 */
@InputType()
export class PageTranslationInput {
  @Field({ defaultValue: '' })
  @MaxLength(200, { message: 'Spanish page title must be at most 200 characters' })
  title: string;

  @Field({ defaultValue: '' })
  @MaxLength(500_000, { message: 'Spanish page content must be at most 500,000 characters' })
  content: string;

  @Field({ defaultValue: '' })
  @MaxLength(200, { message: 'Spanish SEO title must be at most 200 characters' })
  seoTitle: string;

  @Field({ defaultValue: '' })
  @MaxLength(500, { message: 'Spanish meta description must be at most 500 characters' })
  seoDescription: string;
}

/** savePage: a new page without id, else the page with that id (spec §3, §5). */
@InputType()
export class PageInput extends EditedVersionInput implements Partial<Omit<Page, 'seo' | 'translations'>> {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  id?: string;

  @Field()
  @Matches(/\S/, { message: PageMessages.titleRequired })
  @MaxLength(200, { message: 'Page title must be at most 200 characters' })
  title: string;

  @Field()
  @Matches(/\S/, { message: PageMessages.slugRequired })
  @Matches(/^\s*([a-z0-9]+(-[a-z0-9]+)*)?\s*$/, { message: PageMessages.slugFormat })
  @MaxLength(100, { message: 'Page URL slug must be at most 100 characters' })
  slug: string;

  @Field({ defaultValue: '' })
  @MaxLength(500_000, { message: 'Page content must be at most 500,000 characters' })
  content: string;

  @Field(() => PageType, { defaultValue: PageType.page })
  @IsEnum(PageType)
  type: PageType;

  @Field(() => PageSeoInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  seo?: PageSeoInput;

  @Field(() => PageTranslationInput, {
    nullable: true,
    description: 'The Spanish version; none, or its title and content empty: no Spanish version',
  })
  @IsOptional()
  @ValidateNested()
  es?: PageTranslationInput | null;
}

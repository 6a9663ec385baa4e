import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../db/timestamped';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import type { Translations } from '../../lib/translation';

export const PageType = graphqlEnum('PageType', ['page', 'card']);
export type PageType = ValueOf<typeof PageType>;

export const TwitterCard = graphqlEnum('TwitterCard', ['summary', 'summary_large_image', 'app', 'player']);
export type TwitterCard = ValueOf<typeof TwitterCard>;

/** Spec §3 seo.robots: every flag defaults to false. */
@ObjectType()
export class PageRobots {
  @Field() noindex: boolean;
  @Field() nofollow: boolean;
  @Field() noarchive: boolean;
  @Field() nosnippet: boolean;
  @Field() noimageindex: boolean;
  @Field() notranslate: boolean;
}

@ObjectType()
export class PageSocial {
  @Field() ogTitle: string;
  @Field() ogDescription: string;
  @Field() ogImage: string;
  @Field(() => TwitterCard) twitterCard: TwitterCard;
  @Field() twitterTitle: string;
  @Field() twitterDescription: string;
  @Field() twitterImage: string;
}

@ObjectType()
export class PageSeo {
  @Field() title: string;
  @Field() description: string;
  @Field(() => [String]) keywords: string[];
  @Field() canonicalUrl: string;
  @Field({ description: 'When set, the page answers HTTP 301 to this address' })
  redirectUrl: string;
  @Field(() => PageRobots) robots: PageRobots;
  @Field({ description: 'JSON-LD structured data (JSON text), or empty' })
  schema: string;
  @Field(() => PageSocial) social: PageSocial;
}

export const ROBOT_FLAGS = ['noindex', 'nofollow', 'noarchive', 'nosnippet', 'noimageindex', 'notranslate'] as const;

type Draft<T> = { [K in keyof T]?: T[K] | null };
/** An seo document as stored or submitted: any field may be missing. */
export type SeoDraft = Draft<Omit<PageSeo, 'robots' | 'social'>> & { robots?: Draft<PageRobots> | null; social?: Draft<PageSocial> | null };

/** An seo document with every field present: missing ones read as their spec §3 defaults. */
export function withSeoDefaults(draft: SeoDraft | null | undefined): PageSeo {
  const seo = draft ?? {};
  const robots = seo.robots ?? {};
  const social = seo.social ?? {};
  return {
    title: seo.title ?? '',
    description: seo.description ?? '',
    keywords: seo.keywords ?? [],
    canonicalUrl: seo.canonicalUrl ?? '',
    redirectUrl: seo.redirectUrl ?? '',
    robots: Object.fromEntries(ROBOT_FLAGS.map((flag) => [flag, robots[flag] ?? false])) as unknown as PageRobots,
    schema: seo.schema ?? '',
    social: {
      ogTitle: social.ogTitle ?? '',
      ogDescription: social.ogDescription ?? '',
      ogImage: social.ogImage ?? '',
      twitterCard: social.twitterCard ?? TwitterCard.summary,
      twitterTitle: social.twitterTitle ?? '',
      twitterDescription: social.twitterDescription ?? '',
      twitterImage: social.twitterImage ?? '',
    },
  };
}

/** A content page in Spanish (issue #41): the owner's own words, shown at /es/paginas/{slug}. */
@ObjectType()
export class PageTranslation {
  @Field() title: string;
  @Field({ description: 'Sanitised HTML' })
  content: string;
  @Field({ description: 'Empty: the title' })
  seoTitle: string;
  @Field() seoDescription: string;
}

export type PageTranslations = Translations<PageTranslation>;

/** A content page (spec §3), public at /{slug} and /pages/{slug}. */
@ObjectType()
@Entity('page')
@Index('page_slug', ['slug'], { unique: true })
export class Page extends Timestamped {
  @Field(() => ID, { description: 'Generated once; never changes, whatever happens to the slug' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'Unique; lowercase letters, digits and hyphens' })
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  @Field({ description: 'Sanitised HTML' })
  @Column({ type: 'text', default: '' })
  content: string;

  @Field(() => PageType)
  @Column({ type: 'varchar', length: 10, default: PageType.page })
  type: PageType;

  @Field(() => PageSeo)
  @Column({ type: 'jsonb', default: {}, transformer: { from: withSeoDefaults, to: (seo: PageSeo) => seo } })
  seo: PageSeo;

  /** Issue #41: its Spanish version, if the owner wrote one (GraphQL `es`). */
  @Column({ type: 'jsonb', default: {} })
  translations: PageTranslations;

  @Field(() => Date, { nullable: true, description: 'When visitors could first read it; null: a draft no visitor sees (issue #52)' })
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /**
   * Issue #52: the edits saved since it was published, which visitors do not read yet; null: none.
   * A page never published has none: its columns are its draft.
   */
  @Column({ type: 'jsonb', nullable: true })
  draft: PageVersion | null;
}

/** What one version of a page says and how it is found (issue #52): the published one, a draft, a revision. */
export type PageVersion = Pick<Page, 'title' | 'slug' | 'content' | 'type' | 'seo' | 'translations'>;

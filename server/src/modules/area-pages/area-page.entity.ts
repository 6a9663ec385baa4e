import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AreaFaqEntry as AreaFaqEntryData } from '@plumbing/shared';
import { Timestamped } from '../../db/timestamped';
import type { Translations } from '../../lib/translation';

@ObjectType({ description: 'A question visitors from the area ask, with its answer' })
export class AreaFaqEntry implements AreaFaqEntryData {
  @Field() question: string;
  @Field() answer: string;
}

/** An area page in Spanish (issue #41): the owner's own introduction and FAQ, shown at /es/zonas/{slug}. */
@ObjectType()
export class AreaPageTranslation {
  @Field({ description: 'Sanitised HTML (issue #52: written in the visual editor; plain text sent is stored as its paragraphs)' })
  intro: string;

  @Field(() => [AreaFaqEntry])
  faq: AreaFaqEntry[];
}

/**
 * A service area's own page (issue #42): the owner's introduction and FAQ for one area of the
 * business profile, found by the area's slug; public at /service-areas/{slug} once published.
 */
@ObjectType()
@Entity('area_page')
@Index('area_page_slug', ['slug'], { unique: true })
export class AreaPage extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: "The slug of its area in the business profile: the page's address" })
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Field({ description: 'Sanitised HTML (issue #52: written in the visual editor; plain text sent is stored as its paragraphs)' })
  @Column({ type: 'text', default: '' })
  intro: string;

  @Field(() => [AreaFaqEntry])
  @Column({ type: 'jsonb', default: [] })
  faq: AreaFaqEntry[];

  @Field({ description: 'Public; a draft is seen by the owner only' })
  @Column({ type: 'boolean', default: false })
  published: boolean;

  /** Issue #41: its Spanish version, if the owner wrote one (GraphQL `es`). */
  @Column({ type: 'jsonb', default: {} })
  translations: Translations<AreaPageTranslation>;
}

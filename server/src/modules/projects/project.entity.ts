import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../db/timestamped';
import type { Translations } from '../../lib/translation';

/** Spec §9: the categories a project belongs to ("All" is only a filter). */
export const PROJECT_CATEGORIES = ['Commercial', 'Residential', 'Emergency'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

@ObjectType()
export class ProjectSpecifications {
  @Field()
  duration: string;

  @Field()
  location: string;

  @Field(() => [String], { description: 'Services provided' })
  services: string[];

  @Field(() => [String], { description: 'Materials used' })
  materials: string[];
}

@ObjectType()
export class ProjectDetails {
  @Field()
  challenge: string;

  @Field()
  solution: string;

  @Field()
  outcome: string;
}

@ObjectType()
export class GalleryImage {
  @Field()
  url: string;

  @Field()
  caption: string;
}

/**
 * A project in Spanish (issue #41), shown at /es/proyectos/{id}: the owner's own words for its texts,
 * each empty one (or empty list) shown in English there. The gallery's captions stay English.
 */
@ObjectType()
export class ProjectTranslation {
  @Field() title: string;
  @Field() description: string;
  @Field() type: string;
  @Field() details: string;
  @Field() duration: string;
  @Field() location: string;
  @Field() challenge: string;
  @Field() solution: string;
  @Field() outcome: string;
  @Field(() => [String]) highlights: string[];
  @Field(() => [String], { description: 'Services provided' })
  services: string[];
  @Field(() => [String], { description: 'Materials used' })
  materials: string[];
}

/** A portfolio project (spec §3). Public: every field may be shown to visitors. */
@ObjectType()
@Entity('project')
export class Project extends Timestamped {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'text' })
  title: string;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => String, { description: 'Commercial, Residential or Emergency' })
  @Column({ type: 'varchar', length: 20 })
  category: ProjectCategory;

  @Field({ description: 'The main photo URL ("" when there is none)' })
  @Column({ type: 'text', default: '' })
  image: string;

  @Field({ description: 'Same as image (spec §3 keeps both)' })
  @Column({ name: 'image_url', type: 'text', default: '' })
  imageUrl: string;

  @Field({ description: 'YYYY-MM-DD' })
  @Index('project_completion_date')
  @Column({ name: 'completion_date', type: 'date' })
  completionDate: string;

  @Field(() => [String])
  @Column({ type: 'jsonb', default: [] })
  highlights: string[];

  @Field()
  @Column({ type: 'text', default: 'Unknown' })
  type: string;

  @Field()
  @Column({ type: 'text', default: '' })
  details: string;

  @Field({ description: 'Shown in the overview table only, not as a card' })
  @Column({ name: 'table_only', type: 'boolean', default: false })
  tableOnly: boolean;

  @Field(() => ProjectSpecifications)
  @Column({ type: 'jsonb' })
  specifications: ProjectSpecifications;

  @Field(() => ProjectDetails)
  @Column({ name: 'project_details', type: 'jsonb' })
  projectDetails: ProjectDetails;

  @Field(() => [GalleryImage])
  @Column({ type: 'jsonb', default: [] })
  gallery: GalleryImage[];

  @Field(() => String, { nullable: true, description: 'The slug of the service area it was done in (issue #42), if any' })
  @Index('project_service_area')
  @Column({ name: 'service_area', type: 'varchar', length: 60, nullable: true })
  serviceArea: string | null;

  /** Issue #41: its Spanish version, if the owner wrote one (GraphQL `es`). */
  @Column({ type: 'jsonb', default: {} })
  translations: Translations<ProjectTranslation>;
}

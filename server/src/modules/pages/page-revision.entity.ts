import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PageVersion } from './page.entity';

/** A version of a page as it was published (issue #52), kept to compare and restore: the last 30 of each page. */
@ObjectType()
@Entity('page_revision')
export class PageRevision {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'page_id', type: 'uuid' })
  pageId: string;

  @Field({ description: 'When this version went live' })
  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  @Column({ type: 'jsonb' })
  version: PageVersion;

  @Field({ description: 'Its title then' })
  get title(): string {
    return this.version.title;
  }

  @Field({ description: 'Its content then (sanitised HTML)' })
  get content(): string {
    return this.version.content;
  }
}

import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../db/timestamped';

/**
 * An image the owner put in the media library for pages (issue #52), stored under library/{id}/ like
 * a project's photo (original and WebP copies). Its alt text is what a page gets when the image is
 * inserted; each page keeps its own copy in its HTML, in its language.
 */
@ObjectType()
@Entity('media_image')
export class MediaImage extends Timestamped {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: "The original's URL, as pages and Open Graph tags name it" })
  @Column({ type: 'text' })
  url: string;

  @Field({ description: 'The name of the file uploaded' })
  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @Field(() => Int, { description: 'The size of the file uploaded, in bytes' })
  @Column({ type: 'integer' })
  bytes: number;

  @Field({ description: 'What the image shows, for people who cannot see it; empty: not written yet (or decorative)' })
  @Column({ type: 'varchar', length: 300, default: '' })
  alt: string;

  @Field({ description: 'Decoration only: pages give it an empty alt text' })
  @Column({ type: 'boolean', default: false })
  decorative: boolean;
}

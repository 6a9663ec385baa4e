import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ResponsiveImage } from '../media';

@ObjectType({ description: 'Where an image is used: a page (its published version or its draft), an area page or a project' })
export class MediaUse {
  @Field({ description: 'page, area page or project' })
  kind: 'page' | 'area page' | 'project';

  @Field()
  title: string;

  @Field({ description: 'Only what visitors do not read uses it: the draft of a page, an unpublished area page' })
  draftOnly: boolean;

  @Field({ description: 'Where the owner edits it, e.g. /admin/pages/{id}' })
  editPath: string;
}

@ObjectType({ description: 'An image the site holds (issue #52): a media library image for pages, or a project photo' })
export class MediaLibraryItem {
  @Field({ description: "The original's URL: what a page's <img> or Open Graph image names" })
  url: string;

  @Field(() => ResponsiveImage)
  image: ResponsiveImage;

  @Field({ description: 'The uploaded file name, or which photo of which project' })
  name: string;

  @Field(() => ID, { nullable: true, description: "The library image's id; null for a project photo (edited in its project)" })
  libraryId: string | null;

  @Field(() => Int, { nullable: true, description: 'Bytes of the file uploaded (library images)' })
  bytes: number | null;

  @Field()
  alt: string;

  @Field()
  decorative: boolean;

  @Field(() => [MediaUse])
  uses: MediaUse[];

  @Field(() => Date, { nullable: true, description: 'When it was uploaded (library images)' })
  addedAt: Date | null;
}

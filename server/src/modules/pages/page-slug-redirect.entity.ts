import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A former slug of a page: its old URLs answer 301 to the page's current one. */
@Entity('page_slug_redirect')
export class PageSlugRedirect {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  slug: string;

  @Column({ name: 'page_id', type: 'uuid' })
  pageId: string;
}

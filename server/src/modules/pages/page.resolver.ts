import { Arg, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../../lib/id-arg';
import { DocumentHead, type SeoService } from '../seo';
import { pageHeadFields } from './page-head';
import { Page } from './page.entity';
import { PageInput } from './page.inputs';
import type { PageService } from './page.service';

@Resolver(() => Page)
export class PageResolver {
  constructor(private readonly services: { pages: PageService; seo: SeoService }) {}

  @Query(() => [Page], { description: 'Every content page, most recently changed first (public)' })
  pages(): Promise<Page[]> {
    return this.services.pages.list();
  }

  @Query(() => Page, { nullable: true })
  page(@Arg('id', () => ID) id: string): Promise<Page | null> {
    return this.services.pages.get(id);
  }

  @Query(() => Page, {
    nullable: true,
    description: 'The page at this slug, or the page that had it before (then its slug differs: go there)',
  })
  pageBySlug(@Arg('slug') slug: string): Promise<Page | null> {
    return this.services.pages.bySlug(slug);
  }

  @Authorized()
  @Mutation(() => Page, { description: 'Creates (no id) or updates a page; the content is sanitised' })
  savePage(@Arg('input') input: PageInput): Promise<Page> {
    return this.services.pages.save(input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'false when there was no such page' })
  deletePage(@IdArg() id: string): Promise<boolean> {
    return this.services.pages.delete(id);
  }

  @FieldResolver(() => String, {
    description:
      'The content as visitors read it: the business facts filled in where `content` has their placeholders ({{business.phone}}, ...)',
  })
  html(@Root() page: Page): Promise<string> {
    return this.services.pages.publicHtml(page);
  }

  @FieldResolver(() => DocumentHead, { description: 'The document head the server writes for this page' })
  head(@Root() page: Page): Promise<DocumentHead> {
    return this.services.seo.documentHead(pageHeadFields(page));
  }
}

import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { IdArg } from '../../lib/id-arg';
import { DocumentHead } from '../seo/document-head';
import { pageHeadFields } from './page-head';
import { Page } from './page.entity';
import { PageInput } from './page.inputs';

@Resolver(() => Page)
export class PageResolver {
  @Query(() => [Page], { description: 'Every content page, most recently changed first (public)' })
  pages(@Ctx() { services }: Context): Promise<Page[]> {
    return services.pages.list();
  }

  @Query(() => Page, { nullable: true })
  page(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<Page | null> {
    return services.pages.get(id);
  }

  @Query(() => Page, { nullable: true, description: 'The page at this slug, or the page that had it before (then its slug differs: go there)' })
  pageBySlug(@Arg('slug') slug: string, @Ctx() { services }: Context): Promise<Page | null> {
    return services.pages.bySlug(slug);
  }

  @Authorized()
  @Mutation(() => Page, { description: 'Creates (no id) or updates a page; the content is sanitised' })
  savePage(@Arg('input') input: PageInput, @Ctx() { services }: Context): Promise<Page> {
    return services.pages.save(input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'false when there was no such page' })
  deletePage(@IdArg() id: string, @Ctx() { services }: Context): Promise<boolean> {
    return services.pages.delete(id);
  }

  @FieldResolver(() => DocumentHead, { description: 'The document head the server writes for this page' })
  head(@Root() page: Page, @Ctx() { services }: Context): Promise<DocumentHead> {
    return services.seo.documentHead(pageHeadFields(page));
  }
}

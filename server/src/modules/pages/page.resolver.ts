import { Arg, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Locale } from '@plumbing/shared';
import { IdArg } from '../../lib/id-arg';
import { LocaleValue } from '../../lib/locale-enum';
import { DocumentHead, type SeoService } from '../seo';
import { spanishVersion } from '../../lib/translation';
import { pageHeadFields } from './page-head';
import { PageRevision } from './page-revision.entity';
import { Page, PageTranslation } from './page.entity';
import { PageInput } from './page.inputs';
import type { PageService } from './page.service';
import { OwnerOrScope } from '../auth';

@Resolver(() => Page)
export class PageResolver {
  constructor(private readonly services: { pages: PageService; seo: SeoService }) {}

  @Query(() => [Page], { description: 'Every content page, most recently changed first (public)' })
  pages(): Promise<Page[]> {
    return this.services.pages.list();
  }

  @Query(() => Page, { nullable: true, description: 'A published page (public); null for none or a draft' })
  page(@Arg('id', () => ID) id: string): Promise<Page | null> {
    return this.services.pages.get(id);
  }

  @OwnerOrScope('content:read')
  @Query(() => [Page], { description: 'Every page, drafts too, each as the owner edits it (its draft over what visitors read)' })
  pagesToEdit(): Promise<Page[]> {
    return this.services.pages.listToEdit();
  }

  @OwnerOrScope('content:read')
  @Query(() => Page, { nullable: true, description: 'A page as the owner edits it: its draft over what visitors read' })
  pageToEdit(@Arg('id', () => ID) id: string): Promise<Page | null> {
    return this.services.pages.getToEdit(id);
  }

  @OwnerOrScope('content:read')
  @Query(() => [PageRevision], { description: 'The versions a page was published as, the last first (the last 30 are kept)' })
  pageRevisions(@Arg('pageId', () => ID) pageId: string): Promise<PageRevision[]> {
    return this.services.pages.revisions(pageId);
  }

  @Query(() => Page, {
    nullable: true,
    description: 'The page at this slug, or the page that had it before (then its slug differs: go there)',
  })
  pageBySlug(@Arg('slug') slug: string): Promise<Page | null> {
    return this.services.pages.bySlug(slug);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Page, { description: 'Creates (no id) or updates a page and publishes it at once; the content is sanitised' })
  savePage(@Arg('input') input: PageInput): Promise<Page> {
    return this.services.pages.save(input);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Page, {
    description: 'Creates (no id) or updates a page as a draft visitors do not read until it is published; returns it as edited',
  })
  savePageDraft(@Arg('input') input: PageInput): Promise<Page> {
    return this.services.pages.saveDraft(input);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Page, { description: "Makes the page's draft what visitors read, keeping it as a revision" })
  publishPage(
    @IdArg() id: string,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true }) expectedUpdatedAt?: Date | null,
  ): Promise<Page> {
    return this.services.pages.publish(id, expectedUpdatedAt);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Page, { description: "Makes a revision the page's draft again; returns the page as edited" })
  restorePageRevision(
    @IdArg() id: string,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true }) expectedUpdatedAt?: Date | null,
  ): Promise<Page> {
    return this.services.pages.restoreRevision(id, expectedUpdatedAt);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Boolean, { description: 'false when there was no such page' })
  deletePage(@IdArg() id: string): Promise<boolean> {
    return this.services.pages.delete(id);
  }

  @FieldResolver(() => String, {
    description:
      'The content as visitors read it: the business facts filled in where `content` has their placeholders ({{business.phone}}, ...)',
  })
  html(
    @Root() page: Page,
    @Arg('locale', () => LocaleValue, { defaultValue: 'en', description: 'es: the Spanish version, else the English content' })
    locale: Locale,
  ): Promise<string> {
    return this.services.pages.publicHtml(page, locale);
  }

  @FieldResolver(() => DocumentHead, { description: 'The document head the server writes for this page (at its Spanish path: locale es)' })
  head(@Root() page: Page, @Arg('locale', () => LocaleValue, { defaultValue: 'en' }) locale: Locale): Promise<DocumentHead> {
    return this.services.seo.documentHead(pageHeadFields(page, locale));
  }

  @OwnerOrScope('content:read')
  @FieldResolver(() => Boolean, { description: 'Whether the page has edits saved that visitors do not read yet (issue #52)' })
  unpublishedChanges(@Root() page: Page): boolean {
    return page.draft != null;
  }

  @FieldResolver(() => PageTranslation, {
    nullable: true,
    description: 'The Spanish version (issue #41); none: the page is in English only',
  })
  es(@Root() page: Page): PageTranslation | null {
    return spanishVersion(page) ?? null;
  }
}

import { Arg, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { OwnerOrScope } from '../auth';
import type { Locale } from '@plumbing/shared';
import { LocaleValue } from '../../lib/locale-enum';
import { spanishVersion } from '../../lib/translation';
import type { ProjectService } from '../projects';
import { Project } from '../projects';
import { DocumentHead, type SeoService } from '../seo';
import { AreaPage, AreaPageTranslation } from './area-page.entity';
import { AreaPageInput } from './area-page.inputs';
import type { AreaPageService } from './area-page.service';

interface AreaPageServices {
  areaPages: AreaPageService;
  projects: ProjectService;
  seo: SeoService;
}

@Resolver(() => AreaPage)
export class AreaPageResolver {
  constructor(private readonly services: AreaPageServices) {}

  @Query(() => AreaPage, {
    nullable: true,
    description: 'The published page of the service area with this slug (public); null while it is a draft or has none',
  })
  async areaPage(@Arg('slug') slug: string): Promise<AreaPage | null> {
    return (await this.services.areaPages.publicPage(slug))?.page ?? null;
  }

  @OwnerOrScope('content:read')
  @Query(() => [AreaPage], { description: 'Every area page, drafts and those whose area left the business profile included' })
  areaPages(): Promise<AreaPage[]> {
    return this.services.areaPages.list();
  }

  @OwnerOrScope('content:write')
  @Mutation(() => AreaPage, {
    description: 'Creates or updates the page of an area; publishing is refused when it reads too much like another published area page',
  })
  saveAreaPage(@Arg('input') input: AreaPageInput): Promise<AreaPage> {
    return this.services.areaPages.save(input);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Boolean, { description: 'false when the area had no page' })
  deleteAreaPage(@Arg('slug') slug: string): Promise<boolean> {
    return this.services.areaPages.delete(slug);
  }

  @FieldResolver(() => String, { nullable: true, description: "Its area's name in the business profile; null when the area left it" })
  async areaName(@Root() page: AreaPage): Promise<string | null> {
    return (await this.services.areaPages.areaOf(page))?.name ?? null;
  }

  @FieldResolver(() => AreaPageTranslation, {
    nullable: true,
    description: 'The Spanish version (issue #41); none: the page is in English only',
  })
  es(@Root() page: AreaPage): AreaPageTranslation | null {
    return spanishVersion(page) ?? null;
  }

  @FieldResolver(() => String, {
    description:
      'The introduction as visitors read it (HTML): the business facts filled in, images responsive; at locale es the Spanish version, if written',
  })
  introHtml(@Root() page: AreaPage, @Arg('locale', () => LocaleValue, { defaultValue: 'en' }) locale: Locale): Promise<string> {
    return this.services.areaPages.introHtml(page, locale);
  }

  @FieldResolver(() => [Project], { description: 'The projects done in the area, newest first' })
  projects(@Root() page: AreaPage): Promise<Project[]> {
    return this.services.projects.inArea(page.slug);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether search engines are asked to index it: a project done there, or 150 words of its own',
  })
  indexable(@Root() page: AreaPage): Promise<boolean> {
    return this.services.areaPages.isIndexable(page);
  }

  @FieldResolver(() => DocumentHead, {
    nullable: true,
    description: 'The document head the server writes for this page (at its Spanish path: locale es); null when its area left the profile',
  })
  async head(
    @Root() page: AreaPage,
    @Arg('locale', () => LocaleValue, { defaultValue: 'en' }) locale: Locale,
  ): Promise<DocumentHead | null> {
    const area = await this.services.areaPages.areaOf(page);
    return area ? this.services.seo.documentHead(await this.services.areaPages.headFields(page, area, locale)) : null;
  }
}

/** A project's way to the page of the area it was done in (issue #42). */
@Resolver(() => Project)
export class ProjectAreaResolver {
  constructor(private readonly services: AreaPageServices) {}

  @FieldResolver(() => AreaPage, { nullable: true, description: 'The published page of the service area it was done in, if any' })
  async areaPage(@Root() project: Project): Promise<AreaPage | null> {
    return project.serviceArea ? ((await this.services.areaPages.publicPage(project.serviceArea))?.page ?? null) : null;
  }
}

import { Arg, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isUuid } from '../../lib/uuid';
import { IdArg } from '../../lib/id-arg';
import { spanishVersion } from '../../lib/translation';
import { responsiveImage, ResponsiveImage } from '../media';
import { GalleryImage, Project, ProjectTranslation } from './project.entity';
import { ProjectInput } from './project.inputs';
import type { ProjectService } from './project.service';
import { ProjectOrderBy, SortDirection } from './project.types';
import { OwnerOrScope } from '../auth';

@Resolver(() => Project)
export class ProjectResolver {
  constructor(private readonly services: { projects: ProjectService }) {}

  @Query(() => [Project], { description: 'The portfolio (public); newest completion first unless told otherwise' })
  projects(
    @Arg('category', () => String, { nullable: true, description: 'Commercial, Residential or Emergency; All or nothing means every one' })
    category?: string,
    @Arg('orderBy', () => ProjectOrderBy, { nullable: true }) orderBy?: ProjectOrderBy,
    @Arg('direction', () => SortDirection, { nullable: true }) direction?: SortDirection,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Project[]> {
    return this.services.projects.list({ category, orderBy, direction, limit });
  }

  @Query(() => Project, { nullable: true })
  project(@Arg('id', () => ID) id: string): Promise<Project | null> {
    return isUuid(id) ? this.services.projects.get(id) : Promise.resolve(null);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Project)
  saveProject(@Arg('input') input: ProjectInput): Promise<Project> {
    return this.services.projects.save(input);
  }

  @OwnerOrScope('content:write')
  @Mutation(() => Boolean, { description: 'Deletes the project and its photos' })
  deleteProject(@IdArg() id: string): Promise<boolean> {
    return this.services.projects.delete(id);
  }

  @FieldResolver(() => ResponsiveImage, { nullable: true, description: 'The main photo for <img>, with srcset and size' })
  picture(@Root() project: Project): ResponsiveImage | null {
    return project.imageUrl ? responsiveImage(project.imageUrl) : null;
  }

  @FieldResolver(() => ProjectTranslation, {
    nullable: true,
    description: 'The Spanish version (issue #41); none: the project is in English only',
  })
  es(@Root() project: Project): ProjectTranslation | null {
    return spanishVersion(project) ?? null;
  }
}

@Resolver(() => GalleryImage)
export class GalleryImageResolver {
  @FieldResolver(() => ResponsiveImage)
  picture(@Root() entry: GalleryImage): ResponsiveImage {
    return responsiveImage(entry.url);
  }
}

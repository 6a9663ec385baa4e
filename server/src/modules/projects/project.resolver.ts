import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { IdArg } from '../../lib/id-arg';
import { isUuid } from '../../db/uuid';
import { responsiveImage, ResponsiveImage } from '../media/image-variants';
import { GalleryImage, Project } from './project.entity';
import { ProjectInput } from './project.inputs';
import { ProjectOrderBy, SortDirection } from './project.types';

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => [Project], { description: 'The portfolio (public); newest completion first unless told otherwise' })
  projects(
    @Ctx() { services }: Context,
    @Arg('category', () => String, { nullable: true, description: 'Commercial, Residential or Emergency; All or nothing means every one' }) category?: string,
    @Arg('orderBy', () => ProjectOrderBy, { nullable: true }) orderBy?: ProjectOrderBy,
    @Arg('direction', () => SortDirection, { nullable: true }) direction?: SortDirection,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Project[]> {
    return services.projects.list({ category, orderBy, direction, limit });
  }

  @Query(() => Project, { nullable: true })
  project(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<Project | null> {
    return isUuid(id) ? services.projects.get(id) : Promise.resolve(null);
  }

  @Authorized()
  @Mutation(() => Project)
  saveProject(@Arg('input') input: ProjectInput, @Ctx() { services }: Context): Promise<Project> {
    return services.projects.save(input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the project and its photos' })
  deleteProject(@IdArg() id: string, @Ctx() { services }: Context): Promise<boolean> {
    return services.projects.delete(id);
  }

  @FieldResolver(() => ResponsiveImage, { nullable: true, description: 'The main photo for <img>, with srcset and size' })
  picture(@Root() project: Project): ResponsiveImage | null {
    return project.imageUrl ? responsiveImage(project.imageUrl) : null;
  }
}

@Resolver(() => GalleryImage)
export class GalleryImageResolver {
  @FieldResolver(() => ResponsiveImage)
  picture(@Root() entry: GalleryImage): ResponsiveImage {
    return responsiveImage(entry.url);
  }
}

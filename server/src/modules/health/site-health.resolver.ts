import { Query, Resolver } from 'type-graphql';
import type { SiteHealthService } from './site-health.service';
import { SiteWarning } from './site-health.types';
import { OwnerOnly } from '../auth';

@Resolver()
export class SiteHealthResolver {
  constructor(private readonly services: { siteHealth: SiteHealthService }) {}

  @OwnerOnly()
  @Query(() => [SiteWarning], { description: "The site's parts that do not work as they should; empty when all is well" })
  siteWarnings(): Promise<SiteWarning[]> {
    return this.services.siteHealth.warnings();
  }
}

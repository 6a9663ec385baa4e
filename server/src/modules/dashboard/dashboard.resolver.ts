import { Query, Resolver } from 'type-graphql';
import type { DashboardService } from './dashboard.service';
import { AdminDashboard } from './dashboard.types';
import { SetupChecklistItem } from './setup-checklist';
import { OwnerOnly, OwnerOrScope } from '../auth';

@Resolver()
export class DashboardResolver {
  constructor(private readonly services: { dashboard: DashboardService }) {}

  // Today's summary holds both requests and messages.
  @OwnerOrScope('appointments:read', 'messages:read')
  @Query(() => AdminDashboard, {
    description: "Today's and tomorrow's visits, the requests waiting for an answer, and the last 30 days' response time",
  })
  adminDashboard(): Promise<AdminDashboard> {
    return this.services.dashboard.dashboard();
  }

  // The site's own setup (licence, e-mail, devices, backups) is the owner's business alone.
  @OwnerOnly()
  @Query(() => [SetupChecklistItem], {
    description: 'What a new site still needs (licence, e-mail, notifications, review link, a backup off the server), each done or not',
  })
  setupChecklist(): Promise<SetupChecklistItem[]> {
    return this.services.dashboard.setupChecklist();
  }
}
